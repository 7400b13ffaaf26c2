@_spi(TitleInternals) import TitleSystem

/// The byte buffers a batch's chunks are written into, given back once their records are written
/// and handed out again to the chunks of the next window of lines.
///
/// Without it every window allocates its chunks' buffers afresh and frees them all together once
/// written; `malloc` then gives the top of its heap back to the system, which has to map and zero
/// those pages again for the next window. With it a long batch writes into the same memory from
/// one window to the next. The pool keeps at most ``mostBytes`` of capacity, and no buffer larger
/// than ``largestBuffer`` (one grown by unusually long records is freed), so what it holds is
/// bounded whatever the records.
final class ChunkBufferPool: Sendable {
  /// The most capacity, in bytes, kept over all the buffers.
  let mostBytes: Int
  /// The largest buffer kept, in bytes of capacity.
  let largestBuffer: Int

  private struct Spare {
    var buffers: [[UInt8]] = []
    var bytes = 0
  }

  private let spare = Locked(Spare())

  /// A pool that keeps up to `mostBytes` of buffers, none larger than `largestBuffer`.
  init(mostBytes: Int = 16 << 20, largestBuffer: Int = 1 << 20) {
    self.mostBytes = mostBytes
    self.largestBuffer = largestBuffer
  }

  /// An empty buffer: one given back before (its capacity kept), or a new one.
  func take() -> [UInt8] {
    spare.withLock { spare in
      guard let buffer = spare.buffers.popLast() else { return [] }
      spare.bytes -= buffer.capacity
      return buffer
    }
  }

  /// Takes back `buffers` (which are left empty): each is emptied, its capacity kept, and kept
  /// while the pool has room for it. A buffer is reused without a copy only when nothing else
  /// holds it, as is the case for the ones ``RecordWriter`` has written.
  func giveBack(_ buffers: inout [[UInt8]]) {
    spare.withLock { spare in
      for index in buffers.indices {
        let capacity = buffers[index].capacity
        guard capacity <= largestBuffer, spare.bytes + capacity <= mostBytes else { continue }
        buffers[index].removeAll(keepingCapacity: true)
        spare.buffers.append([])
        swap(&spare.buffers[spare.buffers.count - 1], &buffers[index])
        spare.bytes += capacity
      }
    }
    buffers.removeAll(keepingCapacity: true)
  }
}
