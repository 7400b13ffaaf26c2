import TitleFonts

/// The badge's measured box: label advance, width with padding, height from the label font.
///
/// A class, measured once per category at start-up and shared by every title that draws it:
/// handing it to a composition costs one reference, not a copy of its label, colours and runs.
final class BadgeBox: Sendable {
  let category: Category
  let labelAdvance: Double
  /// Chromium's width: the label advance snapped up to 1/64 px, plus the horizontal padding, as
  /// the CSS width of an inline-block: truncated to 1/64 px (``LayoutRounding/layoutLength(_:)``),
  /// so that a first line's badge and text snap up as one width (``LineRoom``).
  let width: Double
  /// The width spaces-mode padding makes room for: the label advance snapped up plus the
  /// padding, not truncated (the oracle's `ceil(badgeWidth / spaceWidth)` divides that sum).
  let paddedLabelWidth: Double
  let height: Double
  let ascent: Double
  let cornerRadius: Double
  let horizontalPadding: Double
  let verticalPadding: Double
  let labelSize: Double
  /// The label's glyphs from its pen start in cell coordinates (the suffix left out: it draws
  /// nothing), built once per badge so that composing only shares the array.
  let labelRuns: [GlyphRun]
  /// The label's letter-spacing in px, quantized (in ``labelAdvance`` and ``labelRuns``).
  let letterSpacing: Double
  /// ``composed(lineHeight:includesGlyphRuns:)`` without runs at one line height
  /// (``cachedLineHeight``), made once: the badge of most titles, which then share its label.
  private let cachedComposed: ComposedBadge?
  /// The line height ``cachedComposed`` is centred on (NaN, equal to none, without one).
  private let cachedLineHeight: Double

  /// A badge whose label is measured with `letterSpacing` px (quantized,
  /// ``LetterSpacing/quantized(_:)``) after each of its grapheme clusters, as Chromium tracks an
  /// inline-block's text: the label advance, the width and the label's glyphs include it.
  /// - Parameter cachedLineHeight: a line height whose runless
  ///   ``composed(lineHeight:includesGlyphRuns:)`` is made now and handed out again (the
  ///   style's usual one); `nil` for none.
  init(
    category: Category, font: ScaledFontChain, style: TitleStyle, letterSpacing: Double = 0,
    cachedLineHeight: Double? = nil
  ) {
    self.category = category
    self.letterSpacing = letterSpacing
    cornerRadius = style.badgeCornerRadius
    horizontalPadding = style.badgeHorizontalPadding
    verticalPadding = style.badgeVerticalPadding
    let measuredLabel =
      style.badgeLabelSuffix == .emSpace ? category.label + "\u{2003}" : category.label
    labelAdvance =
      font.advance(of: measuredLabel)
      + LetterSpacing.total(of: measuredLabel, spacing: letterSpacing)
    paddedLabelWidth = LayoutRounding.snapUp(labelAdvance) + style.badgeHorizontalPadding
    width = LayoutRounding.layoutLength(paddedLabelWidth)
    let metrics = font.primaryMetrics
    ascent = metrics.ascent(atSize: font.size)
    height = ascent + metrics.descent(atSize: font.size) + style.badgeVerticalPadding
    labelSize = font.size
    labelRuns = Self.tracked(
      font.glyphRuns(of: category.label, x: Self.labelX(padding: horizontalPadding)),
      label: category.label, spacing: letterSpacing)
    self.cachedLineHeight = cachedLineHeight ?? .nan
    if let cachedLineHeight {
      cachedComposed = Self.composed(
        category: category, lineHeight: cachedLineHeight, width: width, height: height,
        cornerRadius: cornerRadius, horizontalPadding: horizontalPadding,
        verticalPadding: verticalPadding, ascent: ascent, labelSize: labelSize,
        labelAdvance: labelAdvance, runs: [], letterSpacing: letterSpacing)
    } else {
      cachedComposed = nil
    }
  }

  /// `runs` of `label` (one glyph per scalar, clusters its UTF-16 offsets) with `spacing` added
  /// to the glyph that ends each grapheme cluster getting letter-spacing, and the runs after it
  /// moved.
  private static func tracked(_ runs: [GlyphRun], label: String, spacing: Double) -> [GlyphRun] {
    guard spacing != 0 else { return runs }
    var ends: Set<Int> = []
    var offset = 0
    for character in label {
      let scalars = character.unicodeScalars
      if LetterSpacing.tracks(character) {
        ends.insert(offset + character.utf16.count - scalars.last!.utf16.count)
      }
      offset += character.utf16.count
    }
    var runs = runs
    var shift = 0.0
    for run in runs.indices {
      runs[run].x += shift
      for glyph in runs[run].glyphs.indices where ends.contains(runs[run].glyphs[glyph].cluster) {
        runs[run].glyphs[glyph].advance += spacing
        shift += spacing
      }
    }
    return runs
  }

  /// The room the badge takes on the first line in indent mode: its ``width`` and then a gap of
  /// `spacing` px (``TitleStyle/badgeSpacing``), as a CSS `margin-right` on the inline-block,
  /// which Blink counts in the box's inline size (the item's `inline_size` is the margin box)
  /// and, as any CSS length, truncates to 1/64 px (``LayoutRounding/layoutLength(_:)``).
  /// - Parameter spacing: the gap in pixels (``BadgeSpacingRange``).
  /// - Returns: a whole number of layout units, in pixels.
  func inlineAdvance(spacing: Double) -> Double {
    width + LayoutRounding.layoutLength(spacing)
  }

  /// The width spaces-mode padding makes room for with a gap of `spacing` px after the badge:
  /// ``paddedLabelWidth`` + `spacing`, untruncated, like the padding itself.
  func paddedWidth(spacing: Double) -> Double { paddedLabelWidth + spacing }

  /// How many U+0020 make room for a badge: `ceil(badgeWidth / spaceAdvance)`.
  static func paddingSpaceCount(badgeWidth: Double, spaceAdvance: Double) -> Int {
    guard spaceAdvance > 0 else { return 0 }
    return CheckedInteger.clamped(
      badgeWidth / spaceAdvance - 1e-9, rounding: .up, to: 0...Int.max)
  }

  /// The label's pen start: half the horizontal padding from the badge's left edge (x 0).
  static func labelX(padding: Double) -> Double { padding / 2 }

  /// The badge in cell coordinates, vertically centred on a first line of `lineHeight`, with its
  /// label's glyph runs when `includesGlyphRuns`.
  func composed(lineHeight: Double, includesGlyphRuns: Bool) -> ComposedBadge {
    if !includesGlyphRuns && lineHeight == cachedLineHeight, let cachedComposed {
      return cachedComposed
    }
    return Self.composed(
      category: category, lineHeight: lineHeight, width: width, height: height,
      cornerRadius: cornerRadius, horizontalPadding: horizontalPadding,
      verticalPadding: verticalPadding, ascent: ascent, labelSize: labelSize,
      labelAdvance: labelAdvance, runs: includesGlyphRuns ? labelRuns : [],
      letterSpacing: letterSpacing)
  }

  /// The composed badge of a box of these measures (the one rule for the cached and the
  /// computed badge).
  private static func composed(
    category: Category, lineHeight: Double, width: Double, height: Double, cornerRadius: Double,
    horizontalPadding: Double, verticalPadding: Double, ascent: Double, labelSize: Double,
    labelAdvance: Double, runs: [GlyphRun], letterSpacing: Double
  ) -> ComposedBadge {
    let y = (lineHeight - height) / 2
    return ComposedBadge(
      categoryID: category.id, label: category.label,
      frame: Rect(x: 0, y: y, width: width, height: height),
      cornerRadius: min(cornerRadius, height / 2, width / 2),
      background: category.background, foreground: category.foreground, labelSize: labelSize,
      labelX: labelX(padding: horizontalPadding),
      labelBaseline: y + verticalPadding / 2 + ascent, labelAdvance: labelAdvance,
      runs: runs, labelLetterSpacing: letterSpacing)
  }
}
