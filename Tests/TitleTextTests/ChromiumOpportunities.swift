import TitleTestSupport

@testable import TitleText

/// Every line start headless Chromium 156 shows for a text laid out in a zero-width
/// `<div lang="ko">` (white-space: pre-wrap, overflow-wrap: normal, the given word-break), so that
/// it takes every break opportunity it has: `Tests/Corpus/chromium-opportunities.jsonl`, written
/// by `scripts/chromium-opportunities.py` (not edited by hand). Opportunities followed only by
/// white space cannot show and are not listed.
enum ChromiumOpportunities {
  /// One line of the file: a hand-made probe (`text`) or a corpus case (`id`), a word-break and
  /// Chromium's line starts as UTF-16 offsets.
  struct Record: Decodable, Sendable {
    let text: String?
    let id: String?
    let wordBreak: WordBreak
    let starts: [Int]

    enum CodingKeys: String, CodingKey {
      case text, id, starts
      case wordBreak = "word_break"
    }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      text = try container.decodeIfPresent(String.self, forKey: .text)
      id = try container.decodeIfPresent(String.self, forKey: .id)
      starts = try container.decode([Int].self, forKey: .starts)
      let name = try container.decode(String.self, forKey: .wordBreak)
      guard let wordBreak = WordBreak(rawValue: name), (text == nil) != (id == nil) else {
        throw DecodingError.dataCorruptedError(
          forKey: .wordBreak, in: container,
          debugDescription: "a record has a text or an id, and word_break keep-all or normal")
      }
      self.wordBreak = wordBreak
    }
  }

  static let file = "chromium-opportunities.jsonl"

  /// The file, read once.
  static let records = Result { () throws(CorpusFileError) in
    try CorpusFile.records(file, as: Record.self)
  }

  /// Hand-made edge cases: (text, word-break, line starts as UTF-16 offsets), 344 of them.
  static var probes: [(String, WordBreak, [Int])] {
    get throws {
      try records.get().compactMap { record in
        record.text.map { ($0, record.wordBreak, record.starts) }
      }
    }
  }

  /// Every corpus title in both word-break modes: (case id, word-break, line starts), 800.
  static var corpus: [(String, WordBreak, [Int])] {
    get throws {
      try records.get().compactMap { record in
        record.id.map { ($0, record.wordBreak, record.starts) }
      }
    }
  }
}
