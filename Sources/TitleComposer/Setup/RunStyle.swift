/// A named style for the text runs of rich titles (``TitleStyle/runStyles``): each field left
/// `nil` is the title's own (its font, size, letter-spacing and colour).
///
/// The line height is the title's for every run, as a CSS `line-height` in pixels is inherited
/// by every `<span>`: a larger run makes a line taller only by its own ascent and descent
/// (docs/rich-titles.md).
public struct RunStyle: Sendable, Hashable, Codable {
  /// The run's font (every form ``FontSource`` takes); `nil` is the title's.
  public var font: FontSource?
  /// The run's size in pixels; `nil` is the title's.
  public var size: Double?
  /// The run's letter-spacing in pixels; `nil` is the title's.
  public var letterSpacing: Double?
  /// The run's colour; `nil` is the title's.
  public var color: RGBColor?

  /// A run style.
  public init(
    font: FontSource? = nil, size: Double? = nil, letterSpacing: Double? = nil,
    color: RGBColor? = nil
  ) {
    self.font = font
    self.size = size
    self.letterSpacing = letterSpacing
    self.color = color
  }
}
