import Foundation
import Testing
import TitleComposer

/// Our lines against the lines headless Chromium 156 drew for the multi-font corpus
/// (`Tests/Corpus/multifont-cases.jsonl`, made by `make-multifont-cases.py` and
/// `../shared/oracle/chromium_oracle.py`): 3,920 cases of Korean, English/mixed and Japanese
/// titles in a font of each kind. Every kind must agree on at least 99.5 % of its cases, and
/// NanumGothicBold on every Korean case, each line within 1/32 px of Chromium's width. A kind
/// whose fonts are not installed is skipped (`scripts/setup.sh` installs them).
///
/// The composers do not get the case's language yet: see ``MultiFontCorpus/Case/request()``.
@Suite struct MultiFontLinesMatchChromeTests {
  static let requiredShare = 0.995

  /// The fallback the composers use: the title font, then system fonts from fontconfig, as
  /// Chromium fell back on the machine that made the corpus.
  static let fallback = FontFallback.default

  static func corpus() throws -> MultiFontCorpus { try MultiFontCorpus.shared.get() }

  /// Whether `kind`'s fonts are installed; true when the corpus does not load, so that the test
  /// runs and reports the load error.
  static func installed(_ kind: MultiFontCorpus.FontKind) -> Bool {
    (try? corpus().fontsInstalled(kind)) ?? true
  }

  /// Composes every case of `kind` (one composer per title font) and scores it.
  static func score(_ kind: MultiFontCorpus.FontKind) throws -> MultiFontScore {
    let corpus = try corpus()
    var composers = CorpusComposers()
    var score = MultiFontScore()
    for item in corpus.cases where item.fontKind == kind {
      let chromium = try #require(corpus.chromiumLines(for: item), "oracle failed on \(item.id)")
      let composer = try composers.composer(
        titleFont: item.titleSource, badgeFont: item.badgeSource)
      let composed: Result<ComposedTitle, ComposerError>
      do {
        composed = .success(try composer.compose(item.request()))
      } catch {
        composed = .failure(error)
      }
      score.record(item, chromium: chromium, composed: composed)
    }
    return score
  }

  /// Scores `kind`, prints the table and expects the required agreement on the kind's row, and
  /// on each of `rows` every case and every compared line's width (within
  /// ``MultiFontScore/widthTolerance``).
  static func check(_ kind: MultiFontCorpus.FontKind, everyCaseOf rows: [String] = []) throws {
    let score = try score(kind)
    let report = score.report()
    print("Multi-font corpus, \(kind.rawValue) (\(kind.package)):\n\(report)")
    let share = try #require(score.rows[kind.rawValue]).share
    #expect(share >= requiredShare, "\(kind.rawValue): \(report)")
    for row in rows {
      let entry = try #require(score.rows[row])
      #expect(entry.matched == entry.total, "\(row) must agree on every case:\n\(report)")
      #expect(entry.comparedLines > 0)
      #expect(
        entry.linesWithinTolerance == entry.comparedLines,
        "\(row): every line as wide as Chromium's:\n\(report)")
    }
  }

  @Test func corpusHasEveryCaseAndItsChromiumLines() throws {
    let corpus = try Self.corpus()
    #expect(corpus.cases.count == 3920)
    #expect(Set(corpus.cases.map(\.id)).count == corpus.cases.count)
    #expect(corpus.cases.allSatisfy { corpus.chromiumLines(for: $0) != nil })
    var rows: [String: Int] = [:]
    for item in corpus.cases { rows[item.rows[1], default: 0] += 1 }
    #expect(
      rows == [
        "legacy-kern ko": 400, "legacy-kern en": 240, "gpos-cff-collection ko": 800,
        "gpos-cff-collection en": 240, "gpos-cff-collection ja": 720, "gpos-latin-calt ko": 400,
        "gpos-latin-calt en": 480, "gpos-latin-calt ja": 240, "no-kerning ko": 400,
      ])
    // Chromium's lines put together give back the laid-out text (padding + title).
    for item in corpus.cases {
      let expected = try #require(corpus.expected[item.id])
      let padding = String(repeating: " ", count: expected.nSpaces ?? 0)
      #expect(expected.lines.joined() == (item.mode == "spaces" ? padding : "") + item.title)
    }
  }

  @Test(.enabled(if: installed(.legacyKern), "NanumGothicBold is missing from Fonts/"))
  func legacyKernFontAgreesWithChromium() throws {
    try Self.check(.legacyKern, everyCaseOf: ["legacy-kern ko"])
  }

  @Test(.enabled(if: installed(.gposCFFCollection), "run scripts/setup.sh (fonts-noto-cjk)"))
  func gposCFFCollectionAgreesWithChromium() throws {
    try Self.check(
      .gposCFFCollection,
      everyCaseOf: ["gpos-cff-collection ko", "gpos-cff-collection en", "gpos-cff-collection ja"])
  }

  @Test(.enabled(if: installed(.gposLatinCalt), "run scripts/setup.sh (fonts-inter)"))
  func gposLatinFontWithCaltAgreesWithChromium() throws {
    try Self.check(
      .gposLatinCalt,
      everyCaseOf: ["gpos-latin-calt en", "gpos-latin-calt ko", "gpos-latin-calt ja"])
  }

  @Test(.enabled(if: installed(.noKerning), "run scripts/setup.sh (fonts-unfonts-core)"))
  func fontWithoutKerningAgreesWithChromium() throws {
    try Self.check(.noKerning)
  }
}
