import Foundation
import Testing
import TitleFonts
import TitleTestSupport

@testable import TitleComposer

/// Where the bundled fonts are looked for, in which order, and the error that
/// names every place when none has them.
@Suite struct BundledFontSearchTests {
  /// A folder standing in for a build folder: `bin/tool` (not run, only its path is used) and,
  /// when asked, a resource bundle beside it holding a marker `NanumGothicBold.ttf`.
  static func buildFolder(withBundle: Bool) throws -> URL {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("travel-search-\(getpid())-\(UUID().uuidString)")
    let bin = root.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    if withBundle {
      let fonts = bin.appendingPathComponent("Consumer_TitleComposer.resources/Fonts")
      try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
      try Data("marker".utf8).write(to: fonts.appendingPathComponent("NanumGothicBold.ttf"))
    }
    return root
  }

  @Test func theOrderIsOverrideBundleFoldersAboveThenTheCheckout() throws {
    let root = try Self.buildFolder(withBundle: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let locations = BundledFont.searchLocations(
      override: "/opt/fonts", executablePath: root.path + "/bin/tool")
    let compiled = CorpusFile.packageRoot
      .appendingPathComponent("Sources/TitleComposer/Resources/Fonts").path
    var above: [String] = []
    var folder = root.appendingPathComponent("bin")
    while folder.path != "/" {
      above.append(folder.path + "/Fonts")
      folder.deleteLastPathComponent()
    }
    #expect(
      locations
        == ["/opt/fonts", root.path + "/bin/Consumer_TitleComposer.resources/Fonts"] + above
        + [compiled])
  }

  @Test func anEmptyOverrideAndNoExecutableLeaveOnlyTheCheckout() {
    let locations = BundledFont.searchLocations(override: "", executablePath: nil)
    #expect(locations.count == 1)
    #expect(locations[0].hasSuffix("/Sources/TitleComposer/Resources/Fonts"))
  }

  @Test func theFirstFolderWithTheBoldFaceWins() throws {
    let root = try Self.buildFolder(withBundle: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let bundle = root.path + "/bin/Consumer_TitleComposer.resources/Fonts"
    let found = try BundledFont.locateDirectory(in: [root.path + "/nowhere", bundle, "/"])
    #expect(found == bundle)
  }

  @Test func noneFoundNamesEveryPlaceSearched() throws {
    let root = try Self.buildFolder(withBundle: false)
    defer { try? FileManager.default.removeItem(at: root) }
    // A directory named like the marker is not a font.
    try FileManager.default.createDirectory(
      atPath: root.path + "/bin/NanumGothicBold.ttf", withIntermediateDirectories: true)
    let places = [root.path + "/nowhere", root.path + "/bin"]
    #expect(throws: FontError.bundledFontsNotFound(searched: places)) {
      try BundledFont.locateDirectory(in: places)
    }
    let message = FontError.bundledFontsNotFound(searched: places).description
    #expect(
      message
        == "the bundled fonts (NanumGothic*.ttf) are not in any of: \(places[0]), \(places[1])"
        + " (set TITLECOMPOSER_FONTS to their folder)")
  }

  /// In this test process (`.build/<config>/…xctest`) the fonts come from the resource bundle
  /// `swift build` put beside it, and they are the package's files byte for byte.
  @Test(.enabled(if: ProcessInfo.processInfo.environment["TITLECOMPOSER_FONTS"] == nil))
  func theTestsFindTheResourceBundleBesideTheirExecutable() throws {
    let directory = try BundledFont.locateDirectory()
    let executable = try #require(BundledFont.executablePath)
    #expect(
      directory
        == URL(fileURLWithPath: executable).deletingLastPathComponent().path
        + "/TitleComposer_TitleComposer.resources/Fonts")
    let source = CorpusFile.packageRoot.appendingPathComponent("Fonts")
    for font in BundledFont.allCases {
      #expect(
        try Data(contentsOf: URL(fileURLWithPath: directory + "/" + font.fileName))
          == Data(contentsOf: source.appendingPathComponent(font.fileName)))
    }
  }
}
