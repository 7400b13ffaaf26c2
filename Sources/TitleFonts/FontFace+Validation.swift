/// The checks a face passes before layout may divide by its units per em or multiply by its
/// metrics and advances: a face that fails one is a ``FontError/invalidMetrics(name:reason:)``,
/// never a layout with negative widths or heights.
extension FontFace {
  /// The units-per-em values the OpenType `head` table allows.
  public static let validUnitsPerEm = 16...16384

  /// Characters that every text font draws with a positive advance when it maps them: the space,
  /// Latin letters and digits, the first Hangul syllable and the first CJK ideograph. (A zero
  /// advance is legitimate for combining marks and other zero-width glyphs, so only these are
  /// checked.)
  static let advanceProbes: [Unicode.Scalar] =
    [" "] + (0x30...0x39).map { Unicode.Scalar($0)! } + (0x41...0x5A).map { Unicode.Scalar($0)! }
    + (0x61...0x7A).map { Unicode.Scalar($0)! } + ["가", "一"]

  /// The first problem of the face's metrics, or `nil` when they are usable.
  ///
  /// Checked, in this order: units per em within ``validUnitsPerEm``; the ascender (FreeType's
  /// sign: up is positive) above zero; the descender (down is negative) at or below zero; the
  /// line height (ascender − descender + line gap) above zero; a positive advance for each of
  /// ``advanceProbes`` the face maps (for a colour bitmap face, its strike's advance); pair
  /// kerning of at most one em either way.
  var metricsProblem: String? {
    let m = metrics
    guard Self.validUnitsPerEm.contains(m.unitsPerEm) else {
      return "units per em is \(m.unitsPerEm); it must be 16…16384"
    }
    guard m.ascender > 0 else {
      return "ascender is \(m.ascender) font units; it must be positive (above the baseline)"
    }
    guard m.descender <= 0 else {
      return
        "descender is \(m.descender) font units; it must be zero or negative (below the baseline)"
    }
    let lineHeight = m.ascender - m.descender + m.lineGap
    guard lineHeight > 0 else {
      return "line height (ascender − descender + line gap) is \(lineHeight) font units; "
        + "it must be positive"
    }
    for scalar in Self.advanceProbes {
      let glyph = glyphIndex(for: scalar)
      guard glyph != 0 else { continue }
      let advance = advanceEm(glyph: glyph)
      guard advance > 0, advance.isFinite else {
        let name = "U+" + String(scalar.value, radix: 16, uppercase: true).leftPadded(to: 4)
        let what = advance < 0 ? "a negative" : "a zero"
        return
          "\(name) (glyph \(glyph)) has \(what) advance (\(advanceUnits(glyph: glyph)) font units)"
      }
    }
    let kerning = kern.largestMagnitude
    guard kerning <= m.unitsPerEm else {
      return "a kerning pair moves a glyph by \(kerning) font units, more than one em "
        + "(\(m.unitsPerEm))"
    }
    return nil
  }
}

extension String {
  /// The string with leading zeros up to `length` characters.
  fileprivate func leftPadded(to length: Int) -> String {
    String(repeating: "0", count: max(0, length - count)) + self
  }
}
