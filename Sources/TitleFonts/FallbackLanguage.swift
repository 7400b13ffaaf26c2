@_spi(TitleInternals) import TitleSystem

/// The content language as system font fallback sees it: the language fontconfig is asked with
/// (`FC_LANG`) and the CJK face Chromium tries first for that language.
///
/// Made once per request from its BCP 47 tag (``init(bcp47:)``) and passed with every scalar
/// to ``FontFallbackChain/glyph(for:language:)``: a two-byte value, interned, so passing it
/// costs nothing and equal tags give equal values.
///
/// What Chromium 156 does on Linux, measured with the oracle (a title in NanumGothicBold, each
/// character it lacks alone in a fresh browser, `CSS.getPlatformFontsForNode`): after the
/// style's fonts it tries the per-script default font of the content language — Noto Sans CJK
/// JP for `ja`, KR for `ko`, SC for `zh`/`zh-Hans`/`zh-CN`, TC for `zh-Hant`/`zh-TW`/`zh-HK` —
/// and only then asks fontconfig with the language. So 込 under `ja` is Noto Sans CJK JP,
/// under `ko` Noto Sans CJK KR and under `en` WenQuanYi Zen Hei (fontconfig's answer); ✓ is
/// 10.94 px (Noto Sans CJK) under `ko` and 13.41 px (DejaVu Sans) under `en`.
public struct FallbackLanguage: Sendable, Hashable {
  /// The index of this language in the process's table of languages (see ``Registry``).
  @usableFromInline let id: UInt16

  /// Korean, the library's default language (`ko`).
  public static let korean = FallbackLanguage(id: 0)

  private init(id: UInt16) { self.id = id }

  /// The fallback language of a BCP 47 tag.
  ///
  /// Only the language, script and region subtags matter; case does not. A tag whose language
  /// fontconfig does not know still gets its CJK face (by script) but no `FC_LANG`.
  /// - Parameter tag: a language tag such as `ko`, `ja-JP`, `zh-Hant-TW`; anything else (even
  ///   malformed) gives a language without `FC_LANG` or CJK face, never an error.
  /// - Complexity: one dictionary look-up under a lock; call it once per request, not per scalar.
  public init(bcp47 tag: String) {
    self = Registry.intern(Descriptor(tag: tag))
  }

  /// The language given to fontconfig (`FC_LANG`, e.g. `ja`, `zh-tw`), `nil` when none.
  public var fontconfigLanguage: String? { descriptor.fontconfigLanguage }

  /// The family of the CJK face tried before fontconfig (e.g. `Noto Sans CJK JP`), `nil` when
  /// the language has none.
  public var cjkFamily: String? { descriptor.cjkFamily }

  var descriptor: Descriptor { Registry.descriptor(of: self) }

  /// What a language means for fallback; equal descriptors are one ``FallbackLanguage``.
  struct Descriptor: Hashable {
    var fontconfigLanguage: String?
    var cjkFamily: String?

    init(fontconfigLanguage: String?, cjkFamily: String?) {
      self.fontconfigLanguage = fontconfigLanguage
      self.cjkFamily = cjkFamily
    }

    init(tag: String) {
      let subtags = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
      let language = subtags.first ?? ""
      var script: String?
      var region: String?
      for subtag in subtags.dropFirst() {
        if subtag.count == 4, script == nil, region == nil, subtag.allSatisfy(\.isLetter) {
          script = subtag
        } else if region == nil,
          (subtag.count == 2 && subtag.allSatisfy(\.isLetter))
            || (subtag.count == 3 && subtag.allSatisfy(\.isNumber))
        {
          region = subtag
        }
      }
      cjkFamily = Self.cjkFamily(language: language, script: script, region: region)
      fontconfigLanguage = Self.fontconfigLanguage(
        language: language, script: script, region: region)
    }

    /// Chromium's per-script default font for the language (Blink's `LayoutLocale` script).
    private static func cjkFamily(language: String, script: String?, region: String?) -> String? {
      let hanScripts: Set<String> = [
        "hani", "hans", "hant", "jpan", "kore", "hira", "kana", "hrkt", "hang",
      ]
      if let script, !hanScripts.contains(script) { return nil }
      switch language {
      case "ja": return "Noto Sans CJK JP"
      case "ko": return "Noto Sans CJK KR"
      case "zh":
        if script == "hant" { return "Noto Sans CJK TC" }
        if script == "hans" { return "Noto Sans CJK SC" }
        return ["tw", "hk", "mo"].contains(region ?? "") ? "Noto Sans CJK TC" : "Noto Sans CJK SC"
      default: return nil
      }
    }

    /// The fontconfig language: `lang-region` or `lang` when fontconfig knows it (`FcGetLangs`);
    /// Chinese by script (`zh-cn`, `zh-tw`), as fontconfig names its orthographies.
    private static func fontconfigLanguage(language: String, script: String?, region: String?)
      -> String?
    {
      guard !language.isEmpty else { return nil }
      var candidates: [String] = []
      if language == "zh" {
        switch (script, region) {
        case (_, "hk"?): candidates.append("zh-hk")
        case (_, "mo"?): candidates.append("zh-mo")
        case (_, "sg"?): candidates.append("zh-sg")
        case ("hant"?, _), (_, "tw"?): candidates.append("zh-tw")
        default: candidates.append("zh-cn")
        }
      }
      if let region { candidates.append("\(language)-\(region)") }
      candidates.append(language)
      return candidates.first(where: SystemFonts.isKnownLanguage)
    }
  }

  /// The process's languages: at most one per descriptor, so bounded by fontconfig's language
  /// list times the four CJK faces.
  enum Registry {
    private struct Table {
      var descriptors: [Descriptor] = [
        Descriptor(fontconfigLanguage: "ko", cjkFamily: "Noto Sans CJK KR")
      ]
      var ids: [Descriptor: UInt16] = [
        Descriptor(fontconfigLanguage: "ko", cjkFamily: "Noto Sans CJK KR"): 0
      ]
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
