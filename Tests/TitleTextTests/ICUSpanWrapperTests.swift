import Testing

@testable import TitleText

/// The ICU wrapper's span arguments: it hands C exactly the part of a span a call names, and
/// writes only where it says (the rest of TitleText relies on that instead of slicing pointers).
@Suite struct ICUSpanWrapperTests {
  static let text = Array("가나 ab👍🏽 cd".utf16)

  /// A window's boundaries land at the window's offset in the whole text's flags, as if ICU had
  /// been given the slice alone, and no flag outside `(lower, upper]` changes.
  @Test(arguments: [0..<3, 2..<9, 5..<8, 4..<4, 0..<12])
  func windowMarksOnlyItsBoundaries(_ window: Range<Int>) throws {
    let iterator = try ICUBreakIterator.open(.character, locale: "ko")
    var bytes = [UInt8](repeating: 0, count: Self.text.count + 1)
    var flags = bytes.mutableSpan
    #expect(iterator.markBoundaries(Self.text.span, in: window, into: &flags, bit: 4))
    let slice = Array(Self.text[window])
    let expected = Set(iterator.boundaries(slice).map { $0 + window.lowerBound })
    let marked = Set(bytes.indices.filter { bytes[$0] == 4 })
    #expect(marked == expected)
  }

  /// Without a window the whole text goes to ICU: the same boundaries as `boundaries(_:)`.
  @Test func wholeTextByDefault() throws {
    let iterator = try ICUBreakIterator.open(.line, locale: "ko")
    var bytes = [UInt8](repeating: 0, count: Self.text.count + 1)
    var flags = bytes.mutableSpan
    #expect(iterator.markBoundaries(Self.text.span, into: &flags, bit: 1))
    #expect(bytes.indices.filter { bytes[$0] != 0 } == iterator.boundaries(Self.text))
  }

  /// Levels fill the first `units.count` elements of a longer span and leave the rest alone.
  @Test func bidiLevelsStayInTheirPrefix() throws {
    let units = Array("abc אבג".utf16)
    var levels = [UInt8](repeating: 9, count: units.count + 3)
    var out = levels.mutableSpan
    let bidi = try #require(ICUBidi.open())
    #expect(bidi.resolve(units.span, paragraphLevel: 0, into: &out) == .mixed)
    #expect(Array(levels.prefix(units.count)) == [0, 0, 0, 0, 1, 1, 1])
    #expect(Array(levels.suffix(3)) == [9, 9, 9])
  }

  /// A short span gets as many Script_Extensions as fit, and the count of all of them.
  @Test func scriptExtensionsFitTheSpan() {
    var all = [UInt8](repeating: 0, count: 32)
    var wide = all.mutableSpan
    let total = ICUProperties.scriptExtensions(0x3001, into: &wide)  // 、: Bopo Hang Hani …
    var few = [UInt8](repeating: 0xFF, count: 3)
    var narrow = few.mutableSpan
    #expect(ICUProperties.scriptExtensions(0x3001, into: &narrow) == total)
    #expect(total > few.count)
    #expect(few == Array(all.prefix(few.count)))
  }
}
