import TitleComposer

/// One laid-out tag chip: a bordered pill with one line of text.
public struct TagChip: Sendable, Hashable, Codable {
  /// The tag's index in the list that was laid out.
  public var index: Int
  /// The tag's title as given.
  public var title: String
  /// What is drawn: the title (white space processed), or as much of it as fits followed by "…".
  public var text: String
  /// Whether `text` ends in "…" because the title did not fit.
  public var isTruncated: Bool
  /// The chip's box (border included), in container coordinates: origin top left, y down.
  public var frame: Rect
  /// The corner radius: the requested one, at most half the chip's height.
  public var cornerRadius: Double
  /// Where the text's pen starts, in container coordinates.
  public var textX: Double
  /// The text's baseline, in container coordinates.
  public var baseline: Double
  /// The drawn width of `text`, "…" included.
  public var textWidth: Double
  /// The row the chip is on, from 0.
  public var row: Int
  /// Whether the chip is selected.
  public var isSelected: Bool
  /// The border's colour for the chip's selection state.
  public var borderColor: RGBColor
  /// The text's colour for the chip's selection state.
  public var textColor: RGBColor
  /// The fill's colour for the chip's selection state.
  public var backgroundColor: RGBColor
  /// Characters of `text` no font could draw (drawn as .notdef boxes).
  public var missingGlyphs: Int
  /// The glyphs `text` was measured with, in container coordinates (the first run starts at
  /// `textX`): what renderers draw. Encoded only when the encoder's `userInfo` sets
  /// `CodingUserInfoKey.includesGlyphRuns`.
  public var runs: [GlyphRun] = []

  private enum CodingKeys: String, CodingKey {
    case index, title, text, isTruncated, frame, cornerRadius, textX, baseline, textWidth, row
    case isSelected, borderColor, textColor, backgroundColor, missingGlyphs, runs
  }
}

extension TagChip {
  /// Decodes a chip; `runs` may be absent (empty).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      index: try container.decode(Int.self, forKey: .index),
      title: try container.decode(String.self, forKey: .title),
      text: try container.decode(String.self, forKey: .text),
      isTruncated: try container.decode(Bool.self, forKey: .isTruncated),
      frame: try container.decode(Rect.self, forKey: .frame),
      cornerRadius: try container.decode(Double.self, forKey: .cornerRadius),
      textX: try container.decode(Double.self, forKey: .textX),
      baseline: try container.decode(Double.self, forKey: .baseline),
      textWidth: try container.decode(Double.self, forKey: .textWidth),
      row: try container.decode(Int.self, forKey: .row),
      isSelected: try container.decode(Bool.self, forKey: .isSelected),
      borderColor: try container.decode(RGBColor.self, forKey: .borderColor),
      textColor: try container.decode(RGBColor.self, forKey: .textColor),
      backgroundColor: try container.decode(RGBColor.self, forKey: .backgroundColor),
      missingGlyphs: try container.decode(Int.self, forKey: .missingGlyphs),
      runs: try container.decodeIfPresent([GlyphRun].self, forKey: .runs) ?? [])
  }

  /// Encodes every field, `runs` only when `userInfo` sets `includesGlyphRuns`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(index, forKey: .index)
    try container.encode(title, forKey: .title)
    try container.encode(text, forKey: .text)
    try container.encode(isTruncated, forKey: .isTruncated)
    try container.encode(frame, forKey: .frame)
    try container.encode(cornerRadius, forKey: .cornerRadius)
    try container.encode(textX, forKey: .textX)
    try container.encode(baseline, forKey: .baseline)
    try container.encode(textWidth, forKey: .textWidth)
    try container.encode(row, forKey: .row)
    try container.encode(isSelected, forKey: .isSelected)
    try container.encode(borderColor, forKey: .borderColor)
    try container.encode(textColor, forKey: .textColor)
    try container.encode(backgroundColor, forKey: .backgroundColor)
    try container.encode(missingGlyphs, forKey: .missingGlyphs)
    if encoder.userInfo[.includesGlyphRuns] as? Bool == true {
      try container.encode(runs, forKey: .runs)
    }
  }
}

/// A list of tag chips flowed into rows inside a container of a given width.
public struct TagChipLayout: Sendable, Hashable, Codable {
  /// The container's width.
  public var width: Double
  /// The height the rows take, section insets included; 0 for an empty list.
  public var contentHeight: Double
  /// The number of rows shown.
  public var rowCount: Int
  /// The chips shown, in list order.
  public var chips: [TagChip]
  /// Indices of the chips on rows past `maximumRows`, ascending; they are not in `chips`.
  public var hiddenIndices: [Int]
  /// The height of every chip: the font's line height + the content insets' top and bottom.
  public var chipHeight: Double
  /// The width of every chip's border, drawn inside its frame.
  public var borderWidth: Double
  /// The text size in pixels.
  public var fontSize: Double
  /// Whether any chip (shown or hidden) is selected: the filter indicator's state.
  public var isAnySelected: Bool

  /// An empty list's layout.
  static func empty(width: Double, options: TagChipLayoutOptions, chipHeight: Double) -> Self {
    TagChipLayout(
      width: width, contentHeight: 0, rowCount: 0, chips: [], hiddenIndices: [],
      chipHeight: chipHeight, borderWidth: options.style.borderWidth,
      fontSize: options.fontSize, isAnySelected: false)
  }
}
