/// The badges a composer measured at start-up, looked up by category id for every title: an array
/// indexed by id when the ids are small and dense enough (the usual catalog: 1, 2, 3, …), so a
/// lookup is one bounds check and no hashing; a dictionary otherwise.
///
/// The table owns its badges and hands them out borrowed: a badge is read by every title of its
/// category, on every thread, and a retain per title would be a write to its count by each.
struct BadgeTable: Sendable {
  /// The largest id kept in the array: beyond it (or for a sparse catalog) the dictionary.
  static let largestDenseID = 4095

  /// The badges, kept alive as long as the table.
  private let boxes: [BadgeBox]
  private let dense: [Borrowed<BadgeBox>?]
  private let sparse: [Int: Borrowed<BadgeBox>]

  /// A table of `boxes`, each under its category's id (distinct, as a catalog's are).
  init(_ boxes: [BadgeBox]) {
    let ids = boxes.map(\.category.id)
    let largest = ids.max() ?? -1
    let isDense =
      (ids.min() ?? 0) >= 0 && largest <= Self.largestDenseID && largest < 4 * boxes.count + 64
    var dense: [Borrowed<BadgeBox>?] = []
    var sparse: [Int: Borrowed<BadgeBox>] = [:]
    if isDense {
      dense = Array(repeating: nil, count: largest + 1)
      for box in boxes { dense[box.category.id] = Borrowed(box) }
    } else {
      for box in boxes { sparse[box.category.id] = Borrowed(box) }
    }
    self.boxes = boxes
    self.dense = dense
    self.sparse = sparse
  }

  /// The badge of category `id`, borrowed (valid while the table lives), `nil` when the
  /// catalog has none.
  @inline(__always)
  subscript(id id: Int) -> Borrowed<BadgeBox>? {
    if id >= 0 && id < dense.count { return dense[id] }
    return dense.isEmpty ? sparse[id] : nil
  }
}
