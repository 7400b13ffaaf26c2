import Foundation
import Testing
import TitleComposer
import TitleTestSupport

/// Rich titles' model: parts, boxes, line boxes, highlights and the errors of runs a composer
/// cannot lay out. Widths and breaks are checked against Chromium in
/// ``RichTitlesMatchChromeTests``; these check how the result is put together.
@Suite struct RichTitleTests {
  static let composer: Result<Composer, ComposerError> = Result { () throws(ComposerError) in
    var style = TitleStyle()
    style.titleFont = .bundled(.nanumGothic)
    style.lineHeight = 24
    style.runStyles = [
      "strong": RunStyle(font: .bundled(.nanumGothicBold)),
      "count": RunStyle(size: 12, color: RGBColor(red: 0x99, green: 0x99, blue: 0x99)),
      "big": RunStyle(font: .bundled(.nanumGothicBold), size: 18),
    ]
    return try Composer(style: style)
  }

  static func compose(_ request: TitleRequest) throws -> ComposedTitle {
    try composer.get().compose(request)
  }

  /// A title of one run in the title's own style is laid out as the plain title is.
  @Test(arguments: [120.0, 200.0, 343.0])
  func oneRunInTheTitleStyleIsThePlainTitle(width: Double) throws {
    let text = "요즘 인기 있는 절에서 템플스테이 체험하기 좋은 곳"
    let plain = try Self.compose(
      TitleRequest(categoryID: 1, title: text, width: width, numberOfLines: 0))
    let rich = try Self.compose(
      TitleRequest(categoryID: 1, runs: [.text(text)], width: width, numberOfLines: 0))
    #expect(rich.lines.map(\.range) == plain.lines.map(\.range))
    // A rich line's width is its items' snapped widths (1/64 px), a plain line's the drawn one.
    #expect(rich.lines.count == plain.lines.count)
    for (richLine, plainLine) in zip(rich.lines, plain.lines) {
      #expect(richLine.width == LayoutRounding.snapUp(plainLine.width))
    }
    #expect(rich.lines.map(\.baseline) == plain.lines.map(\.baseline))
    #expect(rich.lines.map(\.text) == plain.lines.map(\.text))
    #expect(rich.height == plain.height)
  }

  /// A run that starts with a space hanging at a line's end (the line breaks after the spaces
  /// of two runs) breaks as the plain title of the same text, whose breaks match Chromium.
  @Test(arguments: Array(stride(from: 60.0, through: 200.0, by: 10)))
  func aRunStartingInTheHangingSpacesBreaksAsThePlainTitle(width: Double) throws {
    let plain = try Self.compose(
      TitleRequest(categoryID: 1, title: "가나다라  마바사아", width: width, numberOfLines: 0))
    let rich = try Self.compose(
      TitleRequest(
        categoryID: 1, runs: [.text("가나다라 "), .text(" 마바사아")], width: width,
        numberOfLines: 0))
    #expect(rich.lines.map(\.range) == plain.lines.map(\.range))
    #expect(rich.lines.map(\.text) == plain.lines.map(\.text))
  }

  /// With the default style's line height multiple, a one-run title's lines sit where the
  /// plain title's do.
  @Test func oneRunKeepsTheDefaultLineBoxes() throws {
    let composer = try Composer()
    let text = "요즘 인기 있는 절에서 템플스테이 체험하기 좋은 곳"
    let plain = try composer.compose(
      TitleRequest(categoryID: 1, title: text, width: 150, numberOfLines: 0))
    let rich = try composer.compose(
      TitleRequest(categoryID: 1, runs: [.text(text)], width: 150, numberOfLines: 0))
    #expect(rich.lines.map(\.baseline) == plain.lines.map(\.baseline))
    #expect(rich.lines.map { $0.lineBox?.height } == plain.lines.map { _ in plain.lineHeight })
    #expect(rich.height == plain.height)
    #expect(rich.badge == plain.badge)
  }

  /// Parts are placed one after another from the line's x; a box sits on the baseline; a run
  /// taller than the line makes the line box taller and moves the baseline down.
  @Test func partsBoxesAndLineBoxes() throws {
    let title = try Self.compose(
      TitleRequest(
        categoryID: 1,
        runs: [
          .text("[공지] ", style: "strong"), .text("업데이트 안내"),
          .box(InlineBox(width: 14, height: 14, name: "new")),
        ],
        end: [.text(" [23]", style: "count")], width: 343, numberOfLines: 2))
    let line = try #require(title.lines.first)
    #expect(title.lines.count == 1)
    #expect(line.parts.map(\.kind) == [.text, .text, .box, .text])
    #expect(line.parts.map(\.range) == [0..<5, 5..<12, 12..<13, 13..<18])
    #expect(line.parts.map(\.run) == [0, 1, 2, 3])
    #expect(line.parts.map(\.style) == ["strong", nil, nil, "count"])
    #expect(line.parts.map(\.size) == [16, 16, 0, 12])
    #expect(line.parts.first?.x == line.x)
    for (left, right) in zip(line.parts, line.parts.dropFirst()) {
      #expect(right.x == left.x + left.width)
    }
    #expect(line.width == line.parts.map(\.width).reduce(0, +))
    #expect(line.text == "[공지] 업데이트 안내\u{FFFC} [23]")
    #expect(title.title == "[공지] 업데이트 안내\u{FFFC} [23]")
    // NanumGothic 16 px: ascent 15, descent 4 (rounded), line height 24: above 15 + 2 = 17.
    // The 12 px count (11 / 3: above 11 + 5 = 16, below 8) deepens the line to 17 + 8 = 25.
    #expect(line.lineBox == LineBox(top: 0, height: 25))
    #expect(line.baseline == 17)
    #expect(title.height == 25)
    let box = try #require(title.boxes.first)
    #expect(box.name == "new" && box.run == 2 && box.offset == 12 && box.line == 0)
    #expect(box.frame == Rect(x: line.parts[2].x, y: 17 - 14, width: 14, height: 14))
  }

  @Test func aLargerRunRaisesTheBaseline() throws {
    let title = try Self.compose(
      TitleRequest(
        categoryID: 1, runs: [.text("큰 ", style: "big"), .text("제목")], width: 343))
    // NanumGothic Bold 18 px: ascent 17, descent 4 as Chromium rounds them (the rich corpus's
    // metrics): above 17 + ⌊(24 − 21) / 2⌋ = 18, below 6; the strut's 17 / 7: the line is
    // 18 + 7 = 25 tall, its baseline at 18.
    let line = try #require(title.lines.first)
    #expect(line.lineBox == LineBox(top: 0, height: 25))
    #expect(line.baseline == 18)
  }

  /// A highlight's rectangles: one per line it is on, its x from the parts' positions, the line
  /// box's top and height; cut away by truncation, it says so.
  @Test func highlightsFollowTheirText() throws {
    let runs: [TitleRun] = [
      .text("[공지] ", style: "strong"), .text("이번 주 서비스 점검 일정과 새 기능 안내 모음"),
    ]
    var request = TitleRequest(
      categoryID: 1, runs: runs, width: 150, numberOfLines: 0,
      highlights: [HighlightRange(start: 0, end: 5), HighlightRange(start: 5, end: 30)])
    let title = try Self.compose(request)
    #expect(title.lines.count > 2)
    let first = title.lines[0]
    let whole = try #require(title.highlights.first)
    #expect(whole.rects.count == 1 && !whole.isCut)
    let prefix = first.parts[0]
    let box = try #require(first.lineBox)
    #expect(
      whole.rects[0] == Rect(x: prefix.x, y: box.top, width: prefix.width, height: box.height))
    let long = title.highlights[1]
    let linesHolding = title.lines.filter { $0.range.overlaps(5..<30) }.count
    #expect(long.rects.count == linesHolding)
    #expect(long.rects.first?.x == first.parts[1].x)
    for (rect, line) in zip(long.rects.dropFirst(), title.lines.dropFirst()) {
      #expect(rect.y == line.lineBox?.top && rect.height == line.lineBox?.height)
    }
    request.numberOfLines = 1
    let cut = try Self.compose(request)
    #expect(cut.isTruncated)
    #expect(cut.highlights[1].isCut)
    #expect(!cut.highlights[0].isCut)
  }

  /// A truncated rich title keeps its end runs after the "…"; the cut is a grapheme boundary
  /// with the spaces before it dropped.
  @Test func truncationKeepsTheEndRuns() throws {
    let text = "아주 긴 제목이 여기 있습니다 정말 길어요 끝까지 읽어 주세요"
    let title = try Self.compose(
      TitleRequest(
        categoryID: 1, runs: [.text(text)],
        end: [.text(" [23]", style: "count")], width: 200, numberOfLines: 1))
    let last = try #require(title.lines.last)
    #expect(title.isTruncated && last.isTruncated)
    let cut = try #require(last.cut)
    #expect(last.parts.map(\.kind).suffix(2) == [.ellipsis, .text])
    #expect(last.parts.last?.range == text.utf16.count..<text.utf16.count + 5)
    #expect(last.text.hasSuffix("… [23]"))
    let content = title.title.utf16
    let before = content[content.index(content.startIndex, offsetBy: cut - 1)]
    #expect(before != 0x20)
    #expect(last.width <= 200 - title.badge!.frame.width)
  }

  @Test func runsItCannotLayOutAreTypedErrors() throws {
    func error(_ request: TitleRequest) -> ComposerError? {
      do {
        _ = try Self.compose(request)
        return nil
      } catch let error as ComposerError {
        return error
      } catch {
        return nil
      }
    }
    #expect(
      error(TitleRequest(categoryID: 1, runs: [.text("a", style: "nope")], width: 100))
        == .unknownRunStyle(name: "nope"))
    for size in [-1.0, .nan, .infinity, 10_001] {
      let request = TitleRequest(
        categoryID: 1, runs: [.box(InlineBox(width: size, height: 10))], width: 100)
      guard case .invalidRun = error(request) else {
        Issue.record("box width \(size) accepted")
        continue
      }
    }
    let many = Array(repeating: TitleRun.text("가"), count: 257)
    guard case .invalidRun = error(TitleRequest(categoryID: 1, runs: many, width: 100)) else {
      Issue.record("257 runs accepted")
      return
    }
    guard
      case .invalidRun = error(
        TitleRequest(
          categoryID: 1, runs: [.text("가나")], width: 100,
          highlights: [HighlightRange(start: 1, end: 3)]))
    else {
      Issue.record("a highlight past the end accepted")
      return
    }
    var spaces = TitleRequest(categoryID: 1, runs: [.text("가")], width: 100)
    spaces.padding = .spaces
    guard case .invalidRun = error(spaces) else {
      Issue.record("spaces padding accepted")
      return
    }
    #expect(error(TitleRequest(categoryID: 1, runs: [.text("")], width: 100)) == .emptyTitle)
    #expect(throws: ComposerError.self) {
      try Self.composer.get().prepare(TitleRequest(categoryID: 1, runs: [.text("가")], width: 100))
    }
  }

  @Test func requestsDecodeRunsEndAndHighlights() throws {
    let json = """
      {"categoryID": 1, "width": 200, "numberOfLines": 2, "wordBreak": "keep-all",
       "padding": "indent", "whiteSpace": "preserve",
       "runs": [{"text": "[공지] ", "style": "strong"}, {"box": {"width": 14, "height": 12}}],
       "end": [{"text": " [3]"}], "highlights": [{"start": 0, "end": 4}]}
      """
    let request = try JSONDecoder().decode(TitleRequest.self, from: Data(json.utf8))
    #expect(
      request.runs == [
        .text("[공지] ", style: "strong"), .box(InlineBox(width: 14, height: 12, name: "")),
      ])
    #expect(request.endRuns == [.text(" [3]")])
    #expect(request.highlights == [HighlightRange(start: 0, end: 4)])
    #expect(request.title == "[공지] \u{FFFC} [3]")
    let both = json.replacingOccurrences(
      of: "\"width\": 200,", with: "\"width\": 200, \"title\": \"x\",")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TitleRequest.self, from: Data(both.utf8))
    }
  }
}
