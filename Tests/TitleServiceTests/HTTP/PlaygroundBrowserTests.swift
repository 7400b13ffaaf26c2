import Foundation
import Testing
import TitleTestSupport

/// The playground page in a real browser: `scripts/playground-check.py` starts the built server,
/// opens `GET /` in headless Chromium, types 20 corpus titles into it and reads both layouts back
/// from the page, then screenshots it at 390 and 1280 px and finds both cells (the badge's colour,
/// the text's ink) in the pixels; it also drives the direction, truncation and rich-title
/// controls (right-to-left cells, `lineClamp`, runs with a box and end runs, a run style in a face
/// the page cannot load), titles without a category (plain in both modes and rtl, and rich) and
/// the font select (titles in a run style of the badge face, one in a
/// face the page cannot load). Skipped only when no Chromium is installed.
@Suite(.timeLimit(.minutes(3))) struct PlaygroundBrowserTests {
  /// Chromium as the script finds it: `$CHROMIUM`, else `chromium`, `chromium-browser` or
  /// `google-chrome` on `PATH`.
  static var chromium: String? {
    let environment = ProcessInfo.processInfo.environment
    if let named = environment["CHROMIUM"], FileManager.default.isExecutableFile(atPath: named) {
      return named
    }
    let folders = (environment["PATH"] ?? "").split(separator: ":").map(String.init)
    for name in ["chromium", "chromium-browser", "google-chrome"] {
      for folder in folders where FileManager.default.isExecutableFile(atPath: folder + "/" + name)
      {
        return folder + "/" + name
      }
    }
    return nil
  }

  @Test(.enabled(if: chromium != nil, "no Chromium installed"))
  func theBrowsersLinesEqualTheServersForTwentyCorpusTitles() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playground-shots-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let script = CorpusFile.packageRoot.appendingPathComponent("scripts/playground-check.py")
    let output = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/env"),
      arguments: [
        "python3", script.path, "--binary", CommandRunner.executable.path, "--count", "20",
        "--screenshots", folder.path,
      ])
    #expect(output.status == 0, "\(output.stderr)")
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(output.stdout.utf8)) as? [String: Any])
    #expect(report["titles"] as? Int == 20)
    #expect(report["agreeing"] as? Int == 20)
    let results = try #require(report["results"] as? [[String: Any]])
    for result in results where result["agree"] as? Bool != true {
      Issue.record("\(result["id"] ?? "?"): \(result["lines"] ?? [])")
    }
    // Each control's checks: every one passed, and as many as the script makes of each.
    for (control, count) in [("directions", 4), ("rich", 7), ("fonts", 4), ("noBadge", 4)] {
      let checks = try #require(report[control] as? [[String: Any]], "\(control)")
      #expect(checks.count == count, "\(control)")
      for check in checks where check["ok"] as? Bool != true {
        Issue.record("\(control): \(check)")
      }
    }
    // lineClamp: every truncated title at its own line count and at one line.
    let truncated = Set(
      results.filter { $0["lastLine"] is [String: Any] }.compactMap { $0["id"] as? String })
    let clamped = try #require(report["lineClamp"] as? [[String: Any]])
    #expect(!truncated.isEmpty)
    #expect(Set(clamped.compactMap { $0["id"] as? String }) == truncated)
    #expect(
      Set(clamped.filter { $0["lines"] as? Int == 1 }.compactMap { $0["id"] as? String })
        == truncated)
    for check in clamped where check["ok"] as? Bool != true {
      Issue.record("lineClamp: \(check)")
    }
    let shots = try #require(report["screenshots"] as? [[String: Any]])
    #expect(shots.map { $0["width"] as? Int } == [390, 1280])
    for shot in shots {
      #expect(shot["ok"] as? Bool == true, "\(shot)")
      let path = try #require(shot["path"] as? String)
      #expect(FileManager.default.fileExists(atPath: path))
    }
  }
}
