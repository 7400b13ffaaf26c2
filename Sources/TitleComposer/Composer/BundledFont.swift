import Foundation

/// The fonts shipped in the package's `Fonts/` folder (NanumGothic, SIL Open Font License).
public enum BundledFont: String, Sendable, Hashable, Codable, CaseIterable {
  /// NanumGothic Regular.
  case nanumGothic = "NanumGothic"
  /// NanumGothic Bold.
  case nanumGothicBold = "NanumGothicBold"

  /// The font's file name.
  public var fileName: String { rawValue + ".ttf" }

  /// The folder that holds the bundled fonts.
  ///
  /// Looked for, in order: `$TITLECOMPOSER_FONTS`; a `Fonts` folder beside the running executable
  /// or in any folder above it (a checkout's `.build/…/title-preview` finds the checkout's
  /// `Fonts/`); the `Fonts` folder of the checkout this library was compiled from.
  public static var directory: String? {
    var candidates: [String] = []
    if let override = ProcessInfo.processInfo.environment["TITLECOMPOSER_FONTS"] {
      candidates.append(override)
    }
    var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".")
      .resolvingSymlinksInPath().deletingLastPathComponent()
    while folder.path != "/" {
      candidates.append(folder.appendingPathComponent("Fonts").path)
      folder.deleteLastPathComponent()
    }
    // #filePath is …/Sources/TitleComposer/Composer/BundledFont.swift: four levels below the root.
    let source = URL(fileURLWithPath: #filePath)
    candidates.append(
      source.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts")
        .path)
    let marker = BundledFont.nanumGothicBold.fileName
    return candidates.first { FileManager.default.fileExists(atPath: $0 + "/" + marker) }
  }

  /// The font's path, or `nil` when the bundled fonts cannot be found.
  public var path: String? { Self.directory.map { $0 + "/" + fileName } }
}
