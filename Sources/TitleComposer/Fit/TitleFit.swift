/// What a request asks to be fitted (``Composer/compose(_:fitting:)``): its title size, its
/// width, and which part of a title that does not fit is kept.
public struct TitleFit: Sendable, Hashable {
  /// The sizes to choose the title's from (``Composer/largestFittingTitleSize(_:in:)``); `nil`:
  /// the request's size.
  public var titleSizes: TitleSizeRange?
  /// Whether the width is narrowed to the text's (``Composer/shrinkWrapped(_:)``).
  public var shrinkWrap: Bool
  /// Which part of a title that does not fit is kept (``TruncationMode``).
  public var truncate: TruncationMode

  /// A fit.
  /// - Parameters:
  ///   - titleSizes: the sizes to choose from; default none.
  ///   - shrinkWrap: whether the width is narrowed; default no.
  ///   - truncate: which part is kept; default ``TruncationMode/end``.
  public init(
    titleSizes: TitleSizeRange? = nil, shrinkWrap: Bool = false, truncate: TruncationMode = .end
  ) {
    self.titleSizes = titleSizes
    self.shrinkWrap = shrinkWrap
    self.truncate = truncate
  }

  /// Whether it asks for nothing beyond a plain composition.
  public var isPlain: Bool { titleSizes == nil && !shrinkWrap && truncate == .end }
}

/// A title composed with a ``TitleFit``: the layout and what each fit chose.
public struct FittedTitle: Sendable, Hashable {
  /// The title composed at what was chosen.
  public var composed: ComposedTitle
  /// The size chosen, when the fit chose one (``TitleSizeFit/titleSize``).
  public var titleSize: Double?
  /// Whether the title fits at ``titleSize`` (`nil` when no size was chosen).
  public var titleSizeFits: Bool?
  /// The width chosen, when the fit narrowed it (``WidthFit/width``).
  public var width: Double?
  /// The UTF-16 offsets of the request's title that "…" stands for, when the title was cut in
  /// its middle (``MiddleTruncation/cut``).
  public var middleCut: Range<Int>?
}

extension Composer {
  /// Composes a request with the fits it asks for, in this order: the title size
  /// (``largestFittingTitleSize(_:in:)``), then middle truncation at that size
  /// (``composeMiddleTruncated(_:)``, when the title still does not fit), then the narrowest
  /// width for what is shown (``shrinkWrapped(_:)``). A plain fit is ``compose(_:)``.
  /// ``ComposerLimits/timeBudget`` bounds the three together.
  /// - Parameters:
  ///   - request: the title.
  ///   - fit: what to fit.
  /// - Returns: the composed title and what was chosen.
  /// - Throws: what the steps throw.
  public func compose(_ request: TitleRequest, fitting fit: TitleFit) throws(ComposerError)
    -> FittedTitle
  {
    let deadline = CompositionDeadline(budget: limits.timeBudget)
    var request = request
    var composed: ComposedTitle
    var titleSize: Double? = nil
    var titleSizeFits: Bool? = nil
    if let sizes = fit.titleSizes {
      let sized = try largestFittingTitleSize(request, in: sizes, deadline: deadline)
      request.titleSize = sized.titleSize
      (titleSize, titleSizeFits, composed) = (sized.titleSize, sized.fits, sized.composed)
    } else {
      composed = try compose(request)
    }
    var middleCut: Range<Int>? = nil
    if fit.truncate == .middle && composed.isTruncated {
      let middle = try composeMiddleTruncated(request, deadline: deadline)
      (composed, middleCut) = (middle.composed, middle.cut)
      request.title = middle.composed.title
    }
    var width: Double? = nil
    if fit.shrinkWrap {
      let wrapped = try shrinkWrapped(request, deadline: deadline)
      // A title cut in its middle keeps saying it was cut.
      let wasCut = middleCut != nil
      (width, composed) = (wrapped.width, wrapped.composed)
      composed.isTruncated = composed.isTruncated || wasCut
    }
    return FittedTitle(
      composed: composed, titleSize: titleSize, titleSizeFits: titleSizeFits, width: width,
      middleCut: middleCut)
  }
}
