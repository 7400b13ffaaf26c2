import TitleFonts

/// The badge's measured box: label advance, width with padding, height from the label font.
struct BadgeBox {
  let category: Category
  let labelAdvance: Double
  /// Chromium's width: the label advance snapped up to 1/64 px, plus the horizontal padding.
  let width: Double
  let height: Double
  let ascent: Double
  let cornerRadius: Double
  let horizontalPadding: Double
  let verticalPadding: Double
  let labelSize: Double
  /// The label's glyphs from pen position 0 (the suffix left out: it draws nothing).
  let labelRuns: [GlyphRun]

  init(category: Category, font: ScaledFontChain, style: TitleStyle) {
    self.category = category
    cornerRadius = style.badgeCornerRadius
    horizontalPadding = style.badgeHorizontalPadding
    verticalPadding = style.badgeVerticalPadding
    let measuredLabel =
      style.badgeLabelSuffix == .emSpace ? category.label + "\u{2003}" : category.label
    labelAdvance = font.advance(of: measuredLabel)
    width = LayoutRounding.snapUp(labelAdvance) + style.badgeHorizontalPadding
    let metrics = font.primaryMetrics
    ascent = metrics.ascent(atSize: font.size)
    height = ascent + metrics.descent(atSize: font.size) + style.badgeVerticalPadding
    labelSize = font.size
    labelRuns = font.glyphRuns(of: category.label, x: 0)
  }

  /// How many U+0020 make room for a badge: `ceil(badgeWidth / spaceAdvance)`.
  static func paddingSpaceCount(badgeWidth: Double, spaceAdvance: Double) -> Int {
    guard spaceAdvance > 0 else { return 0 }
    return CheckedInteger.clamped(
      badgeWidth / spaceAdvance - 1e-9, rounding: .up, to: 0...Int.max)
  }

  /// The badge in cell coordinates, vertically centred on a first line of `lineHeight`.
  func composed(lineHeight: Double) -> ComposedBadge {
    let y = (lineHeight - height) / 2
    let labelX = horizontalPadding / 2
    return ComposedBadge(
      categoryID: category.id, label: category.label,
      frame: Rect(x: 0, y: y, width: width, height: height),
      cornerRadius: min(cornerRadius, height / 2, width / 2),
      background: category.background, foreground: category.foreground, labelSize: labelSize,
      labelX: labelX,
      labelBaseline: y + verticalPadding / 2 + ascent, labelAdvance: labelAdvance,
      runs: labelRuns.map { run in
        var run = run
        run.x += labelX
        return run
      })
  }
}
