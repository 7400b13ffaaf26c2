import TitleComposer
import TitleFonts

/// What a rich title's cell draws besides its badge (``TitleComposer/TitleRequest/runs``): each
/// line's parts with their own glyphs, fonts, sizes and colours, the boxes as placeholders and
/// the highlight backgrounds. Built once from the composed title and read by both the PNG and
/// the SVG writer, so that the two draw the same geometry.
struct RichCell {
  /// One text part or "…" of a line, ready to draw.
  struct Part {
    /// The characters it draws (for `aria-label` and SVG `<text>`).
    var text: String
    /// Its glyphs, in cell coordinates.
    var glyphs: [PositionedGlyph]
    /// The chain its glyphs' face indices name (``TitleComposer/Composer/fonts(forRunStyle:)``).
    var chain: FontFallbackChain
    /// The run style's colour, else the title's.
    var color: RGBColor
    /// The letter-spacing it was laid out with, for SVG `<text>`.
    var letterSpacing: Double
  }

  /// A line's parts and the text it shows.
  struct Line {
    var text: String
    var parts: [Part]
  }

  /// A box drawn as a placeholder: a dashed rounded outline with the box's name inside.
  struct Box {
    /// The box's name from the request.
    var name: String
    /// The box, in cell coordinates.
    var frame: Rect
    /// The name as drawn (shortened with "…" when it does not fit), empty when nothing fits.
    var label: String
    /// The label's glyphs, in cell coordinates (the title's chain).
    var labelGlyphs: [PositionedGlyph]
    /// The label's font size.
    var labelSize: Double
  }

  /// The lines, in order.
  var lines: [Line]
  /// The boxes that are not empty, in logical order.
  var boxes: [Box]
  /// The highlight rectangles that are not empty, in cell coordinates, in the order the request
  /// asked.
  var highlights: [Rect]
  /// The height of the lines: the last line box's bottom.
  var height: Double
  /// The colour of box placeholders: the title's, translucent.
  var placeholderColor: RGBColor
  /// The chain box labels are drawn with.
  var labelChain: FontFallbackChain

  /// The outline's width, in cell pixels.
  static let outlineWidth = 1.0
  /// The outline's dashes and gaps, in cell pixels along the outline.
  static let dash = (on: 3.0, off: 2.0)
  /// The outline's corner radius, in cell pixels (at most a quarter of the shorter side).
  static let cornerRadius = 3.0
  /// The placeholder's opacity (0–255) over the title's colour.
  static let placeholderAlpha: UInt8 = 166

  /// Whether `title` is a rich title (its lines carry line boxes).
  static func isRich(_ title: ComposedTitle) -> Bool { title.lines.contains { $0.lineBox != nil } }

  /// The drawing of a rich title, after checking every number it draws against
  /// ``RenderLimits`` and every glyph run against its chain.
  /// - Parameters:
  ///   - title: a rich title composed by `composer` with glyph runs.
  ///   - composer: the composer (its run styles give fonts and colours).
  ///   - titleColor: the title's colour (the cell style's, else the composer's).
  /// - Throws: ``RenderError/geometryOutOfRange(name:value:)``,
  ///   ``RenderError/invalidFontSize(_:)``, ``RenderError/unknownFace(name:faceIndex:faceCount:)``
  ///   or ``RenderError/missingGlyphRuns(name:)``.
  init(_ title: ComposedTitle, composer: Composer, titleColor: RGBColor) throws(RenderError) {
    let runStyles = composer.style.runStyles
    let content = Array(title.title.utf16)
    lines = []
    height = 0
    for (index, line) in title.lines.enumerated() {
      let name = "title.lines[\(index)]"
      guard let box = line.lineBox else {
        throw .missingGlyphRuns(name: "\(name).lineBox")
      }
      try RenderGeometry.check(box.top, "\(name).lineBox.top")
      try RenderGeometry.check(box.height, "\(name).lineBox.height")
      height = box.top + box.height
      try RenderGeometry.check(height, "\(name).lineBox bottom")
      var parts: [Part] = []
      for (partIndex, part) in line.parts.enumerated() where part.kind != .box {
        let partName = "\(name).parts[\(partIndex)]"
        try RenderGeometry.check(part.x, "\(partName).x")
        try RenderGeometry.check(part.width, "\(partName).width")
        let chain = composer.fonts(forRunStyle: part.style)
        let text = part.kind == .ellipsis ? "…" : Self.text(of: part.range, in: content)
        // A part of hanging spaces only draws nothing and has no runs.
        try RenderGeometry.check(
          part.runs, of: part.width > 0 ? text : "", partName, chain: chain)
        let runStyle = part.style.flatMap { runStyles[$0] }
        parts.append(
          Part(
            text: text, glyphs: PositionedGlyph.glyphs(of: part.runs, baseline: line.baseline),
            chain: chain, color: runStyle?.color ?? titleColor,
            letterSpacing: runStyle?.letterSpacing ?? title.letterSpacing))
      }
      lines.append(Line(text: line.text, parts: parts))
    }
    highlights = []
    for (index, highlight) in title.highlights.enumerated() {
      for (rectIndex, rect) in highlight.rects.enumerated() {
        try RenderGeometry.check(rect, "title.highlights[\(index)].rects[\(rectIndex)]")
        if rect.width > 0 && rect.height > 0 { highlights.append(rect) }
      }
    }
    labelChain = composer.titleFonts
    placeholderColor = RGBColor(
      red: titleColor.red, green: titleColor.green, blue: titleColor.blue,
      alpha: UInt8(Canvas.mul(UInt32(titleColor.alpha), UInt32(Self.placeholderAlpha))))
    boxes = []
    for (index, box) in title.boxes.enumerated() {
      try RenderGeometry.check(box.frame, "title.boxes[\(index)].frame")
      // An empty box (a decoded title's) has nothing to outline.
      guard box.frame.width > 0 && box.frame.height > 0 else { continue }
      boxes.append(Self.placeholder(box, chain: labelChain))
    }
  }

  /// The text of UTF-16 offsets `range` of `content`, clamped to it (a lone surrogate becomes
  /// U+FFFD).
  private static func text(of range: Range<Int>, in content: [UInt16]) -> String {
    let lower = min(max(range.lowerBound, 0), content.count)
    let upper = min(max(range.upperBound, lower), content.count)
    return String(decoding: content[lower..<upper], as: UTF16.self)
  }

  /// The outline's rectangle: the frame inset by half the outline's width, so that the stroke
  /// lies inside the box.
  static func outlineRect(_ frame: Rect) -> Rect {
    let inset = strokeWidth(frame) / 2
    return Rect(
      x: frame.x + inset, y: frame.y + inset, width: frame.width - 2 * inset,
      height: frame.height - 2 * inset)
  }

  /// The outline's stroke width for a frame: ``outlineWidth``, at most the frame's shorter side.
  static func strokeWidth(_ frame: Rect) -> Double {
    min(outlineWidth, frame.width, frame.height)
  }

  /// The outline's corner radius for a frame.
  static func radius(_ frame: Rect) -> Double {
    max(0, min(cornerRadius, frame.width / 4, frame.height / 4))
  }
}
