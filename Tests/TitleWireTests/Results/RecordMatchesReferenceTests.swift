import Foundation
import Testing
import TitleComposer
import TitleTestSupport
@testable import TitleWire

/// The batch's byte encoder against the ``JSONWriter`` encoder it replaced, kept as the
/// reference: every record byte for byte the same.
@Suite struct RecordMatchesReferenceTests {
  static func fast(_ value: Double) -> String {
    var bytes: [UInt8] = []
    JSONBytes.appendNumber(value, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }

  static func reference(_ value: Double) -> String {
    var writer = JSONWriter()
    writer.number(value)
    return String(decoding: writer.bytes, as: UTF8.self)
  }

  /// Checked by hand: rounding to a millionth, trailing zeros, signs, whole numbers, non-finite.
  @Test(arguments: [
    (148.79999999999995, "148.8"), (14.453125, "14.453125"), (0.3, "0.3"), (-0.5, "-0.5"),
    (45.1200714, "45.120071"), (-0.0, "0"), (-0.0000004, "0"), (2, "2"), (1e14, "100000000000000"),
    (0.001, "0.001"), (999_999_999.9999994, "999999999.999999"), (1e-6, "1e-06"),
    (Double.nan, "null"), (-Double.infinity, "null"), (1e308, "1e+308"),
  ])
  func numbersAreWrittenAsBefore(_ value: Double, _ text: String) {
    #expect(Self.fast(value) == text)
    #expect(Self.reference(value) == text)
  }

  @Test func randomNumbersAreWrittenAsTheReferenceWritesThem() {
    var random = SeededRandom(seed: 42)
    var differences: [Double] = []
    for round in 0..<200_000 {
      let magnitude = Double.random(in: -7...16, using: &random)
      var value = Double.random(in: 1..<10, using: &random) * pow(10, magnitude.rounded(.down))
      if round % 3 == 0 { value = (value * 64).rounded() / 64 }  // 26.6 fixed point, as FreeType
      if round % 7 == 0 { value = -value }
      if round % 11 == 0 { value = Double(bitPattern: random.next()) }
      if Self.fast(value) != Self.reference(value) && differences.count < 5 {
        differences.append(value)
      }
    }
    #expect(differences.isEmpty, "\(differences)")
  }

  @Test func integersAndStringsAreWrittenAsBefore() {
    for value in [0, 7, -7, 10, 99, 100, Int.max, Int.min, 1 << 53, -(1 << 53) - 1] {
      var bytes: [UInt8] = []
      JSONBytes.appendInteger(value, to: &bytes)
      #expect(String(decoding: bytes, as: UTF8.self) == String(value))
    }
    for text in ["", "plain", "q\"b\\s/", "\u{0}\u{1}\u{1F}\n\r\t\u{7F}", "제목 🎉", "\u{2028}"] {
      var bytes: [UInt8] = []
      JSONBytes.appendString(text, to: &bytes)
      var writer = JSONWriter()
      writer.string(text)
      #expect(bytes == writer.bytes)
    }
  }

  /// Every corpus title composed in both modes, with and without glyph runs, in both
  /// truncations, under ids of every kind and a file name: the records equal the reference
  /// encoder's.
  @Test func corpusRecordsEqualTheReferenceEncoder() throws {
    let composer = try Composer(fallback: .none)
    let ids: [JSONValue?] = [
      nil, .null, .bool(true), .number(-0.0, text: "-0.0e0"), .string("p\"1\n"),
      .array([.number(1, text: "1"), .object([("k", .string("v"))])]),
    ]
    var records = 0
    for (index, bytes) in ScannerMatchesTreePathTests.corpusLines.enumerated() {
      var request = try BatchLine(bytes: bytes).request.get()
      request.includesGlyphRuns = index % 2 == 0
      if index % 5 == 0 { request.padding = .spaces }
      if index % 4 == 1 { request.truncation = .lineClamp }
      // A spaces-mode title too wide for its cell is an error: no record to compare.
      guard let composed = try? composer.compose(request) else { continue }
      let id = ids[index % ids.count]
      let file: String? = index % 3 == 0 ? "cells/p\(index).png" : nil
      let glyphRuns = request.includesGlyphRuns
      let fast = BatchResultEncoder.encode(composed, id: id, file: file, glyphRuns: glyphRuns)
      let reference = ReferenceRecord.encode(
        composed, id: id, file: file, glyphRuns: glyphRuns)
      #expect(fast == reference, "\(String(decoding: bytes, as: UTF8.self))")
      records += 1
    }
    #expect(records > 380)
  }

  @Test func errorRecordsEqualTheReferenceEncoder() {
    for (message, id) in [
      ("missing \"title\"", JSONValue?.none), ("bad\nthing \u{0}", .string("i\\d")),
      ("unknown key \"\u{1B}[2J\"", .number(12, text: "1.2e1")),
    ] {
      #expect(
        BatchResultEncoder.encodeError(message, code: .missingField, line: 42, id: id)
          == ReferenceRecord.encodeError(message, code: .missingField, line: 42, id: id)
      )
      #expect(
        BatchResultEncoder.encodeError(message, code: .unknownKey, line: nil, id: id)
          == ReferenceRecord.encodeError(message, code: .unknownKey, line: nil, id: id))
    }
  }
}
