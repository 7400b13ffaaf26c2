import TitleComposer

/// Compares two composed titles up to the wire's rounding: the records write numbers to
/// 1e-6, so a title decoded from a record differs from the composed one by at most half that.
public enum WireRounding {
  /// The fields where `a` and `b` differ by more than the wire's rounding (5e-7 for numbers,
  /// exactly for text, ranges and flags); empty when they agree.
  /// - Parameters:
  ///   - a: the title decoded from a record.
  ///   - b: the title the composer returned.
  ///   - glyphs: whether `a` was written with glyph runs; without them its lines and badge
  ///     have no runs and no faces.
  public static func differences(_ a: ComposedTitle, _ b: ComposedTitle, glyphs: Bool) -> [String]
  {
    var found: [String] = []
    func check(_ same: Bool, _ what: String) { if !same { found.append(what) } }
    func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 5e-7 }
    check(a.title == b.title, "title")
    check(a.isTruncated == b.isTruncated, "truncated")
    check(a.lang == b.lang, "lang")
    check(a.padding == b.padding, "padding")
    check(a.paddingSpaceCount == b.paddingSpaceCount, "paddingSpaceCount")
    check(a.missingGlyphs == b.missingGlyphs, "missingGlyphs")
    check(a.lines.count == b.lines.count, "lines.count")
    check(close(a.width, b.width), "width")
    check(close(a.height, b.height), "height")
    check(close(a.lineHeight, b.lineHeight), "lineHeight")
    check(close(a.titleSize, b.titleSize), "titleSize")
    check(close(a.letterSpacing, b.letterSpacing), "letterSpacing")
    for (index, (x, y)) in zip(a.lines, b.lines).enumerated() {
      check(x.text == y.text, "lines[\(index)].text")
      check(x.range == y.range, "lines[\(index)].range")
      check(x.isTruncated == y.isTruncated, "lines[\(index)].truncated")
      check(close(x.x, y.x), "lines[\(index)].x")
      check(close(x.width, y.width), "lines[\(index)].width")
      check(close(x.baseline, y.baseline), "lines[\(index)].baseline")
      check(x.runs.count == (glyphs ? y.runs.count : 0), "lines[\(index)].runs")
      check(x.faces == (glyphs ? y.faces : []), "lines[\(index)].faces")
    }
    check((a.badge == nil) == (b.badge == nil), "badge")
    if let p = a.badge, let q = b.badge {
      check(p.categoryID == q.categoryID, "badge.category")
      check(p.label == q.label, "badge.label")
      check(p.background == q.background, "badge.background")
      check(p.foreground == q.foreground, "badge.foreground")
      for (x, y, name) in [
        (p.frame.x, q.frame.x, "x"), (p.frame.y, q.frame.y, "y"),
        (p.frame.width, q.frame.width, "width"), (p.frame.height, q.frame.height, "height"),
        (p.cornerRadius, q.cornerRadius, "cornerRadius"), (p.labelSize, q.labelSize, "labelSize"),
        (p.labelX, q.labelX, "labelX"), (p.labelBaseline, q.labelBaseline, "labelBaseline"),
        (p.labelAdvance, q.labelAdvance, "labelAdvance"),
        (p.labelLetterSpacing, q.labelLetterSpacing, "labelLetterSpacing"),
      ] {
        check(close(x, y), "badge.\(name)")
      }
      check(p.runs.count == (glyphs ? q.runs.count : 0), "badge.runs")
    }
    return found
  }
}
