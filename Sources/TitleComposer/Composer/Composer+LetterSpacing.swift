extension Composer {
  /// The title's letter-spacing in px for `request` at the title size `size`: the request's
  /// (``TitleRequest/letterSpacing`` or ``TitleRequest/letterSpacingEm``) when it gives one,
  /// else the style's; not yet quantized (``LetterSpacing/quantized(_:)``).
  func titleLetterSpacing(for request: TitleRequest, size: Double) -> Double {
    LetterSpacing.pixels(px: request.letterSpacing, em: request.letterSpacingEm, size: size)
      ?? style.titleLetterSpacing(atSize: size)
  }

  /// The badge label's letter-spacing in px for `request` at the badge size `size`.
  func badgeLetterSpacing(for request: TitleRequest, size: Double) -> Double {
    LetterSpacing.pixels(
      px: request.badgeLetterSpacing, em: request.badgeLetterSpacingEm, size: size)
      ?? style.badgeLetterSpacing(atSize: size)
  }

  /// Checks a request's letter-spacing pair: each in range, not both given.
  static func validateLetterSpacing(
    px: Double?, em: Double?, keys: (px: String, em: String)
  ) throws(ComposerError) {
    if let px, !LetterSpacing.containsPixels(px) {
      throw .invalidLetterSpacing(
        reason: "\(keys.px) \(px) must be a finite number of pixels in [-1000, 1000]")
    }
    if let em, !LetterSpacing.containsEm(em) {
      throw .invalidLetterSpacing(reason: "\(keys.em) \(em) must be a finite number in [-10, 10]")
    }
    if px != nil && em != nil {
      throw .invalidLetterSpacing(reason: "give \(keys.px) (px) or \(keys.em), not both")
    }
  }

  /// `measured` with a letter-spacing of `spacing` px added
  /// (``MeasuredParagraph/applyLetterSpacing(_:utf16:collapsesWhiteSpace:prefixLength:)``) when
  /// it is not 0.
  static func tracked(
    _ measured: consuming ParagraphMeasurer.Output, spacing: Double, in buffer: TitleBuffer,
    whiteSpace: WhiteSpace
  ) -> ParagraphMeasurer.Output {
    guard spacing != 0 else { return measured }
    measured.widestTitleCluster = measured.paragraph.applyLetterSpacing(
      spacing, utf16: buffer.utf16, collapsesWhiteSpace: whiteSpace == .collapse,
      prefixLength: buffer.prefixLength)
    return measured
  }
}
