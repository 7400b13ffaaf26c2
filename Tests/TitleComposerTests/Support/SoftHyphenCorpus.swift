import Foundation
import TitleComposer
import TitleTestSupport

/// An oracle corpus of scripts/soft-hyphen-cases.py: cases from the public titles and the
/// lines Chromium drew for them, read as the oracle reports them plus one documented repair.
///
/// **The repair.** When Chromium ends a line after a soft hyphen it draws a hyphen there, and
/// `Range.getClientRects()` of the grapheme after the soft hyphen then returns a first rect on
/// the hyphenated line (from the line's start to the hyphen's end) before its own rect on the
/// next line; the oracle assigns a grapheme by its first rect, so it reports that grapheme at the
/// end of the hyphenated line and counts one `anomalies`. The grapheme belongs to the next line:
/// it is moved there (a line "문\u{AD}서" then "는 …" is "문\u{AD}" then "서는 …"), and the test
/// requires the number of moves to equal the oracle's anomaly count, so no other anomaly hides.
/// The hyphenated line's right edge (its `line_x` + width) is the hyphen's right edge.
struct SoftHyphenCorpus: Sendable {
  struct Expected: CorpusRecord {
    let id: String
    let lines: [String]
    let lineWidths: [Double]
    let lineX: [Double?]
    let nSpaces: Int?
    let anomalies: Int?
    let error: String?

    enum CodingKeys: String, CodingKey {
      case id, lines, anomalies, error
      case lineWidths = "line_widths", lineX = "line_x", nSpaces = "n_spaces"
    }
  }

  /// One case's lines as Chromium drew them, repaired.
  struct ChromiumLines: Sendable {
    /// Where each line starts, as a UTF-16 offset into the title (padding not counted).
    var starts: [Int]
    /// Each line's right edge in the cell (x + width), hanging spaces excluded; `nil` where the
    /// oracle's rects do not give it (a line whose last visible grapheme was moved, or whose
    /// reported edge a moved grapheme's other rect may set).
    var rightEdges: [Double?]
    /// Whether each line ends after a soft hyphen, so Chromium drew a hyphen there.
    var hyphenated: [Bool]
    /// How many graphemes the repair moved.
    var moved: Int
    /// Each line's text as Chromium laid it out (padding spaces removed), repaired.
    var texts: [String]
  }

  /// A line's text as the library draws it, from Chromium's: white space at its end (which
  /// hangs) dropped and, while white space collapses, every run of spaces, tabs and newlines one
  /// space; a soft hyphen at a hyphenated line's end is drawn as `hyphen`.
  static func drawnText(_ chromium: String, collapses: Bool, hyphen: String?) -> String {
    var scalars: [Unicode.Scalar] = []
    for scalar in chromium.unicodeScalars {
      let isSpace = [" ", "\t", "\n", "\r"].contains(scalar)
      if collapses && isSpace {
        if scalars.last != " " { scalars.append(" ") }
      } else {
        scalars.append(scalar)
      }
    }
    while let last = scalars.last, [" ", "\t", "\n", "\r"].contains(last) { scalars.removeLast() }
    var text = String(String.UnicodeScalarView(scalars))
    if let hyphen, text.unicodeScalars.last == "\u{AD}" {
      text = String(String.UnicodeScalarView(text.unicodeScalars.dropLast())) + hyphen
    }
    return text
  }

  let cases: [ChromiumCorpus.Case]
  let expected: [String: Expected]

  /// One failure line of a corpus test: the case, what differs, and our lines' texts.
  static func miss(_ item: ChromiumCorpus.Case, _ problems: [String], ours lines: [ComposedLine])
    -> String
  {
    "\(item.id) w=\(item.width) \(item.slice) \(escaped(item.title)): "
      + problems.joined(separator: "; ") + " ours \(lines.map { escaped($0.text) })"
  }

  /// `text` with every scalar outside printable ASCII and Hangul syllables written `\u{…}`, so
  /// that a failure message with controls in it (ESC, NEL, bidi overrides) prints as it is.
  static func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if (0x20..<0x7F).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value) {
        out.unicodeScalars.append(scalar)
      } else {
        out += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return out
  }

  static func load(cases: String, expectations: String) throws -> SoftHyphenCorpus {
    let corpus = try OracleCorpus<ChromiumCorpus.Case, Expected>(
      cases: cases, answers: expectations)
    return SoftHyphenCorpus(cases: corpus.cases, expected: corpus.expected)
  }

  /// Chromium's lines for `item`, repaired as the type's documentation says.
  func chromiumLines(for item: ChromiumCorpus.Case) -> ChromiumLines? {
    guard let answer = expected[item.id], answer.error == nil else { return nil }
    var texts = answer.lines
    var edges: [Double?] = answer.lineWidths.indices.map { index in
      answer.lineX[index].map { $0 + answer.lineWidths[index] }
    }
    var moved = 0
    for index in texts.indices.dropLast() {
      let line = Array(texts[index])
      guard line.count >= 2, line[line.count - 2] == "\u{AD}", line.last != "\u{AD}",
        !line.last!.isWhitespace
      else { continue }
      texts[index] = String(line.dropLast())
      texts[index + 1] = String(line.last!) + texts[index + 1]
      // The next line's reported edges miss the moved grapheme when it is all the line shows.
      if texts[index + 1].count == 1 { edges[index + 1] = nil }
      moved += 1
    }
    var starts: [Int] = []
    var offset = 0
    for text in texts {
      starts.append(offset)
      offset += text.utf16.count
    }
    let padding = item.mode == "spaces" ? answer.nSpaces ?? 0 : 0
    starts = starts.map { max(0, $0 - padding) }
    // A hyphen at a soft wrap only: not at the paragraph's end (the last line), nor before a
    // hard break (a line whose text ends with a newline). The right edges check the widths.
    let hyphenated = texts.indices.map { index in
      index < texts.count - 1 && texts[index].last { !$0.isWhitespace } == "\u{AD}"
        && !(texts[index].last?.isNewline ?? false)
    }
    if padding > 0, !texts.isEmpty {
      texts[0] = String(texts[0].utf16.dropFirst(min(padding, texts[0].utf16.count)))!
    }
    return ChromiumLines(
      starts: starts, rightEdges: edges, hyphenated: hyphenated, moved: moved, texts: texts)
  }
}
