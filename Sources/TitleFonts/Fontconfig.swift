// Every fontconfig call of TitleFonts lives in this file: the configuration, the queries and the
// charsets (``FontconfigCharset``) that system fallback's order (Fontconfig+FallbackOrder.swift)
// reads without seeing a C pointer.
internal import CFontconfig
@_spi(TitleInternals) import TitleSystem

/// Finds installed fonts with fontconfig, as Chromium and Pango do on Linux.
///
/// fontconfig's configuration is loaded once (`FcInitLoadConfigAndFonts`) on first use; every
/// query runs under one process-wide lock because an `FcConfig` is not safe to use from several
/// threads at once.
///
/// System fallback gives each scalar fontconfig's own answer — the first font of `FcFontSort`
/// for a pattern holding the scalar's charset that has it — without a query per scalar. The
/// answer depends on the scalar only through which installed fonts cover it (the charset is the
/// only part of the pattern, and so of fontconfig's scores, that changes), so it is asked once
/// per *coverage* — once for a run of Extension B ideographs that the same fonts cover — and
/// remembered; a scalar no installed font covers is answered without a query at all. The answer
/// depends only on fontconfig's configuration and the scalar, never on what was asked before.
///
/// The fonts fallback may draw with are bounded: the first ``maximumFallbackFonts`` of
/// fontconfig's fallback order (`FcFontSort` of an empty pattern, trimmed to the fonts that add
/// coverage), at most 2 of them colour fonts — ``fallbackFiles``. When fontconfig's answer lies
/// beyond them, the first of them in fontconfig's order for the scalar is used; when none
/// covers the scalar it is a missing glyph (drawn as `.notdef` and counted), never an error.
public enum SystemFonts {
  /// The most installed fonts system fallback draws with (see ``fallbackFiles``).
  public static let maximumFallbackFonts = 32
  /// The most colour fonts among ``maximumFallbackFonts``.
  static let maximumColourFallbackFonts = 2

  /// The configuration, the fallback order once read, and the number of `FcFontSort` calls.
  private static let state = Locked(FontconfigState())

  /// The file of an installed font that has a glyph for `scalar`: fontconfig's answer for the
  /// scalar among ``fallbackFiles``. For emoji (Unicode `Emoji_Presentation`) a colour font is
  /// preferred, as Chromium prefers Noto Color Emoji.
  /// - Parameter scalar: the character to cover.
  /// - Returns: an absolute font path, or `nil` when none of ``fallbackFiles`` covers it.
  public static func file(covering scalar: Unicode.Scalar) -> String? {
    fallbackFontIndex(covering: scalar).map { fallbackFiles[$0] }
  }

  /// The fonts system fallback may draw with, at most ``maximumFallbackFonts``: the colour fonts
  /// of fontconfig's order for colour (`FC_COLOR`), then its fallback order for text. Empty
  /// when fontconfig cannot be loaded.
  public static var fallbackFiles: [String] {
    withOrder { order, _ in order.files } ?? []
  }

  /// The index in ``fallbackFiles`` of the font that draws `scalar`.
  /// - Parameters:
  ///   - scalar: the character.
  ///   - colourOnly: when true, only colour fonts are considered (emoji presentation asked for
  ///     with U+FE0F); otherwise an emoji-presentation scalar prefers a colour font.
  /// - Returns: the index, or `nil` when no font considered covers the scalar.
  /// - Complexity: one charset look-up per installed font under the fontconfig lock; an
  ///   `FcFontSort` only for a coverage not seen before.
  public static func fallbackFontIndex(covering scalar: Unicode.Scalar, colourOnly: Bool = false)
    -> Int?
  {
    fallbackFont(covering: scalar, colourOnly: colourOnly).index
  }

  /// ``fallbackFontIndex(covering:colourOnly:)`` for content in a language, and whether
  /// fontconfig had to be asked.
  /// - Parameters:
  ///   - scalar: the character.
  ///   - colourOnly: only colour fonts.
  ///   - language: the `FC_LANG` of the query (``FallbackLanguage/fontconfigLanguage``); `nil`
  ///     asks without a language.
  static func fallbackFont(
    covering scalar: Unicode.Scalar, colourOnly: Bool = false, language: String? = nil
  ) -> (index: Int?, asked: Bool) {
    let preferColour = colourOnly || scalar.properties.isEmojiPresentation
    return withOrder { order, config in
      var asked = false
      let index = order.font(
        covering: scalar.value, preferColour: preferColour, colourOnly: colourOnly,
        language: language ?? ""
      ) {
        asked = true
        return sortedFonts(config, covering: scalar.value, color: preferColour, language: language)
      }
      return (index, asked)
    } ?? (nil, false)
  }

  /// How many times system fallback had fontconfig sort the installed fonts in this process
  /// (for tests: three to read the fallback order, then one per coverage not seen before that
  /// more than one font of ``fallbackFiles`` covers;
  /// ``sortedFile(covering:)`` is not counted).
  package static var fallbackSortCount: Int { state.withLock { $0.sortCount } }

  /// Every font file of fontconfig's configuration, each once, in fontconfig's order for an
  /// empty pattern (`FcFontSort` untrimmed): what the configuration (`FONTCONFIG_FILE`) lets
  /// system fallback see.
  package static var installedFiles: [String] {
    withConfig { config -> [String] in
      var seen: Set<String> = []
      return sortedFonts(config, charset: nil, color: false, trim: false).map(\.path).filter {
        seen.insert($0).inserted
      }
    } ?? []
  }

  /// fontconfig's own answer for one scalar: `FcFontSort` with a charset holding it, then the
  /// first font whose charset has it (a colour one first for emoji). What ``file(covering:)``
  /// answers without a query per scalar; tests compare the two.
  package static func sortedFile(covering scalar: Unicode.Scalar, language: String? = nil)
    -> String?
  {
    let preferColor = scalar.properties.isEmojiPresentation
    return withConfig { config -> String? in
      guard let charset = FcCharSetCreate() else { return nil }
      defer { FcCharSetDestroy(charset) }
      FcCharSetAddChar(charset, scalar.value)
      let fonts = sortedFonts(
        config, charset: charset, color: preferColor, trim: true, language: language)
      let covering = fonts.filter { $0.charset.contains(scalar.value) }
      return (covering.first { !preferColor || $0.isColor } ?? covering.first)?.path
    } ?? nil
  }

  /// The file of the installed font whose family is `family` (case-insensitive), via
  /// `FcFontMatch`; fontconfig's substitutes for other families are not accepted.
  /// - Parameter family: a family name, e.g. "DejaVu Sans".
  /// - Returns: an absolute font path, or `nil` when no installed font has that family.
  public static func file(matchingFamily family: String) -> String? {
    face(matchingFamily: family)?.path
  }

  /// The face of the installed font whose family is `family` (case-insensitive), via
  /// `FcFontMatch`: its file and its index in that file (a collection's face, e.g. Noto Sans
  /// CJK KR is face 1 of Debian's NotoSansCJK-Regular.ttc).
  /// - Parameter family: a family name.
  /// - Returns: the file and face index, or `nil` when no installed font has that family.
  public static func face(matchingFamily family: String) -> (path: String, index: Int)? {
    withConfig { config -> (path: String, index: Int)? in
      guard let pattern = FcPatternCreate() else { return nil }
      defer { FcPatternDestroy(pattern) }
      FcPatternAddString(pattern, FC_FAMILY, family)
      FcConfigSubstitute(config, pattern, FcMatchPattern)
      FcDefaultSubstitute(pattern)
      var result = FcResultNoMatch
      guard let font = FcFontMatch(config, pattern, &result) else { return nil }
      defer { FcPatternDestroy(font) }
      let wanted = family.lowercased()
      var index: Int32 = 0
      while let name = string(font, FC_FAMILY, index: index) {
        if name.lowercased() == wanted, let path = string(font, FC_FILE) {
          var faceIndex: Int32 = 0
          _ = FcPatternGetInteger(font, FC_INDEX, 0, &faceIndex)
          return (path, Int(faceIndex & 0xFFFF))
        }
        index += 1
      }
      return nil
    } ?? nil
  }

  /// Whether fontconfig has an orthography for `language` (one of `FcGetLangs`, e.g. `ko`,
  /// `zh-tw`), so that `FC_LANG` with it means something.
  /// - Parameter language: a lowercase fontconfig language.
  /// - Returns: true when fontconfig knows it.
  public static func isKnownLanguage(_ language: String) -> Bool {
    knownLanguages.contains(language)
  }

  /// fontconfig's languages (`FcGetLangs`), read once.
  private static let knownLanguages: Set<String> = {
    guard let set = FcGetLangs() else { return [] }
    defer { FcStrSetDestroy(set) }
    guard let list = FcStrListCreate(set) else { return [] }
    defer { FcStrListDone(list) }
    var languages: Set<String> = []
    while let value = FcStrListNext(list) { languages.insert(String(cString: value)) }
    return languages
  }()

  /// Like ``file(matchingFamily:)`` but throwing.
  /// - Parameter family: a family name.
  /// - Returns: an absolute font path.
  /// - Throws: ``FontError/noFontFound(description:)`` when no installed font has that family.
  public static func requireFile(matchingFamily family: String) throws(FontError) -> String {
    guard let path = file(matchingFamily: family) else {
      throw .noFontFound(description: "family \"\(family)\"")
    }
    return path
  }

  // MARK: Internals

  /// Runs `body` with the loaded configuration, under the lock; `nil` when fontconfig cannot be
  /// loaded.
  private static func withConfig<Result>(_ body: (OpaquePointer) -> sending Result)
    -> sending Result?
  {
    state.withLock { state in
      if state.config == nil, let loaded = FcInitLoadConfigAndFonts() {
        state.config = FontconfigConfig(pointer: loaded)
      }
      guard let pointer = state.config?.pointer else { return nil }
      return body(pointer)
    }
  }

  /// Runs `body` with the fallback order (read on first use) and the configuration, under the
  /// lock; `body`'s queries are counted.
  private static func withOrder<Result>(
    _ body: (FallbackOrder, OpaquePointer) -> sending Result
  ) -> sending Result? {
    state.withLock { state in
      if state.config == nil, let loaded = FcInitLoadConfigAndFonts() {
        state.config = FontconfigConfig(pointer: loaded)
      }
      guard let pointer = state.config?.pointer else { return nil }
      if state.order == nil {
        state.sortCount += 3
        state.order = FallbackOrder(
          colour: sortedFonts(pointer, charset: nil, color: true, trim: true),
          text: sortedFonts(pointer, charset: nil, color: false, trim: true),
          all: sortedFonts(pointer, charset: nil, color: false, trim: false))
      }
      let order = state.order!
      let queriesBefore = order.queryCount
      let result = body(order, pointer)
      state.sortCount += order.queryCount - queriesBefore
      return result
    }
  }

  /// fontconfig's whole order (untrimmed) for a pattern holding the one scalar `v`.
  private static func sortedFonts(
    _ config: OpaquePointer, covering v: UInt32, color: Bool, language: String?
  ) -> [SortedFont] {
    guard let charset = FcCharSetCreate() else { return [] }
    defer { FcCharSetDestroy(charset) }
    FcCharSetAddChar(charset, v)
    return sortedFonts(config, charset: charset, color: color, trim: false, language: language)
  }

  /// The installed fonts in fontconfig's order for a pattern holding only `charset` (if any)
  /// `FC_COLOR` (if `color`) and `FC_LANG` (if `language`), after the configuration's and the
  /// default substitutions. Each font holds its own reference to its charset (`FcCharSetCopy`).
  private static func sortedFonts(
    _ config: OpaquePointer, charset: OpaquePointer?, color: Bool, trim: Bool,
    language: String? = nil
  ) -> [SortedFont] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    if let charset { FcPatternAddCharSet(pattern, FC_CHARSET, charset) }
    if color { FcPatternAddBool(pattern, FC_COLOR, 1) }
    if let language, !language.isEmpty { FcPatternAddString(pattern, FC_LANG, language) }
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let set = FcFontSort(config, pattern, trim ? 1 : 0, nil, &result) else { return [] }
    defer { FcFontSetDestroy(set) }
    var fonts: [SortedFont] = []
    for i in 0..<Int(set.pointee.nfont) {
      guard let font = set.pointee.fonts[i] else { continue }
      var fontCharset: OpaquePointer?
      guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
        let fontCharset, let path = string(font, FC_FILE), let copy = FcCharSetCopy(fontCharset)
      else { continue }
      var value: FcBool = 0
      let isColor = FcPatternGetBool(font, FC_COLOR, 0, &value) == FcResultMatch && value != 0
      fonts.append(
        SortedFont(path: path, charset: FontconfigCharset(adopting: copy), isColor: isColor))
    }
    return fonts
  }

  fileprivate static func string(_ pattern: OpaquePointer, _ object: String, index: Int32 = 0)
    -> String?
  {
    var value: UnsafeMutablePointer<FcChar8>?
    guard FcPatternGetString(pattern, object, index, &value) == FcResultMatch, let value else {
      return nil
    }
    return String(cString: value)
  }
}

/// One font of an `FcFontSort` answer: its file, its charset and whether it is a colour font.
struct SortedFont {
  let path: String
  let charset: FontconfigCharset
  let isColor: Bool
}

/// One reference to an `FcCharSet` (the characters a font covers), given back with
/// `FcCharSetDestroy` when the last Swift reference goes.
///
/// Made, read and dropped only under ``SystemFonts``' lock, like every fontconfig object (the
/// fallback order keeps its charsets there for the life of the process).
final class FontconfigCharset {
  private let pointer: OpaquePointer

  /// Takes over one reference the caller holds (from `FcCharSetCopy` or `FcCharSetCreate`).
  fileprivate init(adopting pointer: OpaquePointer) { self.pointer = pointer }

  deinit { FcCharSetDestroy(pointer) }

  /// Whether the charset has `value` (`FcCharSetHasChar`).
  /// - Parameter value: a Unicode scalar value.
  /// - Returns: true when the font covers it.
  func contains(_ value: UInt32) -> Bool { FcCharSetHasChar(pointer, value) != 0 }
}

/// The lock's contents: the configuration, the fallback order and the sort counter.
private struct FontconfigState {
  var config: FontconfigConfig?
  var order: FallbackOrder?
  var sortCount = 0
}

/// Owns the process's `FcConfig`; lives in ``SystemFonts``' lock for the life of the process.
private final class FontconfigConfig {
  let pointer: OpaquePointer
  init(pointer: OpaquePointer) { self.pointer = pointer }
  deinit { FcConfigDestroy(pointer) }
}
