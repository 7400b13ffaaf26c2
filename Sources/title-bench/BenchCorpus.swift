import Foundation
import TitleComposer
import TitleFonts
import TitleText
import TitleWire

/// Benchmark input: the Chromium corpus format (`cases.jsonl`: badge label, title, width,
/// lines, sizes, word_break, mode) or batch requests (`category`, `title`, `width`, …).
enum BenchCorpus {
  /// The vendored corpus, found from the working directory or this source file.
  static var defaultPath: String { repositoryFile("Tests/Corpus/cases.jsonl") }

  /// A file of the checkout, found from the working directory or this source file.
  /// - Parameter relative: the path from the package's root.
  /// - Returns: `relative` when it exists from the working directory, else the path beside the
  ///   checkout this tool was built from.
  static func repositoryFile(_ relative: String) -> String {
    if FileManager.default.fileExists(atPath: relative) { return relative }
    return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent(relative).path
  }

  /// The requests of a JSONL file.
  static func load(_ path: String) throws -> [TitleRequest] {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    var requests: [TitleRequest] = []
    for (number, line) in data.split(separator: 0x0A).enumerated() {
      let value = try JSONParser.parse(Array(line))
      if value["badge"] != nil {
        requests.append(try corpusCase(value, line: number + 1))
      } else {
        switch BatchLine(bytes: Array(line)).request {
        case .success(let request): requests.append(request)
        case .failure(let error): throw BenchError("line \(number + 1): \(error)")
        }
      }
    }
    return requests
  }

  private static func corpusCase(_ value: JSONValue, line: Int) throws -> TitleRequest {
    guard case .string(let badge) = value["badge"], case .string(let title) = value["title"],
      case .number(let width, _) = value["width"], case .number(let lines, _) = value["lines"]
    else { throw BenchError("line \(line): not a corpus case") }
    let category = BuiltInCategory.allCases.first { $0.label == badge } ?? .hobby
    var size: Double? = nil
    if case .number(let titleSize, _) = value["title_size"] { size = titleSize }
    var wordBreak = WordBreak.keepAll
    if case .string("normal") = value["word_break"] { wordBreak = .normal }
    var padding = PaddingMode.indent
    if case .string("spaces") = value["mode"] { padding = .spaces }
    return TitleRequest(
      categoryID: category.rawValue, title: title, width: width,
      numberOfLines: CheckedInteger.clamped(lines, to: 0...Int.max),
      wordBreak: wordBreak, padding: padding, titleSize: size)
  }
}

/// A failure of title-bench: a usage error (exit 64, `EX_USAGE`) or a failed run (exit 1).
struct BenchError: Error, CustomStringConvertible {
  let description: String
  /// Whether the command line was wrong (exit 64) rather than the run (exit 1).
  let isUsage: Bool
  init(_ description: String) {
    self.description = description
    isUsage = false
  }
  private init(usage description: String) {
    self.description = description
    isUsage = true
  }
  /// A wrong command line: an unknown option, a missing or malformed value.
  static func usage(_ description: String) -> BenchError { BenchError(usage: description) }
}
