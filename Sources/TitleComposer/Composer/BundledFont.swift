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
  /// Looked for, in order: `$TITLECOMPOSER_FONTS` (the explicit override); a `Fonts` folder
  /// beside the running executable's real file (`/proc/self/exe`, links resolved) or in any
  /// folder above it (a checkout's `.build/…/title-preview` finds the checkout's `Fonts/`); the
  /// `Fonts` folder of the checkout this library was compiled from. Never the working directory
  /// nor `argv[0]`, so the folder a command is started from cannot swap the fonts.
  public static var directory: String? {
    var candidates: [String] = []
    if let override = ProcessInfo.processInfo.environment["TITLECOMPOSER_FONTS"] {
      candidates.append(override)
    }
    if let executable = executablePath {
      var folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
      while folder.path != "/" && !folder.path.isEmpty {
        candidates.append(folder.appendingPathComponent("Fonts").path)
        folder.deleteLastPathComponent()
      }
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

  /// The running executable's absolute path with every link resolved (`/proc/self/exe`), or
  /// `nil` where there is no `/proc`.
  static var executablePath: String? {
    guard let resolved = realpath("/proc/self/exe", nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// The font's path, or `nil` when the bundled fonts cannot be found.
  public var path: String? { Self.directory.map { $0 + "/" + fileName } }
}
