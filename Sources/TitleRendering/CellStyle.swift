import Glibc
import TitleComposer
import TitleSystem

/// Space around the composed title inside the rendered cell, in cell pixels.
///
/// In JSON either one number for all four sides or `{"top":…, "left":…, "bottom":…, "right":…}`
/// (missing sides are 0).
public struct CellInsets: Sendable, Hashable, Codable {
  /// Above the first line.
  public var top: Double
  /// Left of the badge and lines.
  public var left: Double
  /// Below the last line.
  public var bottom: Double
  /// Right of the cell width.
  public var right: Double

  /// Insets per side.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  /// The same inset on every side.
  public init(all inset: Double) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

  /// No insets.
  public static let zero = CellInsets()

  private enum CodingKeys: String, CodingKey { case top, left, bottom, right }

  /// Decodes a number or an object of sides.
  public init(from decoder: any Decoder) throws {
    if let all = try? decoder.singleValueContainer().decode(Double.self) {
      self.init(all: all)
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      top: try container.decodeIfPresent(Double.self, forKey: .top) ?? 0,
      left: try container.decodeIfPresent(Double.self, forKey: .left) ?? 0,
      bottom: try container.decodeIfPresent(Double.self, forKey: .bottom) ?? 0,
      right: try container.decodeIfPresent(Double.self, forKey: .right) ?? 0)
  }
}

/// The file format of a rendered cell.
public enum OutputFormat: String, Sendable, Hashable, Codable, CaseIterable {
  /// A PNG image at the style's scale.
  case png
  /// An SVG document in cell pixels.
  case svg
}

/// How SVG output draws text.
public enum SVGTextMode: String, Sendable, Hashable, Codable, CaseIterable {
  /// Glyph outlines as `<path>`: identical in every viewer, no font needed (the default).
  case outlines
  /// `<text>` elements with explicit x/y per line: small and selectable, drawn by the viewer's font.
  case text
}

/// How a composed title becomes a cell image: padding, colours, scale and format. The CLI's
/// `--style` file and the library share this type.
///
/// In JSON every key is optional:
/// ```json
/// {"padding": {"top": 12, "left": 16, "bottom": 12, "right": 16}, "background": "#FFFFFF",
///  "titleColor": "#222222", "highlightColor": "#FFE98A", "lineHeightMultiple": 1.2, "scale": 2,
///  "format": "png", "svgText": "outlines"}
/// ```
public struct CellStyle: Sendable, Hashable, Codable {
  /// Space around the composed title. Default none.
  public var padding: CellInsets = .zero
  /// The cell's fill; `nil` (the default) leaves it transparent.
  public var background: RGBColor? = nil
  /// The title's colour; `nil` (the default) uses the composer's ``TitleStyle/titleColor``.
  public var titleColor: RGBColor? = nil
  /// The fill behind a rich title's highlighted ranges (``TitleComposer/ComposedTitle/highlights``).
  /// Default ``defaultHighlightColor``.
  public var highlightColor: RGBColor = CellStyle.defaultHighlightColor
  /// Overrides ``TitleStyle/lineHeightMultiple`` for composers built with ``applied(to:)``
  /// (line height is layout, so it must be set before composing). Default `nil`.
  public var lineHeightMultiple: Double? = nil
  /// Device pixels per cell pixel: 1, 2 or 3 for retina clients (any value in 0.25…8). Default 2.
  public var scale: Double = 2
  /// PNG or SVG. Default PNG.
  public var format: OutputFormat = .png
  /// How SVG draws text. Default outlines.
  public var svgText: SVGTextMode = .outlines

  /// The default style: no padding, transparent, the composer's title colour, 2×, PNG.
  public init() {}

  /// The default highlight colour: a light marker yellow, `#FFE98A`.
  public static let defaultHighlightColor = RGBColor(red: 0xFF, green: 0xE9, blue: 0x8A)

  private enum CodingKeys: String, CodingKey {
    case padding, background, titleColor, highlightColor, lineHeightMultiple, scale, format
    case svgText
  }

  /// Decodes a style in which every key is optional.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    padding = try container.decodeIfPresent(CellInsets.self, forKey: .padding) ?? .zero
    background = try container.decodeIfPresent(RGBColor.self, forKey: .background)
    titleColor = try container.decodeIfPresent(RGBColor.self, forKey: .titleColor)
    highlightColor =
      try container.decodeIfPresent(RGBColor.self, forKey: .highlightColor)
      ?? Self.defaultHighlightColor
    lineHeightMultiple = try container.decodeIfPresent(Double.self, forKey: .lineHeightMultiple)
    scale = try container.decodeIfPresent(Double.self, forKey: .scale) ?? 2
    format = try container.decodeIfPresent(OutputFormat.self, forKey: .format) ?? .png
    svgText = try container.decodeIfPresent(SVGTextMode.self, forKey: .svgText) ?? .outlines
  }

  /// Checks the scale, padding and line height.
  /// - Throws: ``RenderError/invalidStyle(reason:)`` naming the bad value.
  public func validate() throws(RenderError) {
    guard scale.isFinite, scale >= 0.25, scale <= 8 else {
      throw .invalidStyle(reason: "scale must be in 0.25…8, got \(scale)")
    }
    for (side, value) in [
      ("top", padding.top), ("left", padding.left), ("bottom", padding.bottom),
      ("right", padding.right),
    ] where !(value.isFinite && value >= 0 && value <= 1000) {
      throw .invalidStyle(reason: "padding.\(side) must be in 0…1000, got \(value)")
    }
    if let multiple = lineHeightMultiple, !(multiple.isFinite && multiple > 0 && multiple <= 10) {
      throw .invalidStyle(reason: "lineHeightMultiple must be in (0, 10], got \(multiple)")
    }
  }

  /// A title style with this cell style's layout settings (the line-height multiple) applied,
  /// for building the composer whose titles this style renders.
  /// - Parameter style: the composer's style.
  /// - Returns: `style` with ``lineHeightMultiple`` set when this style overrides it.
  public func applied(to style: TitleStyle) -> TitleStyle {
    var style = style
    if let lineHeightMultiple { style.lineHeightMultiple = lineHeightMultiple }
    return style
  }
}
