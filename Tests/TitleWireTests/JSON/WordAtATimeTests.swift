import Foundation
import Testing
import TitleComposer
import TitleTestSupport
@testable import TitleWire

/// The scanner's eight-byte string skip and the encoder's reserved-room writers
/// (``JSONSpanBytes``), each against the byte-at-a-time code they stand beside: the tree path and
/// ``JSONWriter``.
@Suite struct WordAtATimeTests {
  static func spanNumber(_ value: Double) -> String {
    var bytes: [UInt8] = []
    bytes.append(addingCapacity: JSONSpanBytes.numberBound) { out in
      JSONSpanBytes.appendNumber(value, to: &out)
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func referenceNumber(_ value: Double) -> String {
    var writer = JSONWriter()
    writer.number(value)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// A quote, a backslash escape or a control byte at every offset of the first two words of a
  /// title, among ASCII, Hangul and emoji bytes: both paths read the line alike (the control
  /// byte makes both refuse it), and a title with none is read whole.
  @Test(arguments: ["a", "한", "🎉"])
  func everyOffsetOfAStopByteReadsAsTheTreePath(_ filler: String) {
    for length in 0..<20 {
      for offset in 0...length {
        let before = String(repeating: filler, count: offset)
        let after = String(repeating: filler, count: length - offset)
        for stop in [#"\""#, #"\\"#, #"\n"#, "\u{1}", "\t", "\u{1F}", " ", "\u{7F}"] {
          let line = #"{"category": 1, "width": 200, "title": ""# + before + stop + after + #""}"#
          #expect(
            ScannerMatchesTreePathTests.same(Array(line.utf8)),
            "\(length) \(offset) \(stop.debugDescription)")
        }
      }
      let plain = String(repeating: filler, count: length)
      let bytes = Array((#"{"category": 1, "width": 200, "title": ""# + plain + #""}"#).utf8)
      #expect((try? BatchLine.scanned(bytes: bytes)?.request.get())?.title == plain)
    }
  }

  static let keyValues: [(String, String)] = [
    ("id", #""x""#), ("category", "1"), ("title", #""a""#), ("width", "1"),
    ("numberOfLines", "2"), ("wordBreak", #""normal""#), ("padding", #""spaces""#),
    ("whiteSpace", #""collapse""#), ("titleSize", "16"), ("badgeSize", "12"), ("glyphs", "true"),
    ("lang", #""ja""#), ("lineHeight", "20"), ("badgeSpacing", "4"),
    ("textWrap", #""balance""#), ("letterSpacing", "1"), ("letterSpacingEm", "0.1"),
    ("badgeLetterSpacing", "1"), ("badgeLetterSpacingEm", "0.1"),
  ]

  /// A request with `key`, first (whole words of the line follow it) or last (the line may end
  /// within its last word, where the key is compared byte by byte).
  static func request(key: String, value: String, first: Bool) -> [UInt8] {
    var fields = [("category", "1"), ("title", #""a""#), ("width", "1")].filter { $0.0 != key }
      .map { "\"\($0.0)\":\($0.1)" }
    let field = "\"\(key)\":\(value)"
    if first { fields.insert(field, at: 0) } else { fields.append(field) }
    return Array(("{" + fields.joined(separator: ",") + "}").utf8)
  }

  /// Every key is read at the start and at the end of a line, and every key with any one of
  /// its bytes changed (case flipped, or the next byte) is an unknown key left to the tree path.
  @Test func keysAreComparedWordByWordAndByteByByte() {
    #expect(Self.keyValues.count == 19)
    for (key, value) in Self.keyValues {
      for first in [true, false] {
        let bytes = Self.request(key: key, value: value, first: first)
        #expect(BatchLine.scanned(bytes: bytes) != nil, "\(key) \(first)")
        #expect(ScannerMatchesTreePathTests.same(bytes))
        let keyStart = bytes.firstIndex(of: UInt8(ascii: "\""))!
        let start = first ? keyStart + 1 : bytes.count - value.utf8.count - key.utf8.count - 3
        #expect(Array(bytes[start..<start + key.utf8.count]) == Array(key.utf8))
        for offset in 0..<key.utf8.count {
          for change in [UInt8(0x20), 0x01] {
            var mutated = bytes
            mutated[start + offset] ^= change
            #expect(BatchLine.scanned(bytes: mutated) == nil, "\(key) \(offset) \(first)")
            guard case .failure = BatchLine(bytes: mutated).request else {
              Issue.record("\(key) \(offset) accepted")
              continue
            }
          }
        }
      }
    }
  }

  /// A raw control byte is refused by the scanner (the tree path words the error) wherever it is.
  @Test func rawControlBytesAreLeftToTheTreePath() {
    for offset in 0..<17 {
      var bytes = Array(#"{"category": 1, "width": 200, "title": ""#.utf8)
      bytes += Array(repeating: UInt8(ascii: "x"), count: offset) + [0x0A]
      bytes += Array(repeating: UInt8(ascii: "y"), count: 16 - offset) + Array(#""}"#.utf8)
      #expect(BatchLine.scanned(bytes: bytes) == nil)
      guard case .failure = BatchLine(bytes: bytes).request else {
        Issue.record("offset \(offset) accepted")
        continue
      }
    }
  }

  @Test func spanNumbersAreWrittenAsTheReferenceWritesThem() {
    for value in [
      148.79999999999995, 14.453125, -0.0, -0.0000004, 1e14, 0.001, 999_999_999.9999994, 1e-6,
      .nan, -.infinity, 1e308, -2.2250738585072014e-308, -.leastNonzeroMagnitude, 123_456.5e9,
    ] {
      #expect(Self.spanNumber(value) == Self.referenceNumber(value), "\(value)")
    }
    var random = SeededRandom(seed: 7)
    var differences: [Double] = []
    for round in 0..<100_000 {
      let magnitude = Double.random(in: -7...16, using: &random)
      var value = Double.random(in: 1..<10, using: &random) * pow(10, magnitude.rounded(.down))
      if round % 3 == 0 { value = (value * 64).rounded() / 64 }
      if round % 7 == 0 { value = -value }
      if round % 11 == 0 { value = Double(bitPattern: random.next()) }
      if Self.spanNumber(value) != Self.referenceNumber(value) && differences.count < 5 {
        differences.append(value)
      }
    }
    #expect(differences.isEmpty, "\(differences)")
  }

  /// Integers at their extremes and strings of every escape, each within its bound; a string
  /// of nothing but control bytes fills its bound exactly.
  @Test func spanIntegersAndStringsAreWrittenAsTheReferenceWritesThem() {
    for value in [0, 7, -7, 10, 99, 100, 101, Int.max, Int.min, 1 << 53, -(1 << 53) - 1] {
      var bytes: [UInt8] = []
      bytes.append(addingCapacity: JSONSpanBytes.integerBound) { out in
        JSONSpanBytes.appendInteger(value, to: &out)
      }
      #expect(String(decoding: bytes, as: UTF8.self) == String(value))
    }
    let controls = String(
      decoding: (0..<0x20).map { UInt8($0) }.filter { $0 != 0x0A }, as: UTF8.self)
    for (text, spaces) in [
      ("", 0), ("plain", 3), ("q\"b\\s/", 0), ("\u{0}\u{1}\u{1F}\n\r\t\u{7F}", 1),
      ("제목 🎉", 2), ("\u{2028}", 0), (controls, 0),
    ] {
      var bytes: [UInt8] = []
      let bound = JSONSpanBytes.stringBound(text, leadingSpaces: spaces)
      bytes.append(addingCapacity: bound) { out in
        JSONSpanBytes.appendString(text, leadingSpaces: spaces, to: &out)
      }
      var writer = JSONWriter()
      writer.string(String(repeating: " ", count: spaces) + text)
      #expect(bytes == writer.bytes)
      #expect(bytes.count <= bound)
    }
    var filled: [UInt8] = []
    let allControl = String(repeating: "\u{1}", count: 9)
    filled.append(addingCapacity: JSONSpanBytes.stringBound(allControl)) { out in
      JSONSpanBytes.appendString(allControl, to: &out)
    }
    #expect(filled.count == JSONSpanBytes.stringBound(allControl))
  }

  /// Titles of quotes, backslashes and tabs composed in both padding modes: the records, whose
  /// `paddedTitle` and line texts are all escapes, equal the reference encoder's.
  @Test func recordsOfEscapesEqualTheReferenceEncoder() throws {
    let composer = try Composer(fallback: .none)
    var records = 0
    for title in [#""\"\\"#, String(repeating: #"\""#, count: 40), "a\tb \"c\" \\d", "제목\\\"🎉"] {
      for padding in [PaddingMode.indent, .spaces] {
        let request = TitleRequest(
          categoryID: 1, title: title, width: 320, numberOfLines: 3, padding: padding)
        guard let composed = try? composer.compose(request) else { continue }
        let fast = BatchResultEncoder.encode(composed, id: .string("t\u{1}"))
        let reference = ReferenceRecord.encode(
          composed, id: .string("t\u{1}"), file: nil, glyphRuns: false)
        #expect(fast == reference, "\(title)")
        records += 1
      }
    }
    #expect(records >= 6)
  }
}
