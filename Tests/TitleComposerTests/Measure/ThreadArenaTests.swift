import Testing
import TitleText

@testable import TitleComposer

/// The per-thread arena that compositions borrow (`LayoutArena.forComposing(capacity:)`).
/// Each test is synchronous, so it runs on one thread from start to end.
@Suite struct ThreadArenaTests {
  /// Released, the thread's arena comes back for the next composition, sized to it.
  @Test func aReleasedArenaIsReusedWithTheNewCapacity() {
    let first = ObjectIdentifier(LayoutArena.forComposing(capacity: 40))
    let second = LayoutArena.forComposing(capacity: 12)
    #expect(ObjectIdentifier(second) == first)
    #expect(second.capacity == 12)
    #expect(second.glyphCapacity == 26)
    #expect(second.allocatedCapacity >= LayoutArena.keptMinimumCapacity)
  }

  /// An arena still held (by a prepared title, or a composition further up the stack) is
  /// never handed out again.
  @Test func aHeldArenaIsNeverHandedOutAgain() {
    let held = LayoutArena.forComposing(capacity: 30)
    let other = LayoutArena.forComposing(capacity: 30)
    #expect(held !== other)
    #expect(held.capacity == 30 && other.capacity == 30)
  }

  /// A title longer than the kept maximum gets its own arena and leaves the kept one alone.
  @Test func aLongTitleGetsItsOwnArena() {
    let kept = ObjectIdentifier(LayoutArena.forComposing(capacity: 8))
    let long = LayoutArena.forComposing(capacity: LayoutArena.keptMaximumCapacity + 1)
    #expect(ObjectIdentifier(long) != kept)
    #expect(long.allocatedCapacity == LayoutArena.keptMaximumCapacity + 1)
    let next = ObjectIdentifier(LayoutArena.forComposing(capacity: 8))
    #expect(next == kept)
  }

  /// A prepared title keeps its own memory: compositions of other titles on the same thread
  /// afterwards (each reusing the thread's arena) leave its layouts as they were.
  @Test func compositionsAfterAPrepareLeaveItsLayoutAlone() throws {
    let composer = try Composer(fallback: .none)
    let request = TitleRequest(
      categoryID: 2, title: "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요?", width: 375, numberOfLines: 2,
      wordBreak: .normal)
    let prepared = try composer.prepare(request)
    for index in 0..<20 {
      _ = try composer.compose(
        categoryID: 1, title: String(repeating: "가나다 라마 ", count: index + 1), width: 200,
        numberOfLines: 0)
    }
    let layout = try prepared.layout(width: 375, numberOfLines: 2)
    // Chromium's lines for this request (Tests/Corpus/chromium-expected.jsonl, case p0002).
    #expect(layout.lines.map(\.text) == ["모듈을 다루려고 제공하는 특별한 규정은 무엇인가", "요?"])
    #expect(layout == (try Composer(fallback: .none).compose(request)))
  }

  /// Reuse changes no result: a short title composed after long ones, in the arena they left
  /// full of their own clusters and glyphs, equals its first composition and its prepared
  /// layout (memory of its own).
  @Test func reuseChangesNoResult() throws {
    let composer = try Composer(fallback: .none)
    let short = TitleRequest(categoryID: 3, title: "요즘 인기 있는 절에서", width: 120, numberOfLines: 0)
    let before = try composer.compose(short)
    for count in [50, 120, 300] {
      _ = try composer.compose(
        categoryID: 4, title: String(repeating: "ffi 😀 가", count: count), width: 90,
        numberOfLines: 0)
    }
    #expect(try composer.compose(short) == before)
    #expect(try composer.prepare(short).layout(width: 120, numberOfLines: 0) == before)
  }
}
