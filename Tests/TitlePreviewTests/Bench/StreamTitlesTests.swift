import Foundation
import Testing
import TitleTestSupport

/// The benchmark's stream of titles seen once (`Tests/Bench/stream-titles.txt`, cut from the
/// Korean translations Debian packages ship by scripts/make-stream-titles.py) and
/// `title-bench --stream`, which composes each title of a file once. Timings vary; the tests
/// check what does not: the stream's size and distinctness, and the benchmark's counts, exit
/// codes and messages.
@Suite struct StreamTitlesTests {
  static let stream = "Tests/Bench/stream-titles.txt"

  static func titles() throws -> [String] {
    let text = try String(
      contentsOf: BenchTitlesTests.root.appendingPathComponent(stream), encoding: .utf8)
    return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
  }

  @Test func theStreamHoldsAtLeast20000DistinctKoreanTitles() throws {
    let titles = try Self.titles()
    #expect(titles.count >= 20_000)
    #expect(Set(titles).count == titles.count)
    let withoutHangul = titles.filter { title in
      !title.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }
    #expect(withoutHangul.isEmpty, "\(withoutHangul.prefix(5))")
    #expect(titles.allSatisfy { !$0.isEmpty && $0.count <= 80 && !$0.contains("\t") })
  }

  @Test func wordsRecurAcrossTitles() throws {
    // A server's titles share their words: most words of the stream are in more than one title.
    var titlesOfWord: [Substring: Int] = [:]
    for title in try Self.titles() {
      for word in Set(title.split(separator: " ")) { titlesOfWord[word, default: 0] += 1 }
    }
    let recurring = titlesOfWord.values.filter { $0 > 1 }.count
    #expect(Double(recurring) / Double(titlesOfWord.count) > 0.5)
  }

  @Test func noStreamTitleComesFromTheRepositorysCorpora() throws {
    let corpora = try FileManager.default.subpathsOfDirectory(
      atPath: BenchTitlesTests.root.appendingPathComponent("Tests").path
    ).filter { $0.hasSuffix(".jsonl") && !$0.hasPrefix("Bench/") }
    var known: Set<String> = []
    for corpus in corpora {
      for row in (try? BenchTitlesTests.cases("Tests/" + corpus)) ?? [] {
        if let title = row["title"] as? String { known.insert(title) }
      }
    }
    let reused = try Self.titles().filter(known.contains)
    #expect(reused.isEmpty, "\(reused.prefix(5))")
  }

  @Test func theStreamModeComposesEachTitleOnceAfterTheWarmUp() throws {
    // Ten request lines: three warm the caches, seven are timed.
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "stream-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("stream.jsonl")
    let lines = try Self.titles().prefix(10).map { title in
      let data = try JSONSerialization.data(withJSONObject: [
        "category": 1, "title": title, "width": 343, "numberOfLines": 2,
      ])
      return String(decoding: data, as: UTF8.self)
    }
    try (lines.joined(separator: "\n") + "\n").write(to: file, atomically: true, encoding: .utf8)
    let output = try CommandRunner.run(
      executable: BenchCLITests.executable, arguments: [file.path, "--stream", "--warm-up", "3"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(
      output.stdout.contains("stream: 7 distinct titles from \(file.path), each composed once"))
    #expect(output.stdout.contains("warm-up: the first 3 titles once"))
    #expect(output.stdout.contains("; 0 failed\n"))
    #expect(output.stdout.contains("warm repeat (the same titles again"))
  }

  @Test func aWarmUpWithoutACountIsAUsageError() throws {
    let output = try CommandRunner.run(
      executable: BenchCLITests.executable, arguments: ["--stream", "--warm-up", "some"])
    #expect(output.status == 64)
    #expect(output.stderr.contains("--warm-up needs a count of titles"), "\(output.stderr)")
  }
}
