/// One line chosen by line choice, in cluster indices of a ``MeasuredParagraph``.
struct LineSpan: Equatable, Sendable {
  /// The first cluster on the line.
  var start: Int
  /// One past the last cluster that belongs to the line, hanging spaces and hard breaks included.
  var end: Int
  /// One past the last visible cluster: `end` less trailing hanging clusters.
  var contentEnd: Int
  /// The drawn width of `start..<contentEnd` in pixels.
  var width: Double
  /// The line was cut inside a word because no opportunity fitted (overflow-wrap: break-word).
  var isEmergencyBreak: Bool = false
  /// A tail-truncated line whose content is followed by "…" (``TailTruncation``); `width` then
  /// includes the ellipsis.
  var endsInEllipsis: Bool = false
}
