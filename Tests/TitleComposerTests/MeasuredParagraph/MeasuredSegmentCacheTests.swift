import Testing
import TitleFonts
import TitleTestSupport
import TitleText

@testable import TitleComposer

/// The measured-segment cache (``MeasuredSegmentCache``) against measuring without it: random
/// titles in Inter with Noto Sans CJK KR by fallback (two shaped faces alternating, as in the
/// benchmark) are measured with no cache, with a cold cache and again with the same cache warm;
/// every cluster, glyph and reshaped line edge must be the same, bit for bit.
@Suite("ShapedSpeed: measured segments cached, cold, warm and disabled, agree")
struct MeasuredSegmentCacheTests {
  static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
  static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

  /// Pieces that exercise each reason a segment ends: another face, collapsing white space,
  /// tabs, hard breaks, line separators, emoji, script and direction changes, closing
  /// brackets (spacing trims), ligatures and kerning cut by breaks ("->", "ffi", "AV").
  static let pieces: [String] = [
    "한국어", "제목", "템플스테이", "가", "는", "Debian", "AirPods", "Pro", "AV", "Wave", "->",
    "office", "Donaudampfschifffahrt", "2024년", "100%", "(공지)", "《질문》", "「인용」", "…", "·",
    "!", "🎉", "❤️", "e\u{301}", "\u{2028}", "\u{2029}", "\u{7F}", "שלום", "مرحبا", "ㅋㅋ",
    "\u{1112}\u{1161}\u{11AB}",
  ]
  static let separators: [String] = [" ", " ", "", "  ", "\t", "\n", " \n "]

  static func title(_ random: inout SeededRandom) -> String {
    var title = ""
    for index in 0..<Int.random(in: 1...12, using: &random) {
      if index > 0 { title += separators.randomElement(using: &random)! }
      title += pieces.randomElement(using: &random)!
    }
    return title
  }

  /// What a measurement wrote: clusters, glyphs, edges (as comparable values).
  struct Measured: Equatable {
    var clusters: [MeasuredCluster]
    var glyphs: [MeasuredGlyph]
    var edges: [[MeasuredGlyph]]
    var edgeRanges: [Range<Int>]
    var edgeStarts: [Bool]
    var widest: Double
  }

  static func measure(
    _ title: String, chain: FontFallbackChain, analyzer: TextAnalyzer, indent: Bool,
    whiteSpace: WhiteSpace, cache: MeasuredSegmentCache?
  ) -> Measured {
    let buffer =
      indent
      ? TitleBuffer(title: title, prefix: 0xFFFC, prefixCount: 1)
      : TitleBuffer(title: title, prefix: 0x20, prefixCount: 3)
    analyzer.analyze(buffer.utf16, wordBreak: .normal, into: buffer.boundaryFlags)
    var measurer = ParagraphMeasurer(
      font: ScaledFontChain(chain: chain, size: 16), prefixLength: buffer.prefixLength,
      badgeAdvance: indent ? 21.5 : nil, whiteSpace: whiteSpace)
    measurer.segmentCache = cache
    let output = measurer.measure(buffer)
    let paragraph = output.paragraph
    return Measured(
      clusters: Array(paragraph.clusters), glyphs: Array(paragraph.glyphs),
      edges: paragraph.edges.map(\.glyphs), edgeRanges: paragraph.edges.map(\.clusters),
      edgeStarts: paragraph.edges.map(\.startsLine), widest: output.widestTitleCluster)
  }

  /// 600 random titles, both white-space modes, badge and padding prefixes: the cache never
  /// changes a measurement, and the warm passes really read the cache (thousands of hits).
  @Test func cachedMeasurementsEqualUncachedOnes() throws {
    var style = TitleStyle()
    style.titleFont = .file(path: Self.inter)
    let composer = try Composer(
      style: style,
      fallback: FontFallback(fonts: [.file(path: Self.notoCJK)], usesSystemFonts: false))
    let chain = composer.titleChain
    let analyzer = composer.analyzer
    let cache = MeasuredSegmentCache()
    var random = SeededRandom(seed: 0x5EED_CAFE)
    var titles: [String] = []
    for _ in 0..<600 { titles.append(Self.title(&random)) }
    var differences: [String] = []
    for (index, title) in titles.enumerated() {
      let indent = index % 2 == 0
      let whiteSpace: WhiteSpace = index % 3 == 0 ? .preserve : .collapse
      let plain = Self.measure(
        title, chain: chain, analyzer: analyzer, indent: indent, whiteSpace: whiteSpace,
        cache: nil)
      let cold = Self.measure(
        title, chain: chain, analyzer: analyzer, indent: indent, whiteSpace: whiteSpace,
        cache: cache)
      let warm = Self.measure(
        title, chain: chain, analyzer: analyzer, indent: indent, whiteSpace: whiteSpace,
        cache: cache)
      if cold != plain || warm != plain {
        differences.append("\(index): \(title.unicodeScalars.map { String($0.value, radix: 16) })")
      }
    }
    #expect(differences.isEmpty, "\(differences.prefix(5))")
    let hitsAfterFirstPass = cache.hitCount
    #expect(hitsAfterFirstPass > 2_000, "\(hitsAfterFirstPass)")
    // A second pass over the same titles in another order, every segment warm.
    for (index, title) in titles.enumerated().reversed() {
      let indent = index % 2 == 0
      let whiteSpace: WhiteSpace = index % 3 == 0 ? .preserve : .collapse
      let plain = Self.measure(
        title, chain: chain, analyzer: analyzer, indent: indent, whiteSpace: whiteSpace,
        cache: nil)
      let warm = Self.measure(
        title, chain: chain, analyzer: analyzer, indent: indent, whiteSpace: whiteSpace,
        cache: cache)
      #expect(warm == plain, "\(index)")
    }
    #expect(cache.hitCount > hitsAfterFirstPass + 2_000)
  }

  /// The flag bits the segment code keeps as constants are TitleText's.
  @Test func flagBitsAreBoundaryFlags() {
    #expect(SegmentFlagBits.graphemeStart == BoundaryFlags.graphemeStart.rawValue)
    #expect(SegmentFlagBits.breakAllowed == BoundaryFlags.breakAllowed.rawValue)
    #expect(SegmentFlagBits.breakMandatory == BoundaryFlags.breakMandatory.rawValue)
  }

  /// Thousands of distinct long segments (60-letter words) fill the cache only up to its byte
  /// bound, and it still measures them as the uncached measurer does.
  @Test func longSegmentsStayWithinTheByteBound() throws {
    var style = TitleStyle()
    style.titleFont = .file(path: Self.inter)
    let composer = try Composer(
      style: style, fallback: FontFallback(fonts: [], usesSystemFonts: false))
    let cache = MeasuredSegmentCache()
    var random = SeededRandom(seed: 7)
    let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    for index in 0..<3_000 {
      let word = String((0..<60).map { _ in letters.randomElement(using: &random)! })
      let cached = Self.measure(
        word, chain: composer.titleChain, analyzer: composer.analyzer, indent: true,
        whiteSpace: .collapse, cache: cache)
      if index % 100 == 0 {
        let plain = Self.measure(
          word, chain: composer.titleChain, analyzer: composer.analyzer, indent: true,
          whiteSpace: .collapse, cache: nil)
        #expect(cached == plain)
      }
    }
    let bound = MeasuredSegmentCache.shardCount * MeasuredSegmentCache.bytesPerShard
    #expect(cache.storedBytes > bound / 2)
    #expect(cache.storedBytes <= bound)
  }

  /// A cache that was emptied measures as a cold one.
  @Test func anEmptiedCacheMeasuresTheSame() throws {
    var style = TitleStyle()
    style.titleFont = .file(path: Self.inter)
    let composer = try Composer(
      style: style,
      fallback: FontFallback(fonts: [.file(path: Self.notoCJK)], usesSystemFonts: false))
    let cache = MeasuredSegmentCache()
    let title = "AirPods 한국어 -> office 《질문》가 AV"
    let plain = Self.measure(
      title, chain: composer.titleChain, analyzer: composer.analyzer, indent: true,
      whiteSpace: .collapse, cache: nil)
    for _ in 0..<3 {
      let measured = Self.measure(
        title, chain: composer.titleChain, analyzer: composer.analyzer, indent: true,
        whiteSpace: .collapse, cache: cache)
      #expect(measured == plain)
      cache.removeAll()
    }
  }
}
