import Foundation
import TitleTestSupport

/// The vendored Chromium corpus (Tests/Corpus) as this target reads it, through the one corpus
/// reader (`CorpusFile` in TitleTestSupport): the Korean cases and Chromium's pre-wrap lines.
typealias CorpusCase = OracleCase
typealias CorpusExpectation = OracleLines

enum Corpus {
  /// The Korean corpus and Chromium's lines with `white-space: pre-wrap`, read once.
  static let korean = Result { () throws(CorpusFileError) in
    try OracleCorpus<CorpusCase, CorpusExpectation>(
      cases: "cases.jsonl", answers: "chromium-expected.indent-prewrap.jsonl")
  }

  /// The 400 cases, in file order.
  static var cases: [CorpusCase] { get throws { try korean.get().cases } }
  /// Chromium's pre-wrap lines by case id.
  static var prewrap: [String: CorpusExpectation] { get throws { try korean.get().expected } }
  /// The cases' titles, in file order.
  static var titles: [String] { get throws { try cases.map(\.title) } }
}
