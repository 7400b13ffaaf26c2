import Testing
import TitleTestSupport
@testable import TitleComposer

/// Blink's `LineTruncator` rule (``LineClampTruncation``) on lines of 10 px characters with a
/// 10 px ellipsis, so that every case reads like arithmetic.
@Suite struct LineClampTruncationTests {
  /// Line 1 of `text` in a container `width` wide, truncated as `-webkit-line-clamp: 1`.
  static func clamped(_ text: String, width: Double, badgeWidth: Double = 0) -> LineSpan {
    let paragraph = ConstantAdvanceParagraph.make(text, badgeWidth: badgeWidth)
    var lines = GreedyLineBreaker.LineIterator(paragraph: paragraph, width: width)
    let line = lines.next()!
    return LineClampTruncation.truncatedLine(
      in: paragraph, line: line, atomicClusters: text.hasPrefix("#") ? 1 : 0, itemStarts: [],
      keepsTrailingSpaces: true, available: width, ellipsisWidth: 10)
  }

  @Test(arguments: [
    // (text, width, what stays visible before "…")
    ("abcd efgh ijkl", 60.0, "abcd "),  // the trailing space fits: kept (fill drops it)
    ("ab cdefghij", 60.0, "ab "),  // the next line's text is never pulled up (fill: "ab cd")
    ("abcdef ghij", 60.0, "abcde"),  // the spaces lie outside the box; the text is cut
    ("ab    cdefghij", 60.0, "ab   "),  // three of the four trailing spaces leave room
    ("ab\ncdefgh", 60.0, "ab"),  // before a hard break
    ("\nabc", 60.0, ""),  // a line of nothing but a hard break: "…" at its start
    ("abcdefgh", 15.0, "a"),  // the line's first child keeps one character, "…" overflows
  ])
  func keepsTheLongestStartOfItsOwnText(text: String, width: Double, kept: String) {
    let line = Self.clamped(text, width: width)
    #expect(ConstantAdvanceParagraph.lineTexts(text, [line]) == [kept])
    #expect(line.endsInEllipsis)
    #expect(line.width == Double(kept.filter { $0 != "\n" }.count) * 10 + 10)
  }

  /// A first line that holds only the badge: "…" follows the badge, and overflows (Chromium
  /// clips it) when the badge leaves it no room, where fill would draw none.
  @Test(arguments: [(50.0, 60.0), (55.0, 60.0)])
  func aBadgeAloneKeepsTheEllipsisAfterIt(badgeWidth: Double, width: Double) {
    let line = Self.clamped("#abcdefgh", width: width, badgeWidth: badgeWidth)
    #expect(line.start == 0 && line.end == 1)
    #expect(line.endsInEllipsis)
    #expect(line.width == badgeWidth + 10)
  }

  /// `EllipsizeChild` and `TruncateChild` on children given directly (sizes in layout units):
  /// the child that can take "…" is found from the last; a cut that keeps none or all of a child
  /// hides it unless it is the line's first.
  @Test func childrenAreTriedFromTheLast() {
    typealias Child = LineClampTruncation.Child
    let text = Child(kind: .text, clusters: 0..<4, offsetUnits: 0, sizeUnits: 40)
    let spaces = Child(kind: .text, clusters: 4..<6, offsetUnits: 40, sizeUnits: 20)
    func cut(_ children: [Child], room: Double, fit: Int) -> LineClampTruncation.Cut? {
      LineClampTruncation.ellipsize(children, availableUnits: room, ellipsisUnits: 10) { _, _ in
        fit
      }
    }
    // The spaces take "…" whole.
    #expect(cut([text, spaces], room: 70, fit: 0)?.visibleEnd == 6)
    // Cut inside the spaces.
    #expect(cut([text, spaces], room: 65, fit: 1)?.visibleEnd == 5)
    // A cut of the spaces that keeps all of them (their snapped size does not fit) hides them,
    // and the text before takes "…" whole.
    #expect(cut([text, spaces], room: 65, fit: 2)?.visibleEnd == 4)
    // The line's first child keeps one cluster when none fits...
    #expect(cut([text], room: 15, fit: 0)?.visibleEnd == 1)
    // ...and drops its last (one UTF-16 unit long) when all fit but its snapped size does not.
    #expect(cut([text], room: 45, fit: 4)?.visibleEnd == 3)
    var emoji = text
    emoji.endsInOneUnit = false
    #expect(cut([emoji], room: 45, fit: 4)?.visibleEnd == 4)
    // An atomic inline that is not the line's first is hidden; the first keeps "…" after it.
    let badge = Child(kind: .atomic, clusters: 0..<1, offsetUnits: 0, sizeUnits: 50)
    let after = Child(kind: .atomic, clusters: 1..<2, offsetUnits: 50, sizeUnits: 30)
    #expect(cut([badge, after], room: 70, fit: 0)?.visibleEnd == 1)
    #expect(cut([badge], room: 55, fit: 0)?.visibleEnd == 1)
    // No room at all: no child takes "…".
    #expect(cut([text], room: 0, fit: 0) == nil)
  }

  /// The children of a line: the badge, a paragraph's leading spaces, the text cut at tabs, the
  /// trailing spaces and a hard break, at their snapped offsets.
  @Test func childrenOfALine() {
    let text = "#ab\tc  \nz"
    let paragraph = ConstantAdvanceParagraph.make(text, badgeWidth: 20.5)
    let line = LineSpan(start: 0, end: 8, contentEnd: 5, width: 0)
    let children = LineClampTruncation.children(
      of: line, in: paragraph, atomicClusters: 1, itemStarts: [3, 4],
      keepsTrailingSpaces: true)
    #expect(children.map(\.kind) == [.atomic, .text, .text, .text, .text, .lineBreak])
    #expect(children.map(\.clusters) == [0..<1, 1..<3, 3..<4, 4..<5, 5..<7, 7..<8])
    #expect(children.map(\.offsetUnits) == [0, 1312, 2592, 3232, 3872, 5152])
    #expect(children.map(\.sizeUnits) == [1312, 1280, 640, 640, 1280, 0])
  }
}

/// Properties of `-webkit-line-clamp` layouts over seeded random titles: lines 1 to N are
/// those of the unclamped layout, and line N shows a start of its own text.
@Suite struct LineClampPropertyTests {
  @Test(arguments: ComposerPropertyTests.seeds)
  func lineNShowsAStartOfItsOwnText(seed: UInt64) throws {
    for var request in ComposerPropertyTests.requests(seed: seed) where request.numberOfLines > 0 {
      request.truncation = .lineClamp
      let clamped = try ComposerPropertyTests.composer.compose(request)
      var unlimited = request
      unlimited.numberOfLines = 0
      let all = try ComposerPropertyTests.composer.compose(unlimited).lines
      let shown = clamped.lines
      let context = "\(request.title.debugDescription) width \(request.width)"
      #expect(clamped.isTruncated == (all.count > request.numberOfLines), "\(context)")
      guard clamped.isTruncated else {
        #expect(shown.map(\.range) == all.map(\.range), "\(context)")
        continue
      }
      #expect(shown.count == request.numberOfLines, "\(context)")
      #expect(shown.dropLast().map(\.range) == all.prefix(shown.count - 1).map(\.range))
      let last = shown.last!
      let natural = all[shown.count - 1].range
      #expect(
        last.range.lowerBound == natural.lowerBound
          && last.range.upperBound <= natural.upperBound, "\(context)")
      #expect(last.isTruncated, "\(context)")
      if request.whiteSpace == .preserve && !last.range.isEmpty {
        #expect(
          String(last.text.dropLast()) == String(request.title[last.range(in: request.title)]),
          "\(context)")
      }
    }
  }

  /// A prepared title truncates as composing does, at every width, greedy and balanced.
  @Test func preparedLayoutsTruncateAsCompose() throws {
    let composer = OpportunityBisectionTests.composer
    var compared = 0
    for (title, adjust) in OpportunityBisectionTests.edgeCases {
      for textWrap in [TextWrap.wrap, .balance] {
        var request = TitleRequest(
          categoryID: 2, title: title, width: 300, textWrap: textWrap, truncation: .lineClamp)
        adjust(&request)
        let prepared = try composer.prepare(request)
        for quarter in stride(from: 240, through: 1_680, by: 11) {
          for lines in [1, 2, 3] {
            var fresh = request
            fresh.width = Double(quarter) / 4
            fresh.numberOfLines = lines
            let expected = Result { try composer.compose(fresh) }
            let got = Result { try prepared.layout(width: fresh.width, numberOfLines: lines) }
            #expect(
              String(describing: expected) == String(describing: got),
              "\(title) w=\(fresh.width) n=\(lines) \(textWrap)")
            compared += 1
          }
        }
      }
    }
    #expect(compared == OpportunityBisectionTests.edgeCases.count * 2 * 131 * 3)
  }
}
