// Every fontconfig call of TitleFonts lives in this file.
internal import CFontconfig
import TitleLocking

/// Finds installed fonts with fontconfig, as Chromium and Pango do on Linux.
///
/// fontconfig's configuration is loaded once (`FcInitLoadConfigAndFonts`) on first use; every
/// query runs under one process-wide lock because an `FcConfig` is not safe to use from several
/// threads at once.
///
/// System fallback asks fontconfig once per process, not once per character: the first fallback
/// look-up sorts the installed fonts (`FcFontSort`, trimmed to the fonts that add coverage) into
/// the *fallback order*, keeps the first ``maximumFallbackFonts`` of it with their charsets, and
/// answers every scalar from it by walking those charsets (microseconds, no further query). The
/// answer is the same as sorting per scalar with the scalar's charset (fontconfig ranks coverage
/// before family and language, so the first covering font of the one order is the first covering
/// font of the per-scalar order), and it depends only on fontconfig's configuration and the
/// scalar — never on what was asked before.
public enum SystemFonts {
  /// The most installed fonts system fallback draws with (at most 2 of them colour fonts): the
  /// first ones of fontconfig's fallback order. A character only later fonts have is a missing
  /// glyph (drawn as `.notdef` and counted), never an error.
  public static let maximumFallbackFonts = 32
  /// The most colour fonts among ``maximumFallbackFonts``.
  static let maximumColourFallbackFonts = 2

  /// The configuration, the fallback order once read, and the number of `FcFontSort` calls.
  private static let state = Locked(FontconfigState())

  /// The file of an installed font that has a glyph for `scalar`: the first of
  /// ``fallbackFiles`` that covers it. For emoji (Unicode `Emoji_Presentation`) a colour font
  /// is preferred, as Chromium prefers Noto Color Emoji.
  /// - Parameter scalar: the character to cover.
  /// - Returns: an absolute font path, or `nil` when no font of the fallback order covers it.
  public static func file(covering scalar: Unicode.Scalar) -> String? {
    fallbackFontIndex(covering: scalar).map { fallbackFiles[$0] }
  }

  /// The fonts system fallback may draw with, at most ``maximumFallbackFonts``: the colour fonts
  /// of fontconfig's order for colour (`FC_COLOR`), then its order for text. Empty when
  /// fontconfig cannot be loaded.
  public static var fallbackFiles: [String] {
    withOrder { $0.files } ?? []
  }

  /// The index in ``fallbackFiles`` of the font that draws `scalar`.
  /// - Parameters:
  ///   - scalar: the character.
  ///   - colourOnly: when true, only colour fonts are considered (emoji presentation asked for
  ///     with U+FE0F); otherwise an emoji-presentation scalar prefers a colour font.
  /// - Returns: the index, or `nil` when no font considered covers the scalar.
  /// - Complexity: O(``maximumFallbackFonts``) charset look-ups under the fontconfig lock; one
  ///   `FcFontSort` per process the first time.
  public static func fallbackFontIndex(covering scalar: Unicode.Scalar, colourOnly: Bool = false)
    -> Int?
  {
    let v = scalar.value
    let preferColour = colourOnly || scalar.properties.isEmojiPresentation
    return withOrder { order in
      if preferColour, let index = order.colourOrder.first(where: { order.covers($0, v) }) {
        return index
      }
      if colourOnly { return nil }
      return order.textOrder.first { order.covers($0, v) }
    } ?? nil
  }

  /// How many times fontconfig sorted the installed fonts in this process (for tests: at most
  /// twice, once for text and once for colour, however many scalars were looked up).
  package static var fontSortCount: Int { state.withLock { $0.sortCount } }

  /// fontconfig's own answer for one scalar: `FcFontSort` with a charset holding it, then the
  /// first font whose charset has it (a colour one first for emoji). What ``file(covering:)``
  /// answers without a query per scalar; tests compare the two.
  package static func sortedFile(covering scalar: Unicode.Scalar) -> String? {
    let preferColor = scalar.properties.isEmojiPresentation
    return withConfig { config, sortCount -> String? in
      guard let charset = FcCharSetCreate() else { return nil }
      defer { FcCharSetDestroy(charset) }
      FcCharSetAddChar(charset, scalar.value)
      sortCount += 1
      let fonts = sortedFonts(config, charset: charset, color: preferColor, trim: true)
      defer { fonts.forEach { FcCharSetDestroy($0.charset) } }
      let covering = fonts.filter { FcCharSetHasChar($0.charset, scalar.value) != 0 }
      return (covering.first { !preferColor || $0.isColor } ?? covering.first)?.path
    } ?? nil
  }

  /// The file of the installed font whose family is `family` (case-insensitive), via
  /// `FcFontMatch`; fontconfig's substitutes for other families are not accepted.
  /// - Parameter family: a family name, e.g. "DejaVu Sans".
  /// - Returns: an absolute font path, or `nil` when no installed font has that family.
  public static func file(matchingFamily family: String) -> String? {
    withConfig { config, _ -> String? in
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
        if name.lowercased() == wanted { return string(font, FC_FILE) }
        index += 1
      }
      return nil
    } ?? nil
  }

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

  /// Runs `body` with the loaded configuration and the sort counter, under the lock; `nil`
  /// when fontconfig cannot be loaded.
  private static func withConfig<Result>(
    _ body: (OpaquePointer, inout Int) -> Result
  ) -> Result? {
    state.withLock { state in
      if state.config == nil, let loaded = FcInitLoadConfigAndFonts() {
        state.config = FontconfigConfig(pointer: loaded)
      }
      guard let pointer = state.config?.pointer else { return nil }
      return body(pointer, &state.sortCount)
    }
  }

  /// Runs `body` with the fallback order (read on first use), under the lock.
  private static func withOrder<Result>(_ body: (FallbackOrder) -> Result) -> Result? {
    state.withLock { state in
      if state.config == nil, let loaded = FcInitLoadConfigAndFonts() {
        state.config = FontconfigConfig(pointer: loaded)
      }
      guard let pointer = state.config?.pointer else { return nil }
      if state.order == nil {
        state.sortCount += 2
        state.order = FallbackOrder(
          colour: sortedFonts(pointer, charset: nil, color: true, trim: true),
          text: sortedFonts(pointer, charset: nil, color: false, trim: true))
      }
      return body(state.order!)
    }
  }

  /// The installed fonts in fontconfig's order for a pattern holding only `charset` (if any)
  /// and `FC_COLOR` (if `color`), after the configuration's and the default substitutions. Each
  /// charset is the caller's to destroy (`FcCharSetCopy`).
  private static func sortedFonts(
    _ config: OpaquePointer, charset: OpaquePointer?, color: Bool, trim: Bool
  ) -> [SortedFont] {
    guard let pattern = FcPatternCreate() else { return [] }
    defer { FcPatternDestroy(pattern) }
    if let charset { FcPatternAddCharSet(pattern, FC_CHARSET, charset) }
    if color { FcPatternAddBool(pattern, FC_COLOR, 1) }
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
      fonts.append(SortedFont(path: path, charset: copy, isColor: isColor))
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

/// One font of an `FcFontSort` answer: its file, its charset (a reference the holder destroys)
/// and whether it is a colour font.
private struct SortedFont {
  let path: String
  let charset: OpaquePointer
  let isColor: Bool
}

/// fontconfig's fallback order as system fallback uses it: a table of at most
/// ``SystemFonts/maximumFallbackFonts`` files with their charsets, and the two orders (colour,
/// text) as indexes into it. Immutable once built; lives in ``SystemFonts``' lock.
private final class FallbackOrder {
  let files: [String]
  private let charsets: [OpaquePointer]
  /// The colour fonts, in fontconfig's order for an `FC_COLOR` pattern.
  let colourOrder: [Int]
  /// The fonts in fontconfig's order for text.
  let textOrder: [Int]

  /// Builds the table from the two sorts, taking ownership of every charset in them.
  init(colour: [SortedFont], text: [SortedFont]) {
    var files: [String] = []
    var charsets: [OpaquePointer] = []
    var indexOfFile: [String: Int] = [:]
    var unused: [OpaquePointer] = []
    func add(_ font: SortedFont) -> Int? {
      if let index = indexOfFile[font.path] {
        unused.append(font.charset)
        return index
      }
      guard files.count < SystemFonts.maximumFallbackFonts else {
        unused.append(font.charset)
        return nil
      }
      indexOfFile[font.path] = files.count
      files.append(font.path)
      charsets.append(font.charset)
      return files.count - 1
    }
    var colourOrder: [Int] = []
    for font in colour {
      guard font.isColor && colourOrder.count < SystemFonts.maximumColourFallbackFonts else {
        unused.append(font.charset)
        continue
      }
      if let index = add(font) { colourOrder.append(index) }
    }
    var textOrder: [Int] = []
    for font in text {
      if let index = add(font) { textOrder.append(index) }
    }
    unused.forEach { FcCharSetDestroy($0) }
    self.files = files
    self.charsets = charsets
    self.colourOrder = colourOrder
    self.textOrder = textOrder
  }

  deinit { charsets.forEach { FcCharSetDestroy($0) } }

  /// Whether the font at `index` has a glyph for the scalar value `v`.
  func covers(_ index: Int, _ v: UInt32) -> Bool { FcCharSetHasChar(charsets[index], v) != 0 }
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
