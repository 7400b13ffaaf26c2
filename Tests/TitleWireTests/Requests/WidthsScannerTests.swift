import Foundation
import Testing
import TitleComposer
import TitleTestSupport
@testable import TitleWire

/// The fast request scanner reads `"widths"` as the tree path does, and gives
/// the tree path every line it would have to word an error for.
@Suite struct WidthsScannerTests {
  /// The corpus requests with `"widths"` in place of `"width"`.
  static let widthsLines: [[UInt8]] = ScannerMatchesTreePathTests.corpusLines.enumerated().map {
    index, bytes in
    let text = String(decoding: bytes, as: UTF8.self)
    let lists = ["[320, 375, 390, 430]", "[343]", "[200.5,1e2 , 4.25E+2]", "[ 120 ]"]
    let range = text.range(of: #""width": [0-9.]+"#, options: .regularExpression)!
    return Array(text.replacingCharacters(in: range, with: #""widths": "# + lists[index % 4]).utf8)
  }

  /// Whether both paths read `bytes` alike, widths included.
  static func same(_ bytes: [UInt8]) -> Bool {
    let line = BatchLine(bytes: bytes)
    let tree = BatchLine(parsingTreeOf: bytes, isFirstLine: false, defaultLanguage: .korean)
    return ScannerMatchesTreePathTests.same(bytes) && line.widths == tree.widths
  }

  @Test func corpusRequestsWithWidthsAreScannedAsTheTreeReadsThem() throws {
    #expect(Self.widthsLines.count == 400)
    for bytes in Self.widthsLines {
      let text = String(decoding: bytes, as: UTF8.self)
      let scanned = try #require(BatchLine.scanned(bytes: bytes), "\(text)")
      let tree = BatchLine(parsingTreeOf: bytes, isFirstLine: false, defaultLanguage: .korean)
      #expect(scanned.widths != nil && scanned.widths == tree.widths, "\(text)")
      #expect(try scanned.request.get() == tree.request.get(), "\(text)")
      #expect(try scanned.request.get().width == scanned.widths?.first)
    }
    let first = try #require(BatchLine.scanned(bytes: Self.widthsLines[2]))
    #expect(first.widths == [200.5, 100, 425])
  }

  @Test func sixtyFourWidthsAreScannedAndSixtyFiveAreNot() {
    let widths = (1...64).map(String.init)
    let line = #"{"category": 1, "title": "a", "widths": ["# + widths.joined(separator: ",")
    #expect(BatchLine.scanned(bytes: Array((line + "]}").utf8))?.widths?.count == 64)
    #expect(BatchLine.scanned(bytes: Array((line + ",65]}").utf8)) == nil)
  }

  @Test(arguments: [
    #""widths": []"#, #""widths": null"#, #""widths": [0]"#, #""widths": [-1]"#,
    #""widths": [-0]"#, #""widths": [1e999]"#, #""widths": ["320"]"#, #""widths": [320,]"#,
    #""widths": [320 375]"#, #""widths": [[320]]"#, #""widths": [320"#, #""widths": 320"#,
    #""widths": [320], "width": 320"#, #""width": 320, "widths": [320]"#,
    #""widths": [320], "widths": [375]"#, #""widths": [true]"#, #""widths": [01]"#,
  ])
  func linesTheTreeMustWordAreNotScanned(fields: String) {
    let line = Array(#"{"category": 1, "title": "a", \#(fields)}"#.utf8)
    #expect(BatchLine.scanned(bytes: line) == nil)
    #expect(Self.same(line))
  }

  /// Widths lines cut, spliced and sprinkled with bytes that matter to an array of numbers.
  @Test func mutatedWidthsLinesReadAsTheTreePath() {
    let snippets: [[UInt8]] = [
      "[", "]", ",", " ", "-", "0", "1e", "1e999", "null", "\"", ".5", "5.", ", \"width\": 3",
      ", \"widths\": [1]", "[]", "-0", "65",
    ].map { Array($0.utf8) }
    var random = SeededRandom(seed: 1313)
    var scannedCount = 0
    var disagreements: [String] = []
    for round in 0..<10_000 {
      var bytes = Self.widthsLines[round % Self.widthsLines.count]
      // Mutate inside or around the widths list.
      let list = bytes.firstRange(of: Array("widths".utf8))?.upperBound ?? 0
      for _ in 0..<Int.random(in: 1...2, using: &random) {
        let at = min(bytes.count, list + Int.random(in: 0...24, using: &random))
        if Bool.random(using: &random) {
          bytes.insert(contentsOf: snippets.randomElement(using: &random)!, at: at)
        } else {
          bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...4, using: &random)))
        }
      }
      if BatchLine.scanned(bytes: bytes) != nil { scannedCount += 1 }
      if !Self.same(bytes) && disagreements.count < 5 {
        disagreements.append(String(decoding: bytes, as: UTF8.self))
      }
    }
    #expect(disagreements.isEmpty, "\(disagreements)")
    #expect(scannedCount > 1_000 && scannedCount < 9_000, "\(scannedCount) scanned")
  }
}
