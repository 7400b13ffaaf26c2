import TitleComposer

/// Which chips of a list of `count` tags are selected, with the seed's rules: tapping a chip
/// toggles it; in `.single` mode selecting one deselects every other; in `.multiple` mode a
/// limit, if any, refuses a selection beyond it. `isAnySelected` drives a filter indicator.
///
/// A value type: tapping returns a changed copy's worth of state, so a server can keep it in a
/// request and a client can diff it.
///
/// ```swift
/// var selection = try TagSelection(count: 3)
/// try selection.toggle(2)  // [2]
/// try selection.toggle(0)  // [0]: single mode deselects 2
/// ```
public struct TagSelection: Sendable, Hashable, Codable {
  /// How many chips may be selected at once.
  public enum Mode: Sendable, Hashable, Codable {
    /// At most one: selecting a chip deselects the others.
    case single
    /// Any number up to `limit` (`nil` for no limit).
    case multiple(limit: Int?)
  }

  /// The number of tags the selection is for; indices are `0..<count`.
  public let count: Int
  /// The selection rule.
  public let mode: Mode
  /// The selected indices, ascending.
  public private(set) var selectedIndices: [Int]

  /// A selection.
  /// - Parameters:
  ///   - count: the number of tags, 0 or more.
  ///   - mode: single (default) or multiple with an optional limit.
  ///   - selected: indices selected at the start (duplicates count once).
  /// - Throws: ``TagSelectionError`` for a negative count, a limit below 1, an index out of
  ///   range, or more indices than the mode allows.
  public init(count: Int, mode: Mode = .single, selected: [Int] = []) throws(TagSelectionError) {
    guard count >= 0 else { throw .invalidCount(count) }
    if case .multiple(let limit?) = mode, limit < 1 { throw .invalidLimit(limit) }
    let unique = Array(Set(selected)).sorted()
    for index in unique where !(0..<count).contains(index) {
      throw .indexOutOfRange(index: index, count: count)
    }
    if let limit = mode.limit, unique.count > limit {
      throw .tooManySelected(selected: unique.count, limit: limit)
    }
    self.count = count
    self.mode = mode
    self.selectedIndices = unique
  }

  /// Whether any chip is selected: the filter indicator's state.
  public var isAnySelected: Bool { !selectedIndices.isEmpty }

  /// Whether the chip at `index` is selected (`false` for an index out of range).
  public func isSelected(_ index: Int) -> Bool { selectedIndices.contains(index) }

  /// Taps the chip at `index`: deselects it if selected, otherwise selects it — deselecting every
  /// other chip in single mode, and refusing when the multiple mode's limit is reached.
  /// - Returns: whether the selection changed (`false` only when the limit refused).
  /// - Throws: ``TagSelectionError/indexOutOfRange(index:count:)``; the selection is unchanged.
  @discardableResult
  public mutating func toggle(_ index: Int) throws(TagSelectionError) -> Bool {
    guard (0..<count).contains(index) else { throw .indexOutOfRange(index: index, count: count) }
    if let position = selectedIndices.firstIndex(of: index) {
      selectedIndices.remove(at: position)
      return true
    }
    switch mode {
    case .single:
      selectedIndices = [index]
    case .multiple(let limit):
      if let limit, selectedIndices.count >= limit { return false }
      selectedIndices.append(index)
      selectedIndices.sort()
    }
    return true
  }

  /// Deselects every chip (the filter's "reset").
  public mutating func deselectAll() { selectedIndices.removeAll() }

  private enum CodingKeys: String, CodingKey { case count, mode, selectedIndices = "selected" }

  /// Decodes `count`, `mode` and `selected`, checking them as ``init(count:mode:selected:)`` does.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let count = try container.decode(Int.self, forKey: .count)
    let mode = try container.decodeIfPresent(Mode.self, forKey: .mode) ?? .single
    let selected = try container.decodeIfPresent([Int].self, forKey: .selectedIndices) ?? []
    do {
      try self.init(count: count, mode: mode, selected: selected)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: .selectedIndices, in: container, debugDescription: error.description)
    }
  }

  /// Encodes `count`, `mode` and `selected`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(count, forKey: .count)
    try container.encode(mode, forKey: .mode)
    try container.encode(selectedIndices, forKey: .selectedIndices)
  }
}

extension TagSelection.Mode {
  /// The most chips selectable at once, `nil` for no limit.
  public var limit: Int? {
    switch self {
    case .single: 1
    case .multiple(let limit): limit
    }
  }
}

/// Why a selection could not be made or changed.
public enum TagSelectionError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The tag count is negative.
  case invalidCount(Int)
  /// The multiple mode's limit is below 1.
  case invalidLimit(Int)
  /// An index is not in `0..<count`.
  case indexOutOfRange(index: Int, count: Int)
  /// More indices were given than the mode allows.
  case tooManySelected(selected: Int, limit: Int)

  /// A one-line message for people.
  public var description: String {
    switch self {
    case .invalidCount(let count): "invalid tag count \(count): it must be 0 or more"
    case .invalidLimit(let limit): "invalid selection limit \(limit): it must be 1 or more"
    case .indexOutOfRange(let index, let count):
      "tag index \(index) is out of range (\(count) tags)"
    case .tooManySelected(let selected, let limit):
      "\(selected) tags selected but at most \(limit) may be"
    }
  }
}
