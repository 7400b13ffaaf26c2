/// The categories a composer can badge titles with, looked up by API id.
///
/// A server that defines its own categories loads them from JSON:
/// `[{"id": 1, "label": "취미", "background": "#FAE0E4", "foreground": "#E84D65"}, …]`.
/// A catalog holds at most ``maximumCount`` categories; a catalog file is at most
/// ``maximumFileBytes`` long.
public struct CategoryCatalog: Sendable, Equatable {
  /// The most categories a catalog holds (100,000): a composer measures every badge up front.
  public static let maximumCount = 100_000
  /// The longest catalog file read (16 MiB: 100,000 categories of ~170 bytes).
  public static let maximumFileBytes = 16 << 20
  /// How many known ids ``ComposerError/unknownCategory(id:knownIDs:knownCount:)`` carries.
  public static let unknownCategorySampleSize = 5

  private let byID: [Int: Category]

  /// The ids this catalog knows, ascending.
  public let knownIDs: [Int]

  /// The built-in categories (``BuiltInCategory``).
  public static let builtIn = try! CategoryCatalog(BuiltInCategory.allCases.map(\.category))

  /// A catalog of the given categories.
  /// - Parameter categories: at most ``maximumCount`` categories with distinct ids.
  /// - Throws: ``ComposerError/catalogTooLarge(count:limit:)`` beyond ``maximumCount``;
  ///   ``ComposerError/invalidCatalog(reason:)`` when the list is empty, an id repeats or a label
  ///   is empty.
  public init(_ categories: [Category]) throws(ComposerError) {
    guard !categories.isEmpty else {
      throw .invalidCatalog(reason: "the catalog defines no category")
    }
    guard categories.count <= Self.maximumCount else {
      throw .catalogTooLarge(count: categories.count, limit: Self.maximumCount)
    }
    var byID: [Int: Category] = [:]
    byID.reserveCapacity(categories.count)
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

  /// The category with API id `id`.
  /// - Throws: ``ComposerError/unknownCategory(id:knownIDs:knownCount:)`` with the
  ///   ``unknownCategorySampleSize`` smallest known ids.
  public func category(id: Int) throws(ComposerError) -> Category {
    guard let category = byID[id] else {
      throw .unknownCategory(
        id: id, knownIDs: Array(knownIDs.prefix(Self.unknownCategorySampleSize)),
        knownCount: knownIDs.count)
    }
    return category
  }
}
