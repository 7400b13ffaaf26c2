import Testing
@testable import TitleService

/// The batch's pool of chunk buffers (``ChunkBufferPool``): a buffer given back comes out again
/// empty with its capacity, one larger than the pool keeps is dropped, and what the pool holds
/// never passes its byte budget.
@Suite struct ChunkBufferPoolTests {
  /// A buffer holding `count` bytes, with at least that capacity.
  static func filled(_ count: Int) -> [UInt8] {
    var buffer: [UInt8] = []
    buffer.reserveCapacity(count)
    buffer.append(contentsOf: repeatElement(0x7B, count: count))
    return buffer
  }

  @Test func aBufferGivenBackComesOutEmptyWithItsCapacity() {
    let pool = ChunkBufferPool(mostBytes: 1 << 20, largestBuffer: 1 << 16)
    #expect(pool.take().capacity == 0)
    var given = [Self.filled(40_000)]
    let capacity = given[0].capacity
    pool.giveBack(&given)
    #expect(given.isEmpty)
    let taken = pool.take()
    #expect(taken.isEmpty)
    #expect(taken.capacity == capacity)
    // Taken once: the pool is empty again.
    #expect(pool.take().capacity == 0)
  }

  @Test func theLargestBufferAndTheByteBudgetBoundWhatIsKept() {
    let pool = ChunkBufferPool(mostBytes: 100_000, largestBuffer: 50_000)
    var given = [
      Self.filled(60_000), Self.filled(40_000), Self.filled(40_000), Self.filled(40_000),
    ]
    let kept = given[1].capacity + given[2].capacity
    pool.giveBack(&given)
    #expect(given.isEmpty)
    // The first is too large; the fourth would pass the budget.
    var total = 0
    var count = 0
    while true {
      let buffer = pool.take()
      guard buffer.capacity > 0 else { break }
      #expect(buffer.isEmpty)
      #expect(buffer.capacity <= 50_000)
      total += buffer.capacity
      count += 1
    }
    #expect(count == 2)
    #expect(total == kept)
    #expect(total <= 100_000)
  }
}
