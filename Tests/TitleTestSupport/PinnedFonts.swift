import Foundation
import PinnedFontEnvironment

/// The font environment every test process runs in: the repository's fontconfig configuration
/// (`Tests/PinnedFontEnvironment/fonts.conf`), set as `FONTCONFIG_FILE` when the test bundle is
/// loaded, before any fontconfig call.
public enum PinnedFonts {
  /// The pinned configuration's absolute path; `nil` when it was not found (the suite then runs
  /// in the machine's configuration, and the environment's own test fails).
  public static var configurationPath: String? {
    let path = String(cString: pinned_fonts_configuration_path())
    return path.isEmpty ? nil : path
  }

  /// The font files the pinned configuration accepts, in its order: every `<glob>` of its
  /// `<acceptfont>` that names a file (the others name the folders that hold them).
  /// - Throws: when the configuration cannot be read.
  public static func acceptedFiles() throws -> [String] {
    guard let path = configurationPath else { return [] }
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let fontSuffixes = [".ttf", ".otf", ".ttc", ".otc"]
    return text.components(separatedBy: "<glob>").dropFirst().compactMap { tail in
      guard let end = tail.range(of: "</glob>") else { return nil }
      let glob = String(tail[..<end.lowerBound])
      return fontSuffixes.contains(where: glob.lowercased().hasSuffix) ? glob : nil
    }
  }
}
