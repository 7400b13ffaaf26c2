import TitleComposer

/// A batch request's `"widths"`: the cell widths (px) one title is laid out at, for a server
/// sizing a cell for several devices at once. The title is prepared once
/// (``Composer/prepare(_:)``) and laid out at each width in order
/// (``PreparedTitle/layout(width:numberOfLines:)``); each width gets its own result record, which
/// carries its `"width"`.
public enum BatchWidths {
  /// The most widths one request may list.
  public static let maximumCount = 64

  /// Reads the request's `"widths"`, checked as `"width"` is: each a finite number above 0.
  /// - Parameter request: the request object.
  /// - Returns: the widths in order, or `nil` when the request has no `"widths"` (or `null`).
  /// - Throws: ``BatchLineError`` when both `"width"` and `"widths"` are given, or `"widths"` is
  ///   not an array, is empty, has more than ``maximumCount`` entries, or has an entry that is
  ///   not a number or not a valid width.
  static func read(_ request: JSONValue) throws(BatchLineError) -> [Double]? {
    guard let field = request["widths"], field != .null else { return nil }
    if let width = request["width"], width != .null {
      throw BatchLineError(.invalidWidths, "give either \"width\" or \"widths\", not both")
    }
    guard case .array(let entries) = field else {
      throw BatchLineError(
        .invalidWidths, "\"widths\" must be an array of numbers, got \(field.typeName)")
    }
    guard !entries.isEmpty else { throw BatchLineError(.invalidWidths, "\"widths\" is empty") }
    guard entries.count <= maximumCount else {
      throw BatchLineError(
        .invalidWidths, "\"widths\" has \(entries.count) entries; the limit is \(maximumCount)")
    }
    var widths: [Double] = []
    widths.reserveCapacity(entries.count)
    for (index, entry) in entries.enumerated() {
      guard case .number(let width, _) = entry else {
        throw BatchLineError(
          .invalidWidths, "\"widths\"[\(index)] must be a number, got \(entry.typeName)")
      }
      guard width.isFinite && width > 0 else {
        throw BatchLineError(
          .invalidWidths, "\"widths\"[\(index)]: \(ComposerError.invalidWidth(width))")
      }
      widths.append(width)
    }
    return widths
  }
}
