import Testing
import TitleComposer
import TitleTestSupport
import TitleText

/// The fit helpers' oracle corpus (`Tests/Corpus/fit-helpers-cases.jsonl`,
/// `scripts/make-fit-corpus.py`): cells of the bundled NanumGothic Bold, each laid out by
/// Chromium at every size of a grid, at a width, the width chosen and 1/64 px less, or as the
/// strings of the middle-truncation rule.
struct FitHelperCorpus {
  struct Case: CorpusRecord {
    let id: String
    let badge: String
    let title: String
    let width: Double
    let lines: Int
    let titleSize: Double
    let wordBreak: String
    let mode: String
    let fit: Fit

    /// The cell the layout belongs to and what title-preview chose for it.
    struct Fit: Decodable, Sendable {
      /// `size`, `wrap` or `middle`.
      let kind: String
      let cell: String
      /// Shrink-wrap: the width chosen.
      let width: Double?
      /// Middle truncation: the string shown.
      let shown: String?
      /// Middle truncation: the title it was cut from.
      let title: String?
    }

    enum CodingKeys: String, CodingKey {
      case id, badge, title, width, lines, mode, fit
      case titleSize = "title_size", wordBreak = "word_break"
    }

    /// The layout's request (white space preserved, as the oracle's pre-wrap).
    func request(titleSize: Double? = nil) throws -> TitleRequest {
      let category = try #require(BuiltInCategory.allCases.first { $0.label == badge })
      return TitleRequest(
        categoryID: category.rawValue, title: title, width: width, numberOfLines: lines,
        wordBreak: wordBreak == "normal" ? .normal : .keepAll,
        padding: mode == "spaces" ? .spaces : .indent, titleSize: titleSize)
    }

    /// The part of the id after "@": the size, `given`/`fitted`/`narrower`, or the count kept.
    var variant: Substring { id[id.index(after: id.firstIndex(of: "@")!)...] }
  }

  let cells: [String: [Case]]
  let answers: [String: OracleLines]
  let layouts: Int

  init() throws {
    let corpus = try OracleCorpus<Case, OracleLines>(
      cases: "fit-helpers-cases.jsonl", answers: "fit-helpers-chromium.jsonl")
    cells = Dictionary(grouping: corpus.cases, by: \.fit.cell)
    answers = corpus.expected
    layouts = corpus.cases.count
  }

  /// The cells of one kind, by name.
  func cells(_ kind: String) -> [(name: String, cases: [Case])] {
    cells.filter { $0.value[0].fit.kind == kind }.sorted { $0.key < $1.key }.map {
      ($0.key, $0.value)
    }
  }

  /// Chromium's lines of a layout: their UTF-16 starts in the title (spaces-mode padding taken
  /// off) and their count.
  func chromium(_ item: Case) throws -> (starts: [Int], count: Int) {
    let answer = try #require(answers[item.id], "no answer for \(item.id)")
    var offset = 0
    let starts = answer.lines.map { line in
      defer { offset += line.utf16.count }
      return max(0, offset - (answer.nSpaces ?? 0))
    }
    return (starts, answer.lines.count)
  }
}
