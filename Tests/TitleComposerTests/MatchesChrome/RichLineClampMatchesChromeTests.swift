import Testing
import TitleComposer

/// A rich title truncated as `-webkit-line-clamp` (``Truncation/lineClamp``) keeps Blink's rule:
/// every indent-mode, greedily wrapped case of the line-clamp corpus, composed as a rich title of
/// one run in the title's own style, shows the visible text Chromium showed
/// (``LineClampMatchesChromeTests``).
@Suite struct RichLineClampMatchesChromeTests {
  @Test func oneRunTitlesMatchChromium() throws {
    let result = try LineClampMatchesChromeTests.misses(
      answers: "line-clamp-chromium.jsonl", indentWhiteSpace: .preserve, asOneRun: true)
    print("rich line-clamp: \(result.compared - result.misses.count)/\(result.compared) \(result.languages)")
    #expect(result.compared > 400)
    #expect(result.misses.isEmpty, "\(result.misses.prefix(20).joined(separator: "\n"))")
  }
}
