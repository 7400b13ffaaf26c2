/// An inline box in a rich title: an icon the caller draws (a "NEW" mark, a 📷, a verified
/// tick), laid out as Chromium lays out an `inline-block` of its size: baseline-aligned (its
/// bottom edge on the baseline), no margins, a break opportunity on both sides.
public struct InlineBox: Sendable, Hashable, Codable {
  /// The box's width in pixels.
  public var width: Double
  /// The box's height in pixels, all of it above the baseline.
  public var height: Double
  /// A label for the caller (which icon to draw); the layout does not read it.
  public var name: String

  /// A box.
  public init(width: Double, height: Double, name: String = "") {
    self.width = width
    self.height = height
    self.name = name
  }

  private enum CodingKeys: String, CodingKey { case width, height, name }

  /// Decodes `{"width", "height", "name"}`; `name` may be absent (empty).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      width: try container.decode(Double.self, forKey: .width),
      height: try container.decode(Double.self, forKey: .height),
      name: try container.decodeIfPresent(String.self, forKey: .name) ?? "")
  }
}

/// One piece of a rich title (``TitleRequest/runs``, ``TitleRequest/endRuns``): text in a named
/// run style (``TitleStyle/runStyles``; `nil` is the title's own style) or an inline box.
///
/// In offsets (lines' ranges, cuts, highlights) a text run counts its UTF-16 code units and a
/// box one unit (U+FFFC, as Blink itemizes an atomic inline).
public enum TitleRun: Sendable, Hashable, Codable {
  /// Text in a run style; `nil` is the title's own style.
  case text(String, style: String? = nil)
  /// An inline box.
  case box(InlineBox)

  /// The UTF-16 length the run counts in offsets: its text's, or 1 for a box.
  public var utf16Count: Int {
    switch self {
    case .text(let text, _): return text.utf16.count
    case .box: return 1
    }
  }

  private enum CodingKeys: String, CodingKey { case text, style, box }

  /// Decodes `{"text", "style"}` (style optional) or `{"box": {"width", "height", "name"}}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let box = try container.decodeIfPresent(InlineBox.self, forKey: .box) {
      guard !container.contains(.text) else {
        throw DecodingError.dataCorruptedError(
          forKey: .text, in: container, debugDescription: "a run is text or a box, not both")
      }
      self = .box(box)
    } else {
      self = .text(
        try container.decode(String.self, forKey: .text),
        style: try container.decodeIfPresent(String.self, forKey: .style))
    }
  }

  /// Encodes the wire form (`style` only when set).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .text(let text, let style):
      try container.encode(text, forKey: .text)
      try container.encodeIfPresent(style, forKey: .style)
    case .box(let box):
      try container.encode(box, forKey: .box)
    }
  }
}

/// A range of a title a caller wants rectangles for (``TitleRequest/highlights``): UTF-16
/// offsets into the runs' texts concatenated (end runs included, a box one unit), or into the
/// title of a plain request.
public struct HighlightRange: Sendable, Hashable, Codable {
  /// The first offset in the range.
  public var start: Int
  /// One past the last offset.
  public var end: Int

  /// A range.
  public init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }
}
