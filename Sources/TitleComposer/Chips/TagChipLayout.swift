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
  /// `textX`): what renderers draw. Not part of the JSON form.
  public var runs: [GlyphRun] = []

  private enum CodingKeys: String, CodingKey {
    case index, title, text, isTruncated, frame, cornerRadius, textX, baseline, textWidth, row
    case isSelected, borderColor, textColor, backgroundColor, missingGlyphs
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
