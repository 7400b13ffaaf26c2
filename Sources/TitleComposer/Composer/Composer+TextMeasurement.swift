import TitleFonts
import TitleText

/// What a layout other than a title (tag chips, tooltips) needs from measurement: the measured
/// paragraph of analysed text, the line box and the ellipsis.
///
/// ``FontTextMeasurer`` measures with a font chain, exactly as a composed title's lines are
/// measured; tests inject a constant-advance fake so that frames read like arithmetic.
protocol TextMeasuring: Sendable {
  /// One advance per grapheme cluster of `buffer` (analysed: its boundary flags are filled), its
  /// break opportunities and hanging spaces.
  func measure(_ buffer: TitleBuffer, whiteSpace: WhiteSpace) -> ParagraphMeasurer.Output
  /// Ascent, descent and line height of one line.
  var lineMetrics: LineMetrics { get }
  /// The advance of "…".
  var ellipsisWidth: Double { get }
  /// The size, ellipsis glyph and chain of the lines' glyph runs.
  var glyphRunContext: GlyphRunContext { get }
}

extension TextMeasuring {
  /// No glyphs (a fake measurer's paragraphs have none): only an ellipsis of ``ellipsisWidth``.
  var glyphRunContext: GlyphRunContext {
    GlyphRunContext(size: 0, ellipsisAdvance: ellipsisWidth, prefixLength: 0)
  }
}

/// Measures with a fallback chain at one pixel size (Chromium's advances and kerning, via
/// ``ParagraphMeasurer`` with no badge prefix); the line height is the font's, multiple 1.
struct FontTextMeasurer: TextMeasuring {
  let font: ScaledFontChain
  let lineMetrics: LineMetrics
  let ellipsisWidth: Double

  init(font: ScaledFontChain) {
    self.font = font
    lineMetrics = LineMetrics(font: font, multiple: 1)
    ellipsisWidth = font.advance(of: "…")
  }

  func measure(_ buffer: TitleBuffer, whiteSpace: WhiteSpace) -> ParagraphMeasurer.Output {
    ParagraphMeasurer(font: font, prefixLength: 0, badgeAdvance: nil, whiteSpace: whiteSpace)
      .measure(buffer)
  }

  var glyphRunContext: GlyphRunContext { GlyphRunContext(font: font, prefixLength: 0) }
}

extension LineMetrics {
  /// Metrics given in pixels (fake fonts in tests).
  init(ascent: Double, descent: Double, lineHeight: Double) {
    self.ascent = ascent
    self.descent = descent
    self.lineHeight = lineHeight
    leadingAbove = (lineHeight - ascent - descent) / 2
  }
}

/// The analyzer and font chain a tag-chip or tooltip layouter measures with. Built from a
/// composer it shares the composer's analyzer (and its ICU iterator pools) and, when the font is
/// the composer's title or badge font, that font's chain and glyph tables.
struct TextEngine: Sendable {
  let analyzer: TextAnalyzer
  let chain: FontFallbackChain

  init(analyzer: TextAnalyzer, chain: FontFallbackChain) {
    self.analyzer = analyzer
    self.chain = chain
  }

  /// An engine with its own analyzer and `font` followed by `fallback`'s faces, then
  /// `environment`'s.
  /// - Throws: ``ComposerError/font(_:)`` or ``ComposerError/textAnalysis(_:)``.
  init(font: FontSource, fallback: FontFallback, environment: FontEnvironment = .default)
    throws(ComposerError)
  {
    var loader = FontLoader()
    chain = try loader.chain(primary: font, fallback: fallback, environment: environment)
    do {
      analyzer = try TextAnalyzer()
    } catch {
      throw .textAnalysis(error)
    }
  }

  /// The measurer for `size` pixels.
  func measurer(size: Double) -> FontTextMeasurer {
    FontTextMeasurer(font: ScaledFontChain(chain: chain, size: size))
  }
}

extension Composer {
  /// A text engine that shares this composer's analyzer, and its title or badge chain when
  /// `font` is one of those; any other font is loaded with the composer's fallback faces.
  /// - Throws: ``ComposerError/font(_:)`` when `font` cannot be loaded.
  func textEngine(font: FontSource) throws(ComposerError) -> TextEngine {
    if font == style.titleFont { return TextEngine(analyzer: analyzer, chain: titleChain) }
    if font == style.badgeFont { return TextEngine(analyzer: analyzer, chain: badgeChain) }
    var loader = FontLoader()
    return TextEngine(
      analyzer: analyzer,
      chain: try loader.chain(primary: font, fallback: fallback, environment: fontEnvironment))
  }
}

/// One text laid out in lines of one width, as a composed title's lines are (no badge): the block
/// a chip (one line) and a tooltip label (wrapped lines) draw. Lines start at x 0 and the first
/// baseline is the first line's.
struct TextBlock {
  /// The lines, `x` 0, baselines from the block's top.
  var lines: [ComposedLine]
  /// Whether text was left over and the last line ends in "…".
  var isTruncated: Bool
  /// Characters shown as .notdef boxes.
  var missingGlyphs: Int
  /// The widest cluster that is drawn (hanging spaces excluded), for a too-narrow check.
  var widestCluster: Double
  /// The width of the whole text on one line, hard breaks ignored and hanging spaces at its end
  /// excluded.
  var naturalWidth: Double
  /// The widest line's width.
  var widestLine: Double { lines.map(\.width).max() ?? 0 }

  /// Analyses, measures and fills `text` into lines of `width`.
  /// - Parameters:
  ///   - numberOfLines: the most lines, 0 for unlimited; the last allowed line is tail-truncated.
  /// - Complexity: O(n) in the text's length.
  init(
    text: String, width: Double, numberOfLines: Int, wordBreak: WordBreak, whiteSpace: WhiteSpace,
    analyzer: TextAnalyzer, measurer: some TextMeasuring
  ) {
    let buffer = TitleBuffer(title: text, prefix: 0, prefixCount: 0)
    analyzer.analyze(buffer.utf16, wordBreak: wordBreak, into: buffer.boundaryFlags)
    let measured = measurer.measure(buffer, whiteSpace: whiteSpace)
    let builder = ComposedLineBuilder(
      title: text, buffer: buffer, paragraph: measured.paragraph,
      lineMetrics: measurer.lineMetrics, whiteSpace: whiteSpace,
      glyphRuns: measurer.glyphRunContext)
    let layout = builder.lines(
      width: width, numberOfLines: numberOfLines, ellipsisWidth: measurer.ellipsisWidth)
    lines = layout.lines
    isTruncated = layout.isTruncated
    missingGlyphs = layout.missingGlyphs
    let paragraph = measured.paragraph
    widestCluster = measured.widestTitleCluster
    naturalWidth = paragraph.naturalWidth(from: 0, to: paragraph.count)
  }
}
