import Foundation
import Testing
import TitleComposer
import TitleSystem
import TitleWire

/// Hostile JSONL batch lines: huge, deeply nested, or pretending to be numbers.
@Suite struct HostileRequestLineTests {
  /// A 100 MB line parses (the CLI's `--max-line-bytes` refuses it earlier; the parser itself
  /// has no size limit) and its title is then refused by the composer's length limit.
  @Test func hundredMegabyteLine() throws {
    var bytes = Array(#"{"id":7,"category":1,"width":343,"title":""#.utf8)
    bytes.append(contentsOf: repeatElement(UInt8(ascii: "a"), count: 100_000_000))
    bytes.append(contentsOf: #""}"#.utf8)
    let line = BatchLine(bytes: bytes)
    let request = try line.request.get()
    #expect(request.title.utf8.count == 100_000_000)
    #expect(line.id == .number(7, text: "7"))
    let composer = try Composer(fallback: .none)
    #expect(throws: ComposerError.titleTooLong(length: 100_000_000, limit: 10_000)) {
      try composer.compose(request)
    }
  }

  /// The nesting limit is exact, and far deeper input is an error, not a stack overflow.
  @Test func nestingDepthLimit() {
    let limit = JSONParser.maximumDepth
    func nested(_ depth: Int) -> [UInt8] {
      Array(repeating: UInt8(ascii: "["), count: depth)
        + Array(repeating: UInt8(ascii: "]"), count: depth)
    }
    #expect(throws: Never.self) { try JSONParser.parse(nested(limit)) }
    #expect(throws: JSONParser.Error.self) { try JSONParser.parse(nested(limit + 1)) }
    #expect(throws: JSONParser.Error.self) { try JSONParser.parse(nested(1_000_000)) }
    let objects = Array(String(repeating: #"{"a":"#, count: 100_000).utf8)
    #expect(throws: JSONParser.Error.self) { try JSONParser.parse(objects) }
    let line = BatchLine(bytes: nested(1_000_000))
    #expect(line.id == nil)
    guard case .failure(let error) = line.request else {
      Issue.record("a nested array is not a request")
      return
    }
    #expect(error.description.contains("nested deeper than \(limit)"))
  }

  /// Numbers that overflow, underflow or are not whole are errors or exact values, never traps.
  @Test(arguments: [
    (#"{"category":1e400,"title":"가","width":343}"#, "\"category\" must be a whole number"),
    (
      #"{"category":1,"title":"가","width":343,"numberOfLines":1e19}"#,
      "\"numberOfLines\" must be a whole number"
    ),
    (#"{"category":1.5,"title":"가","width":343}"#, "\"category\" must be a whole number"),
    (
      #"{"category":1,"title":"가","width":343,"numberOfLines":-1e16}"#,
      "\"numberOfLines\" must be a whole number"
    ),
  ])
  func outOfRangeNumbers(json: String, message: String) {
    let line = BatchLine(bytes: Array(json.utf8))
    guard case .failure(let error) = line.request else {
      Issue.record("accepted \(json)")
      return
    }
    #expect(error.description.hasPrefix(message))
  }

  /// Every result record is one line of valid JSON, even for titles full of control characters.
  @Test func recordsOfControlCharactersAreValidJSON() throws {
    let composer = try Composer(fallback: .none)
    let title = "가\u{0}\u{1}\u{1F}\"\\\u{7F}\u{2028}\u{2029}나\r\n다"
    let composed = try composer.compose(categoryID: 1, title: title, width: 343, numberOfLines: 0)
    let record = BatchResultEncoder.encode(composed, id: .string("\u{0}\n"))
    #expect(!record.contains(0x0A) && !record.contains(0x0D))
    let parsed = try JSONParser.parse(record)
    #expect(parsed["id"] == .string("\u{0}\n"))
    let error = BatchResultEncoder.encodeError(
      "bad \u{0}\n line", code: .internalError, line: 3, id: nil)
    #expect(try JSONParser.parse(error)["error"] == .string("bad \u{0}\n line"))
  }
}

/// Catalog files that are empty, missing, a directory or hold duplicate ids, read from disk.
@Suite struct HostileCatalogFileTests {
  static func file(_ contents: String) throws -> String {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("tc-catalog-\(UUID().uuidString).json").path
    try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  @Test func zeroByteCatalogFile() throws {
    let path = try Self.file("")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: ComposerError.invalidCatalog(reason: "\(path): the catalog file is empty")) {
      try CategoryCatalog(contentsOf: path)
    }
  }

  @Test func duplicateIDsInAFile() throws {
    let path = try Self.file(
      ##"[{"id": 3, "label": "가", "background": "#000000", "foreground": "#FFFFFF"},"## + "\n"
        + ##" {"id": 3, "label": "가", "background": "#000000", "foreground": "#FFFFFF"}]"##)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(throws: ComposerError.invalidCatalog(reason: "category id 3 is defined twice")) {
      try CategoryCatalog(contentsOf: path)
    }
  }

  @Test func directoryAndMissingCatalogPaths() {
    for path in [FileManager.default.temporaryDirectory.path, "/no/such/catalog.json"] {
      #expect {
        try CategoryCatalog(contentsOf: path)
      } throws: { error in
        guard case .unreadableFile(let fileError) = error as? ComposerError else { return false }
        return fileError.path == path
      }
    }
  }
}
