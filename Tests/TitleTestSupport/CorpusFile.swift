import Foundation

/// A record of a vendored corpus file that names its case (`"id"`), so answers can be looked up
/// by the case they answer.
public protocol CorpusRecord: Decodable, Sendable {
  /// The case's id, as the cases file and the oracle's answer file both write it.
  var id: String { get }
}

/// Why a corpus file could not be read: the file and, for a bad record, its line.
public struct CorpusFileError: Error, CustomStringConvertible {
  /// The file's name inside `Tests/Corpus` (or the path it was given as).
  public let file: String
  /// The 1-based line of the record that failed to decode; `nil` when the file was unreadable.
  public let line: Int?
  /// What went wrong, in words.
  public let reason: String

  public var description: String {
    "\(file)\(line.map { ":\($0)" } ?? ""): \(reason)"
  }
}

/// The one reader of the vendored oracle corpora (`Tests/Corpus/*.jsonl`: one JSON object a
/// line, as `chromium_oracle.py` and the corpus scripts write them) for every test target.
public enum CorpusFile {
  /// The package's root folder: font paths in cases are relative to it (the oracle's
  /// `--font-root`).
  public static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// `Tests/Corpus`, where the corpora are vendored.
  public static let directory = packageRoot.appendingPathComponent("Tests/Corpus")

  /// Every record of a JSONL file, in file order.
  /// - Parameters:
  ///   - name: the file's name inside `Tests/Corpus`, or an absolute path.
  ///   - type: what each line decodes as (a line that does not is an error, never skipped).
  /// - Returns: one value per non-empty line.
  /// - Throws: `CorpusFileError` naming the file, and the line when a record does not decode.
  public static func records<Record: Decodable>(_ name: String, as type: Record.Type = Record.self)
    throws(CorpusFileError) -> [Record]
  {
    let url =
      name.hasPrefix("/") ? URL(fileURLWithPath: name) : directory.appendingPathComponent(name)
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw CorpusFileError(file: name, line: nil, reason: "unreadable: \(error)")
    }
    let decoder = JSONDecoder()
    var records: [Record] = []
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
    where !line.isEmpty {
      do {
        records.append(try decoder.decode(Record.self, from: Data(line.utf8)))
      } catch {
        throw CorpusFileError(file: name, line: index + 1, reason: "\(error)")
      }
    }
    return records
  }

  /// Every record of a JSONL file keyed by its case id.
  /// - Parameters:
  ///   - name: the file's name inside `Tests/Corpus`, or an absolute path.
  ///   - type: what each line decodes as.
  /// - Returns: the records by `id`.
  /// - Throws: `CorpusFileError` for an unreadable file, a record that does not decode, or two
  ///   records with the same id.
  public static func recordsByID<Record: CorpusRecord>(
    _ name: String, as type: Record.Type = Record.self
  ) throws(CorpusFileError) -> [String: Record] {
    var byID: [String: Record] = [:]
    for record in try records(name, as: Record.self) {
      guard byID.updateValue(record, forKey: record.id) == nil else {
        throw CorpusFileError(file: name, line: nil, reason: "two records with id \(record.id)")
      }
    }
    return byID
  }
}

/// A cases file and the oracle's answers for it: the pair every corpus test reads.
public struct OracleCorpus<Case: CorpusRecord, Answer: CorpusRecord>: Sendable {
  /// The cases, in file order.
  public let cases: [Case]
  /// The oracle's answer for each case, by case id.
  public let expected: [String: Answer]

  /// Reads both files.
  /// - Parameters:
  ///   - casesFile: the cases' JSONL inside `Tests/Corpus`.
  ///   - answersFile: the oracle's JSONL for those cases.
  /// - Throws: `CorpusFileError` (see `CorpusFile.records(_:as:)`).
  public init(cases casesFile: String, answers answersFile: String) throws(CorpusFileError) {
    cases = try CorpusFile.records(casesFile, as: Case.self)
    expected = try CorpusFile.recordsByID(answersFile, as: Answer.self)
  }

  /// A corpus from values already read.
  public init(cases: [Case], expected: [String: Answer]) {
    self.cases = cases
    self.expected = expected
  }
}
