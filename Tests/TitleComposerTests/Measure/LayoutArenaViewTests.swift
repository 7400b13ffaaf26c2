import Testing

@testable import TitleComposer

/// The arena's views: what they read and write, and that a read, write or range outside a view
/// stops the process (the tests run debug builds, where element accesses are checked) instead
/// of touching memory next to it.
@Suite struct LayoutArenaViewTests {
  /// Runs `body` with a view of `values` in an arena of their own, kept alive for the call (a
  /// view does not keep its arena alive).
  static func withUnits<Result>(
    _ values: [UInt16], _ body: (LayoutArena, ArenaView<UInt16>) throws -> Result
  ) rethrows -> Result {
    let arena = LayoutArena(capacity: values.count)
    let view = arena.utf16.prefix(count: values.count)
    view.update(from: values, at: 0)
    return try withExtendedLifetime(arena) { try body(arena, view.readOnly) }
  }

  @Test func viewsReadWhatWasWrittenAndCutRangesFromZero() {
    Self.withUnits([1, 2, 3, 4, 5]) { arena, view in
      #expect(Array(view) == [1, 2, 3, 4, 5])
      #expect(Array(view.extracting(1..<4)) == [2, 3, 4])
      #expect(view.extracting(1..<4)[0] == 2)
      #expect(view.extracting(5..<5).isEmpty)
      arena.utf16.update(repeating: 9, in: 1..<3)
      #expect(Array(view) == [1, 9, 9, 4, 5])
      arena.utf16[4] &+= 1
      #expect(view[4] == 6)
    }
  }

  /// `elementsEqual(_:at:)` against Swift's own `==` on every length its word loads branch on
  /// (0 to 40 code units: one by one, one word, two words, `memcmp`), with the difference at
  /// every position, and past the view's end.
  @Test func storedTextComparesAsArraysDo() {
    for length in 0...40 {
      let text = (0..<length).map { UInt16(0xAC00 + $0 * 7) }
      Self.withUnits([0x20, 0x20] + text + [0x41]) { _, view in
        Self.withUnits(text) { _, same in
          #expect(view.elementsEqual(same, at: 2), "length \(length)")
          // One unit past the end (the view holds 2 + length + 1 units).
          #expect(!view.elementsEqual(same, at: 4) || length == 0)
          #expect(!view.elementsEqual(same, at: -1))
        }
        for position in 0..<length {
          var changed = text
          changed[position] ^= 0x100
          Self.withUnits(changed) { _, other in
            #expect(!view.elementsEqual(other, at: 2), "length \(length), at \(position)")
          }
        }
      }
    }
  }

  /// A segment block copies its four arrays, and its views read them back.
  @Test func segmentBlocksHoldCopies() throws {
    try Self.withUnits([0x48, 0x69]) { _, text in try Self.checkSegmentBlock(copying: text) }
  }

  static func checkSegmentBlock(copying text: ArenaView<UInt16>) throws {
    let arena = LayoutArena(capacity: 2)
    let flags = arena.flags.prefix(count: 2)
    flags.update(from: [3, 1], at: 0)
    let cluster = MeasuredCluster(
      offset: 1, position: 0, advance: 7.5, kerningAfter: 0, endTrim: 0, breakBefore: .allowed,
      hangs: false, isMissing: false, isCollapsed: false)
    let glyph = MeasuredGlyph(
      glyph: 42, faceIndex: 0, bidiLevel: 0, cluster: 1, advance: 7.5, xOffset: 0, yOffset: 0)
    let block = try #require(
      SegmentBlock(clusters: [cluster], glyphs: [glyph], text: text, flags: flags.readOnly))
    defer { block.deallocate() }
    flags[0] = 0
    withExtendedLifetime(arena) {}
    #expect(Array(block.text) == [0x48, 0x69])
    #expect(Array(block.flags) == [3, 1])
    #expect(block.clusters.count == 1 && block.clusters[0].advance == 7.5)
    #expect(block.glyphs.count == 1 && block.glyphs[0].glyph == 42)
  }

  @Test func readingPastAViewStops() async {
    await #expect(processExitsWith: .failure) {
      LayoutArenaViewTests.withUnits([1, 2, 3]) { _, view in _ = view[3] }
    }
  }

  @Test func writingPastAViewStops() async {
    await #expect(processExitsWith: .failure) {
      let arena = LayoutArena(capacity: 4)
      arena.clusters.prefix(count: 2)[2].advance = 1
    }
  }

  @Test func aRangePastAViewStops() async {
    await #expect(processExitsWith: .failure) {
      LayoutArenaViewTests.withUnits([1, 2, 3]) { _, view in _ = view.extracting(2..<4) }
    }
  }

  @Test func aCopyPastAViewStops() async {
    await #expect(processExitsWith: .failure) {
      let arena = LayoutArena(capacity: 4)
      arena.utf16.prefix(count: 3).update(from: [1, 2, 3, 4], at: 0)
    }
  }
}
