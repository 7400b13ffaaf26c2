import Testing

@testable import TitleFonts

/// Fallback by content language, against Chromium 156 in the test suite's font environment: each
/// character below is one NanumGothicBold lacks, laid out alone in a `<span lang=…>` in
/// NanumGothicBold (a web font) in headless Chromium, one browser per language
/// (`scripts/oracle-fallback-faces.py`), with `CSS.getPlatformFontsForNode` naming the face that
/// drew it and the span's width (rounded up to 1/64 px) at 16 px.
@Suite struct LanguageFallbackTests {
  /// (scalar, language, the family Chromium drew it with, its width at 16 px in Chromium).
  static let chromium: [(Unicode.Scalar, String, String, Double)] = [
    ("\u{8FBC}", "ja", "Noto Sans CJK JP", 16.015625),  // 込
    ("\u{8FBC}", "ko", "Noto Sans CJK KR", 16.015625),
    ("\u{8FBC}", "zh-Hans", "Noto Sans CJK SC", 16.015625),
    ("\u{8FBC}", "zh-Hant", "Noto Sans CJK TC", 16.015625),
    ("\u{8FBC}", "zh-HK", "Noto Sans CJK TC", 16.015625),
    ("\u{8FBC}", "en", "WenQuanYi Zen Hei", 16),
    ("\u{8FBC}", "ja-Latn", "WenQuanYi Zen Hei", 16),
    ("\u{99C5}", "ja", "Noto Sans CJK JP", 16.015625),  // 駅
    ("\u{3005}", "ko", "Noto Sans CJK KR", 16.015625),  // 々
    ("\u{309E}", "en", "WenQuanYi Zen Hei", 16.375),  // ゞ
    ("\u{309E}", "ja", "Noto Sans CJK JP", 16.015625),
    ("\u{2713}", "ko", "Noto Sans CJK KR", 10.9375),  // ✓
    ("\u{2713}", "ja", "Noto Sans CJK JP", 10.9375),
    ("\u{2713}", "en", "DejaVu Sans", 13.40625),
    ("\u{2764}", "ko", "DejaVu Sans", 13.40625),  // ❤ (text presentation)
    ("\u{26BD}", "ko", "Noto Sans CJK KR", 16.015625),  // ⚽: the CJK face has it
    ("\u{26BD}", "en", "Noto Color Emoji", 19.96875),  // emoji presentation → colour
    ("\u{2615}", "ko", "Noto Color Emoji", 19.96875),  // ☕
    ("\u{0250}", "ko", "WenQuanYi Zen Hei", 8.828125),  // ɐ: fontconfig asked with lang=ko
    ("\u{0250}", "ja", "WenQuanYi Zen Hei", 8.828125),
    ("\u{0250}", "en", "Noto Sans", 8.984375),  // the standard face for en
    ("\u{FF71}", "ko", "Noto Sans CJK KR", 8.015625),  // ｱ
    ("\u{20B9}", "hi", "Noto Sans Devanagari", 8.828125),  // ₹: the standard font for hi
    ("\u{20B9}", "en-Deva", "Noto Sans Devanagari", 8.828125),
    ("\u{20B9}", "bn", "Noto Sans", 9.15625),
  ]

  @Test(arguments: chromium.indices)
  func picksChromiumsFace(row: Int) throws {
    let (scalar, tag, family, width) = Self.chromium[row]
    let chain = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
    let info = chain.glyph(for: scalar, language: FallbackLanguage(bcp47: tag))
    #expect(!info.isMissing)
    #expect(chain.face(at: Int(info.faceIndex)).familyName == family, "\(tag) U+\(scalar.value)")
    // Chromium's span width is the advance rounded up to a 1/64 px LayoutUnit.
    let px = info.advance(atSize: 16)
    #expect(px <= width && width - px <= 1.0 / 64, "\(tag): \(px) px, Chromium \(width)")
  }

  /// The default language is Korean: `glyph(for:)` answers as `glyph(for:language: .korean)`
  /// and as the tag `ko`, which interns to the same value.
  @Test func defaultIsKorean() throws {
    #expect(FallbackLanguage(bcp47: "ko") == .korean)
    #expect(FallbackLanguage(bcp47: "KO-kr") == FallbackLanguage(bcp47: "ko-KR"))
    let chain = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
    let kanji: Unicode.Scalar = "\u{8FBC}"
    #expect(chain.glyph(for: kanji) == chain.glyph(for: kanji, language: .korean))
    #expect(chain.face(at: Int(chain.glyph(for: kanji).faceIndex)).familyName == "Noto Sans CJK KR")
  }

  /// What a tag means to fontconfig and which standard font it brings: the tag itself when it is
  /// one of fontconfig's orthographies or a bare language it knows, the language with a
  /// territory no orthography has ("zz") otherwise, "zxx" for a language it does not know; the
  /// script as Blink finds it (a script subtag decides; `yue` is Traditional Chinese, `en-Deva`
  /// Devanagari; Chromium draws ₹ in Noto Sans Devanagari under `hi`, `mr`, `sa`, `ne` and
  /// `en-Deva`, in Noto Sans under `bn` and `ta`).
  @Test(
    arguments: [
      ("ko", "ko", "Noto Sans CJK KR"), ("ja-JP", "ja-zz", "Noto Sans CJK JP"),
      ("zh", "zh", "Noto Sans CJK SC"), ("zh-Hant-TW", "zh-zz", "Noto Sans CJK TC"),
      ("zh-TW", "zh-tw", "Noto Sans CJK TC"), ("zh-HK", "zh-hk", "Noto Sans CJK TC"),
      ("yue", "zxx", "Noto Sans CJK TC"), ("en-Kore", "en-zz", "Noto Sans CJK KR"),
      ("hi", "hi", "Noto Sans Devanagari"), ("en-Deva", "en-zz", "Noto Sans Devanagari"),
      ("bn", "bn", "Times New Roman"), ("en-US", "en-zz", "Times New Roman"),
      ("ja-Latn", "ja-zz", "Times New Roman"), ("xx", "zxx", "Times New Roman"),
      ("", nil, "Times New Roman"),
    ] as [(String, String?, String)])
  func descriptor(tag: String, fontconfig: String?, standard: String) {
    let language = FallbackLanguage(bcp47: tag)
    #expect(language.fontconfigLanguage == fontconfig)
    #expect(language.standardFamilies.contains(standard))
  }

  /// The answer for (scalar, language) does not depend on what the chain was asked before: a
  /// chain primed with the same scalars in other languages answers as a fresh one.
  @Test func answersDoNotDependOnHistory() throws {
    let scalars: [Unicode.Scalar] = ["\u{8FBC}", "\u{2713}", "\u{0250}", "\u{309E}", "\u{26BD}"]
    let tags = ["ja", "ko", "en", "zh-Hant"]
    let primed = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
    for tag in tags.reversed() {
      for scalar in scalars {
        _ = primed.glyph(for: scalar, language: FallbackLanguage(bcp47: tag))
      }
    }
    for tag in tags {
      let fresh = try FontFallbackChain(faces: [Fixtures.bold], systemFallback: true)
      let language = FallbackLanguage(bcp47: tag)
      for scalar in scalars {
        let a = fresh.glyph(for: scalar, language: language)
        let b = primed.glyph(for: scalar, language: language)
        #expect(
          fresh.face(at: Int(a.faceIndex)).familyName
            == primed.face(at: Int(b.faceIndex)).familyName)
        #expect(a == b)
      }
    }
  }

  /// Without system fallback the language changes nothing: a missing character stays missing.
  @Test func languageNeedsSystemFallback() {
    let info = Fixtures.boldOnly.glyph(for: "\u{8FBC}", language: FallbackLanguage(bcp47: "ja"))
    #expect(info.isMissing)
  }
}
