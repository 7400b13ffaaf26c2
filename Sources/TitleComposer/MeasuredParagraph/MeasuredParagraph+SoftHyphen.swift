import TitleFonts

extension MeasuredParagraph {
  /// Flags every cluster that is a soft hyphen (``MeasuredCluster/isSoftHyphen``) and records
  /// the hyphen a line ending after one draws. A soft hyphen is a grapheme cluster of its own
  /// (`Grapheme_Cluster_Break=Control`), so the cluster's first code unit tells.
  /// - Parameters:
  ///   - utf16: the laid-out text (prefix included), which the cluster offsets index.
  ///   - hyphen: the hyphen to draw.
  /// - Complexity: O(n) in the number of clusters.
  mutating func markSoftHyphens(in utf16: ArenaView<UInt16>, hyphen: SoftHyphen) {
    hyphenAdvance = hyphen.advance
    // Nothing else reads the paragraph while the composer prepares it.
    let mutable = writableClusters
    for index in 0..<count where utf16[mutable[index].offset] == SoftHyphen.codeUnit {
      mutable[index].isSoftHyphen = true
    }
  }

  /// The hyphen's advance when a line of clusters `start..<end` draws one, else 0: its visible
  /// text ends with a soft hyphen and it ends at a soft wrap. At the paragraph's end and before
  /// a hard break Chromium draws none (checked with the oracle: "가나다라\u{AD}" is 4 syllables
  /// wide, and so is "가나다\u{AD}\n" preserved).
  /// - Complexity: O(1).
  @inline(__always)
  func hyphenWidth(from start: Int, to end: Int) -> Double {
    guard hyphenAdvance != 0, end < count, clusters[end].breakBefore != .mandatory else {
      return 0
    }
    let contentEnd = contentEnd(from: start, to: end)
    guard contentEnd > start, clusters[contentEnd - 1].isSoftHyphen else { return 0 }
    return hyphenAdvance
  }

  /// ``hyphenWidth(from:to:)`` in whole layout units, snapped up as Blink snaps the hyphen's
  /// `ShapeResult` (``LayoutRounding/layoutUnits(ofTextWidth:drift:)``).
  /// - Complexity: O(1).
  @inline(__always)
  func hyphenUnits(from start: Int, to end: Int) -> Double {
    let width = hyphenWidth(from: start, to: end)
    return width == 0 ? 0 : LayoutRounding.layoutUnits(ofTextWidth: width)
  }

  /// Whether a line of clusters `start..<end` draws a hyphen (``hyphenWidth(from:to:)``).
  @inline(__always)
  func endsInHyphen(from start: Int, to end: Int) -> Bool {
    hyphenWidth(from: start, to: end) != 0
  }

  /// Where an emergency break (`overflow-wrap: break-word`) that would put a soft hyphen at the
  /// start of the next line breaks instead: before the grapheme in front of it. Blink cuts an
  /// over-long word at line-break opportunities of `break-all`, and UAX #14 never breaks before
  /// U+00AD (LB21, class BA): "나다라\u{AD}마" 50 px wide, whose "나다라‐" does not fit, breaks as
  /// "나다" / "라‐" / "마…", as the oracle shows.
  /// - Parameters:
  ///   - end: the cut, one past the line's last cluster (greater than `start`).
  ///   - start: the line's first cluster; the line keeps at least one.
  /// - Complexity: O(number of soft hyphens before `end`).
  func emergencyCut(_ end: Int, from start: Int) -> Int {
    var cut = end
    while cut > start + 1 && cut < count && clusters[cut].isSoftHyphen { cut -= 1 }
    return cut
  }
}
