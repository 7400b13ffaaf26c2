import Foundation
import Testing
import TitleTestSupport

@testable import TitleFonts

/// The suite runs in its own font environment: `Tests/PinnedFontEnvironment/fonts.conf`, set as
/// `FONTCONFIG_FILE` when the test bundle loads, accepts exactly the font files
/// `scripts/setup.sh` installs, so fontconfig sees those and nothing else the machine has.
@Suite struct PinnedFontEnvironmentTests {
  @Test func theConfigurationIsPinnedBeforeFontconfigLoads() throws {
    let path = try #require(PinnedFonts.configurationPath, "the pinned configuration is missing")
    #expect(path.hasSuffix("/Tests/PinnedFontEnvironment/fonts.conf"))
    #expect(ProcessInfo.processInfo.environment["FONTCONFIG_FILE"] == path)
  }

  /// Every accepted file is installed (else `scripts/setup.sh` has not run), and fontconfig
  /// sees exactly those files.
  @Test func fontconfigSeesExactlyThePinnedFiles() throws {
    let accepted = try PinnedFonts.acceptedFiles()
    #expect(accepted.count == 85)
    let absent = accepted.filter { !FileManager.default.fileExists(atPath: $0) }
    #expect(absent.isEmpty, "not installed (run scripts/setup.sh): \(absent)")
    let seen = SystemFonts.installedFiles
    #expect(Set(seen).subtracting(accepted).sorted() == [], "outside the pinned set")
    #expect(Set(accepted).subtracting(seen).sorted() == [], "pinned but not seen")
  }
}
