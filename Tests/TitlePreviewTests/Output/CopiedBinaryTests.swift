import Foundation
import Testing
import TitleTestSupport

/// A `title-preview` copied out of the build folder (or reached through a
/// link) finds the bundled fonts with `TITLECOMPOSER_FONTS` unset: from the SwiftPM resource
/// bundle beside its real file, else from the checkout it was built from.
@Suite struct CopiedBinaryTests {
  static let bundleName = "TitleComposer_TitleComposer.resources"

  /// The resource bundle `swift build` put beside the built binaries.
  static var builtBundle: URL {
    CommandRunner.executable.deletingLastPathComponent().appendingPathComponent(bundleName)
  }

  /// A copy of the built `title-preview` in a new folder, with `bundle` copied beside it.
  static func copiedBinary(_ name: String, bundle: URL? = nil) throws -> URL {
    let folder = try ShellCommand.temporaryFolder("travel-\(name)")
    let binary = folder.appendingPathComponent("title-preview")
    try FileManager.default.copyItem(at: CommandRunner.executable, to: binary)
    if let bundle {
      try FileManager.default.copyItem(at: bundle, to: folder.appendingPathComponent(bundleName))
    }
    return binary
  }

  /// A resource bundle whose `NanumGothic*.ttf` are really NanumSquareRound (other metrics),
  /// or `nil` without Debian's fonts-nanum.
  static func plantedBundle() throws -> URL? {
    guard let planted = try BundledFontLocationCLITests.plantedFolder() else { return nil }
    let bundle = planted.appendingPathComponent(bundleName)
    try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true)
    try FileManager.default.moveItem(
      at: planted.appendingPathComponent("Fonts"), to: bundle.appendingPathComponent("Fonts"))
    return bundle
  }

  /// Runs `binary` for the title "제목" as JSON with no override and no system fonts.
  static func badgeWidth(running binary: URL) throws -> Double? {
    let output = try CommandRunner.run(
      executable: binary, arguments: ["-f", "json", "--no-system-fonts", "제목"],
      removing: ["TITLECOMPOSER_FONTS"], currentDirectory: FileManager.default.temporaryDirectory)
    #expect(output.status == 0, "\(output.stderr)")
    return try BundledFontLocationCLITests.badgeWidth(output)
  }

  static let hasPlantableFonts = FileManager.default.fileExists(
    atPath: "/usr/share/fonts/truetype/nanum/NanumSquareRoundB.ttf")

  @Test func theBuildPutsTheFontsInTheResourceBundle() throws {
    let built = Self.builtBundle.appendingPathComponent("Fonts/NanumGothicBold.ttf")
    let source = CorpusFile.packageRoot
      .appendingPathComponent("Sources/TitleComposer/Resources/Fonts/NanumGothicBold.ttf")
    #expect(try Data(contentsOf: built) == Data(contentsOf: source))
  }

  @Test func aCopiedBinaryWithItsBundleMeasuresWithTheBundledFonts() throws {
    let binary = try Self.copiedBinary("with-bundle", bundle: Self.builtBundle)
    defer { try? FileManager.default.removeItem(at: binary.deletingLastPathComponent()) }
    #expect(try Self.badgeWidth(running: binary) == BundledFontLocationCLITests.bundledBadgeWidth)
  }

  @Test func aCopiedBinaryAloneFallsBackToTheCheckoutItWasBuiltFrom() throws {
    let binary = try Self.copiedBinary("alone")
    defer { try? FileManager.default.removeItem(at: binary.deletingLastPathComponent()) }
    #expect(try Self.badgeWidth(running: binary) == BundledFontLocationCLITests.bundledBadgeWidth)
  }

  /// Planted fonts prove which place is used: the bundle beside the copy wins over the checkout.
  @Test(.enabled(if: hasPlantableFonts))
  func theBundleBesideTheCopyComesBeforeTheCheckout() throws {
    let planted = try #require(try Self.plantedBundle())
    defer { try? FileManager.default.removeItem(at: planted.deletingLastPathComponent()) }
    let binary = try Self.copiedBinary("planted", bundle: planted)
    defer { try? FileManager.default.removeItem(at: binary.deletingLastPathComponent()) }
    let width = try #require(try Self.badgeWidth(running: binary))
    #expect(width != BundledFontLocationCLITests.bundledBadgeWidth)
  }

  /// Through a link, the bundle beside the binary's real file counts, never one beside the link.
  @Test(.enabled(if: hasPlantableFonts))
  func aLinkedBinaryUsesTheBundleBesideItsRealFile() throws {
    let planted = try #require(try Self.plantedBundle())
    defer { try? FileManager.default.removeItem(at: planted.deletingLastPathComponent()) }
    let real = try Self.copiedBinary("real", bundle: Self.builtBundle)
    defer { try? FileManager.default.removeItem(at: real.deletingLastPathComponent()) }
    let linkFolder = try ShellCommand.temporaryFolder("travel-link")
    defer { try? FileManager.default.removeItem(at: linkFolder) }
    try FileManager.default.copyItem(
      at: planted, to: linkFolder.appendingPathComponent(Self.bundleName))
    let link = linkFolder.appendingPathComponent("title-preview")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    #expect(try Self.badgeWidth(running: link) == BundledFontLocationCLITests.bundledBadgeWidth)

    // And the other way round: a link to a copy beside the planted bundle measures planted.
    let plantedCopy = try Self.copiedBinary("planted-real", bundle: planted)
    defer { try? FileManager.default.removeItem(at: plantedCopy.deletingLastPathComponent()) }
    let secondLink = linkFolder.appendingPathComponent("tp")
    try FileManager.default.createSymbolicLink(at: secondLink, withDestinationURL: plantedCopy)
    let width = try #require(try Self.badgeWidth(running: secondLink))
    #expect(width != BundledFontLocationCLITests.bundledBadgeWidth)
  }
}
