import Testing

@_spi(TitleInternals) import TitleSystem

/// ``WriteOnceTable``: entries read back as written, unknown ones and bad indices as `nil`,
/// pool pages and the process's alike, pages given back unwritten, and threads that race to
/// write one entry agree.
@Suite struct WriteOnceTableTests {
  @Test func entriesReadBackAsWritten() {
    let table = WriteOnceTable(count: 1000)
    #expect(table.load(0) == nil)
    #expect(table.load(999) == nil)
    table.store(0, first: 7, second: 9)
    table.store(999, first: WriteOnceTable.maximumFirstWord, second: .max)
    #expect(table.load(0)! == (7, 9))
    #expect(table.load(999)! == (WriteOnceTable.maximumFirstWord, UInt64.max))
    // A neighbour on the same page, and one on another page, stay unknown.
    #expect(table.load(1) == nil)
    #expect(table.load(500) == nil)
    // Zero is a value like any other.
    table.store(500, first: 0, second: 0)
    #expect(table.load(500)! == (0, 0))
  }

  @Test func outOfRangeAndOversizedWritesDoNothing() {
    let table = WriteOnceTable(count: 10)
    table.store(-1, first: 1, second: 1)
    table.store(10, first: 1, second: 1)
    table.store(3, first: WriteOnceTable.maximumFirstWord + 1, second: 1)
    #expect(table.load(-1) == nil)
    #expect(table.load(10) == nil)
    #expect(table.load(3) == nil)
    #expect(WriteOnceTable(count: 0).load(0) == nil)
    #expect(WriteOnceTable(count: -5).count == 0)
  }

  /// A pool of one page: the first page written is the table's own, the next ones the
  /// process's; each reads back what was written on it and nothing on its neighbours.
  @Test func pagesBeyondThePoolReadBack() {
    let table = WriteOnceTable(count: 10 * 256, poolPageCount: 1)
    #expect(table.poolPageCount == 1)
    let written = [3 * 256 + 7, 0, 9 * 256 + 255, 5 * 256]
    for index in written {
      table.store(index, first: UInt64(index) << 1, second: ~UInt64(index))
    }
    for index in written {
      #expect(table.load(index)! == (UInt64(index) << 1, ~UInt64(index)))
      #expect(table.load(index ^ 1) == nil)
    }
    #expect(table.load(7 * 256) == nil)
  }

  /// The pool never has more pages than the table: a 10-entry table has one, an empty one none.
  @Test func poolsAreNoLargerThanTheirTables() {
    #expect(WriteOnceTable(count: 10).poolPageCount == 1)
    #expect(WriteOnceTable(count: 10 * 256 + 1, poolPageCount: 100).poolPageCount == 11)
    #expect(WriteOnceTable(count: 0).poolPageCount == 0)
    #expect(WriteOnceTable(count: 1000, poolPageCount: -3).poolPageCount == 0)
  }

  /// A freed table gives its pages (pool and others) and its directory back to the process: a
  /// later table that takes them finds every entry unwritten.
  @Test func pagesGivenBackAreUnwritten() {
    let count = 64 * 256
    do {
      let first = WriteOnceTable(count: count, poolPageCount: 4)
      for index in stride(from: 0, to: count, by: 97) {
        first.store(index, first: 1, second: 2)
      }
      #expect(first.load(97)! == (1, 2))
    }
    let second = WriteOnceTable(count: count, poolPageCount: 4)
    for index in stride(from: 1, to: count, by: 97) {
      second.store(index, first: 3, second: 4)
    }
    let unwritten = (0..<count).filter { $0 % 97 != 1 }
    #expect(unwritten.filter { second.load($0) != nil }.isEmpty)
    #expect(second.load(1)! == (3, 4))
    #expect(second.load(count - 1 - (count - 2) % 97)! == (3, 4))
  }

  /// Eight tasks write every entry of a million-entry table with the value its index decides,
  /// while reading others: every read is either unknown or that value, and all end known.
  @Test func racingWritersAgree() async {
    let table = WriteOnceTable(count: 1 << 20)
    let stride = 4099
    let torn = await withTaskGroup(of: Int.self) { group in
      for task in 0..<8 {
        group.addTask {
          var wrong = 0
          for step in 0..<20_000 {
            let index = (step &* stride &+ task &* 131) & ((1 << 20) - 1)
            table.store(index, first: UInt64(index) &* 3, second: UInt64(index) ^ 0xFFFF)
            let other = (index &+ 77) & ((1 << 20) - 1)
            if let words = table.load(other),
              words != (UInt64(other) &* 3, UInt64(other) ^ 0xFFFF)
            {
              wrong += 1
            }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(torn == 0)
    for step in 0..<20_000 {
      let index = (step &* stride) & ((1 << 20) - 1)
      #expect(table.load(index)! == (UInt64(index) &* 3, UInt64(index) ^ 0xFFFF))
    }
  }
}
