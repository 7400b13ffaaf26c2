import TitleText
@testable import TitleWidgets

@testable import TitleComposer

/// A constant-advance fake font for chip and tooltip tests: every grapheme cluster is `advance`
/// pixels wide (a newline 0), "…" too; ascent 8, descent 2, line height 10. Graphemes and break
/// opportunities are the real analyzer's, spaces and newlines hang. White space is always
/// treated as `.preserve` (no collapsing), so tests use text without runs of spaces.
struct ConstantAdvanceMeasurer: TextMeasuring {
  var advance = 10.0
  var lineMetrics = LineMetrics(ascent: 8, descent: 2, lineHeight: 10)
  var ellipsisWidth: Double { advance }

  func measure(_ buffer: TitleBuffer, whiteSpace: WhiteSpace) -> ParagraphMeasurer.Output {
    let flags = buffer.boundaryFlags.map { BoundaryFlags(rawValue: $0) }
    let offsets =
      buffer.utf16.indices.filter { flags[$0].contains(.graphemeStart) } + [buffer.utf16.count]
    let count = offsets.count - 1
    var advances: [Double] = []
    var hangs: [Bool] = []
    var breaks: [BreakKind] = []
    for cluster in 0..<count {
      let unit = buffer.utf16[offsets[cluster]]
      let isNewline = unit == 0x0A
      advances.append(isNewline ? 0 : advance)
      hangs.append(unit == 0x20 || isNewline)
      let flags = flags[offsets[cluster]]
      breaks.append(
        flags.contains(.breakMandatory)
          ? .mandatory : flags.contains(.breakAllowed) ? .allowed : .none)
    }
    breaks.append(.allowed)
    let paragraph = MeasuredParagraph(
      clusterOffsets: offsets, advances: advances,
      kerningAfter: [Double](repeating: 0, count: count), breaks: breaks, hangs: hangs)
    return ParagraphMeasurer.Output(paragraph: paragraph)
  }
}

/// Shared layouters (NanumGothic Regular, no system fallback) for chip and tooltip tests.
enum ChipFixtures {
  static let chips = try! TagChipLayouter(fallback: .none)
  static let tooltips = try! TooltipLayouter(fallback: .none)
  static let fake = ConstantAdvanceMeasurer()
  /// Text laid out with the fake font.
  static let fakeText = SizedTextLayouter(analyzer: try! TextAnalyzer(), measurer: fake)

  /// Lays out with the fake font.
  static func fakeLayout(
    _ titles: [String], width: Double, options: TagChipLayoutOptions = TagChipLayoutOptions(),
    selection: TagSelection? = nil
  ) throws(ChipLayoutError) -> TagChipLayout {
    try chips.layout(titles, width: width, options: options, selection: selection, sized: fakeText)
  }
}
