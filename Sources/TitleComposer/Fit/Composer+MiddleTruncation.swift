/// A title shortened in its middle to fit its lines (``Composer/composeMiddleTruncated(_:)``).
public struct MiddleTruncation: Sendable, Hashable {
  /// The title composed: the request's title, or, when it was cut, its head, "…" and its tail
  /// (``ComposedTitle/title`` is that string, and the lines' ranges are offsets into it).
  public var composed: ComposedTitle
  /// The UTF-16 offsets of the request's title that "…" stands for; `nil` when nothing was cut.
  public var cut: Range<Int>?
}

extension Composer {
  /// The request's title with its middle replaced by "…" so that it fits `numberOfLines` without
  /// truncation, as a file name is shown ("report_2025…final.pdf").
  ///
  /// The rule (docs/fitting.md):
  /// - A title that fits (or a request with `numberOfLines` 0) is composed as it is.
  /// - Otherwise `k` graphemes are kept: a tail of `max(min(e, k), ⌊k / 2⌋)` graphemes, where
  ///   `e` is the length of the title's extension (``extensionLength(of:)``, 0 for none), and a
  ///   head of the rest; head + "…" + tail is laid out as any title is. `k` is the largest count
  ///   for which that string fits. Fitting is not monotone in `k`: a word that grows by a
  ///   grapheme can move to the next line and the string fit again once a space follows it. So
  ///   a bisection finds a count that fits next to one that does not, and every count above it
  ///   is then tried, up to ``middleTruncationWindow`` graphemes beyond it: every count, unless
  ///   the title is longer than that many graphemes past what fits.
  /// - When not even "…" alone fits (a badge too wide for one line), the title is truncated at
  ///   its end as ``compose(_:)`` truncates it and ``MiddleTruncation/cut`` is `nil`.
  ///
  /// The composed title's ``ComposedTitle/isTruncated`` is `true` when it was cut (no line of it
  /// ends in "…").
  /// - Parameter request: the title, its width and line count.
  /// - Returns: the composed title and the part of the title that was cut.
  /// - Throws: what ``compose(_:)`` throws for the request.
  ///   ``ComposerLimits/timeBudget`` bounds the whole search.
  /// - Complexity: about log₂(graphemes) compositions of strings no longer than the title, then
  ///   at most ``middleTruncationWindow`` of strings at most that much longer than the answer.
  public func composeMiddleTruncated(_ request: TitleRequest) throws(ComposerError)
    -> MiddleTruncation
  {
    try composeMiddleTruncated(request, deadline: CompositionDeadline(budget: limits.timeBudget))
  }

  /// ``composeMiddleTruncated(_:)`` within `deadline`.
  func composeMiddleTruncated(_ request: TitleRequest, deadline: CompositionDeadline?)
    throws(ComposerError) -> MiddleTruncation
  {
    try deadline?.check()
    let full = try compose(request)
    guard full.isTruncated, request.numberOfLines > 0 else {
      return MiddleTruncation(composed: full, cut: nil)
    }
    let title = request.title
    let boundaries = Array(title.indices) + [title.endIndex]
    let count = boundaries.count - 1
    let extensionLength = Self.extensionLength(of: title)
    var probe = request
    probe.includesGlyphRuns = false
    func candidate(keeping kept: Int) -> (title: String, cut: Range<String.Index>) {
      let tail = max(min(extensionLength, kept), kept / 2)
      let head = kept - tail
      let cut = boundaries[head]..<boundaries[count - tail]
      return (title[..<cut.lowerBound] + "…" + title[cut.upperBound...], cut)
    }
    func fits(keeping kept: Int) throws(ComposerError) -> Bool {
      probe.title = candidate(keeping: kept).title
      return try untruncated(probe, deadline: deadline) != nil
    }
    guard try fits(keeping: 0) else { return MiddleTruncation(composed: full, cut: nil) }
    // `fitting` graphemes fit; `count` (the whole title) do not.
    var fitting = 0
    var tooMany = count
    while tooMany - fitting > 1 {
      let middle = (fitting + tooMany) / 2
      if try fits(keeping: middle) { fitting = middle } else { tooMany = middle }
    }
    // Longer counts that fit again (see above), tried upward.
    let boundary = fitting
    for longer in stride(
      from: boundary + 2, to: min(count, boundary + 2 + Self.middleTruncationWindow), by: 1)
    where try fits(keeping: longer) {
      fitting = longer
    }
    let (shown, cut) = candidate(keeping: fitting)
    var final = request
    final.title = shown
    try deadline?.check()
    var composed = try compose(final)
    composed.isTruncated = true
    let utf16 = title.utf16
    let start = utf16.distance(from: utf16.startIndex, to: cut.lowerBound)
    return MiddleTruncation(
      composed: composed,
      cut: start..<start + utf16.distance(from: cut.lowerBound, to: cut.upperBound))
  }

  /// How many grapheme counts above the bisection's answer ``composeMiddleTruncated(_:)`` tries.
  public static let middleTruncationWindow = 256

  /// The length in graphemes of `title`'s file extension with its dot (".pdf" is 4): the text
  /// from the last "." to the end when it is 2 to 9 graphemes long (a dot and 1 to 8 more), holds
  /// no white space and the dot is not the title's first grapheme; else 0.
  /// - Parameter title: a title.
  /// - Returns: the number of graphemes the tail keeps at least.
  public static func extensionLength(of title: String) -> Int {
    guard let dot = title.lastIndex(of: "."), dot != title.startIndex else { return 0 }
    let suffix = title[dot...]
    let length = suffix.count
    guard (2...9).contains(length), !suffix.contains(where: \.isWhitespace) else { return 0 }
    return length
  }
}
