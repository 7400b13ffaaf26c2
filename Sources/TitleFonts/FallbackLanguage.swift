@_spi(TitleInternals) import TitleSystem

/// The content language as system font fallback sees it: the language fontconfig is asked with
/// (`FC_LANG`) and the CJK face Chromium tries first for that language.
///
/// Made once per request from its BCP 47 tag (``init(bcp47:)``) and passed with every scalar
/// to ``FontFallbackChain/glyph(for:language:)``: a two-byte value, interned, so passing it
/// costs nothing and equal tags give equal values.
///
/// What Chromium 156 does on Linux, measured with the oracle (``FontEnvironment`` has the whole
/// rule): after the style's fonts it tries the language's standard font — Noto Sans CJK JP for
/// `ja`, KR for `ko`, SC for `zh`/`zh-Hans`/`zh-CN`, TC for `zh-Hant`/`zh-TW`/`zh-HK`, Noto Sans
/// Devanagari for `hi`, else the `sans-serif` face — and only then fontconfig's order for the
/// content locale. So 込 under
/// `ja` is Noto Sans CJK JP, under `ko` Noto Sans CJK KR; ✓ is 10.94 px (Noto Sans CJK) under
/// `ko` and 13.41 px (DejaVu Sans) under `en`.
public struct FallbackLanguage: Sendable, Hashable {
  /// The index of this language in the process's table of languages (see ``Registry``).
  @usableFromInline let id: UInt16

  /// Korean, the library's default language (`ko`).
  public static let korean = FallbackLanguage(id: 0)

  private init(id: UInt16) { self.id = id }

  /// The fallback language of a BCP 47 tag.
  ///
  /// Case does not matter. The standard font's script comes from the tag as Blink finds it
  /// (``StandardFontScript``); the fontconfig language from the whole tag
  /// (``fontconfigLanguage``).
  /// - Parameter tag: a language tag such as `ko`, `ja-JP`, `zh-Hant-TW`; anything else (even
  ///   malformed) gives a language of the common script, never an error; "" gives one without
  ///   `FC_LANG`.
  /// - Complexity: one dictionary look-up under a lock; call it once per request, not per scalar.
  public init(bcp47 tag: String) {
    self = Registry.intern(Descriptor(tag: tag))
  }

  /// The language given to fontconfig (`FC_LANG`): the tag reduced to what fontconfig tells
  /// apart, e.g. `ja`, `zh-tw`, `zh-zz` for `zh-Hant`; `nil` for an empty tag.
  public var fontconfigLanguage: String? { descriptor.fontconfigLanguage }

  /// The families Chromium's settings name as the standard font of the language's script, in
  /// order (the first installed one is tried before fontconfig's order): Noto Sans CJK for
  /// Japanese, Korean and Chinese, Noto Sans Devanagari for Hindi, "Times New Roman" for the
  /// rest (``StandardFontScript``).
  public var standardFamilies: [String] { descriptor.script.families }

  var descriptor: Descriptor { Registry.descriptor(of: self) }

  /// What a language means for fallback; equal descriptors are one ``FallbackLanguage``.
  struct Descriptor: Hashable {
    var fontconfigLanguage: String?
    var script: StandardFontScript

    init(fontconfigLanguage: String?, script: StandardFontScript) {
      self.fontconfigLanguage = fontconfigLanguage
      self.script = script
    }

    init(tag: String) {
      script = StandardFontScript(tag: tag)
      fontconfigLanguage = Self.fontconfigLanguage(tag: tag)
    }

    /// The language fontconfig is asked with: the tag, as Chromium passes its content locale,
    /// reduced to what fontconfig tells apart (`FcLangCompare`: the language before the first
    /// "-", then whether the rest names one of its orthographies): the tag itself when it is one
    /// of fontconfig's languages (`ko`, `zh-tw`) or a bare language; the language with an
    /// unknown territory (`zh-zz` for `zh-Hant`, `ja-zz` for `ja-JP`) otherwise; `zxx` for a
    /// language fontconfig does not know. Each reduced tag orders fonts as the tags it stands for
    /// (its comparisons with every orthography come out the same), and there are finitely many.
    static func fontconfigLanguage(tag: String) -> String? {
      let lower = String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
      guard !lower.isEmpty else { return nil }
      let parts = lower.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
      let language = String(parts[0])
      let known = FontconfigConfiguration.knownLanguages
      guard known.contains(language) || known.contains(where: { $0.hasPrefix(language + "-") })
      else { return "zxx" }
      guard parts.count == 2 else { return language }
      return known.contains(lower) ? lower : language + "-zz"
    }
  }

  /// The process's languages: at most one per descriptor, so bounded by fontconfig's
  /// orthographies (each reduced tag) times the six standard-font scripts.
  enum Registry {
    private struct Table {
      var descriptors: [Descriptor] = [
        Descriptor(fontconfigLanguage: "ko", script: .korean)
      ]
      var ids: [Descriptor: UInt16] = [Descriptor(fontconfigLanguage: "ko", script: .korean): 0]
    }
    private static let table = Locked(Table())

    static func intern(_ descriptor: Descriptor) -> FallbackLanguage {
      table.withLock { table in
        if let id = table.ids[descriptor] { return FallbackLanguage(id: id) }
        let id = UInt16(table.descriptors.count)
        table.descriptors.append(descriptor)
        table.ids[descriptor] = id
        return FallbackLanguage(id: id)
      }
    }

    static func descriptor(of language: FallbackLanguage) -> Descriptor {
      table.withLock { $0.descriptors[Int(language.id)] }
    }
  }
}
