import TitleComposer

/// Why a tag-chip list could not be laid out. Every bad input gets one of these, never a crash.
public enum ChipLayoutError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The container width is zero, negative, NaN, infinite or above
  /// ``LayoutLimits/maximumCoordinate`` (10,000,000 px).
  case invalidWidth(Double)
  /// The font size is zero, negative, NaN, infinite or above 1000.
  case invalidFontSize(Double)
  /// An inset, spacing, radius or border width is negative, NaN, infinite or above 1000.
  case invalidOptions(reason: String)
  /// `maximumRows` is zero or negative (use `nil` for no limit).
  case invalidMaximumRows(Int)
  /// The tag at `index` is empty.
  case emptyTitle(index: Int)
  /// The selection was made for a list of another length.
  case selectionCountMismatch(selectionCount: Int, tagCount: Int)
  /// The container, less section and content insets, cannot hold one character or "…" of a tag.
  /// `required` is the narrowest container width that can.
  case containerTooNarrow(width: Double, required: Double)

  /// A one-line message for people.
  public var description: String {
    switch self {
    case .invalidWidth(let width):
      "invalid container width \(width): it must be a number above 0 and at most 10000000 px"
    case .invalidFontSize(let size):
      "invalid font size \(size): it must be a finite number in (0, 1000]"
    case .invalidOptions(let reason): "invalid chip options: \(reason)"
    case .invalidMaximumRows(let rows):
      "invalid maximumRows \(rows): it must be 1 or more (nil for no limit)"
    case .emptyTitle(let index): "tag \(index) is empty"
    case .selectionCountMismatch(let selectionCount, let tagCount):
      "the selection is for \(selectionCount) tags but \(tagCount) were given"
    case .containerTooNarrow(let width, let required):
      "container width \(width) cannot hold one character of a chip (\(required) px needed)"
    }
  }
}
