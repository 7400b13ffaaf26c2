import Testing
import TitleComposer
import TitleFonts
import TitleText

/// `text-spacing-trim` leaves a closing bracket full width when a space follows it: the line
/// then ends after the space, never at the bracket. Chromium 156 (the oracle, Noto Sans CJK KR
/// at 15 px, badge 재테크 38.84375 px, 90 px, word-break normal, white-space normal): "《질문》 가나다라마바사" breaks
/// inside 질문 ("《질" | "문》 가나다라" | "마바사"), where "《질문》가나다라마바사" keeps
/// "《질문》" on the first line, 50.109375 px with its bracket halved.
@Suite struct SpacingTrimBeforeSpaceTests {
  static let composer: Composer = {
    var style = TitleStyle()
    style.titleFont = .fileFace(
      path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
      choice: FontFaceChoice(index: 1))
    return try! Composer(style: style, fallback: .none)
  }()

  static func lines(_ title: String) throws -> ComposedTitle {
    try composer.compose(
      TitleRequest(
        categoryID: 4, title: title, width: 90, numberOfLines: 0, wordBreak: .normal,
        whiteSpace: .collapse,
        titleSize: 15))
  }

  @Test func aBracketBeforeASpaceIsNotTrimmed() throws {
    let title = try Self.lines("《질문》 가나다라마바사")
    #expect(title.lines.map(\.text) == ["《질", "문》 가나다라", "마바사"])
  }

  @Test func aBracketBeforeALetterIsTrimmedToFit() throws {
    let title = try Self.lines("《질문》가나다라마바사")
    #expect(title.lines.map(\.text) == ["《질문》", "가나다라마바", "사"])
    #expect(abs(title.lines[0].width - 50.109375) < 1.0 / 64)
  }
}
