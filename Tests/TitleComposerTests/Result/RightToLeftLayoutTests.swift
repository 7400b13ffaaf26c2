import Testing
import TitleText

@testable import TitleComposer

/// The geometry rules of a right-to-left cell (``TextDirection``), on the default style: the
/// same lines as the left-to-right cell of the same width, each box as far from the right edge
/// as it was from the left (a line's box is its width snapped up to 1/64 px, as Blink sizes it),
/// "…" at the left end of a truncated line. Chromium's own positions are checked on the corpus
/// (``RightToLeftCorpusTests``).
@Suite struct RightToLeftLayoutTests {
  static let composer = try! Composer()
  static let title = "요즘 인기 있는 절에서 템플스테이 체험하기 위한 준비물 목록"

  static func pair(
    _ padding: PaddingMode, width: Double = 200, lines: Int = 0
  ) throws -> (ltr: ComposedTitle, rtl: ComposedTitle) {
    var request = TitleRequest(
      categoryID: 1, title: title, width: width, numberOfLines: lines, padding: padding,
      includesGlyphRuns: true)
    let ltr = try composer.compose(request)
    request.direction = .rtl
    return (ltr, try composer.compose(request))
  }

  static func snapped(_ width: Double) -> Double { (width * 64 - 1e-7 * 64).rounded(.up) / 64 }

  @Test(arguments: [PaddingMode.indent, .spaces])
  func boxesAreMirroredAndLinesAreTheSame(padding: PaddingMode) throws {
    let (ltr, rtl) = try Self.pair(padding)
    #expect(ltr.direction == .ltr && rtl.direction == .rtl)
    #expect(rtl.lines.map(\.range) == ltr.lines.map(\.range))
    #expect(rtl.lines.map(\.width) == ltr.lines.map(\.width))
    #expect(rtl.paddingSpaceCount == ltr.paddingSpaceCount)
    // The badge touches the right edge as it touched the left.
    #expect(ltr.badge!.frame.x == 0)
    #expect(rtl.badge!.frame.x + rtl.badge!.frame.width == 200)
    #expect(rtl.badge!.frame.y == ltr.badge!.frame.y)
    for (left, right) in zip(ltr.lines, rtl.lines) {
      #expect(right.x == 200 - left.x - Self.snapped(left.width))
      #expect(right.baseline == left.baseline)
      // Runs move with the line, in the same order and with the same glyphs.
      #expect(right.runs.map(\.glyphs) == left.runs.map(\.glyphs))
      #expect(right.runs.first?.x == right.x)
    }
  }

  @Test func theBadgeLabelMovesWithTheBadge() throws {
    let (ltr, rtl) = try Self.pair(.indent)
    let shift = rtl.badge!.frame.x - ltr.badge!.frame.x
    #expect(rtl.badge!.labelX == ltr.badge!.labelX)
    #expect(rtl.badge!.runs.map(\.x) == ltr.badge!.runs.map { $0.x + shift })
  }

  @Test func theEllipsisIsAtTheLeftEndOfATruncatedLine() throws {
    let (ltr, rtl) = try Self.pair(.indent, width: 150, lines: 2)
    #expect(rtl.isTruncated && rtl.lines[1].isTruncated)
    let left = ltr.lines[1]
    let right = rtl.lines[1]
    #expect(right.text == left.text && right.text.hasSuffix("…"))
    // ltr: text runs, then "…" at the right end; rtl: "…" first, at the line's x.
    let ellipsis = try #require(left.runs.last)
    #expect(right.runs.first?.glyphs == ellipsis.glyphs)
    #expect(right.runs.first?.x == right.x)
    #expect(right.runs.first?.bidiLevel == 1)
    #expect(right.runs.dropFirst().first?.x == right.x + ellipsis.advance)
    #expect(
      Array(right.runs.dropFirst().map(\.glyphs)) == Array(left.runs.dropLast().map(\.glyphs)))
  }

  @Test(
    arguments: [
      ("שלום world", TextDirection.rtl), ("hello שלום", .ltr), ("٣ مرحبا", .rtl),
      ("2024 · 요즘", .ltr), ("123 !?", .ltr),
      ("مرحبا", .rtl),
    ])
  func autoTakesTheFirstStrongCharacter(title: String, direction: TextDirection) throws {
    #expect(TextDirection.auto.resolved(for: title) == direction)
    var request = TitleRequest(categoryID: 1, title: title, width: 300)
    request.direction = .auto
    #expect(try Self.composer.compose(request).direction == direction)
  }

  @Test func explicitDirectionsAreKept() {
    #expect(TextDirection.ltr.resolved(for: "שלום") == .ltr)
    #expect(TextDirection.rtl.resolved(for: "hello") == .rtl)
  }
}

/// The paragraph level of a right-to-left cell in the itemizer: UAX #9 at paragraph level 1
/// (rules W1–I2 worked by hand).
@Suite struct RightToLeftItemizeTests {
  @Test func latinInARightToLeftParagraphIsAtLevelTwo() {
    var itemizer = TextItemizer()
    // L letters at level 1 rise to 2 (I2); the space between them is between two L: L, 2; the
    // trailing space sits between L and eos (R at level 1): level 1.
    let runs = itemizer.itemize("ab cd ", paragraphLevel: 1)
    #expect(runs.map(\.range) == [0..<5, 5..<6])
    #expect(runs.map(\.bidiLevel) == [2, 1])
    // The same text in a left-to-right paragraph: one run at 0.
    #expect(itemizer.itemize("ab cd ").map(\.bidiLevel) == [0])
  }

  @Test func hebrewWithDigitsInARightToLeftParagraph() {
    var itemizer = TextItemizer()
    // R at 1, the space between R and EN (an R for N1) at 1, EN at 2.
    let runs = itemizer.itemize("אב 30", paragraphLevel: 1)
    #expect(runs.map(\.bidiLevel) == [1, 2])
    #expect(runs.map(\.range) == [0..<3, 3..<5])
  }

  @Test func baseDirectionIsTheFirstStrongCharacter() {
    #expect(BaseDirection.firstStrong(in: "123 abc") == .leftToRight)
    #expect(BaseDirection.firstStrong(in: "123 אב") == .rightToLeft)
    #expect(BaseDirection.firstStrong(in: "  ") == .leftToRight)
    #expect(BaseDirection.firstStrong(in: "") == .leftToRight)
  }
}
