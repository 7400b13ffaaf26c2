/// Text analysis: grapheme clusters and line-break opportunities as headless Chromium finds them
/// (`lang=ko`, `white-space: pre-wrap`, `line-break: auto`). Knows nothing of fonts.
///
/// One analyzer serves any number of threads at once: it owns pools of ICU iterators, never opens
/// one per text, and skips ICU wherever the answer is certain without it (grapheme boundaries
/// between two simple units; spaces, ASCII pairs, keep-all letter pairs and the pairs of
/// `CertainPairBreak` for line breaks), running it only over small windows around the rest.
/// Where Chromium's newer ICU differs from the system's ICU 72 in a way that shows in Korean text
/// (curly quotation marks, `QuotationBreak`; hyphens and dashes that start a word,
/// `WordInitialHyphen`), the analyzer follows Chromium.
public final class TextAnalyzer: Sendable {
  /// The content language given to ICU's line iterator.
  public let locale: String
  let characterIterators: BreakIteratorPool
  let lineIterators: BreakIteratorPool
  /// Whether the shortcuts that bypass ICU are on (tests turn them off to compare).
  let fastPaths: Bool

  /// Creates an analyzer and opens the ICU iterators it will clone.
  /// - Parameter locale: the content language, as for HTML `lang` (default `"ko"`).
  /// - Throws: `TextAnalysisError` when ICU cannot open a character or line iterator.
  public convenience init(locale: String = "ko") throws(TextAnalysisError) {
    try self.init(locale: locale, fastPaths: true)
  }

  init(locale: String, fastPaths: Bool) throws(TextAnalysisError) {
    self.locale = locale
    self.characterIterators = try BreakIteratorPool(kind: .character, locale: locale)
    self.lineIterators = try BreakIteratorPool(
      kind: .line, locale: Self.lineBreakLocale(locale))
    self.fastPaths = fastPaths
    _ = UnitProperties.table.count  // build the property table now, not inside the first title
    _ = CommonPairs.kinds.count
  }

  /// The locale of the line iterator: `locale` with ICU's `lb=normal` keyword, unless it names
  /// an `lb` style itself.
  ///
  /// ICU's default line rules are CSS `line-break: strict`: a small kana (ぁ, ッ, ャ, …, class
  /// CJ) or "ー" never starts a line. Chromium's default, `line-break: auto`, lets them start
  /// one, for `lang` ko and ja alike: measured with the oracle on 384 kana titles at every
  /// 7 px from 120 to 337 px (`Tests/Corpus/kana-cases.jsonl`), the strict rules matched
  /// Chromium in 310 cases and `lb=normal` in 372; the Korean corpus is unchanged.
  /// - Parameter locale: a language tag, e.g. `"ko"`, maybe with ICU keywords (`"ja@lb=loose"`).
  /// - Returns: e.g. `"ko@lb=normal"`.
  static func lineBreakLocale(_ locale: String) -> String {
    guard let at = locale.firstIndex(of: "@") else { return locale + "@lb=normal" }
    return locale[at...].contains("lb=") ? locale : locale + ";lb=normal"
  }

  /// Analyses `text`.
  /// - Complexity: O(n) in the number of UTF-16 code units.
  public func analyze(_ text: String, wordBreak: WordBreak) -> TextAnalysis {
    analyze(Array(text.utf16), wordBreak: wordBreak)
  }

  /// Analyses UTF-16 `utf16`: grapheme starts (ICU extended grapheme clusters), soft break
  /// opportunities (Chromium's rules, see `BlinkLineBreak`, never inside a grapheme cluster) and
  /// hard breaks.
  /// - Complexity: O(n) in the number of code units.
  public func analyze(_ utf16: [UInt16], wordBreak: WordBreak) -> TextAnalysis {
    var bits = [UInt8](repeating: 0, count: utf16.count + 1)
    var flags = bits.mutableSpan
    analyze(utf16.span, wordBreak: wordBreak, into: &flags)
    return TextAnalysis(
      utf16: utf16, flags: bits.map(BoundaryFlags.init(rawValue:)), wordBreak: wordBreak)
  }

  /// Analyses `units` into caller-owned memory, for layouts that keep every per-code-unit array
  /// in one allocation: `flags[i]` receives the ``BoundaryFlags`` bits of the boundary before
  /// `units[i]` (`flags[units.count]` the end of the text), exactly as the array form computes
  /// them.
  /// - Parameters:
  ///   - units: the text's UTF-16 code units.
  ///   - wordBreak: the `word-break` to find opportunities for.
  ///   - flags: `units.count + 1` bytes; whatever they hold is overwritten.
  /// - Complexity: O(n) in the number of code units.
  package func analyze(
    _ units: Span<UInt16>, wordBreak: WordBreak, into flags: inout MutableSpan<UInt8>
  ) {
    precondition(flags.count == units.count + 1)
    // The fast paths write every flag in their first pass; ICU alone only sets bits.
    if !fastPaths { flags.update(repeating: 0) }
    computeFlags(units, wordBreak: wordBreak, into: &flags)
  }

  // Private bits used while computing, cleared before returning.
  static let askICUGrapheme: UInt8 = 1 << 5
  static let askICU: UInt8 = 1 << 6
  static let icuBoundary: UInt8 = 1 << 7

  private func computeFlags(
    _ units: Span<UInt16>, wordBreak: WordBreak, into flags: inout MutableSpan<UInt8>
  ) {
    // The global tables are passed as they are, borrowed: a global copied into a local is
    // retained and released, a write to its count by every thread that analyses a title. (A
    // span of a parameter lives for the whole call.)
    if wordBreak == .keepAll {
      computeFlags(
        units, wordBreak: wordBreak, into: &flags, properties: UnitProperties.table,
        kinds: CommonPairs.kinds, pairs: CommonPairs.keepAllTable)
    } else {
      computeFlags(
        units, wordBreak: wordBreak, into: &flags, properties: UnitProperties.table,
        kinds: CommonPairs.kinds, pairs: CommonPairs.normalTable)
    }
  }

  @inline(never)
  private func computeFlags(
    _ units: Span<UInt16>, wordBreak: WordBreak, into flags: inout MutableSpan<UInt8>,
    properties: borrowing [UInt8], kinds allKinds: borrowing [UInt8],
    pairs pairTable: borrowing [UInt8]
  ) {
    let grapheme = BoundaryFlags.graphemeStart.rawValue
    let allowed = BoundaryFlags.breakAllowed.rawValue
    let mandatory = BoundaryFlags.breakMandatory.rawValue
    let count = units.count
    // Restated in the function that holds the loops: knowing it (and the tables' sizes, below),
    // the optimizer drops the bounds checks of the first pass, the one every title takes.
    precondition(flags.count == count + 1)
    flags[count] = grapheme | allowed
    guard count > 0 else { return }
    flags[0] = grapheme
    let table = properties.span
    precondition(table.count == UnitProperties.codeUnitCount)

    // 1. Grapheme clusters: certain between two "simple" units, otherwise ICU decides.
    // 2. Line-break opportunities, Blink's way; ICU only where Blink itself would ask it.
    // Never inside a grapheme cluster; hard breaks after BK/CR/LF/NL characters.
    // With the fast paths both are decided in one pass while every boundary is certain; once
    // one is not, the pass only marks graphemes, and the opportunities follow ICU's clusters.
    let keepAll = wordBreak == .keepAll
    var needsICUGraphemes = !fastPaths
    var needsICULines = false
    var linesDecided = false
    if fastPaths {
      // Most pairs are two common kinds (``CommonPairs``): one table look-up.
      let pairs = pairTable.span
      let kinds = allKinds.span
      precondition(
        kinds.count == UnitProperties.codeUnitCount && pairs.count == CommonPairs.tableCount)
      var lastKind = Int(kinds[Int(units[0])])
      for i in 1..<count {
        let kind = Int(kinds[Int(units[i])])
        let common = pairs[lastKind &<< 3 | kind]
        lastKind = kind
        flags[i] =
          common != 0
          ? common
          : uncommonPairFlags(
            units, at: i, keepAll: keepAll, table: table,
            needsICUGraphemes: &needsICUGraphemes, needsICULines: &needsICULines)
      }
      linesDecided = !needsICUGraphemes
    }
    if needsICUGraphemes {
      let marked =
        fastPaths
        ? markGraphemeBoundariesInWindows(units, &flags)
        : characterIterators.withIterator {
          $0.markBoundaries(units, into: &flags, bit: grapheme)
        }
      if marked != true {
        // No iterator (ICU out of memory): fall back to code point boundaries.
        for i in 1..<count where !UTF16.isTrailSurrogate(units[i]) { flags[i] |= grapheme }
      }
    }

    if !linesDecided {
      needsICULines = false
      var lastLast: UInt16 = 0
      var last = units[0]
      var lastIsMandatoryBreak = table[Int(last)] & UnitProperties.mandatoryBreak != 0
      for i in 1..<count {
        let current = units[i]
        let currentIsMandatoryBreak = table[Int(current)] & UnitProperties.mandatoryBreak != 0
        defer {
          lastLast = last
          last = current
          lastIsMandatoryBreak = currentIsMandatoryBreak
        }
        guard flags[i] & grapheme != 0 else {
          flags[i] = 0
          continue
        }
        flags[i] = lineFlags(
          lastLast: lastLast, last: last, current: current,
          lastIsMandatoryBreak: lastIsMandatoryBreak, keepAll: keepAll, table: table,
          units: units, at: i, needsICU: &needsICULines)
      }
    }
    if needsICULines {
      let marked =
        fastPaths
        ? markLineBoundariesInWindows(units, &flags)
        : lineIterators.withIterator {
          $0.markBoundaries(units, into: &flags, bit: Self.icuBoundary)
        }
      for i in 1..<count {
        var f = flags[i]
        if f & Self.askICU != 0 && marked == true
          && (f & Self.icuBoundary != 0
            ? !WordInitialHyphen.forbidsBreak(units, at: i)
            : QuotationBreak.allowsBreak(units, at: i))
        {
          f |= allowed
        }
        flags[i] = f & (grapheme | allowed | mandatory)  // the private bits cleared
      }
    }
    flags[count] = grapheme | allowed  // ICU may have marked the end with a private bit
  }

  /// The first pass's flags for the boundary before `units[i]` when its pair is not one of
  /// ``CommonPairs``: ICU's grapheme question when a unit is not grapheme-simple, else the grapheme
  /// bit alone once graphemes need ICU (the opportunities then come after), else ``lineFlags``.
  /// Out of line, so the common pairs' loop keeps its registers.
  @inline(never)
  private func uncommonPairFlags(
    _ units: Span<UInt16>, at i: Int, keepAll: Bool, table: Span<UInt8>,
    needsICUGraphemes: inout Bool, needsICULines: inout Bool
  ) -> UInt8 {
    // A few comparisons here instead of a bounds check per look-up below (see `computeFlags`).
    precondition(table.count == UnitProperties.codeUnitCount && i > 0 && i < units.count)
    let last = units[i &- 1]
    let current = units[i]
    if table[Int(last)] & table[Int(current)] & UnitProperties.graphemeSimple == 0 {
      needsICUGraphemes = true
      return Self.askICUGrapheme
    }
    if needsICUGraphemes { return BoundaryFlags.graphemeStart.rawValue }
    return lineFlags(
      lastLast: i >= 2 ? units[i &- 2] : 0, last: last, current: current,
      lastIsMandatoryBreak: table[Int(last)] & UnitProperties.mandatoryBreak != 0,
      keepAll: keepAll, table: table, units: units, at: i, needsICU: &needsICULines)
  }

  /// The flags of a grapheme boundary between `last` and `current`: the grapheme bit, and an
  /// opportunity as Blink decides it (hard after a mandatory break but inside CR LF; Hangul
  /// syllable pairs by `word-break`; then ``BlinkLineBreak``, ``CertainPairBreak`` and
  /// ``ClassPairBreak``, ICU's bit where only ICU can tell, which sets `needsICU`).
  private func lineFlags(
    lastLast: UInt16, last: UInt16, current: UInt16, lastIsMandatoryBreak: Bool, keepAll: Bool,
    table: Span<UInt8>, units: Span<UInt16>, at i: Int, needsICU: inout Bool
  ) -> UInt8 {
    let grapheme = BoundaryFlags.graphemeStart.rawValue
    let allowed = BoundaryFlags.breakAllowed.rawValue
    var f = grapheme
    if lastIsMandatoryBreak && !(last == 0x0D && current == 0x0A) {
      f |= BoundaryFlags.breakMandatory.rawValue
    } else if fastPaths && CertainPairBreak.isHangulSyllable(last)
      && CertainPairBreak.isHangulSyllable(current)
    {
      // Two Hangul syllables, most of a Korean title: keep-all keeps them together (both
      // letters), normal breaks between them (LB31).
      if !keepAll { f |= allowed }
    } else {
      switch BlinkLineBreak.decide(
        lastLast: lastLast, last: last, current: current, keepAll: keepAll, table: table)
      {
      case .noBreak: break
      case .canBreak: f |= allowed
      case .askICU:
        if fastPaths,
          let certain = CertainPairBreak.decision(last: last, current: current, table: table)
            ?? ClassPairBreak.decision(units, at: i)
        {
          if certain { f |= allowed }
        } else {
          f |= Self.askICU
          needsICU = true
        }
      }
    }
    return f
  }
}
