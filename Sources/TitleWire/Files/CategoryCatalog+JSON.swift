import FoundationEssentials
import TitleComposer
import TitleSystem

extension CategoryCatalog {
  /// A catalog from a JSON array of categories (see ``init(json:source:)``).
  /// - Parameter json: UTF-8 JSON.
  /// - Throws: ``ComposerError/invalidCatalog(reason:)`` or
  ///   ``ComposerError/catalogTooLarge(count:limit:)``.
  public init(json: Data) throws(ComposerError) {
    try self.init(json: [UInt8](json), source: "<json>")
  }

  /// A catalog from JSON text, as written in code or read from a configuration string (see
  /// ``init(json:source:)``).
  /// - Parameter json: the JSON array of categories.
  /// - Throws: ``ComposerError/invalidCatalog(reason:)`` or
  ///   ``ComposerError/catalogTooLarge(count:limit:)``.
  public init(json: String) throws(ComposerError) {
    try self.init(json: Array(json.utf8), source: "<json>")
  }

  /// A catalog from a JSON array of categories. A leading byte order mark is skipped; a repeated
  /// key, a key other than `id`, `label`, `background` and `foreground`, or a value of the wrong
  /// type is an error naming it.
  /// - Parameters:
  ///   - json: UTF-8 JSON.
  ///   - source: the file's name in messages.
  /// - Throws: ``ComposerError/invalidCatalog(reason:)`` naming what is wrong and where, or
  ///   ``ComposerError/catalogTooLarge(count:limit:)``.
  public init(json: [UInt8], source: String) throws(ComposerError) {
    try self.init(CategoryJSON.categories(in: json, source: source))
  }

  /// A catalog from a JSON file (a regular file or a pipe) of at most ``maximumFileBytes``.
  /// - Parameter path: the file.
  /// - Throws: ``ComposerError/unreadableFile(_:)`` when the file cannot be read (missing, a
  ///   directory, too large …), ``ComposerError/invalidCatalog(reason:)`` when it cannot be
  ///   parsed, ``ComposerError/catalogTooLarge(count:limit:)``.
  public init(contentsOf path: String) throws(ComposerError) {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, role: "catalog", maximumBytes: Self.maximumFileBytes)
    } catch {
      throw .unreadableFile(error)
    }
    try self.init(json: bytes, source: path)
  }
}

/// Reads the categories of a catalog file from JSON with the project's strict parser (no
/// Foundation decoder: a repeated or unknown key is an error, and 100,000 categories load in one
/// pass).
enum CategoryJSON {
  /// The keys of a category object.
  static let keys: Set<String> = ["id", "label", "background", "foreground"]

  /// The categories of a JSON array of at most ``CategoryCatalog/maximumFileBytes``.
  /// - Throws: ``ComposerError/invalidCatalog(reason:)``; ``ComposerError/catalogTooLarge(count:limit:)``
  ///   for an array longer than ``CategoryCatalog/maximumCount``.
  static func categories(in json: [UInt8], source: String) throws(ComposerError) -> [Category] {
    guard json.count <= CategoryCatalog.maximumFileBytes else {
      throw .invalidCatalog(
        reason:
          "\(source): the JSON is \(json.count) bytes; the limit is \(CategoryCatalog.maximumFileBytes)"
      )
    }
    let body = json.starts(with: JSONParser.byteOrderMark) ? json.dropFirst(3) : json[...]
    guard body.contains(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }) else {
      throw .invalidCatalog(reason: "\(source): the catalog file is empty")
    }
    let document: JSONDocument
    let elements: [JSONValue]
    do throws(JSONDocument.Failure) {
      document = try JSONDocument(bytes: json, source: source)
      guard case .array(let array) = document.root else {
        throw document.failure("a catalog must be a JSON array, got \(document.root.typeName)")
      }
      elements = array
    } catch {
      throw .invalidCatalog(reason: error.description)
    }
    guard elements.count <= CategoryCatalog.maximumCount else {
      throw .catalogTooLarge(count: elements.count, limit: CategoryCatalog.maximumCount)
    }
    do throws(JSONDocument.Failure) {
      try document.checkKeys { path in path.count == 1 ? keys : nil }
      var categories: [Category] = []
      categories.reserveCapacity(elements.count)
      for (index, element) in elements.enumerated() {
        let reader = try JSONObjectReader(
          element, in: document, place: "[\(index)]", what: "a category")
        func required<Value>(_ key: String, _ value: Value?) throws(JSONDocument.Failure) -> Value {
          guard let value else {
            throw document.failure("at [\(index)]: missing key \"\(key)\"")
          }
          return value
        }
        categories.append(
          Category(
            id: try required("id", try reader.integer("id")),
            label: try required("label", try reader.string("label")),
            background: try required("background", try reader.color("background")),
            foreground: try required("foreground", try reader.color("foreground"))))
      }
      return categories
    } catch {
      throw .invalidCatalog(reason: error.description)
    }
  }
}
