import TitleComposer
import TitleWire

/// How many bytes the records of a request will take, estimated from the request alone, before
/// it is composed: what lets the service refuse an answer over `--max-response-bytes` (413
/// `responseTooLarge`) before doing the work.
///
/// A record holds fixed fields (about 300 bytes with its badge), the title (twice in spaces
/// mode, with the padded title), the text of its lines, about 100 bytes a line, and with glyph
/// runs about 75 bytes a glyph and 160 a line (its runs and faces). The estimate counts the
/// lines from the title's width at its size (0.95 em a character from U+1100 on, 0.55 em below,
/// 0.3 em a space, plus its letter-spacing) over 90 % of the cell width, and the shown part of
/// the title from the lines kept. On a quarter of the corpus's titles at widths 90 and 343, 2
/// and unlimited lines, with and without glyph runs, and on 40 long seeded titles (840 records),
/// it is 0.75–1.41 of the record's size, 0.94 at the median (`AnswerSizeEstimateTests`).
enum AnswerSizeEstimate {
  /// The estimated bytes of the records of `line` (one per width with `"widths"`).
  /// - Parameters:
  ///   - line: the request, read.
  ///   - style: the composer's style (the title size of a request without one).
  ///   - glyphRunsByDefault: whether a request without `"glyphs"` gets its runs.
  static func bytes(of line: BatchLine, style: TitleStyle, glyphRunsByDefault: Bool = false)
    -> Int
  {
    guard case .success(let request) = line.request else {
      // An error record: the message and the id.
      return 160 + idBytes(line.id)
    }
    let glyphRuns = line.includesGlyphRuns ?? glyphRunsByDefault
    let widths = line.widths ?? [request.width]
    let size = request.titleSize ?? style.titleSize
    let spacing = request.letterSpacing ?? (request.letterSpacingEm.map { $0 * size } ?? 0)
    var titlePixels = 0.0
    var scalars = 0
    var hardBreaks = 0
    for scalar in request.title.unicodeScalars {
      scalars += 1
      if scalar == "\n" { hardBreaks += 1 }
      let em = scalar == " " ? 0.3 : scalar.value >= 0x1100 ? 0.95 : 0.55
      titlePixels += em * size + spacing
    }
    let titleBytes = request.title.utf8.count + 2
    let fixed =
      300 + idBytes(line.id) + titleBytes + (request.padding == .spaces ? titleBytes + 10 : 0)
    var total = 0
    for width in widths {
      let needed =
        max(1, Int(((titlePixels + 30) / max(1, width * 0.9)).rounded(.up))) + hardBreaks
      let lines = request.numberOfLines == 0 ? needed : min(request.numberOfLines, needed)
      let shown = min(1, Double(lines) / Double(needed))
      var record = fixed + Int(Double(titleBytes) * shown) + 100 * lines
      if glyphRuns { record += 150 + 160 * lines + Int(75 * Double(scalars) * shown) }
      record += richBytes(of: request, lines: lines)
      total += record
    }
    return total
  }

  /// The bytes a rich title's fields add to a record of `lines` lines: each line's box and
  /// cut (about 40 bytes) and parts (about 110 bytes each: a run cut by a line break is a part
  /// on both lines, and a truncated line adds the "…"), each box's rectangle (about 100) and
  /// each highlight's (about 60, and 70 a line).
  private static func richBytes(of request: TitleRequest, lines: Int) -> Int {
    var bytes = 70 * lines * request.highlights.count + 60 * request.highlights.count
    guard request.isRich else { return bytes }
    let runs = request.runs + request.endRuns
    let boxes = runs.reduce(0) { count, run in
      if case .box = run { return count + 1 }
      return count
    }
    bytes += 40 * lines + 110 * (runs.count + 2 * lines) + 100 * boxes
    return bytes
  }

  /// The bytes of an id as the record echoes it (about: its JSON text).
  private static func idBytes(_ id: JSONValue?) -> Int {
    switch id {
    case nil, .null: 4
    case .bool: 5
    case .number(_, let text): text.utf8.count
    case .string(let text): text.utf8.count + 2
    case .array(let values): values.reduce(2) { $0 + idBytes($1) + 1 }
    case .object(let members): members.reduce(2) { $0 + $1.key.utf8.count + 4 + idBytes($1.value) }
    }
  }
}
