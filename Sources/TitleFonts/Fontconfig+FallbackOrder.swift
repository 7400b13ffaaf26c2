// System fallback's answers from fontconfig's charsets (``FontconfigCharset``; every fontconfig
// call is in Fontconfig.swift).

/// What system fallback knows of the installed fonts: the table of fonts it may draw with (at
/// most ``SystemFonts/maximumFallbackFonts``), every installed font's charset, and fontconfig's
/// answer for each coverage seen so far. Lives in ``SystemFonts``' lock; only used under it.
final class FallbackOrder {
  /// The fonts fallback may draw with: colour fonts of fontconfig's colour order first, then its
  /// trimmed fallback order for text.
  let files: [String]
  private let indexOfFile: [String: Int]
  /// Every installed font's charset (fontconfig's untrimmed order), for coverage signatures.
  private let coverage: [FontconfigCharset]
  /// Per font of `coverage`: its index in ``files`` (`nil` when fallback may not draw with it)
  /// and whether it is a colour font.
  private let coverageFiles: [(index: Int?, isColor: Bool)]
  /// fontconfig's answer per coverage: an index of ``files``, or `nil` when none of them covers.
  private var answers: [CoverageKey: Int?] = [:]
  /// The most coverages remembered; beyond, fontconfig is asked each time (same answers).
  static let maximumAnswers = 4_096
  /// How many per-scalar `FcFontSort` queries were made.
  private(set) var queryCount = 0

  /// Which installed fonts cover a scalar (one bit per font of `coverage`) and what was asked.
  private struct CoverageKey: Hashable {
    var fonts: [UInt64]
    var preferColour: Bool
    var colourOnly: Bool
    /// The `FC_LANG` of the query, "" for none.
    var language: String
  }

  /// Builds the table, keeping the charsets of `all`.
  /// - Parameters:
  ///   - colour: fontconfig's trimmed order for an `FC_COLOR` pattern.
  ///   - text: its trimmed order for an empty pattern.
  ///   - all: its untrimmed order for an empty pattern (every installed font).
  init(colour: [SortedFont], text: [SortedFont], all: [SortedFont]) {
    var files: [String] = []
    var indexOfFile: [String: Int] = [:]
    func add(_ font: SortedFont) {
      guard indexOfFile[font.path] == nil, files.count < SystemFonts.maximumFallbackFonts else {
        return
      }
      indexOfFile[font.path] = files.count
      files.append(font.path)
    }
    for font in colour.filter(\.isColor).prefix(SystemFonts.maximumColourFallbackFonts) {
      add(font)
    }
    text.forEach(add)
    self.files = files
    self.indexOfFile = indexOfFile
    coverage = all.map(\.charset)
    coverageFiles = all.map { (indexOfFile[$0.path], $0.isColor) }
  }

  /// The index in ``files`` of the font that draws the scalar value `v`.
  /// - Parameters:
  ///   - preferColour: take a colour font that covers `v` before any other.
  ///   - colourOnly: take only a colour font.
  ///   - language: the `FC_LANG` the query is made with ("" for none); part of the memo's key.
  ///   - query: fontconfig's whole order for a pattern holding `v`; called only when more than
  ///     one font of ``files`` covers `v` and for a coverage not answered before.
  /// - Returns: the first font of `query`'s order that is in ``files``, covers `v` and is of
  ///   the kind asked for; `nil` when there is none (no query when no installed font covers `v`).
  func font(
    covering v: UInt32, preferColour: Bool, colourOnly: Bool, language: String,
    query: () -> [SortedFont]
  ) -> Int? {
    var fonts = [UInt64](repeating: 0, count: (coverage.count + 63) / 64)
    var covered = false
    // The fonts of `files` that cover `v` (and their kind), when they are all one font.
    var onlyCandidate: (index: Int, isColor: Bool)?
    var candidatesAgree = true
    for (index, charset) in coverage.enumerated() where charset.contains(v) {
      fonts[index >> 6] |= 1 << UInt64(index & 63)
      covered = true
      if let file = coverageFiles[index].index {
        let candidate = (index: file, isColor: coverageFiles[index].isColor)
        if let only = onlyCandidate, only != candidate { candidatesAgree = false }
        onlyCandidate = onlyCandidate ?? candidate
      }
    }
    guard covered else { return nil }
    guard candidatesAgree else {
      return sortedAnswer(
        fonts: fonts, covering: v, preferColour: preferColour, colourOnly: colourOnly,
        language: language, query: query)
    }
    // fontconfig's untrimmed order holds every installed font, so the candidates of its answer
    // (the fonts of `files` that cover `v`) are these whatever the order: with one candidate
    // (or none) the answer needs no sort.
    guard let only = onlyCandidate else { return nil }
    return colourOnly && !only.isColor ? nil : only.index
  }

  /// ``font(covering:preferColour:colourOnly:language:query:)`` when several fonts may draw
  /// `v`: fontconfig's order decides, remembered per coverage.
  private func sortedAnswer(
    fonts: [UInt64], covering v: UInt32, preferColour: Bool, colourOnly: Bool, language: String,
    query: () -> [SortedFont]
  ) -> Int? {
    let key = CoverageKey(
      fonts: fonts, preferColour: preferColour, colourOnly: colourOnly, language: language)
    if let known = answers[key] { return known }
    queryCount += 1
    let sorted = query()
    let candidates = sorted.compactMap { font -> (index: Int, isColor: Bool)? in
      guard font.charset.contains(v), let index = indexOfFile[font.path] else {
        return nil
      }
      return (index, font.isColor)
    }
    let colourAnswer = candidates.first { $0.isColor }?.index
    let answer =
      colourOnly
      ? colourAnswer
      : preferColour
        ? colourAnswer ?? candidates.first?.index
        : candidates.first?.index
    if answers.count < Self.maximumAnswers { answers[key] = answer }
    return answer
  }
}
