/// A title analysed, shaped and measured once (``TitleComposer/prepare(_:)``), laid out at any
/// width or line count for the cost of choosing lines: a server sizing one cell for several
/// devices at once, a client laying a list out again on rotation.
///
/// Each ``layout(width:numberOfLines:)`` gives exactly what ``TitleComposer/compose(_:)`` gives
/// for the same request at that width and line count. A prepared title keeps its composer and its
/// measured text alive; layouts only read them, so one prepared title may be laid out from many
/// threads at once.
public struct PreparedTitle: @unchecked Sendable {
  // @unchecked: `buffer` and `measured` point into working memory that preparation wrote and
  // that layouts only read (ComposedLineBuilder, the line breakers and glyph runs never write).
  let composer: TitleComposer
  let request: TitleRequest
  let titleFont: ScaledFontChain
  let buffer: TitleBuffer
  let measured: ParagraphMeasurer.Output
  let badge: BadgeBox
  let softHyphen: SoftHyphen?
  let spaceCount: Int
  let spaceWidth: Double
  /// The title's letter-spacing as Blink holds it (1/65536 px).
  let tracking: Double
  /// Where its lines may end, found once for every layout.
  let opportunities: GreedyLineBreaker.Opportunities
  /// Whether any cluster is drawn as a missing glyph.
  let hasMissingGlyphs: Bool

  /// The request it was prepared from (its `width` and `numberOfLines` are not used).
  public var preparedRequest: TitleRequest { request }

  /// Lays the prepared title out in a cell `width` pixels wide, in at most `numberOfLines` lines
  /// (0: as many as it takes).
  /// - Throws: ``ComposerError/invalidWidth(_:)``, ``ComposerError/invalidNumberOfLines(_:)``,
  ///   or ``ComposerError/widthTooNarrow(width:required:)`` when a character of the title is
  ///   wider than `width`.
  public func layout(width: Double, numberOfLines: Int) throws(ComposerError) -> ComposedTitle {
    guard width.isFinite && width > 0 else { throw .invalidWidth(width) }
    guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
    return try composer.composedTitle(
      request: request, titleFont: titleFont, buffer: buffer, measured: measured, badge: badge,
      softHyphen: softHyphen, spaceCount: spaceCount, spaceWidth: spaceWidth, tracking: tracking,
      width: width, numberOfLines: numberOfLines, deadline: nil, opportunities: opportunities,
      mayHaveMissingGlyphs: hasMissingGlyphs)
  }
}
