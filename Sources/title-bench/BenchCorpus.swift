import Foundation
import TitleComposer
import TitleFonts

/// Benchmark input: the Chromium corpus format (`cases.jsonl`: badge label, title, width,
/// lines, sizes, word_break, mode) or batch requests (`category`, `title`, `width`, …).
enum BenchCorpus {
  /// The vendored corpus, found from the working directory or this source file.
  static var defaultPath: String {
    let relative = "Tests/Corpus/cases.jsonl"
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

struct BenchError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}
