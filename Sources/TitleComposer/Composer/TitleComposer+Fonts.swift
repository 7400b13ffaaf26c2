import TitleFonts

/// A glyph a renderer draws: which face and glyph, and where its pen position is.
public struct PositionedGlyph: Sendable, Hashable {
  /// The glyph and the index of its face in the chain that drew it.
  public var info: GlyphInfo
  /// The pen position in cell pixels (x from the cell's left edge).
  public var x: Double
  /// The baseline in cell pixels (y from the cell's top).
  public var baseline: Double
  /// The pixel size to draw at.
  public var size: Double
}

/// The faces and glyph positions the composer measured with, for renderers that must draw
/// exactly what was laid out.
extension TitleComposer {
  /// The title's fallback chain (the style's title font, then fallback faces).
  public var titleFonts: FontFallbackChain { titleChain }
  /// The badge label's fallback chain.
  public var badgeFonts: FontFallbackChain { badgeChain }

  /// The glyphs of a composed line at the advances the composer measured: per grapheme cluster
  /// the chain's glyphs (an emoji sequence is its colour face's ligature), pair kerning
  /// between glyphs of one face, a tab as wide as a space, and on a truncated line the "…"
  /// placed right after the kept text without kerning, as truncation measured it.
  /// - Parameters:
  ///   - line: a line of a ``ComposedTitle`` from this composer.
  ///   - titleSize: the title's pixel size (the request's override, else the style's).
  /// - Returns: the glyphs to draw, left to right; spaces and zero-width characters included.
  public func glyphs(for line: ComposedLine, titleSize: Double? = nil) -> [PositionedGlyph] {
    titleChain.glyphs(for: line, size: titleSize ?? style.titleSize)
  }

  /// The glyphs of a badge's label at its pen position and size.
  /// - Parameter badge: the badge of a ``ComposedTitle`` from this composer.
  /// - Returns: the label's glyphs.
  public func glyphs(for badge: ComposedBadge) -> [PositionedGlyph] {
    let font = ScaledFontChain(chain: badgeChain, size: badge.labelSize)
    return FontFallbackChain.run(
      Substring(badge.label), font: font, x: badge.frame.x + badge.labelX,
      baseline: badge.labelBaseline)
  }
}

/// Glyph positions for any chain and size: what tag chips and tooltips, laid out with
/// ``TagChipLayouter/fonts`` and ``TooltipLayouter/fonts``, draw.
extension FontFallbackChain {
  /// The glyphs of one laid-out line of text at the advances layout measured with this chain:
  /// per grapheme cluster the chain's glyphs (an emoji sequence is its colour face's ligature),
  /// pair kerning between glyphs of one face, a tab as wide as a space, and on a truncated line
  /// the "…" placed right after the kept text without kerning, as truncation measured it.
  /// - Parameters:
  ///   - text: the drawn text (a truncated line ends in "…").
  ///   - x: the pen's start, in the layout's coordinates.
  ///   - width: the drawn width of `text` (where a truncated line's "…" ends).
  ///   - baseline: the baseline, in the layout's coordinates.
  ///   - size: the pixel size the text was measured at.
  ///   - isTruncated: whether `text` ends in the ellipsis truncation added.
  /// - Returns: the glyphs to draw, left to right; spaces and zero-width characters included.
  public func glyphs(
    forText text: String, x: Double, width: Double, baseline: Double, size: Double,
    isTruncated: Bool = false
  ) -> [PositionedGlyph] {
    let font = ScaledFontChain(chain: self, size: size)
    var kept = Substring(text)
    var ellipsis = false
    if isTruncated, kept.hasSuffix("…") {
      kept = kept.dropLast()
      ellipsis = true
    }
    var glyphs = Self.run(kept, font: font, x: x, baseline: baseline)
    if ellipsis {
      let info = font.glyph(for: "…")
      let end = x + width - font.advance(of: info)
      glyphs.append(PositionedGlyph(info: info, x: end, baseline: baseline, size: font.size))
    }
    return glyphs
  }

  /// The glyphs of a ``ComposedLine`` (a title's or a tooltip's) measured with this chain.
  /// - Parameters:
  ///   - line: the line.
  ///   - size: the pixel size it was measured at.
  /// - Returns: ``glyphs(forText:x:width:baseline:size:isTruncated:)`` of the line.
  public func glyphs(for line: ComposedLine, size: Double) -> [PositionedGlyph] {
    glyphs(
      forText: line.text, x: line.x, width: line.width, baseline: line.baseline, size: size,
      isTruncated: line.isTruncated)
  }

  /// Positions a run of text as ``ParagraphMeasurer`` measures it.
  fileprivate static func run(_ text: Substring, font: ScaledFontChain, x: Double, baseline: Double)
    -> [PositionedGlyph]
  {
    var result: [PositionedGlyph] = []
    result.reserveCapacity(text.unicodeScalars.count)
    var pen = x
    var previous: GlyphInfo? = nil
    func place(_ info: GlyphInfo) {
      if let previous { pen += font.kerning(previous, info) }
      result.append(PositionedGlyph(info: info, x: pen, baseline: baseline, size: font.size))
      pen += font.advance(of: info)
      previous = info
    }
    for cluster in text {
      let scalars = cluster.unicodeScalars
      if scalars.count == 1, let scalar = scalars.first {
        if WhiteSpaceClass(scalar) == .tab {
          let space = font.glyph(for: " ")
          result.append(PositionedGlyph(info: space, x: pen, baseline: baseline, size: font.size))
          pen += font.advance(of: space)
          previous = nil
        } else {
          place(font.glyph(for: scalar))
        }
        continue
      }
      let infos = font.chain.glyphs(forCluster: scalars)
      if font.chain.face(at: Int(infos[0].faceIndex)).isColor {
        place(infos[0])  // the sequence's ligature: the followers repeat the lead at no advance
        previous = infos[infos.count - 1]
      } else {
        for info in infos { place(info) }
      }
    }
    return result
  }
}
