// Every fontconfig call of TitleFonts lives in this file: loading a configuration, its files,
// sorting its fonts for a pattern, and the charsets (``FontconfigCharset``) that fallback reads
// without seeing a C pointer. ``FontEnvironment`` is built on these.
internal import CFontconfig
@_spi(TitleInternals) import TitleSystem

/// The lock every fontconfig call runs under: an `FcConfig` is not safe to use from several
/// threads at once, and fontconfig keeps process-wide state (its caches, its language table)
/// beside its configurations, so one lock serves them all. Fallback asks fontconfig once per
/// language and per family; the answers are remembered outside it.
let fontconfigLock = Locked(())

/// One fontconfig configuration (an `FcConfig` with its fonts built), owned for the life of the
/// ``FontEnvironment`` that holds it; every method must be called under ``fontconfigLock``.
final class FontconfigConfiguration {
  private let pointer: OpaquePointer

  private init(pointer: OpaquePointer) { self.pointer = pointer }

  deinit { FcConfigDestroy(pointer) }

  /// fontconfig's own configuration (`FcInitLoadConfigAndFonts`): the file `FONTCONFIG_FILE`
  /// names, else the system's `fonts.conf`; `nil` when fontconfig cannot load it.
  static func loadDefault() -> FontconfigConfiguration? {
    FcInitLoadConfigAndFonts().map(FontconfigConfiguration.init(pointer:))
  }

  /// The configuration in `file` and the files it includes (`FcConfigParseAndLoad`), with its
  /// fonts (`FcConfigBuildFonts`).
  /// - Parameter file: a readable fontconfig configuration file.
  /// - Returns: the configuration, or `nil` when fontconfig rejects the file (it prints why on
  ///   standard error, as fontconfig does for every malformed configuration).
  static func load(file: String) -> FontconfigConfiguration? {
    guard let config = FcConfigCreate() else { return nil }
    guard FcConfigParseAndLoad(config, file, 1) != 0, FcConfigBuildFonts(config) != 0 else {
      FcConfigDestroy(config)
      return nil
    }
    return FontconfigConfiguration(pointer: config)
  }

  /// The configuration files fontconfig read, in the order it read them
  /// (`FcConfigGetConfigFiles`): the main file first, then every file it included.
  var configurationFiles: [String] {
    guard let list = FcConfigGetConfigFiles(pointer) else { return [] }
    defer { FcStrListDone(list) }
    var files: [String] = []
    while let value = FcStrListNext(list) { files.append(String(cString: value)) }
    return files
  }

  /// The fonts in fontconfig's order for a pattern of `language` (`FC_LANG`), `family`
  /// (`FC_FAMILY`), `FC_SCALABLE` and, when `regularStyle`, Skia's regular style (weight,
  /// width, upright), after the configuration's and the default substitutions; untrimmed
  /// (`FcFontSort` with `trim` false): every font of the configuration.
  /// - Parameters:
  ///   - language: the pattern's language; `nil` for none (the language `FcDefaultSubstitute`
  ///     adds from the process's locale is taken out again, as Chromium does for an empty
  ///     locale).
  ///   - family: the pattern's family, `nil` for none.
  ///   - regularStyle: whether to ask for the regular style, as Skia's family match does.
  func sortedFonts(language: String?, family: String? = nil, regularStyle: Bool = false)
    -> [FontconfigFont]
  {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    if let family { FcPatternAddString(pattern, FC_FAMILY, family) }
    if regularStyle {
      FcPatternAddInteger(pattern, FC_WEIGHT, FC_WEIGHT_REGULAR)
      FcPatternAddInteger(pattern, FC_WIDTH, FC_WIDTH_NORMAL)
      FcPatternAddInteger(pattern, FC_SLANT, FC_SLANT_ROMAN)
    }
    if let language { FcPatternAddString(pattern, FC_LANG, language) }
    FcPatternAddBool(pattern, FC_SCALABLE, 1)
    FcConfigSubstitute(pointer, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    if language == nil { FcPatternDel(pattern, FC_LANG) }
    var result = FcResultNoMatch
    guard let set = FcFontSort(pointer, pattern, 0, nil, &result) else { return [] }
    defer { FcFontSetDestroy(set) }
    var fonts: [FontconfigFont] = []
    fonts.reserveCapacity(Int(set.pointee.nfont))
    for i in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[i], let path = Self.string(font, FC_FILE) else {
        continue
      }
      var charsetPointer: OpaquePointer?
      let charset =
        FcPatternGetCharSet(font, FC_CHARSET, 0, &charsetPointer) == FcResultMatch
        ? charsetPointer.flatMap(FcCharSetCopy).map(FontconfigCharset.init(adopting:)) : nil
      var index: Int32 = 0
      _ = FcPatternGetInteger(font, FC_INDEX, 0, &index)
      var families: [String] = []
      while let name = Self.string(font, FC_FAMILY, index: Int32(families.count)) {
        families.append(name)
      }
      let format = Self.string(font, FC_FONTFORMAT)
      fonts.append(
        FontconfigFont(
          path: path, index: Int(index), families: families,
          style: Self.string(font, FC_STYLE) ?? "", charset: charset,
          isColor: Self.bool(font, FC_COLOR), isScalable: Self.bool(font, FC_SCALABLE),
          isTrueTypeOrCFF: format == "TrueType" || format == "CFF"))
    }
    return fonts
  }

  /// fontconfig's languages (`FcGetLangs`): the orthographies it knows, e.g. `ko`, `zh-tw`.
  static let knownLanguages: Set<String> = fontconfigLock.withLock {
    guard let set = FcGetLangs() else { return [] }
    defer { FcStrSetDestroy(set) }
    guard let list = FcStrListCreate(set) else { return [] }
    defer { FcStrListDone(list) }
    var languages: Set<String> = []
    while let value = FcStrListNext(list) { languages.insert(String(cString: value)) }
    return languages
  }

  private static func string(_ pattern: OpaquePointer, _ object: String, index: Int32 = 0)
    -> String?
  {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }

  private static func bool(_ pattern: OpaquePointer, _ object: String) -> Bool {
    var value: FcBool = 0
    return FcPatternGetBool(pattern, object, 0, &value) == FcResultMatch && value != 0
  }
}

/// One font of an `FcFontSort` answer, as fontconfig describes it.
struct FontconfigFont: Sendable {
  let path: String
  /// `FC_INDEX`: the face in the file, with a variable font's named instance (from 1) in the
  /// bits above the lowest 16.
  let index: Int
  /// `FC_FAMILY`'s values, the first one the font's own name.
  let families: [String]
  let style: String
  /// The characters it covers; `nil` when fontconfig does not say.
  let charset: FontconfigCharset?
  let isColor: Bool
  let isScalable: Bool
  /// Whether `FC_FONTFORMAT` is "TrueType" or "CFF" (Chromium draws with no other format).
  let isTrueTypeOrCFF: Bool
}

/// One reference to an `FcCharSet` (the characters a font covers), given back with
/// `FcCharSetDestroy` when the last Swift reference goes.
///
/// `@unchecked Sendable` is sound: the set is only read (`FcCharSetHasChar`) once fontconfig has
/// built it, and nothing changes a built font's charset; fontconfig counts its references
/// atomically (`FcRefInc`/`FcRefDec`; one from a cache file is a constant it never frees), so
/// copies may be dropped on any thread, outside ``fontconfigLock``.
final class FontconfigCharset: @unchecked Sendable {
  private let pointer: OpaquePointer

  /// Takes over one reference the caller holds (from `FcCharSetCopy`).
  fileprivate init(adopting pointer: OpaquePointer) { self.pointer = pointer }

  deinit { FcCharSetDestroy(pointer) }

  /// Whether the charset has `value` (`FcCharSetHasChar`).
  /// - Parameter value: a Unicode scalar value.
  /// - Returns: true when the font covers it.
  func contains(_ value: UInt32) -> Bool { FcCharSetHasChar(pointer, value) != 0 }
}
