import Foundation
import Testing
import TitleTestSupport

/// The benchmark's emoji/fallback titles (`Tests/Bench/fallback.jsonl`) and their plain twins
/// (`Tests/Bench/plain.jsonl`): written for the benchmark, paired case by case, each fallback
/// title needing a face other than NanumGothicBold and each plain one not, by fontconfig's own
/// account of the font's characters (`fc-query --format '%{charset}'`), not the library's.
@Suite struct BenchTitlesTests {
  static let root = CorpusFile.packageRoot

  /// The cases of a JSONL file of the repository, as JSON objects.
  static func cases(_ relative: String) throws -> [[String: Any]] {
    let data = try Data(contentsOf: root.appendingPathComponent(relative))
    return try data.split(separator: 0x0A).map { line in
      try #require(try JSONSerialization.jsonObject(with: Data(line)) as? [String: Any])
    }
  }

  /// The code points NanumGothicBold maps, as fontconfig lists them (hex ranges `20-7e a0 …`).
  static func nanumGothicBoldCharset() throws -> Set<UInt32> {
    let font = CommandRunner.bundledFont("NanumGothicBold.ttf").path
    let output = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/fc-query"),
      arguments: ["--format", "%{charset}", font])
    try #require(output.status == 0, "fc-query: \(output.stderr)")
    return try output.stdout.split(whereSeparator: \.isWhitespace).map { range in
      let bounds = try range.split(separator: "-").map { try #require(UInt32($0, radix: 16)) }
      return bounds[0]...bounds[bounds.count - 1]
    }.reduce(into: Set<UInt32>()) { set, range in set.formUnion(range) }
  }

  @Test func bothSetsHold300CasesPairedById() throws {
    let fallback = try Self.cases("Tests/Bench/fallback.jsonl")
    let plain = try Self.cases("Tests/Bench/plain.jsonl")
    #expect(fallback.count == 300)
    #expect(plain.count == 300)
    for (number, (special, twin)) in zip(fallback, plain).enumerated() {
      let suffix = String(format: "%04d", number + 1)
      #expect(special["id"] as? String == "f" + suffix)
      #expect(twin["id"] as? String == "q" + suffix)
      #expect(special["title"] as? String != twin["title"] as? String)
      for key in ["badge", "width", "lines", "title_font", "title_size", "word_break", "mode"] {
        #expect(
          "\(special[key] ?? "none")" == "\(twin[key] ?? "none")", "\(suffix) \(key) differs")
      }
    }
  }

  @Test func everyFallbackTitleNeedsAnotherFaceAndNoPlainTitleDoes() throws {
    let charset = try Self.nanumGothicBoldCharset()
    #expect(charset.contains(0xAC00) && charset.contains(0xE8) && !charset.contains(0x1F600))
    func lacks(_ title: String) -> [Unicode.Scalar] {
      title.unicodeScalars.filter { !charset.contains($0.value) }
    }
    for row in try Self.cases("Tests/Bench/fallback.jsonl") {
      let title = try #require(row["title"] as? String)
      #expect(!lacks(title).isEmpty, "\(row["id"] ?? "") needs no fallback: \(title)")
    }
    for row in try Self.cases("Tests/Bench/plain.jsonl") {
      let title = try #require(row["title"] as? String)
      #expect(lacks(title).isEmpty, "\(row["id"] ?? "") needs \(lacks(title)): \(title)")
    }
  }

  @Test func theSetsCoverEachKindOfSpecialPiece() throws {
    let titles = try Self.cases("Tests/Bench/fallback.jsonl").compactMap { $0["title"] as? String }
    func count(_ test: (Unicode.Scalar) -> Bool) -> Int {
      titles.filter { $0.unicodeScalars.contains(where: test) }.count
    }
    #expect(count { (0x1F1E6...0x1F1FF).contains($0.value) } >= 10)  // regional-indicator flags
    #expect(count { $0.value == 0x200D } >= 10)  // ZWJ sequences
    #expect(count { $0.value == 0x20E3 } >= 10)  // keycaps
    #expect(count { (0x1F3FB...0x1F3FF).contains($0.value) } >= 5)  // skin tones
    #expect(count { (0x20000...0x2FFFF).contains($0.value) } >= 10)  // CJK Extension B and later
    #expect(count { (0x3400...0x4DBF).contains($0.value) } >= 5)  // CJK Extension A
    #expect(count { $0.value == 0x0301 } >= 3)  // a combining acute accent
    #expect(count { $0.value == 0x00E8 } >= 3)  // è
  }

  @Test func noTitleComesFromTheRepositorysCorpora() throws {
    var known: Set<String> = []
    let corpora = try FileManager.default.subpathsOfDirectory(
      atPath: Self.root.appendingPathComponent("Tests").path
    ).filter { $0.hasSuffix(".jsonl") && !$0.hasPrefix("Bench/") }
    #expect(corpora.contains("Corpus/cases.jsonl"))
    for corpus in corpora {
      for row in (try? Self.cases("Tests/" + corpus)) ?? [] {
        if let title = row["title"] as? String { known.insert(title) }
      }
    }
    let ours = try Self.cases("Tests/Bench/fallback.jsonl") + Self.cases("Tests/Bench/plain.jsonl")
    let reused = ours.compactMap { $0["title"] as? String }.filter(known.contains)
    #expect(reused.isEmpty, "\(reused)")
  }

  @Test func plainAndFallbackTitlesHaveSimilarLengths() throws {
    func meanLength(_ relative: String) throws -> Double {
      let titles = try Self.cases(relative).compactMap { $0["title"] as? String }
      return Double(titles.map(\.utf16.count).reduce(0, +)) / Double(titles.count)
    }
    let plain = try meanLength("Tests/Bench/plain.jsonl")
    let fallback = try meanLength("Tests/Bench/fallback.jsonl")
    #expect(plain > 30 && plain < 60)
    #expect(abs(fallback - plain) / plain < 0.05, "\(plain) vs \(fallback) UTF-16 units")
  }
}
