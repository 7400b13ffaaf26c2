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
