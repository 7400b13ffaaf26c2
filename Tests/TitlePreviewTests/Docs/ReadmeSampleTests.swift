import Foundation
import Testing
import TitleTestSupport

/// README's Swift samples are compiled against the real API by the example
/// package (`Examples/CellPreview/Sources/cell-preview/ReadmeSamples.swift`, built by
/// `scripts/example.sh` in `.ci/run`); this checks that file still holds every sample verbatim.
@Suite struct ReadmeSampleTests {
  static let root = CorpusFile.packageRoot

  /// The code of README's ```swift blocks, each as its lines without `import` lines, trimmed.
  static func readmeBlocks() throws -> [[String]] {
    let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
    var blocks: [[String]] = []
    var current: [String]? = nil
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if current == nil, line == "```swift" {
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
    #expect(blocks.count >= 9)
    for (index, block) in blocks.enumerated() {
      let found = samples.indices.contains { start in
        start + block.count <= samples.count
          && Array(samples[start..<start + block.count]) == block
      }
      #expect(found, "README sample \(index + 1) is not in ReadmeSamples.swift:\n\(block)")
    }
  }
}
