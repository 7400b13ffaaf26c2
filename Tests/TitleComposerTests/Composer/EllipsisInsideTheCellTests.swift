import Testing
import TitleTestSupport

@testable import TitleComposer

/// An ellipsis never crosses the cell: after a badge that leaves no room for it, none is drawn.
@Suite struct EllipsisInsideTheCellTests {
  /// NanumGothic Bold 16 px title, badge "취미" 27.5625 px wide, "…" 15.04 px. At width
  /// 40 the ellipsis after the badge would end at 42.6 px.
  @Test func anEllipsisThatDoesNotFitAfterTheBadgeIsNotDrawn() throws {
    let composer = try Composer(fallback: .none)
    for padding in [PaddingMode.indent, .spaces] {
      let title = try composer.compose(
        TitleRequest(
          categoryID: 1, title: "제목입니다", width: 40, numberOfLines: 1, padding: padding))
      #expect(title.isTruncated)
      #expect(title.lines.count == 1)
      let line = title.lines[0]
      #expect(line.text == "")
      #expect(line.width == 0)
      #expect(!line.isTruncated)
      #expect(line.x + line.width <= 40)
    }
  }

  @Test func anEllipsisThatFitsAfterTheBadgeEndsInsideTheCell() throws {
    let composer = try Composer(fallback: .none)
    let title = try composer.compose(categoryID: 1, title: "제목입니다", width: 43, numberOfLines: 1)
    let line = title.lines[0]
    #expect(line.text == "…")
    #expect(line.x == 27.5625)
    #expect(line.width == FreeTypeArithmetic.nanum(940))
    #expect(line.isTruncated)
  }
}
