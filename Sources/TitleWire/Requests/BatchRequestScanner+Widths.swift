import TitleComposer

extension BatchRequestScanner {
  /// A `"widths"` value that the tree path would accept as it stands (``BatchWidths``): an
  /// array of 1 to ``BatchWidths/maximumCount`` numbers, each finite and above 0, moved past.
  /// Anything else (`null`, an empty or too long array, another value in it, a bad width, a
  /// syntax error) is `nil`, and the tree path words the error.
  static func widths(_ bytes: Span<UInt8>, _ position: inout Int) -> [Double]? {
    guard next(bytes, &position, is: UInt8(ascii: "[")) else { return nil }
    var widths: [Double] = []
    widths.reserveCapacity(4)
    while true {
      skipWhiteSpace(bytes, &position)
      guard position < bytes.count, widths.count < BatchWidths.maximumCount,
        case .number(let range, let isInteger)? = number(bytes, &position),
        let width = double(bytes, range, isInteger: isInteger), width.isFinite, width > 0
      else { return nil }
      widths.append(width)
      skipWhiteSpace(bytes, &position)
      if next(bytes, &position, is: UInt8(ascii: ",")) { continue }
      guard next(bytes, &position, is: UInt8(ascii: "]")) else { return nil }
      return widths
    }
  }
}
