/// A title analysed, shaped and measured once (``Composer/prepare(_:)``), laid out at any
/// width or line count for the cost of choosing lines: a server sizing one cell for several
/// devices at once, a client laying a list out again on rotation.
///
/// Each ``layout(width:numberOfLines:)`` gives exactly what ``Composer/compose(_:)`` gives
/// for the same request at that width and line count: both lay out the same
/// `MeasuredTitleLayout`. A prepared title keeps its composer and its measured text alive;
/// layouts only read them, so one prepared title may be laid out from many threads at once.
public struct PreparedTitle: Sendable {
  /// The measured title and its request, shared by every copy of the prepared title.
  let storage: Storage

  /// The request it was prepared from (its `width` and `numberOfLines` are not used).
  public var preparedRequest: TitleRequest { storage.request }

  init(composer: Composer, request: TitleRequest, layout: consuming MeasuredTitleLayout) {
    storage = Storage(composer: composer, request: request, layout: layout)
  }

  /// Lays the prepared title out in a cell `width` pixels wide, in at most `numberOfLines` lines
  /// (0: as many as it takes).
  /// - Throws: ``ComposerError/invalidWidth(_:)``, ``ComposerError/invalidNumberOfLines(_:)``,
  ///   or ``ComposerError/widthTooNarrow(width:required:)`` when a character of the title is
  ///   wider than `width`.
  public func layout(width: Double, numberOfLines: Int) throws(ComposerError) -> ComposedTitle {
    guard width.isFinite && width > 0 else { throw .invalidWidth(width) }
    guard numberOfLines >= 0 else { throw .invalidNumberOfLines(numberOfLines) }
    return try storage.layout.composed(width: width, numberOfLines: numberOfLines, deadline: nil)
  }

  /// One prepared title's parts, never copied: layouts borrow them.
  final class Storage: @unchecked Sendable {
    // @unchecked: the layout's buffer and paragraph point into working memory that preparation
    // wrote and that layouts only read (ComposedLineBuilder, the line breakers and glyph runs
    // never write).
    /// Keeps the fonts the measured text refers to alive.
    let composer: Composer
    let request: TitleRequest
    /// The measured title, its badge and what each layout reads.
    let layout: MeasuredTitleLayout

    init(composer: Composer, request: TitleRequest, layout: consuming MeasuredTitleLayout) {
      self.composer = composer
      self.request = request
      self.layout = layout
    }
  }
}
