import Testing
import TitleComposer

/// ``TruncationMode/keepHighlight``: a highlight truncation would cut away stays visible, the
/// shown text starting with "…" at the earliest word start that keeps it.
@Suite struct KeepHighlightTests {
  static let text = "서울 근교 당일치기 여행지 추천 목록과 주차 정보 그리고 맛집 안내 정리 강화도 편"

  static func request(width: Double, lines: Int) -> TitleRequest {
    let start = text.utf16.count - "강화도 편".utf16.count
    var request = TitleRequest(
      categoryID: 1, title: text, width: width, numberOfLines: lines)
    request.highlights = [HighlightRange(start: start, end: start + 3)]
    return request
  }

  @Test(arguments: [(160.0, 1), (200.0, 2), (240.0, 1)])
  func theHighlightStaysVisible(width: Double, lines: Int) throws {
    let composer = try Composer()
    let request = Self.request(width: width, lines: lines)
    let plain = try composer.compose(request)
    #expect(plain.highlights[0].isCut)
    let fitted = try composer.compose(request, fitting: TitleFit(truncate: .keepHighlight))
    let cut = try #require(fitted.leadingCut)
    let shown = fitted.composed
    #expect(shown.title.hasPrefix("…"))
    #expect(!shown.highlights[0].isCut && !shown.highlights[0].rects.isEmpty)
    // It starts at a word start, and the word start before it would not keep the highlight.
    let units = Array(Self.text.utf16)
    #expect(cut.lowerBound == 0 && units[cut.upperBound - 1] == 0x20)
    if let earlier = (1..<cut.upperBound).last(where: { units[$0 - 1] == 0x20 }) {
      var shorter = request
      shorter.title = "…" + String(decoding: units[earlier...], as: UTF16.self)
      shorter.highlights = request.highlights.map {
        HighlightRange(start: $0.start - earlier + 1, end: $0.end - earlier + 1)
      }
      #expect(try composer.compose(shorter).highlights[0].isCut)
    }
    // The shown string is laid out as any title: the same lines as composing it.
    var again = request
    again.title = shown.title
    again.highlights = []
    let direct = try composer.compose(again)
    #expect(shown.lines.map(\.range) == direct.lines.map(\.range))
    #expect(shown.lines.map(\.text) == direct.lines.map(\.text))
  }

  @Test func aVisibleHighlightChangesNothing() throws {
    let composer = try Composer()
    var request = Self.request(width: 400, lines: 3)
    request.highlights = [HighlightRange(start: 0, end: 2)]
    let fitted = try composer.compose(request, fitting: TitleFit(truncate: .keepHighlight))
    #expect(fitted.leadingCut == nil)
    #expect(fitted.composed.title == Self.text)
  }
}
