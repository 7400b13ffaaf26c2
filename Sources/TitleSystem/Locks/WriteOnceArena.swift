import Synchronization

/// The memory of every ``WriteOnceTable`` of the process: pages numbered from 1, and directory
/// groups. A table takes its pool pages and directory groups when it is made, further pages on
/// first write, and gives them all back, unwritten again, when it is freed; nothing is ever
/// deallocated (which is as well: destroying an `InlineArray` of `Atomic`s costs about 180
/// instructions an element, unspecialised), so the process keeps its high-water mark.
///
/// The pages live in chunks that are global constants, made on first use (Swift initialises a
/// global once, thread-safely): besides `AtomicLazyReference`, whose `load()` is a generic call
/// of some 640 instructions and a retain, the one way safe Swift publishes memory made later to
/// lock-free readers. A reader reaches a page through immutable arrays: no lock, no generic call,
/// no reference count (a call and a global's once-check more than a pool page). Chunks 0 and 1
/// hold 64 pages each, every later chunk as many as all before it (`64 × 2^(k−1)` for chunk `k`),
/// up to 2²⁵ pages (128 GB).
@usableFromInline enum WriteOnceArena {
  /// The pages of chunk 0.
  static let firstChunkSize = 64
  /// Chunks 0 through 19.
  static let chunkCount = 20
  /// The largest page number.
  static let maximumNumber = firstChunkSize << (chunkCount - 1)

  /// Numbers never given out start after this.
  private static let issued = Atomic<Int>(0)
  /// Numbers given back, their pages unwritten.
  private static let returned = Locked<[UInt32]>([])
  /// How many numbers `returned` holds (read without its lock to skip it when empty).
  private static let returnedCount = Atomic<Int>(0)
  /// Directory groups given back, every entry 0.
  private static let spareGroups = Locked<[WriteOnceTable.DirectoryGroup]>([])

  /// The record in `slot` of page `number` (see ``WriteOnceTable/record(in:_:slot:)``). Not
  /// inlined into readers: here each chunk is read in place, where a reader's inlined copy
  /// would retain and release the page around the loads.
  @usableFromInline static func record(_ number: UInt32, slot: Int) -> (
    first: UInt64, second: UInt64
  )? {
    let (chunk, offset) = position(number)
    switch chunk {
    case 0: return WriteOnceTable.record(in: writeOnceChunk0, offset, slot: slot)
    case 1: return WriteOnceTable.record(in: writeOnceChunk1, offset, slot: slot)
    case 2: return WriteOnceTable.record(in: writeOnceChunk2, offset, slot: slot)
    case 3: return WriteOnceTable.record(in: writeOnceChunk3, offset, slot: slot)
    case 4: return WriteOnceTable.record(in: writeOnceChunk4, offset, slot: slot)
    case 5: return WriteOnceTable.record(in: writeOnceChunk5, offset, slot: slot)
    case 6: return WriteOnceTable.record(in: writeOnceChunk6, offset, slot: slot)
    case 7: return WriteOnceTable.record(in: writeOnceChunk7, offset, slot: slot)
    case 8: return WriteOnceTable.record(in: writeOnceChunk8, offset, slot: slot)
    case 9: return WriteOnceTable.record(in: writeOnceChunk9, offset, slot: slot)
    case 10: return WriteOnceTable.record(in: writeOnceChunk10, offset, slot: slot)
    case 11: return WriteOnceTable.record(in: writeOnceChunk11, offset, slot: slot)
    case 12: return WriteOnceTable.record(in: writeOnceChunk12, offset, slot: slot)
    case 13: return WriteOnceTable.record(in: writeOnceChunk13, offset, slot: slot)
    case 14: return WriteOnceTable.record(in: writeOnceChunk14, offset, slot: slot)
    case 15: return WriteOnceTable.record(in: writeOnceChunk15, offset, slot: slot)
    case 16: return WriteOnceTable.record(in: writeOnceChunk16, offset, slot: slot)
    case 17: return WriteOnceTable.record(in: writeOnceChunk17, offset, slot: slot)
    case 18: return WriteOnceTable.record(in: writeOnceChunk18, offset, slot: slot)
    default: return WriteOnceTable.record(in: writeOnceChunk19, offset, slot: slot)
    }
  }

  /// The page numbered `number` (from 1: a number ``take(_:)`` gave out).
  static func page(_ number: UInt32) -> WriteOnceTable.Page {
    let (chunk, offset) = position(number)
    switch chunk {
    case 0: return writeOnceChunk0[offset]
    case 1: return writeOnceChunk1[offset]
    case 2: return writeOnceChunk2[offset]
    case 3: return writeOnceChunk3[offset]
    case 4: return writeOnceChunk4[offset]
    case 5: return writeOnceChunk5[offset]
    case 6: return writeOnceChunk6[offset]
    case 7: return writeOnceChunk7[offset]
    case 8: return writeOnceChunk8[offset]
    case 9: return writeOnceChunk9[offset]
    case 10: return writeOnceChunk10[offset]
    case 11: return writeOnceChunk11[offset]
    case 12: return writeOnceChunk12[offset]
    case 13: return writeOnceChunk13[offset]
    case 14: return writeOnceChunk14[offset]
    case 15: return writeOnceChunk15[offset]
    case 16: return writeOnceChunk16[offset]
    case 17: return writeOnceChunk17[offset]
    case 18: return writeOnceChunk18[offset]
    default: return writeOnceChunk19[offset]
    }
  }

  /// The chunk of page `number` and the page's place in it.
  @inline(__always)
  private static func position(_ number: UInt32) -> (chunk: Int, offset: Int) {
    let index = Int(number) - 1
    guard index >= firstChunkSize else { return (0, index) }
    let chunk = Int.bitWidth - (index / firstChunkSize).leadingZeroBitCount  // 1, 2, 3, …
    return (chunk, index - (firstChunkSize << (chunk - 1)))
  }

  /// Up to `count` page numbers, every entry of their pages unwritten: pages given back first,
  /// then new ones (their chunks made if need be); fewer once ``maximumNumber`` pages are out.
  /// Takes a lock only when pages were given back.
  static func take(_ count: Int) -> [UInt32] {
    guard count > 0 else { return [] }
    var numbers: [UInt32] = []
    if returnedCount.load(ordering: .relaxed) > 0 {
      numbers = returned.withLock { list in
        let taken = Array(list.suffix(count))
        list.removeLast(taken.count)
        returnedCount.store(list.count, ordering: .relaxed)
        return taken
      }
    }
    let missing = count - numbers.count
    guard missing > 0 else { return numbers }
    let first = issued.add(missing, ordering: .relaxed).oldValue + 1
    for number in first..<first + missing where number <= maximumNumber {
      _ = page(UInt32(number))  // makes its chunk
      numbers.append(UInt32(number))
    }
    return numbers
  }

  /// Takes pages back for ``take(_:)``, whose lock orders their last use before the next.
  /// - Parameter numbers: pages no table refers to any more, every entry unwritten
  ///   (``WriteOnceTable/Page/clear()``).
  static func giveBack(_ numbers: [UInt32]) {
    guard !numbers.isEmpty else { return }
    returned.withLock { list in
      list.append(contentsOf: numbers)
      returnedCount.store(list.count, ordering: .relaxed)
    }
  }

  /// `count` directory groups, every entry 0: groups given back first, then new ones.
  static func takeGroups(_ count: Int) -> [WriteOnceTable.DirectoryGroup] {
    guard count > 0 else { return [] }
    var groups = spareGroups.withLock { spare in
      let taken = Array(spare.suffix(count))
      spare.removeLast(taken.count)
      return taken
    }
    while groups.count < count { groups.append(WriteOnceTable.DirectoryGroup()) }
    return groups
  }

  /// Takes directory groups back for ``takeGroups(_:)``.
  /// - Parameter groups: groups no table refers to any more, every entry 0.
  static func giveBack(groups: [WriteOnceTable.DirectoryGroup]) {
    guard !groups.isEmpty else { return }
    spareGroups.withLock { $0.append(contentsOf: groups) }
  }

  /// The pages of chunk `chunk`.
  static func makeChunk(_ chunk: Int) -> [WriteOnceTable.Page] {
    (0..<(firstChunkSize << max(0, chunk - 1))).map { _ in WriteOnceTable.Page() }
  }
}

// The chunks, each made by its first access (a global's once-only initialisation).
private let writeOnceChunk0 = WriteOnceArena.makeChunk(0)
private let writeOnceChunk1 = WriteOnceArena.makeChunk(1)
private let writeOnceChunk2 = WriteOnceArena.makeChunk(2)
private let writeOnceChunk3 = WriteOnceArena.makeChunk(3)
private let writeOnceChunk4 = WriteOnceArena.makeChunk(4)
private let writeOnceChunk5 = WriteOnceArena.makeChunk(5)
private let writeOnceChunk6 = WriteOnceArena.makeChunk(6)
private let writeOnceChunk7 = WriteOnceArena.makeChunk(7)
private let writeOnceChunk8 = WriteOnceArena.makeChunk(8)
private let writeOnceChunk9 = WriteOnceArena.makeChunk(9)
private let writeOnceChunk10 = WriteOnceArena.makeChunk(10)
private let writeOnceChunk11 = WriteOnceArena.makeChunk(11)
private let writeOnceChunk12 = WriteOnceArena.makeChunk(12)
private let writeOnceChunk13 = WriteOnceArena.makeChunk(13)
private let writeOnceChunk14 = WriteOnceArena.makeChunk(14)
private let writeOnceChunk15 = WriteOnceArena.makeChunk(15)
private let writeOnceChunk16 = WriteOnceArena.makeChunk(16)
private let writeOnceChunk17 = WriteOnceArena.makeChunk(17)
private let writeOnceChunk18 = WriteOnceArena.makeChunk(18)
private let writeOnceChunk19 = WriteOnceArena.makeChunk(19)
