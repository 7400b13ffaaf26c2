import Foundation

/// The categories a composer can badge titles with, looked up by API id.
///
/// A server that defines its own categories loads them from JSON:
/// `[{"id": 1, "label": "취미", "background": "#FAE0E4", "foreground": "#E84D65"}, …]`.
public struct CategoryCatalog: Sendable, Equatable {
  private let byID: [Int: Category]

  /// The ids this catalog knows, ascending.
  public let knownIDs: [Int]

  /// The built-in categories (``BuiltInCategory``).
  public static let builtIn = try! CategoryCatalog(BuiltInCategory.allCases.map(\.category))

  /// A catalog of the given categories.
  /// - Throws: ``ComposerError/invalidCatalog(reason:)`` when the list is empty, an id repeats or a
  ///   label is empty.
  public init(_ categories: [Category]) throws(ComposerError) {
    guard !categories.isEmpty else {
      throw .invalidCatalog(reason: "the catalog defines no category")
    }
    var byID: [Int: Category] = [:]
    for category in categories {
      guard !category.label.isEmpty else {
        throw .invalidCatalog(reason: "category \(category.id) has an empty label")
      }
      guard byID.updateValue(category, forKey: category.id) == nil else {
        throw .invalidCatalog(reason: "category id \(category.id) is defined twice")
      }
    }
    self.byID = byID
    self.knownIDs = byID.keys.sorted()
  }

  /// A catalog from a JSON array of categories.
  /// - Throws: ``ComposerError/invalidCatalog(reason:)`` naming what is wrong with the JSON.
  public init(json: Data) throws(ComposerError) {
    guard !json.isEmpty else { throw .invalidCatalog(reason: "the catalog file is empty") }
    let categories: [Category]
    do {
      categories = try JSONDecoder().decode([Category].self, from: json)
    } catch {
      throw .invalidCatalog(reason: DecodingErrorDescription.describe(error))
    }
    try self.init(categories)
  }

  /// A catalog from a JSON file.
  /// - Throws: ``ComposerError/invalidCatalog(reason:)`` when the file cannot be read or parsed.
  public init(contentsOf path: String) throws(ComposerError) {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw .invalidCatalog(reason: "cannot read \(path): \(error.localizedDescription)")
    }
    try self.init(json: data)
  }

  /// The category with API id `id`.
  /// - Throws: ``ComposerError/unknownCategory(id:knownIDs:)``.
  public func category(id: Int) throws(ComposerError) -> Category {
    guard let category = byID[id] else { throw .unknownCategory(id: id, knownIDs: knownIDs) }
    return category
  }
}
