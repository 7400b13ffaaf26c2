import Foundation

/// The vendored Chromium corpus (Tests/Corpus): cases and Chromium's pre-wrap lines.
struct CorpusCase: Decodable, Sendable, CustomTestStringConvertible {
  let id: String
  let title: String
  let width: Double
  let mode: String
  let wordBreak: String

  enum CodingKeys: String, CodingKey {
    case id, title, width, mode
    case wordBreak = "word_break"
  }

  var testDescription: String { id }
}

struct CorpusExpectation: Decodable, Sendable {
  let id: String
  let lines: [String]
  let nSpaces: Int?

  enum CodingKeys: String, CodingKey {
    case id, lines
    case nSpaces = "n_spaces"
  }
}

import Testing

enum Corpus {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")

  static func load<T: Decodable>(_ name: String, as type: T.Type) -> [T] {
    guard let data = try? Data(contentsOf: directory.appendingPathComponent(name)),
      let text = String(data: data, encoding: .utf8)
    else { return [] }
    let decoder = JSONDecoder()
    return text.split(separator: "\n").compactMap {
      try? decoder.decode(T.self, from: Data($0.utf8))
    }
  }

  static let cases: [CorpusCase] = load("cases.jsonl", as: CorpusCase.self)
  static let prewrap: [String: CorpusExpectation] = Dictionary(
    load("chromium-expected.indent-prewrap.jsonl", as: CorpusExpectation.self).map { ($0.id, $0) },
    uniquingKeysWith: { first, _ in first })
  static let titles: [String] = cases.map(\.title)
}
