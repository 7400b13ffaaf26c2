@_spi(TitleInternals) import TitleSystem
import TitleText

/// The text analyzers of a composer, one per line-breaking locale, so each request's text is
/// broken with its own language's rules and threads never share an iterator of another locale.
///
/// Korean is opened with the composer; another locale's analyzer on its first request. At most
/// ``maximumCached`` are kept; a request in yet another language gets an analyzer of its own
/// (the same breaks, only slower), so the answer never depends on which languages came first.
final class LanguageAnalyzers: Sendable {
  /// The most analyzers kept besides Korean's.
  static let maximumCached = 16
  /// The Korean analyzer (the default language's).
  let korean: TextAnalyzer
  /// ``korean``, borrowed (this object keeps it): most titles are analysed through it, and
  /// retaining it per title would have every composing thread write its count.
  let borrowedKorean: Borrowed<TextAnalyzer>
  private let others = Locked<[String: TextAnalyzer]>([:])

  /// Opens the Korean analyzer.
  /// - Throws: ``ComposerError/textAnalysis(_:)`` when ICU fails.
  init() throws(ComposerError) {
    do {
      korean = try TextAnalyzer(locale: "ko")
    } catch {
      throw .textAnalysis(error)
    }
    borrowedKorean = Borrowed(korean)
  }

  /// Analyses `buffer` (its code units into its boundary flags) with `language`'s line rules.
  /// - Throws: ``ComposerError/textAnalysis(_:)`` when ICU cannot open the locale's iterators.
  func analyze(
    _ buffer: TitleBuffer, language: TitleLanguage, wordBreak: WordBreak
  ) throws(ComposerError) {
    if language.tag == "ko" {
      // The common case, without retaining the shared analyzer.
      borrowedKorean.use {
        $0.analyze(buffer.utf16, wordBreak: wordBreak, into: buffer.boundaryFlags)
      }
    } else {
      try analyzer(for: language).analyze(
        buffer.utf16, wordBreak: wordBreak, into: buffer.boundaryFlags)
    }
  }

  /// The ICU locale whose line rules give Chromium's breaks for `language`: its language
  /// subtag, with the script for Chinese (ICU tailors `zh` and `zh_Hant`); regions, variants
  /// and extensions do not change ICU's line rules.
  ///
  /// Japanese is the exception: ICU 72's `ja` rules (`line_normal_cj`) allow a break before
  /// "〜" (U+301C) and "゠" (U+30A0), which is the only way they differ from the root rules, and
  /// Chromium 156 under `lang=ja` never breaks there (under `zh` it does, as ICU's `zh`):
  /// measured with the oracle on "あいうえお〜かきくけこ" and "…゠…" at every 2 px from 60 to
  /// 198 px, and on the Japanese rules corpus (`Tests/Corpus/japanese-rules-cases.jsonl`). So
  /// Japanese is broken with the root rules (`und`).
  /// - Parameter language: the request's language.
  /// - Returns: e.g. `ko`, `und` (for `ja`), `zh_Hant`.
  static func icuLocale(for language: TitleLanguage) -> String {
    let subtags = language.tag.split(separator: "-")
    let primary = String(subtags[0])
    if primary == "ja" { return "und" }
    if primary == "zh", subtags.dropFirst().contains("Hant") { return "zh_Hant" }
    return primary
  }

  /// The analyzer for `language`'s line rules.
  /// - Parameter language: the request's language.
  /// - Returns: a shared analyzer (or, past ``maximumCached`` locales, a new one).
  /// - Throws: ``ComposerError/textAnalysis(_:)`` when ICU cannot open the locale's iterators.
  func analyzer(for language: TitleLanguage) throws(ComposerError) -> TextAnalyzer {
    // The default language without splitting its tag: most requests are Korean.
    if language.tag == "ko" { return korean }
    let locale = Self.icuLocale(for: language)
    if locale == "ko" { return korean }
    if let known = others.withLock({ $0[locale] }) { return known }
    let analyzer: TextAnalyzer
    do {
      analyzer = try TextAnalyzer(locale: locale)
    } catch {
      throw .textAnalysis(error)
    }
    return others.withLock { cache in
      if let raced = cache[locale] { return raced }
      if cache.count < Self.maximumCached { cache[locale] = analyzer }
      return analyzer
    }
  }
}
