import Foundation
import TitleSystem

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
