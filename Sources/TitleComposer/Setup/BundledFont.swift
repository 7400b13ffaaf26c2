import Glibc
import TitleFonts
import TitleSystem

/// The fonts shipped with the package (NanumGothic, SIL Open Font License): SwiftPM resources of
/// the `TitleComposer` target (`Sources/TitleComposer/Resources/Fonts`, linked from `Fonts/` at
/// the package root).
public enum BundledFont: String, Sendable, Hashable, Codable, CaseIterable {
  /// NanumGothic Regular.
  case nanumGothic = "NanumGothic"
  /// NanumGothic Bold.
  case nanumGothicBold = "NanumGothicBold"

  /// The font's file name.
  public var fileName: String { rawValue + ".ttf" }

  /// The folder that holds the bundled fonts, or `nil` when no place in
  /// ``searchLocations`` has them (``locateDirectory()`` says where it looked).
  public static var directory: String? { try? locateDirectory() }

  /// The font's path, or `nil` when the bundled fonts cannot be found.
  public var path: String? { Self.directory.map { $0 + "/" + fileName } }

  /// The first folder of ``searchLocations`` that holds the bundled fonts.
  ///
  /// - Returns: the folder's path (no trailing slash).
  /// - Throws: ``FontError/bundledFontsNotFound(searched:)`` naming every place looked in.
  public static func locateDirectory() throws(FontError) -> String {
    try locateDirectory(in: searchLocations)
  }

  /// The first of `candidates` that holds the bundled fonts (its bold face marks it).
  /// - Parameter candidates: folders in the order they are tried.
  /// - Returns: the first folder holding `NanumGothicBold.ttf`.
  /// - Throws: ``FontError/bundledFontsNotFound(searched:)`` listing `candidates`.
  static func locateDirectory(in candidates: [String]) throws(FontError) -> String {
    let marker = BundledFont.nanumGothicBold.fileName
    guard let found = candidates.first(where: { isRegularFile($0 + "/" + marker) }) else {
      throw .bundledFontsNotFound(searched: candidates)
    }
    return found
  }

  /// The folders looked in for the bundled fonts, in order:
  ///
  /// 1. `$TITLECOMPOSER_FONTS`, the explicit override, when set and not empty;
  /// 2. `<folder>/<Package>_TitleComposer.resources/Fonts`, the SwiftPM resource bundle beside
  ///    the running executable's real file (`/proc/self/exe`, links resolved): where
  ///    `swift build` puts it for this package's binaries, its tests and any consumer package's
  ///    executables, and where a copied binary finds it when the bundle is copied beside it;
  /// 3. a `Fonts` folder beside that real file or in any folder above it (a checkout's
  ///    `.build/…/title-preview` finds the checkout's `Fonts/`; an install as
  ///    `prefix/bin/title-preview` with `prefix/Fonts`);
  /// 4. the resource folder of the checkout this library was compiled from
  ///    (`Sources/TitleComposer/Resources/Fonts`), so a binary copied alone still works while
  ///    that checkout exists.
  ///
  /// Never the working directory nor `argv[0]`, so the folder a command is started from cannot
  /// swap the fonts.
  public static var searchLocations: [String] {
    searchLocations(
      override: POSIX.environmentValue("TITLECOMPOSER_FONTS"),
      executablePath: executablePath)
  }

  /// ``searchLocations`` for a given override and executable path.
  static func searchLocations(override: String?, executablePath: String?) -> [String] {
    var candidates: [String] = []
    if let override, !override.isEmpty { candidates.append(override) }
    if let executablePath {
      let binFolder = PathText.folder(of: executablePath)
      for bundle in resourceBundles(in: binFolder) {
        candidates.append(binFolder + "/" + bundle + "/Fonts")
      }
      var folder = binFolder
      while folder != "/" {
        candidates.append(folder + "/Fonts")
        folder = PathText.folder(of: folder)
      }
    }
    candidates.append(compiledResourceFolder)
    return candidates
  }

  /// The names of the TitleComposer target's resource bundles in `folder`: SwiftPM names the
  /// bundle `<package>_<target>.resources`, and the package part is this package's name, or a
  /// consumer's spelling of it, so any `*_TitleComposer.resources` counts (sorted, for a fixed
  /// order).
  private static func resourceBundles(in folder: String) -> [String] {
    let suffix = "_TitleComposer.resources"
    let entries = POSIX.folderEntries(folder) ?? []
    return entries.filter { $0.hasSuffix(suffix) }.sorted { a, b in
      // This package's own name first; others in byte order.
      let (ownA, ownB) = (a == "TitleComposer" + suffix, b == "TitleComposer" + suffix)
      return ownA != ownB ? ownA : a < b
    }
  }

  /// `Sources/TitleComposer/Resources/Fonts` of the checkout this file was compiled from:
  /// `#filePath` is `…/Sources/TitleComposer/Setup/BundledFont.swift`.
  private static var compiledResourceFolder: String {
    PathText.folder(of: PathText.folder(of: #filePath)) + "/Resources/Fonts"
  }

  /// Whether `path` exists and is not a folder (links followed).
  private static func isRegularFile(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR
  }

  /// The running executable's absolute path with every link resolved (`/proc/self/exe`), or
  /// `nil` where there is no `/proc`.
  static var executablePath: String? {
    POSIX.resolvedPath("/proc/self/exe")
  }
}
