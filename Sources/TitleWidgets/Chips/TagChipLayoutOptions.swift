import TitleComposer
import TitleText

/// How the chips of one row share the row's leftover width.
public enum ChipRowAlignment: String, Sendable, Hashable, Codable, CaseIterable {
  /// Packed against the left edge (the seed's).
  case leading
  /// Packed and centred.
  case center
  /// Packed against the right edge.
  case trailing
  /// The leftover width is shared equally between the gaps of every row except the last, so a
  /// row's first chip touches the left edge and its last the right edge (like CSS
  /// `text-align: justify`). The last row of the whole flow, and a row of one chip, stay leading.
  /// With a row limit the last *visible* row is justified unless it is also the flow's last.
  case justified
}

/// Border, text and background colours of chips by selection state, and the border width.
/// The defaults are the seed's: orange when selected, grey when not, on white.
public struct ChipStyle: Sendable, Hashable, Codable {
  /// The border of a selected chip. Default #FF7A00.
  public var selectedBorderColor = RGBColor(red: 0xFF, green: 0x7A, blue: 0x00)
  /// The text of a selected chip. Default #FF7A00.
  public var selectedTextColor = RGBColor(red: 0xFF, green: 0x7A, blue: 0x00)
  /// The fill of a selected chip. Default #FFFFFF.
  public var selectedBackgroundColor = RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  /// The border of an unselected chip. Default #D9D9D9.
  public var unselectedBorderColor = RGBColor(red: 0xD9, green: 0xD9, blue: 0xD9)
  /// The text of an unselected chip. Default #777777.
  public var unselectedTextColor = RGBColor(red: 0x77, green: 0x77, blue: 0x77)
  /// The fill of an unselected chip. Default #FFFFFF.
  public var unselectedBackgroundColor = RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF)
  /// The border's width in pixels, drawn inside the chip's frame. Default 1.
  public var borderWidth: Double = 1

  /// The seed's style.
  public init() {}
}

/// Everything about a tag-chip list except its titles, width and selection. The defaults are
/// the seed's.
public struct TagChipLayoutOptions: Sendable, Hashable {
  /// The text size in pixels. Default 12.
  public var fontSize: Double = 12
  /// Padding between a chip's border and its text. Default 6.5 top/bottom, 15 left/right.
  public var contentInsets = EdgeInsets(vertical: 6.5, horizontal: 15)
  /// The chips' corner radius, at most half the chip's height (a pill). Default 14.
  public var cornerRadius: Double = 14
  /// The gap between neighbouring chips in a row. Default 5.
  public var horizontalSpacing: Double = 5
  /// The gap between rows. Default 8.
  public var verticalSpacing: Double = 8
  /// Margins between the container's edges and the chips. Default 0.
  public var sectionInsets = EdgeInsets.zero
  /// How each row shares its leftover width. Default leading.
  public var alignment = ChipRowAlignment.leading
  /// The most rows shown; `nil` (the default) for all. Chips on later rows are hidden.
  public var maximumRows: Int? = nil
  /// Line breaks between letters; only matters for which text a truncated chip keeps.
  public var wordBreak = WordBreak.keepAll
  /// White space in titles. Default `.collapse`: a chip is one line, so newlines and runs of
  /// spaces become one space. With `.preserve` a newline ends the chip's text with "…".
  public var whiteSpace = WhiteSpace.collapse
  /// How the text of a chip too wide for its row ends. Default ``Truncation/fill``: as many
  /// graphemes as fit with "…", as UILabel truncates. ``Truncation/lineClamp``: as Chromium
  /// draws the chip's text with `-webkit-line-clamp: 1`: the text wraps at its break
  /// opportunities (``wordBreak``) and its first line keeps what leaves room for "…".
  public var truncation = Truncation.fill
  /// Colours by selection state and the border width.
  public var style = ChipStyle()
  /// The flow's direction: ``TextDirection/ltr`` (the default), ``TextDirection/rtl`` (rows
  /// fill from the right edge, the first chip at the right, `leading` packs against the right
  /// edge, each chip's text sits at the same inset from the chip's right edge), or
  /// ``TextDirection/auto`` (the first tag's first strong character decides).
  public var direction = TextDirection.ltr

  /// The seed's options.
  public init() {}

  /// Checks sizes, lengths and the row limit.
  /// - Throws: ``ChipLayoutError`` naming the first bad value.
  public func validate() throws(ChipLayoutError) {
    guard FontSizeRange.contains(fontSize) else { throw .invalidFontSize(fontSize) }
    if let edge = contentInsets.firstInvalidEdge() {
      throw .invalidOptions(reason: "contentInsets.\(edge) must be a finite number in [0, 1000]")
    }
    if let edge = sectionInsets.firstInvalidEdge() {
      throw .invalidOptions(reason: "sectionInsets.\(edge) must be a finite number in [0, 1000]")
    }
    let lengths = [
      ("cornerRadius", cornerRadius), ("horizontalSpacing", horizontalSpacing),
      ("verticalSpacing", verticalSpacing), ("style.borderWidth", style.borderWidth),
    ]
    for (name, value) in lengths where !GeometryRange.contains(value) {
      throw .invalidOptions(reason: "\(name) must be a finite number in [0, 1000], got \(value)")
    }
    if let maximumRows, maximumRows < 1 { throw .invalidMaximumRows(maximumRows) }
  }
}
