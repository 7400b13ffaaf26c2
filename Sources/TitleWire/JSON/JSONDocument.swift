import TitleComposer

/// A JSON input file (a style, a catalog) read strictly: a leading UTF-8 byte order mark is
/// skipped, a repeated key is an error, a key no reader knows is an error, and every error names
/// the file and the line and column.
struct JSONDocument: Sendable {
  /// Why a document was refused; ``description`` is the whole message.
  struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's name.
    var source: String
    /// What is wrong, without the file's name: "not valid JSON at line 3, column 5: …",
    /// "duplicate key "scale" at line 2, column 3" or
    /// "unknown key "titelSize" at line 1, column 2 (known keys: …)".
    var detail: String
    /// "<source>: <detail>".
    var description: String { "\(source): \(detail)" }
  }

  /// What the document is named in messages: its path, or `<json>` for bytes.
  let source: String
  /// The text without its byte order mark.
  let bytes: [UInt8]
  /// The parsed value.
  let root: JSONValue

  /// Parses `bytes` (a leading byte order mark skipped).
  /// - Parameters:
  ///   - bytes: the file's UTF-8 bytes.
  ///   - source: the path, for messages.
  /// - Throws: ``Failure`` naming the line and column of a syntax error or a repeated key.
  init(bytes: [UInt8], source: String) throws(Failure) {
    let text =
      bytes.starts(with: JSONParser.byteOrderMark)
      ? Array(bytes.dropFirst(JSONParser.byteOrderMark.count)) : bytes
    self.source = source
    self.bytes = text
    do {
      root = try JSONParser.parse(text)
    } catch {
      let (line, column) = JSONParser.lineAndColumn(of: error.offset, in: text)
      let location = "line \(line), column \(column)"
      throw Failure(
        source: source,
        detail: error.duplicateKey != nil
          ? "\(error.reason) at \(location)" : "not valid JSON at \(location): \(error.reason)")
    }
  }

  /// A failure about this document.
  /// - Parameter detail: what is wrong, without the file's name.
  func failure(_ detail: String) -> Failure { Failure(source: source, detail: detail) }

  /// Checks every object's keys, the root's first.
  /// - Parameter allowedKeys: the keys an object at a path may have (the path is the keys and
  ///   `[index]`es from the root, e.g. `["[3]"]` or `["padding"]`); `nil` leaves the object to
  ///   another reader.
  /// - Throws: ``Failure`` naming the first unknown key, its line and column and the known keys.
  func checkKeys(_ allowedKeys: ([String]) -> Set<String>?) throws(Failure) {
    var keyNumber = 0
    var path: [String] = []
    try check(root, path: &path, keyNumber: &keyNumber, allowedKeys)
  }

  private func check(
    _ value: JSONValue, path: inout [String], keyNumber: inout Int,
    _ allowedKeys: ([String]) -> Set<String>?
  ) throws(Failure) {
    switch value {
    case .array(let elements):
      for (index, element) in elements.enumerated() {
        path.append("[\(index)]")
        try check(element, path: &path, keyNumber: &keyNumber, allowedKeys)
        path.removeLast()
      }
    case .object(let members):
      let allowed = allowedKeys(path)
      for member in members {
        if let allowed, !allowed.contains(member.key) {
          throw unknownKey(member.key, number: keyNumber, path: path, known: allowed)
        }
        keyNumber += 1
        path.append(member.key)
        try check(member.value, path: &path, keyNumber: &keyNumber, allowedKeys)
        path.removeLast()
      }
    default: return
    }
  }

  private func unknownKey(_ key: String, number: Int, path: [String], known: Set<String>)
    -> Failure
  {
    var location = ""
    if let offset = JSONParser.offset(ofKeyNumber: number, in: bytes) {
      let (line, column) = JSONParser.lineAndColumn(of: offset, in: bytes)
      location = " at line \(line), column \(column)"
    }
    let place = path.isEmpty ? "" : " in \(Self.describe(path))"
    let knownList = known.sorted().joined(separator: ", ")
    return Failure(
      source: source,
      detail:
        "unknown key \"\(JSONKeyText.shown(key))\"\(place)\(location) (known keys: \(knownList))")
  }

  /// `["[3]", "padding"]` as `[3].padding`.
  private static func describe(_ path: [String]) -> String {
    path.enumerated().map { index, part in
      part.hasPrefix("[") || index == 0 ? part : "." + part
    }.joined()
  }
}

/// Keys as messages show them: at most 64 Unicode scalars and control characters escaped, so a
/// hostile key can neither flood a log nor drive a terminal.
enum JSONKeyText {
  /// `key`, cut to 64 scalars with "…", escaped by ``VisibleText``.
  static func shown(_ key: String) -> String { VisibleText.quoting(key, maximumScalars: 64) }
}
