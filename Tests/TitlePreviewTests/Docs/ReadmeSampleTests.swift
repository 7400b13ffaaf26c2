import Foundation
import Testing
import TitleTestSupport

/// README's Swift samples that the doc-test step does not run (```swift illustrative …) are
/// compiled against the real API by the example package
/// (`Examples/CellPreview/Sources/cell-preview/ReadmeSamples.swift`, built by
/// `scripts/example.sh` in `.ci/run`); this checks that file still holds each of them verbatim.
/// The runnable ones (```swift run) are built and run by `scripts/check-doc-examples.py`.
@Suite struct ReadmeSampleTests {
  static let root = CorpusFile.packageRoot

  /// README's text.
  static func readme() throws -> String {
    try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
  }

  /// Whether a fence line opens a Swift block that the doc-test step does not run.
  static func opensSampleNotRun(_ line: Substring) -> Bool {
    line == "```swift" || line.hasPrefix("```swift illustrative ")
  }

  /// The code of README's Swift blocks not run, each as its lines without `import` lines,
  /// trimmed.
  static func readmeBlocks() throws -> [[String]] {
    var blocks: [[String]] = []
    var current: [String]? = nil
    for line in try readme().split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, opensSampleNotRun(line) {
        current = []
      } else if current != nil, line == "```" {
        blocks.append(current!)
        current = nil
      } else if current != nil {
        current!.append(String(line))
      }
    }
    return blocks.map { block in
      block.map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("import ") }
    }
  }

  @Test func everyReadmeSwiftSampleIsCompiledByTheExample() throws {
    let samples = try String(
      contentsOf: Self.root.appendingPathComponent(
        "Examples/CellPreview/Sources/cell-preview/ReadmeSamples.swift"), encoding: .utf8
    )
    .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    let blocks = try Self.readmeBlocks()
    let fences = try Self.readme().split(separator: "\n").filter(Self.opensSampleNotRun)
    #expect(blocks.count == fences.count)
    for (index, block) in blocks.enumerated() {
      let found = samples.indices.contains { start in
        start + block.count <= samples.count
          && Array(samples[start..<start + block.count]) == block
      }
      #expect(found, "README sample \(index + 1) is not in ReadmeSamples.swift:\n\(block)")
    }
  }
}
