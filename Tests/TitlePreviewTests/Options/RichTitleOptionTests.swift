import Testing
import TitleComposer

@testable import title_preview

/// `--runs`, `--end`, `--highlight` and `--run-style`: read into the options as the wire reads
/// them, refused with a usage error naming the option, and a rich title drawn in the terminal
/// with its parts.
@Suite struct RichTitleOptionTests {
  static func parse(_ arguments: String...) throws(UsageError) -> PreviewOptions {
    try PreviewOptions.parse(arguments.map { Array($0.utf8) })
  }

  @Test func aRichTitleIsReadIntoTheOptions() throws {
    let options = try Self.parse(
      "--runs", #"[{"text": "[공지] ", "style": "strong"}, {"box": {"width": 14, "height": 12}}]"#,
      "--end=[{\"text\": \" [23]\", \"style\": \"count\"}]", "--highlight", "0:4",
      "--highlight=2:2", "--run-style", #"strong={"font": "NanumGothicBold", "size": 17}"#,
      "--run-style", ##"count={"color": "#D0021B", "letterSpacing": -0.5}"##,
      "--run-style", #"strong={"size": 18}"#)
    #expect(
      options.rich.runs == [
        .text("[공지] ", style: "strong"), .box(InlineBox(width: 14, height: 12)),
      ])
    #expect(options.rich.endRuns == [.text(" [23]", style: "count")])
    #expect(options.rich.isRich && options.titleBytes == nil)
    #expect(
      options.rich.highlights == [
        HighlightRange(start: 0, end: 4), HighlightRange(start: 2, end: 2),
      ])
    // A later --run-style of a name replaces the earlier.
    #expect(options.rich.runStyles["strong"] == RunStyle(size: 18))
    #expect(
      options.rich.runStyles["count"]
        == RunStyle(letterSpacing: -0.5, color: RGBColor(red: 0xD0, green: 0x02, blue: 0x1B)))
    #expect(try Self.parse("가나").rich.isRich == false)
  }

  @Test(arguments: [
    (["--runs", #"[{"text": "a"}]"#, "가나"], "give a <title> or --runs/--end, not both"),
    (
      ["--end", "[]", "--jsonl", "in.jsonl"],
      #"--runs and --end are for one title: a --jsonl request has "runs""#
    ),
    (
      ["--highlight", "0:1", "--jsonl"],
      #"--highlight is for one title: a --jsonl request has "highlights""#
    ),
    (["--runs", #"{"text": "a"}"#], #"--runs: "runs" must be an array of runs, got an object"#),
    (["--end", #"[{"box": {"width": 1}}]"#], #"--end: "end"[0].box: a box needs "height""#),
    (["--runs", "[1,"], #"--runs: "runs": invalid JSON at byte 3: unexpected end of input"#),
    (
      ["--highlight", "4:2"],
      "--highlight must be START:END, whole numbers with 0 <= START <= END, got '4:2'"
    ),
    (
      ["--highlight", "-1:2"],
      "--highlight must be START:END, whole numbers with 0 <= START <= END, got '-1:2'"
    ),
    (
      ["--highlight", "1:2:3"],
      "--highlight must be START:END, whole numbers with 0 <= START <= END, got '1:2:3'"
    ),
    (
      ["--run-style", "strong"],
      #"--run-style must be NAME=JSON, e.g. 'strong={"size": 17}', got 'strong'"#
    ),
    (
      ["--run-style", #"s={"size": 0}"#],
      "invalid style: --run-style s: at size: expected a size in (0, 1000] px, got 0.0"
    ),
    (
      ["--run-style", #"s={"font": {"index": 1}}"#],
      #"invalid style: --run-style s: at font.path: a font object needs "path" (the font file)"#
    ),
  ])
  func badRichOptionsAreUsageErrors(arguments: [String], message: String) {
    let found: String?
    do {
      _ = try PreviewOptions.parse(arguments.map { Array($0.utf8) })
      found = nil
    } catch {
      found = error.description
    }
    #expect(found == message)
  }

  @Test func highlightsPastTheTitleAreRefused() throws {
    let options = try Self.parse("--runs", #"[{"text": "가나"}, {"box": {"width": 1, "height": 1}}]"#)
    #expect(throws: Never.self) { try options.rich.checkHighlights(length: 3) }
    var over = options
    over.rich.highlights = [HighlightRange(start: 0, end: 4)]
    #expect(
      throws: UsageError.self,
      performing: { try over.rich.checkHighlights(length: 3) })
  }

  /// The terminal shows a rich line's parts: styled text in ⟨style:…⟩, a box as [▢name], the
  /// "…"; and under the cell the cut, the box and the highlight.
  @Test func theTerminalShowsPartsBoxesAndHighlights() throws {
    let composer = try Composer(fallback: .none)
    var composed = try composer.compose(
      TitleRequest(categoryID: 1, title: "[공지] 가나다\u{FFFC} [23]", width: 343))
    composed.lines[0].parts = [
      LinePart(kind: .text, run: 0, style: "strong", range: 0..<5, x: 30, width: 40, size: 16),
      LinePart(kind: .text, run: 1, style: nil, range: 5..<8, x: 70, width: 40, size: 16),
      LinePart(kind: .box, run: 2, style: nil, range: 8..<9, x: 110, width: 14, size: 16),
      LinePart(kind: .ellipsis, run: nil, style: nil, range: 8..<8, x: 124, width: 10, size: 16),
      LinePart(kind: .text, run: 3, style: "count", range: 9..<14, x: 134, width: 30, size: 13),
    ]
    composed.lines[0].lineBox = LineBox(top: 0, height: 22)
    composed.lines[0].cut = 8
    composed.boxes = [
      PlacedBox(
        name: "new", run: 2, offset: 8, line: 0, frame: Rect(x: 110, y: 2.5, width: 14, height: 14))
    ]
    composed.highlights = [
      HighlightRects(
        start: 6, end: 8, rects: [Rect(x: 80, y: 0, width: 26.25, height: 22)], isCut: true)
    ]
    let shown = TerminalPreview(colored: false).render(composed)
    #expect(shown.contains("│[취미]⟨strong:[공지] ⟩가나다[▢new]…⟨count: [23]⟩"), "\(shown)")
    #expect(shown.contains("cut at 8"), "\(shown)")
    #expect(shown.contains("box new at 110,2.5 14×14 px (line 1)"), "\(shown)")
    #expect(shown.contains("highlight 6–8: 80,0 26.25×22 (cut)"), "\(shown)")
  }
}
