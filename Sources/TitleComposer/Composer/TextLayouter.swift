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

/// Lays out plain text — no badge — in lines of one width, analysed, measured and broken exactly
/// as a composed title's lines are: what tag chips and tooltip labels are made of. It holds a
/// text analyzer and a font chain; built from a composer it shares the composer's analyzer (and
/// its ICU iterator pools) and, when the font is the composer's title or badge font, that font's
/// chain and glyph tables.
///
/// Immutable and `Sendable`: build one at start-up and call it from any number of threads.
///
/// ```swift
/// let text = try TextLayouter().atSize(12)
/// let block = text.lines(of: "템플스테이 체험", width: 80, numberOfLines: 2)
/// ```
public struct TextLayouter: Sendable {
  let analyzer: TextAnalyzer
  let chain: FontFallbackChain

  /// The font chain, for renderers that draw the glyphs that were measured.
  public var fonts: FontFallbackChain { chain }

  init(analyzer: TextAnalyzer, chain: FontFallbackChain) {
    self.analyzer = analyzer
    self.chain = chain
  }

  /// A layouter with its own analyzer and `font` followed by `fallback`'s faces.
  /// - Parameters:
  ///   - font: the text's font; default NanumGothic Regular.
  ///   - fallback: faces for characters the font lacks; default system fonts.
  ///   - environment: the installed fonts system fallback draws from; default fontconfig's own.
  /// - Throws: ``ComposerError/font(_:)`` or ``ComposerError/textAnalysis(_:)``.
  public init(
    font: FontSource = .bundled(.nanumGothic), fallback: FontFallback = .default,
    environment: FontEnvironment = .default
  ) throws(ComposerError) {
    var loader = FontLoader()
    chain = try loader.chain(primary: font, fallback: fallback, environment: environment)
    do {
      analyzer = try TextAnalyzer()
    } catch {
      throw .textAnalysis(error)
    }
  }

  /// A layouter that shares `composer`'s analyzer, and its title or badge chain when `font` is
  /// one of those; any other font is loaded with the composer's fallback faces.
  /// - Throws: ``ComposerError/font(_:)`` when `font` cannot be loaded.
  public init(sharing composer: Composer, font: FontSource = .bundled(.nanumGothic))
    throws(ComposerError)
  {
    analyzer = composer.analyzer
    if font == composer.style.titleFont {
      chain = composer.titleChain
    } else if font == composer.style.badgeFont {
      chain = composer.badgeChain
    } else {
      var loader = FontLoader()
      chain = try loader.chain(
        primary: font, fallback: composer.fallback, environment: composer.fontEnvironment)
    }
  }

  /// The layouter at a font size of `size` pixels (its line height is the font's, multiple 1).
  public func atSize(_ size: Double) -> SizedTextLayouter {
    SizedTextLayouter(
      analyzer: analyzer,
      measurer: FontTextMeasurer(font: ScaledFontChain(chain: chain, size: size)), keeping: chain)
  }
}

/// A ``TextLayouter`` at one font size.
public struct SizedTextLayouter: Sendable {
  let analyzer: TextAnalyzer
  let measurer: any TextMeasuring
  /// The chain the measurer borrows (``ScaledFontChain`` does not retain it), kept alive here.
  private let chain: FontFallbackChain?

  /// A layouter measuring with `measurer` (a font chain at a size, or a fake font in tests).
  /// - Parameter chain: the chain `measurer` reads, which the layouter keeps alive.
  init(
    analyzer: TextAnalyzer, measurer: some TextMeasuring, keeping chain: FontFallbackChain? = nil
  ) {
    self.analyzer = analyzer
    self.measurer = measurer
    self.chain = chain
  }

  /// The height of one line.
  public var lineHeight: Double { measurer.lineMetrics.lineHeight }
  /// The advance of "…".
  public var ellipsisWidth: Double { measurer.ellipsisWidth }

  /// Analyses, measures and fills `text` into lines of `width`.
  /// - Parameters:
  ///   - text: the text.
  ///   - width: the lines' width in pixels.
  ///   - numberOfLines: the most lines, 0 for unlimited; the last allowed line is truncated as
  ///     `truncation` says.
  ///   - wordBreak: keep-all (default) or normal.
  ///   - whiteSpace: preserve (default) or collapse.
  ///   - truncation: UILabel's tail truncation (``Truncation/fill``, the default) or Chromium's
  ///     `-webkit-line-clamp` (``Truncation/lineClamp``).
  /// - Returns: the lines, `x` 0, baselines from the block's top.
  /// - Complexity: O(n) in the text's length.
  public func lines(
    of text: String, width: Double, numberOfLines: Int, wordBreak: WordBreak = .keepAll,
    whiteSpace: WhiteSpace = .preserve, truncation: Truncation = .fill
  ) -> TextBlock {
    TextBlock(
      text: text, width: width, numberOfLines: numberOfLines, wordBreak: wordBreak,
      whiteSpace: whiteSpace, truncation: truncation, analyzer: analyzer, measurer: measurer)
  }
}

/// One text laid out in lines of one width, as a composed title's lines are (no badge): the block
/// a chip (one line) and a tooltip label (wrapped lines) draw. Lines start at x 0 and the first
/// baseline is the first line's.
public struct TextBlock: Sendable {
  /// The lines, `x` 0, baselines from the block's top.
  public var lines: [ComposedLine]
  /// Whether text was left over and the last line ends in "…".
  public var isTruncated: Bool
  /// Characters shown as .notdef boxes.
  public var missingGlyphs: Int
  /// The widest cluster that is drawn (hanging spaces excluded), for a too-narrow check.
  public var widestCluster: Double
  /// The width of the whole text on one line, hard breaks ignored and hanging spaces at its end
  /// excluded.
  public var naturalWidth: Double
  /// The widest line's width.
  public var widestLine: Double { lines.map(\.width).max() ?? 0 }

  /// Analyses, measures and fills `text` into lines of `width`.
  /// - Parameters:
  ///   - numberOfLines: the most lines, 0 for unlimited; the last allowed line is truncated as
  ///     `truncation` says.
  /// - Complexity: O(n) in the text's length.
  init(
    text: String, width: Double, numberOfLines: Int, wordBreak: WordBreak, whiteSpace: WhiteSpace,
    truncation: Truncation = .fill, analyzer: TextAnalyzer, measurer: any TextMeasuring
  ) {
    let buffer = TitleBuffer(title: text, prefix: 0, prefixCount: 0)
    analyzer.analyze(buffer.utf16, wordBreak: wordBreak, into: buffer.boundaryFlags)
    let measured = measurer.measure(buffer, whiteSpace: whiteSpace)
    var builder = ComposedLineBuilder(
      title: text, buffer: buffer, paragraph: measured.paragraph,
      lineMetrics: measurer.lineMetrics, whiteSpace: whiteSpace,
      glyphRuns: measurer.glyphRunContext)
    builder.truncation = truncation
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
