/// Vertical metrics of a face in font units, with conversions to pixels.
///
/// The values are hhea's (what FreeType exposes as `ascender`, `descender`, `height`), or OS/2's
/// typographic metrics when the font sets `USE_TYPO_METRICS`, matching Skia and so Chromium.
public struct FontMetrics: Sendable, Equatable, Hashable, Codable {
  /// Font units per em (1000 for Nanum, 2048 for most TrueType fonts).
  public var unitsPerEm: Int
  /// Distance from the baseline up to the top of the line box, positive.
  public var ascender: Int
  /// Distance from the baseline down to the bottom of the line box, **negative**.
  public var descender: Int
  /// Extra space between lines (hhea lineGap), usually 0.
  public var lineGap: Int

  /// Creates metrics from font-unit values.
  /// - Parameters:
  ///   - unitsPerEm: font units per em, > 0.
  ///   - ascender: ascent in font units, positive.
  ///   - descender: descent in font units, negative.
  ///   - lineGap: line gap in font units.
  public init(unitsPerEm: Int, ascender: Int, descender: Int, lineGap: Int) {
    self.unitsPerEm = unitsPerEm
    self.ascender = ascender
    self.descender = descender
    self.lineGap = lineGap
  }

  /// The ascent in pixels at a font size, unrounded.
  /// - Parameter px: the font size in pixels (the em).
  /// - Returns: `ascender × px ÷ unitsPerEm`.
  public func ascent(atSize px: Double) -> Double { Double(ascender) * px / Double(unitsPerEm) }

  /// The descent in pixels at a font size, as a **positive** number, unrounded.
  /// - Parameter px: the font size in pixels.
  /// - Returns: `−descender × px ÷ unitsPerEm`.
  public func descent(atSize px: Double) -> Double { Double(-descender) * px / Double(unitsPerEm) }

  /// The line gap in pixels at a font size.
  /// - Parameter px: the font size in pixels.
  /// - Returns: `lineGap × px ÷ unitsPerEm`.
  public func lineGap(atSize px: Double) -> Double { Double(lineGap) * px / Double(unitsPerEm) }

  /// The default line height in pixels: ascent + descent + line gap, unrounded.
  /// - Parameter px: the font size in pixels.
  /// - Returns: `(ascender − descender + lineGap) × px ÷ unitsPerEm`.
  public func lineHeight(atSize px: Double) -> Double {
    Double(ascender - descender + lineGap) * px / Double(unitsPerEm)
  }
}
