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
      throw .invalidCatalog(reason: "the catalog file is empty")
    }
    let document: JSONDocument
    do {
      document = try JSONDocument(bytes: json, source: source)
      guard case .array(let elements) = document.root else {
        throw document.failure("a catalog must be a JSON array, got \(document.root.typeName)")
      }
      guard elements.count <= CategoryCatalog.maximumCount else {
        throw ComposerError.catalogTooLarge(
          count: elements.count, limit: CategoryCatalog.maximumCount)
      }
      try document.checkKeys { path in path.count == 1 ? keys : nil }
    } catch let error as ComposerError {
      throw error
    } catch let error as JSONDocument.Failure {
      throw .invalidCatalog(reason: error.description)
    } catch {
      throw .invalidCatalog(reason: "\(error)")
    }
    guard case .array(let elements) = document.root else { return [] }
    var categories: [Category] = []
    categories.reserveCapacity(elements.count)
    for (index, element) in elements.enumerated() {
      categories.append(try category(element, at: "[\(index)]", source: source))
    }
    return categories
  }

  private static func category(_ value: JSONValue, at place: String, source: String)
    throws(ComposerError) -> Category
  {
    func fail(_ message: String) -> ComposerError {
      .invalidCatalog(reason: "\(source): at \(message)")
    }
    guard case .object = value else {
      throw fail("\(place): expected a category object, got \(value.typeName)")
    }
    func field(_ key: String) throws(ComposerError) -> JSONValue {
      guard let field = value[key] else { throw fail("\(place): missing key \"\(key)\"") }
      return field
    }
    guard case .number(let number, _) = try field("id"),
      number == number.rounded(), abs(number) <= 9_007_199_254_740_992
    else {
      throw fail("\(place).id: expected a whole number, got \(describe(try field("id")))")
    }
    guard case .string(let label) = try field("label") else {
      throw fail("\(place).label: expected a string, got \(describe(try field("label")))")
    }
    func color(_ key: String) throws(ComposerError) -> RGBColor {
      let value = try field(key)
      guard case .string(let text) = value, let color = RGBColor(hex: text) else {
        throw fail("\(place).\(key): expected a colour as #RRGGBB, got \(describe(value))")
      }
      return color
    }
    return Category(
      id: Int(number), label: label, background: try color("background"),
      foreground: try color("foreground"))
  }

  /// A value as a message shows it: a short string in quotes, a number as written, else its type.
  private static func describe(_ value: JSONValue) -> String {
    switch value {
    case .string(let text):
      "\"\(VisibleText.escaping(text.count <= 40 ? text : String(text.prefix(40)) + "…"))\""
    case .number(_, let text): text.count <= 40 ? text : String(text.prefix(40)) + "…"
    default: value.typeName
    }
  }
}
