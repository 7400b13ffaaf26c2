/// A list that keeps its storage between uses: `clear()` only resets the count, so refilling it
/// for the next title allocates nothing (and skips `Array.removeAll`'s generic path).
struct ReusableBuffer<Element> {
  private var storage: [Element] = []
  /// The number of elements in use.
  private(set) var count = 0

  init() {}

  var isEmpty: Bool { count == 0 }

  /// Forgets every element (the storage stays).
  mutating func clear() { count = 0 }

  mutating func append(_ element: Element) {
    if count < storage.count {
      storage[count] = element
    } else {
      storage.append(element)
    }
    count += 1
  }

  /// The element at `index`, which must be below `count`.
  subscript(index: Int) -> Element {
    get {
      precondition(index < count)
      return storage[index]
    }
    set {
      precondition(index < count)
      storage[index] = newValue
    }
  }

  /// Removes the last `n` elements (`n <= count`).
  mutating func removeLast(_ n: Int) {
    precondition(n <= count)
    count -= n
  }

  /// Removes the first element, keeping the others in order.
  mutating func removeFirst() {
    guard count > 0 else { return }
    for index in 1..<count { storage[index - 1] = storage[index] }
    count -= 1
  }
}

extension ReusableBuffer: Sendable where Element: Sendable {}
