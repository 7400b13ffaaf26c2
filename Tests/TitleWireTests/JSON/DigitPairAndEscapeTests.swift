import Foundation
import Testing
import TitleComposer
import TitleTestSupport
@testable import TitleWire

/// The span encoder's digit-pair number writer and its one escape scan a title
/// (``JSONSpanBytes``), against independent writers: `String(value)` for digits, a byte-at-a-time
/// check for escapes, and the ``JSONWriter`` reference encoder for whole records.
@Suite struct DigitPairAndEscapeTests {
  /// Every pair, every number below 10,000 and every six-digit fraction, as `String` writes
  /// them (the tens of a pair come from a multiply by 103/1024, which must hold for all 100).
  @Test func digitWordsSpellEveryValueAsStringDoes() {
    func text(_ word: UInt64, _ count: Int) -> String {
      String(
        decoding: (0..<count).map { UInt8(truncatingIfNeeded: word >> (8 * $0)) }, as: UTF8.self)
    }
    for value in 0..<100 {
      #expect(
        text(JSONSpanBytes.digitPair(UInt64(value)), 2) == (value < 10 ? "0\(value)" : "\(value)"))
    }
    var wrong: [Int] = []
    for value in 0..<10_000 {
      let (word, count) = JSONSpanBytes.shortDigits(UInt64(value))
      if text(word, count) != String(value) { wrong.append(value) }
    }
    for value in 0..<1_000_000 {
      let padded = String(repeating: "0", count: 6 - String(value).count) + String(value)
      if text(JSONSpanBytes.sixDigits(UInt64(value)), 6) != padded { wrong.append(value) }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
  }

  /// `isPlain` against a byte-at-a-time check: each byte that needs an escape (and neighbours
  /// that must not be taken for one: DEL, U+0020, bytes of Hangul) at every offset of texts of
  /// every length up to 40, inside the eight-byte words and in the tail.
  @Test func escapeScanFindsEveryEscapeAtEveryOffset() {
    let suspects: [UInt8] = [
      0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F, 0x80, 0xFF,
    ]
    var wrong: [String] = []
    for length in 1...40 {
      for offset in 0..<length {
        for suspect in suspects {
          for filler: UInt8 in [0x61, 0xEA, 0x21, 0x23] {
            var bytes = [UInt8](repeating: filler, count: length)
            bytes[offset] = suspect
            let expected = !bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
            if JSONSpanBytes.isPlain(bytes.span) != expected {
              wrong.append("\(length) \(offset) \(suspect) \(filler)")
            }
          }
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
  }

  static func composed(_ title: String, width: Int, padding: String) throws -> ComposedTitle {
    var writer = JSONWriter()
    writer.string(title)
    let line =
      "{\"category\":2,\"title\":\(String(decoding: writer.bytes, as: UTF8.self)),\"width\":\(width),"
      + "\"numberOfLines\":0,\"padding\":\"\(padding)\"}"
    let request = try BatchLine(bytes: Array(line.utf8)).request.get()
    return try Composer(fallback: .none).compose(request)
  }

  static func expectSameAsReference(_ composed: ComposedTitle, _ note: String) {
    var badges = BatchBadgeCache()
    var fast: [UInt8] = []
    BatchResultEncoder.append(composed, id: .string("i"), badges: &badges, to: &fast)
    let reference = ReferenceRecord.encode(composed, id: .string("i"))
    #expect(fast == reference, "\(note): \(String(decoding: fast, as: UTF8.self))")
  }

  /// Titles with a quote, a backslash or a control character in their first word, their last,
  /// or none, laid out over several lines in both padding modes: the copies taken whole when the
  /// scan found the title plain and escaped otherwise are the reference's bytes.
  @Test(arguments: ["indent", "spaces"])
  func titlesWithAndWithoutEscapesEqualTheReference(_ padding: String) throws {
    let body = "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요 stable 배포판에는 실제로"
    for title in [
      body, "\"\(body)", "\(body)\\", "\(body) a\u{1}b", "tab\there \(body)", "짧은 \"q\"",
      "plain words that wrap over several lines of a narrow cell",
    ] {
      let composed = try Self.composed(title, width: 120, padding: padding)
      #expect(composed.lines.count > 1 || title.utf8.count < 20)
      Self.expectSameAsReference(composed, title)
    }
  }

  /// A plain title whose lines carry texts of their own (as a client sets them, not cuts of
  /// the title): they are escaped, not copied as the plain title's cuts are.
  @Test func aLineWithItsOwnTextIsEscapedThoughTheTitleIsPlain() throws {
    var composed = try Self.composed(
      "plain words that wrap over several lines of a narrow cell", width: 120, padding: "indent")
    try #require(composed.lines.count > 1)
    composed.lines[0].text = "say \"hi\"\n and more than fifteen bytes"
    composed.lines[1].text = "a\\b"
    Self.expectSameAsReference(composed, "own texts")
  }
}
