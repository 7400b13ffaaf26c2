// Every fontconfig call of TitleFonts lives in this file.
internal import CFontconfig
import TitleLocking

/// Finds installed fonts with fontconfig, as Chromium and Pango do on Linux.
///
/// fontconfig's configuration is loaded once (`FcInitLoadConfigAndFonts`) on first use; every
/// query runs under one process-wide lock because an `FcConfig` is not safe to use from several
/// threads at once. Queries cost milliseconds: cache their answers (``FontFallbackChain`` does).
public enum SystemFonts {
  /// The loaded configuration; `nil` until first use or when fontconfig failed to load.
  private static let config = Locked<FontconfigConfig?>(nil)

  /// The file of an installed font that has a glyph for `scalar`.
  ///
  /// Builds a pattern with a charset holding the scalar, lets fontconfig sort the installed fonts
  /// (`FcFontSort`), and returns the first whose charset really contains the scalar. For emoji
  /// (Unicode `Emoji_Presentation`) a colour font is preferred, as Chromium prefers Noto Color Emoji.
  /// - Parameter scalar: the character to cover.
  /// - Returns: an absolute font path, or `nil` when no installed font covers the scalar.
  public static func file(covering scalar: Unicode.Scalar) -> String? {
    let preferColor = scalar.properties.isEmojiPresentation
    return withConfig { config in
      guard let pattern = FcPatternCreate() else { return nil }
      defer { FcPatternDestroy(pattern) }
      guard let charset = FcCharSetCreate() else { return nil }
      defer { FcCharSetDestroy(charset) }
      FcCharSetAddChar(charset, scalar.value)
      FcPatternAddCharSet(pattern, FC_CHARSET, charset)
      if preferColor { FcPatternAddBool(pattern, FC_COLOR, 1) }
      FcConfigSubstitute(config, pattern, FcMatchPattern)
      FcDefaultSubstitute(pattern)
      var result = FcResultNoMatch
      guard let set = FcFontSort(config, pattern, 1, nil, &result) else { return nil }
      defer { FcFontSetDestroy(set) }
      var firstCovering: String?
      for i in 0..<Int(set.pointee.nfont) {
        guard let font = set.pointee.fonts[i] else { continue }
        var fontCharset: OpaquePointer?
        guard FcPatternGetCharSet(font, FC_CHARSET, 0, &fontCharset) == FcResultMatch,
          FcCharSetHasChar(fontCharset, scalar.value) != 0, let path = string(font, FC_FILE)
        else { continue }
        var color: FcBool = 0
        let isColor = FcPatternGetBool(font, FC_COLOR, 0, &color) == FcResultMatch && color != 0
        if !preferColor || isColor { return path }
        if firstCovering == nil { firstCovering = path }
      }
      return firstCovering
    }
  }

  /// The file of the installed font whose family is `family` (case-insensitive), via
  /// `FcFontMatch`; fontconfig's substitutes for other families are not accepted.
  /// - Parameter family: a family name, e.g. "DejaVu Sans".
  /// - Returns: an absolute font path, or `nil` when no installed font has that family.
  public static func file(matchingFamily family: String) -> String? {
    withConfig { config in
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
    }
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

  private static func withConfig(_ body: (OpaquePointer) -> String?) -> String? {
    config.withLock { state in
      if state == nil, let loaded = FcInitLoadConfigAndFonts() {
        state = FontconfigConfig(pointer: loaded)
      }
      guard let pointer = state?.pointer else { return nil }
      return body(pointer)
    }
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
}

/// Owns the process's `FcConfig`; lives in ``SystemFonts``' lock for the life of the process.
private final class FontconfigConfig {
  let pointer: OpaquePointer
  init(pointer: OpaquePointer) { self.pointer = pointer }
  deinit { FcConfigDestroy(pointer) }
}
