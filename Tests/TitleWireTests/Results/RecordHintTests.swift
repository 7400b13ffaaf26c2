import Foundation
import Testing
import TitleComposer
import TitleTestSupport
@testable import TitleWire

/// The hints the batch path passes between its stages instead of computing a fact twice, each
/// against an independent answer: the scanner's "this title needs no escape", the record's copy
/// of a line's cut straight from the title, and the composer's table of badges.
@Suite struct RecordHintTests {
  static let composer = try! Composer(fallback: .none)

  static func line(title escapedTitle: String, width: Int = 120) -> BatchLine {
    BatchLine(
      bytes: Array(
        (#"{"id":"i","category":2,"title":""# + escapedTitle + #"","width":\#(width),"#
          + #""numberOfLines":0}"#).utf8))
  }

  /// A title read from a string with no escape is marked plain; one with any escape is not,
  /// even when the escape decodes to a character that needs none (`\u00e9`), since the scanner
  /// does not look at what an escape decodes to.
  @Test func theScannerMarksOnlyTitlesWithoutEscapes() throws {
    #expect(Self.line(title: "이스케이프 없는 제목 plain").titleIsPlain)
    for escaped in [#"따옴표 \" 하나"#, #"역슬래시 \\ 하나"#, #"줄 \n 바꿈"#, #"caf\u00e9"#, #"\t탭"#] {
      #expect(!Self.line(title: escaped).titleIsPlain, "\(escaped)")
    }
    // The tree path (here: a duplicate key sends the line there) never marks a title.
    let tree = BatchLine(
      bytes: Array(#"{"category":2,"title":"평범","width":100,"width":100}"#.utf8))
    #expect(!tree.titleIsPlain)
  }

  /// Records written with the scanner's hint are the reference encoder's bytes, for titles that
  /// need escapes (the hint is off) and titles that need none (the hint is on), over several
  /// lines, in both padding modes.
  @Test(arguments: ["indent", "spaces"])
  func recordsWithTheHintEqualTheReference(_ padding: String) throws {
    let body = "모듈을 다루려고 제공하는 특별한 규정은 무엇인가요 stable 배포판에는 실제로"
    for escaped in [body, #"\"\#(body)\""#, #"\#(body) a\\b"#, #"\#(body)\u0001"#, "짧은 제목"] {
      let line = BatchLine(
        bytes: Array(
          (#"{"id":"i","category":2,"title":""# + escaped
            + #"","width":120,"numberOfLines":0,"padding":"\#(padding)"}"#).utf8))
      let composed = try Self.composer.compose(try line.request.get())
      var badges = BatchBadgeCache()
      var fast: [UInt8] = []
      BatchResultEncoder.append(
        composed, id: line.id, badges: &badges, titleIsPlain: line.titleIsPlain, to: &fast)
      let reference = ReferenceRecord.encode(composed, id: line.id)
      #expect(fast == reference, "\(escaped): \(String(decoding: fast, as: UTF8.self))")
    }
  }

  /// A client that replaces a result's title after composing: the lines are cuts of the old
  /// title, so the record must write their own text, not offsets into the new title. And a
  /// title equal to the old one in another string's storage gives the same cuts.
  @Test func aReplacedTitleIsNotCutForTheLines() throws {
    let original = "plain words that wrap over several lines of a narrow cell"
    var composed = try Self.composer.compose(
      TitleRequest(categoryID: 2, title: original, width: 120, numberOfLines: 0))
    try #require(composed.lines.count > 2)
    for replacement in ["완전히 다른 제목이 들어왔습니다, 더 길게 더 길게 더 길게", "x", String(original.reversed())] {
      composed.title = replacement
      var badges = BatchBadgeCache()
      var fast: [UInt8] = []
      BatchResultEncoder.append(
        composed, id: .string("i"), badges: &badges, titleIsPlain: true, to: &fast)
      #expect(fast == ReferenceRecord.encode(composed, id: .string("i")))
      let object = try JSONSerialization.jsonObject(with: Data(fast)) as! [String: Any]
      let texts = (object["lines"] as! [[String: Any]]).map { $0["text"] as! String }
      #expect(texts == composed.lines.map(\.text))
    }
    // Equal text in a storage of its own (built, not copied from the original).
    composed.title = String(decoding: Array(original.utf8), as: UTF8.self)
    #expect(composed.lines[1].textCut(of: composed.title) != nil)
    var badges = BatchBadgeCache()
    var fast: [UInt8] = []
    BatchResultEncoder.append(
      composed, id: .string("i"), badges: &badges, titleIsPlain: true, to: &fast)
    #expect(fast == ReferenceRecord.encode(composed, id: .string("i")))
  }

  static func category(_ id: Int, _ label: String) -> Category {
    Category(
      id: id, label: label, background: RGBColor(red: 250, green: 224, blue: 228),
      foreground: RGBColor(red: 232, green: 77, blue: 101))
  }

  /// Badges are found by id in a dense catalog (an array), a sparse one (a dictionary), with
  /// negative and huge ids, and the same category gives the same badge in either; an id in a
  /// gap of a dense catalog, or beyond it, is unknown.
  @Test func badgesAreFoundInDenseAndSparseCatalogs() throws {
    let labels = ["취미", "IT", "건강"]
    let dense = try Composer(
      catalog: CategoryCatalog(
        labels.enumerated().map { Self.category($0.offset + 1, $0.element) }),
      fallback: .none)
    let sparseIDs = [-7, 40_000, 1 << 40]
    let sparse = try Composer(
      catalog: CategoryCatalog(zip(sparseIDs, labels).map { Self.category($0, $1) }),
      fallback: .none)
    for (index, label) in labels.enumerated() {
      let a = try dense.compose(categoryID: index + 1, title: "같은 제목", width: 300)
      let b = try sparse.compose(categoryID: sparseIDs[index], title: "같은 제목", width: 300)
      #expect(a.badge!.label == label && b.badge!.label == label)
      #expect(a.badge!.categoryID == index + 1 && b.badge!.categoryID == sparseIDs[index])
      #expect(a.badge!.frame == b.badge!.frame && a.lines == b.lines)
    }
    let gappy = try Composer(
      catalog: CategoryCatalog([Self.category(1, "하나"), Self.category(5, "다섯")]),
      fallback: .none)
    for unknown in [0, 2, 4, 6, 4096, -1, Int.max, Int.min] {
      #expect(throws: ComposerError.self) {
        try gappy.compose(categoryID: unknown, title: "제목", width: 300)
      }
    }
    #expect(try gappy.compose(categoryID: 5, title: "제목", width: 300).badge!.label == "다섯")
  }

  /// The badge made once at start-up serves only the usual line height: a request with a CSS
  /// line height of its own (or glyph runs) gets a badge centred on its own first line, as
  /// the formula y = (lineHeight − height) / 2 and the label's baseline under it say.
  @Test func theBadgeMadeOnceServesOnlyTheUsualLineHeight() throws {
    let usual = try Self.composer.compose(
      TitleRequest(categoryID: 1, title: "줄 높이", width: 300))
    for lineHeight in [24.0, 40.0, 17.0] {
      var request = TitleRequest(categoryID: 1, title: "줄 높이", width: 300)
      request.lineHeight = lineHeight
      let own = try Self.composer.compose(request)
      #expect(own.lineHeight == lineHeight)
      #expect(own.badge!.frame.y == (lineHeight - own.badge!.frame.height) / 2)
      #expect(own.badge!.frame.height == usual.badge!.frame.height)
      #expect(
        own.badge!.labelBaseline - own.badge!.frame.y == usual.badge!.labelBaseline
          - usual.badge!.frame.y)
    }
    #expect(usual.badge!.frame.y == (usual.lineHeight - usual.badge!.frame.height) / 2)
    var withRuns = TitleRequest(categoryID: 1, title: "줄 높이", width: 300)
    withRuns.includesGlyphRuns = true
    let drawn = try Self.composer.compose(withRuns)
    #expect(!drawn.badge!.runs.isEmpty && usual.badge!.runs.isEmpty)
    #expect(drawn.badge!.frame == usual.badge!.frame)
  }

  /// A line keeps its request and its failure apart (the scanner reads into the one, the batch
  /// answers from it in place); `request` reads and writes them as one `Result`.
  @Test func aLinesRequestAndFailureAreOneResult() throws {
    var line = Self.line(title: "요청")
    #expect(line.failure == nil)
    #expect(try line.request.get() == line.readRequest)
    #expect(line.readRequest.title == "요청" && line.readRequest.width == 120)
    let error = BatchLineError(.invalidWidth, "a bad width")
    line.request = .failure(error)
    #expect(line.failure?.code == .invalidWidth)
    guard case .failure(let read) = line.request else {
      Issue.record("the failure was not kept")
      return
    }
    #expect(read.description == "a bad width")
    let other = TitleRequest(categoryID: 3, title: "다른 요청", width: 77)
    line.request = .success(other)
    #expect(line.failure == nil && line.readRequest == other)
    // Lines the tree path reads: an error keeps its code; a request read there is the same.
    let viaTree = BatchLine(
      bytes: Array(#"{"category":2,"title":"같은","width":100,"width":100}"#.utf8))
    #expect(viaTree.failure?.code == .duplicateKey)
    let fast = BatchLine(bytes: Array(#"{"category":2,"title":"같은","width":100}"#.utf8))
    let tree = BatchLine(
      parsingTreeOf: Array(#"{"category":2,"title":"같은","width":100}"#.utf8), isFirstLine: false,
      defaultLanguage: .korean)
    #expect(fast.readRequest == tree.readRequest && fast.failure == nil && tree.failure == nil)
  }
}
