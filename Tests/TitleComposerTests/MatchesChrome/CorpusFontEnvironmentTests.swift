import Foundation
import Testing
import TitleFonts
import TitleTestSupport

/// The corpora whose tests compose with system fallback were made in the font environment the
/// suite runs in: `Tests/Corpus/font-environment.json` (written by `scripts/pinned-oracle.py`)
/// records, per answers file, the fingerprint of the environment Chromium laid it out in.
/// A changed environment (another font package, another version) fails here until those corpora
/// are made again in it.
@Suite struct CorpusFontEnvironmentTests {
  struct Entry: Decodable {
    let fingerprint: String
    let chromium: String
  }

  @Test func everyRecordedCorpusWasMadeInThisEnvironment() throws {
    let url = CorpusFile.directory.appendingPathComponent("font-environment.json")
    let entries = try JSONDecoder().decode([String: Entry].self, from: Data(contentsOf: url))
    let fingerprint = FontEnvironment.default.fingerprint
    for (file, entry) in entries.sorted(by: { $0.key < $1.key }) {
      #expect(
        FileManager.default.fileExists(
          atPath: CorpusFile.directory.appendingPathComponent(file).path), "\(file)")
      #expect(entry.fingerprint == fingerprint, "\(file) was made in another font environment")
      #expect(entry.chromium.hasPrefix("Chromium 156"), "\(file)")
    }
    // The corpora composed with system fallback (CorpusComposers, the multi-script corpus).
    let required = [
      "chromium-expected.multifont.jsonl", "chromium-expected.letter-spacing-gpos.jsonl",
      "chromium-expected.line-height.jsonl", "reshaped-end-chromium.jsonl",
      "text-wrap-multifont-chromium.jsonl", "white-space-collapse-chromium.jsonl",
      "white-space-hard-break-chromium.jsonl", "exact-fit-chromium.jsonl",
      "chromium-expected.bidi.jsonl", "multiscript-chromium.jsonl",
    ]
    #expect(Set(required).subtracting(entries.keys).sorted() == [])
  }
}
