import Testing
import TitleTestSupport
import TitleWidgets
import TitleWire

@testable import TitleComposer

/// Issue 10 items 1 and 14 at the library level: the layouters' coordinate maximum
/// (10,000,000 px) and the ellipsis that never crosses the cell.
@Suite struct HardeningNumbersLayoutTests {
  /// Item 14: NanumGothic Bold 16 px title, badge "취미" 27.5625 px wide, "…" 15.04 px (the
  /// issue's numbers). At width 40 the ellipsis after the badge would end at 42.6 px.
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

/// Issue 10 item 15, numbers: a batch integer too large to be one says so, not "not whole".
@Suite struct HardeningNumbersBatchMessageTests {
  @Test(arguments: [
    (
      #"{"category": 1, "title": "a", "width": 100, "numberOfLines": 1e18}"#,
      "\"numberOfLines\" must be a whole number from -9007199254740992 to 9007199254740992, got 1e+18"
    ),
    (
      #"{"category": 1e300, "title": "a", "width": 100}"#,
      "\"category\" must be a whole number from -9007199254740992 to 9007199254740992, got 1e+300"
    ),
    (
      #"{"category": 1, "title": "a", "width": 100, "numberOfLines": 2.5}"#,
      "\"numberOfLines\" must be a whole number, got 2.5"
    ),
  ])
  func tooLargeIntegersNameTheRange(line: String, message: String) {
    let parsed = BatchLine(bytes: Array(line.utf8))
    #expect(
      throws: BatchLineError(
        message.hasPrefix("\"category\"") ? .invalidCategory : .invalidNumberOfLines, message)
    ) {
      try parsed.request.get()
    }
  }
}
