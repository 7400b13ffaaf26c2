import TitleTestSupport
import Testing

@testable import TitleText

/// The simple segmenter (single-script characters) against the general one (Blink's algorithm
/// step by step) on random texts: same runs wherever the simple one does not hand over.
@Suite struct ItemizeFastPathTests {
  /// Characters with one script each: Latin, Common, ASCII brackets, Hangul, kana, kanji,
  /// Hebrew, Arabic, Thai, Cyrillic, Greek, surrogates (paired: U+1F600; lone).
  static let simplePool: [UInt16] = [
    0x61, 0x5A, 0x20, 0x31, 0x2E, 0x25, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0xAC00, 0xD7A3,
    0x3042, 0x6F22, 0x05D0, 0x0627, 0x2026, 0x00E9, 0xD83D, 0xDE00, 0xD800, 0x0E01, 0x0410,
    0x03B1, 0xFF09,
  ]
  /// The same and characters that need the general segmenter (several scripts, wide open
  /// brackets of the Common script, Inherited with extensions), so texts hand over at random.
  static let pool: [UInt16] =
    simplePool + [0xFF08, 0x300C, 0x300D, 0x30A2, 0x30FC, 0x3001, 0x0951, 0x0660, 0x0301, 0x3099]

  @Test func simpleMatchesGeneral() {
    var random = SeededRandom(seed: 7)
    var segmenter = ScriptRunSegmenter()
    var simple = ReusableBuffer<ScriptRunEnd>()
    var general = ReusableBuffer<ScriptRunEnd>()
    var compared = 0
    var comparedMixed = 0
    for iteration in 0..<20_000 {
      let length = Int.random(in: 1...40, using: &random)
      let onlySimple = iteration % 4 != 0
      let units = (0..<length).map { _ in
        (onlySimple ? Self.simplePool : Self.pool).randomElement(using: &random)!
      }
      simple.clear()
      general.clear()
      let simpleFlags = segmenter.segmentSimple(units.span, into: &simple)
      let generalFlags = segmenter.segmentGeneral(units.span, into: &general)
      if onlySimple { #expect(simpleFlags != nil, "\(units)") }
      guard let simpleFlags else { continue }
      compared += 1
      if !onlySimple { comparedMixed += 1 }
      let a = (0..<simple.count).map { simple[$0] }
      let b = (0..<general.count).map { general[$0] }
      #expect(a == b, "\(units)")
      let rtl = ScriptTable.mayBeRightToLeft
      #expect(simpleFlags & rtl == generalFlags & rtl, "\(units)")
    }
    #expect(compared >= 15_000)
    #expect(comparedMixed >= 500)
  }

  /// Titles the simple segmenter keeps: Katakana and "ー" as Hiragana, CJK punctuation inside a
  /// Hangul or Han run.
  @Test(arguments: ["日本語のテキストとカタカナ（テスト）", "コーヒー・ショップ、東京「新宿」店", "삼성 《갤럭시》 「출시」、신제품・기념"])
  func simpleKeepsCJKTitles(_ title: String) {
    var segmenter = ScriptRunSegmenter()
    var simple = ReusableBuffer<ScriptRunEnd>()
    var general = ReusableBuffer<ScriptRunEnd>()
    let units = Array(title.utf16)
    #expect(segmenter.segmentSimple(units.span, into: &simple) != nil)
    _ = segmenter.segmentGeneral(units.span, into: &general)
    #expect((0..<simple.count).map { simple[$0] } == (0..<general.count).map { general[$0] })
  }

  /// Brackets deeper than Blink's stack of 32: the oldest are forgotten the same way.
  @Test func deepBracketsMatchGeneral() {
    var random = SeededRandom(seed: 3)
    var segmenter = ScriptRunSegmenter()
    var simple = ReusableBuffer<ScriptRunEnd>()
    var general = ReusableBuffer<ScriptRunEnd>()
    for _ in 0..<500 {
      var units: [UInt16] = []
      for _ in 0..<Int.random(in: 30...45, using: &random) {
        units.append([0x28, 0x5B].randomElement(using: &random)!)
        units.append([0x61, 0xAC00, 0x3042].randomElement(using: &random)!)
      }
      for _ in 0..<Int.random(in: 10...45, using: &random) {
        units.append([0x29, 0x5D].randomElement(using: &random)!)
        units.append([0x61, 0xAC00, 0x20].randomElement(using: &random)!)
      }
      simple.clear()
      general.clear()
      #expect(segmenter.segmentSimple(units.span, into: &simple) != nil)
      _ = segmenter.segmentGeneral(units.span, into: &general)
      #expect((0..<simple.count).map { simple[$0] } == (0..<general.count).map { general[$0] })
    }
  }

  /// The cached entries of U+1F000–U+1FFFF are what ICU gives, and emoji are cached.
  @Test func emojiBlockCacheMatchesICU() {
    var cached = 0
    for c in UInt32(0x1_F000)..<0x2_0000 {
      guard let entry = ScriptTable.emojiBlockEntry(c) else { continue }
      var set = ScriptSet()
      #expect(entry == ScriptRunSegmenter.supplementaryFromICU(c, into: &set), "U+\(c)")
      #expect(set.count == 1 && set.first == UInt8(truncatingIfNeeded: entry))
      cached += 1
    }
    #expect(cached > 4_000)
    #expect(ScriptTable.emojiBlockEntry(0x1_F600) != nil)
    #expect(ScriptTable.emojiBlockEntry(0x1_EFFF) == nil)
  }

  /// One itemizer reused across texts gives what a fresh one gives (no state leaks).
  @Test func reuseGivesFreshResults() {
    var random = SeededRandom(seed: 5)
    var reused = TextItemizer()
    var runs: [TextRun] = []
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...30, using: &random)
      let units = (0..<length).map { _ in Self.pool.randomElement(using: &random)! }
      reused.itemize(units.span, into: &runs)
      #expect(runs == TextItemizerBox.itemize(units), "\(units)")
    }
  }
}
