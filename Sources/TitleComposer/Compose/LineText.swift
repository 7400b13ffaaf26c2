/// A line's drawn text, kept as a cut of the title it came from until someone reads it: laying a
/// title out (``PreparedTitle/layout(width:numberOfLines:)``, ``Composer/compose(_:)``)
/// then allocates no string per line, and an encoder copies the title's own bytes
/// (``ComposedLine/textSlice``).
///
/// Two forms: a cut — UTF-8 offsets `start..<end` of `source` (the title), then "…" when
/// `appendsEllipsis` — or a whole string (`start == 0`, `end` its length, no ellipsis): the text
/// of a line whose collapsed white space or soft hyphen changed it, or one a client set.
/// Equality and hashing are by the text itself, whichever form holds it.
@usableFromInline
struct LineText: Sendable, Hashable {
  @usableFromInline let source: String
  @usableFromInline let start: Int32
  @usableFromInline let end: Int32
  /// Whether "…" follows the cut.
  @usableFromInline let appendsEllipsis: Bool

  /// A whole string.
  @usableFromInline
  init(_ text: String) {
    source = text
    start = 0
    end = Int32(truncatingIfNeeded: text.utf8.count)
    appendsEllipsis = false
  }

  /// UTF-8 offsets `start..<end` of `title`, which fall on scalar boundaries, then "…" when
  /// `ellipsis` is set.
  init(cutting title: String, utf8From start: Int32, to end: Int32, ellipsis: Bool) {
    source = title
    self.start = start
    self.end = max(start, end)
    appendsEllipsis = ellipsis
  }

  /// The cut of the source, without the ellipsis: no copy.
  @usableFromInline
  var slice: Substring {
    if start == 0 && Int(end) == source.utf8.count { return source[...] }
    let utf8 = source.utf8
    let from = utf8.index(utf8.startIndex, offsetBy: Int(start))
    let to = utf8.index(from, offsetBy: Int(end - start))
    return Substring(utf8[from..<to])
  }

  /// The cut's UTF-8 offsets, when the source equals `title` (so the offsets fall on its scalar
  /// boundaries too). String equality answers at once for the same storage.
  @inlinable
  func cut(of title: String) -> Range<Int>? {
    source == title ? Int(start)..<Int(end) : nil
  }

  /// The cut's UTF-8 length, the ellipsis not counted.
  @inlinable
  var sliceUTF8Count: Int { Int(end - start) }

  /// Calls `body` with the cut's UTF-8 (the ellipsis not included), read in place.
  @inlinable
  func withSliceUTF8<Result>(_ body: (Span<UInt8>) -> Result) -> Result {
    body(source.utf8Span.span.extracting(Int(start)..<Int(end)))
  }

  /// The text as a string: the source itself when the line is all of it, else a copy of the cut.
  @usableFromInline
  var string: String {
    guard appendsEllipsis else {
      return start == 0 && Int(end) == source.utf8.count ? source : String(slice)
    }
    // One allocation: the cut's bytes (valid UTF-8 already, so not checked again), then "…".
    var text = ""
    text.reserveCapacity(Int(end - start) + 3)
    text.append(contentsOf: slice)
    text.append("…")
    return text
  }

  @usableFromInline
  static func == (lhs: LineText, rhs: LineText) -> Bool {
    lhs.appendsEllipsis == rhs.appendsEllipsis
      ? lhs.slice == rhs.slice : lhs.string == rhs.string
  }

  @usableFromInline
  func hash(into hasher: inout Hasher) { hasher.combine(string) }
}
