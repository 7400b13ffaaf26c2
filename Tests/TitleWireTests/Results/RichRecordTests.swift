import Foundation
import Testing
import TitleComposer
import TitleTestSupport
import TitleText
import TitleWire

/// A rich title's record: its lines' `"top"`, `"height"`, `"cut"` and `"parts"`, its `"boxes"`
/// and `"highlights"` written by the batch encoder exactly as `Codable` writes them, valid
/// against the schema, and decoded back to the same value. The rich fields are set by hand on
/// composed plain titles (the setters a layout uses), so every line shape the corpus has gets
/// them.
@Suite struct RichRecordTests {
  static let composer = RecordMatchesCodableTests.composer

  /// `composed` with the rich fields a layout of runs would give it: each line one text part
  /// per half of its range (the second in style "strong"), a box part at the end of the first
  /// line, the "…" and a cut on a truncated last line, a box and two highlights.
  static func richened(_ composed: ComposedTitle, glyphs: Bool) -> ComposedTitle {
    var rich = composed
    for index in rich.lines.indices {
      let line = rich.lines[index]
      let middle = (line.range.lowerBound + line.range.upperBound) / 2
      var parts = [
        LinePart(
          kind: .text, run: 0, style: nil, range: line.range.lowerBound..<middle, x: line.x,
          width: line.width / 3, size: composed.titleSize,
          runs: glyphs ? line.runs : [], faces: glyphs ? line.faces : []),
        LinePart(
          kind: .text, run: 1, style: "strong", range: middle..<line.range.upperBound,
          x: line.x + line.width / 3, width: line.width / 3 + 0.1234567, size: 17.5),
      ]
      if index == 0 {
        parts.append(
          LinePart(
            kind: .box, run: 2, style: nil,
            range: line.range.upperBound..<line.range.upperBound + 1,
            x: line.x + line.width * 2 / 3, width: 14, size: composed.titleSize))
      }
      if line.isTruncated {
        parts.append(
          LinePart(
            kind: .ellipsis, run: nil, style: "strong", range: middle..<middle, x: line.x + 1 / 3,
            width: 9.75, size: 17.5, runs: glyphs ? line.runs : [], faces: glyphs ? line.faces : [])
        )
        rich.lines[index].cut = middle
      }
      rich.lines[index].parts = parts
      rich.lines[index].lineBox = LineBox(
        top: Double(index) * composed.lineHeight - 0.25, height: composed.lineHeight + 1 / 3)
    }
    rich.boxes = [
      PlacedBox(
        name: "new", run: 2, offset: rich.lines[0].range.upperBound, line: 0,
        frame: Rect(x: 100.1234567, y: 3, width: 14, height: 14))
    ]
    rich.highlights = [
      HighlightRects(
        start: 0, end: 2, rects: [Rect(x: 0.5, y: 0, width: 20 / 3, height: 22)], isCut: false),
      HighlightRects(start: 3, end: 3, rects: [], isCut: composed.isTruncated),
    ]
    return rich
  }

  @Test(arguments: [false, true])
  func richRecordsAreTheCodableObjectValidAndRoundTrip(glyphs: Bool) throws {
    var checked = 0
    for line in RecordMatchesCodableTests.lines.prefix(200) {
      let parsed = BatchLine(bytes: line)
      guard case .success(var request) = parsed.request else { continue }
      request.includesGlyphRuns = glyphs
      guard let composed = try? Self.composer.compose(request) else { continue }
      let rich = Self.richened(composed, glyphs: glyphs)
      let record = BatchResultEncoder.encode(rich, id: parsed.id, glyphRuns: glyphs)
      var fromBatch = try RecordMatchesCodableTests.object(record)
      #expect(fromBatch.removeValue(forKey: "id") != nil)
      let codable = try RecordMatchesCodableTests.codable(rich, glyphs: glyphs)
      let fromCodable = try RecordMatchesCodableTests.object(codable)
      let difference = JSONDifference.first(fromBatch, fromCodable)
      #expect(difference == nil, "\(difference ?? ""): \(String(decoding: record, as: UTF8.self))")
      #expect(JSONSchemaSubset.wire.problems(in: Data(record)) == [])
      #expect(JSONSchemaSubset.wire.problems(of: fromCodable, against: "result") == [])
      let decoded = try JSONDecoder().decode(ComposedTitle.self, from: Data(record))
      #expect(try RecordMatchesCodableTests.codable(decoded, glyphs: glyphs) == codable)
      checked += 1
    }
    #expect(checked > 150)
  }

  /// The wire form checked by hand: flat rectangles, `"truncated"` on a highlight, the cut on
  /// the truncated line only, `run` absent on the "…", numbers rounded to 1e-6.
  @Test func theRichKeysAreWrittenAsTheSchemaNamesThem() throws {
    let composed = try Self.composer.compose(
      TitleRequest(
        categoryID: 1, title: "가나다라마바사아자차카타파하 가나다라마바사아자차카타파하", width: 120,
        numberOfLines: 2))
    #expect(composed.isTruncated && composed.lines.count == 2)
    let rich = Self.richened(composed, glyphs: false)
    let object = try RecordMatchesCodableTests.object(
      BatchResultEncoder.encode(rich, id: .number(7, text: "7")))
    let boxes = try #require(object["boxes"] as? [[String: Any]])
    #expect(boxes.count == 1)
    #expect(Set(boxes[0].keys) == ["name", "run", "offset", "line", "x", "y", "width", "height"])
    #expect(boxes[0]["x"] as? Double == 100.123457 && boxes[0]["name"] as? String == "new")
    let highlights = try #require(object["highlights"] as? [[String: Any]])
    #expect(highlights[0]["truncated"] as? Bool == false)
    #expect(highlights[1]["truncated"] as? Bool == true)
    let rects = try #require(highlights[0]["rects"] as? [[String: Any]])
    #expect(rects[0]["width"] as? Double == 6.666667 && rects[0]["x"] as? Double == 0.5)
    let lines = try #require(object["lines"] as? [[String: Any]])
    let last = composed.lines[1].range
    #expect(
      lines[0]["cut"] == nil && lines[1]["cut"] as? Int == (last.lowerBound + last.upperBound) / 2)
    // The line box's height to 1e-6: a third is written 0.333333.
    #expect(
      lines[1]["height"] as? Double == ((composed.lineHeight + 1 / 3) * 1e6).rounded() / 1e6)
    let parts = try #require(lines[1]["parts"] as? [[String: Any]])
    #expect(parts.map { $0["kind"] as? String } == ["text", "text", "ellipsis"])
    #expect(parts[2]["run"] == nil && parts[2]["style"] as? String == "strong")
    #expect(parts[0]["style"] == nil && parts[1]["width"] as? Double != nil)
  }

  /// A plain title with highlights (no line boxes) gets `"highlights"` and nothing else rich.
  @Test func aPlainTitleWithHighlightsHasOnlyThem() throws {
    var composed = try Self.composer.compose(TitleRequest(categoryID: 1, title: "가나다", width: 200))
    let plain = BatchResultEncoder.encode(composed, id: nil)
    composed.highlights = [HighlightRects(start: 0, end: 1, rects: [], isCut: false)]
    var object = try RecordMatchesCodableTests.object(BatchResultEncoder.encode(composed, id: nil))
    #expect(object.removeValue(forKey: "highlights") != nil)
    #expect(object["boxes"] == nil)
    #expect((object["lines"] as! [[String: Any]])[0]["parts"] == nil)
    let plainObject = try RecordMatchesCodableTests.object(plain)
    #expect(JSONDifference.first(object, plainObject) == nil)
  }
}

extension RichRecordTests {
  /// A composer with the run styles the rich requests below name.
  static let richComposer: Composer = {
    var style = TitleStyle()
    style.runStyles = [
      "strong": RunStyle(font: .bundled(.nanumGothicBold), size: 17),
      "light": RunStyle(font: .bundled(.nanumGothic), letterSpacing: -0.3),
      "count": RunStyle(size: 13, color: RGBColor(red: 0xD0, green: 0x02, blue: 0x1B)),
    ]
    return try! Composer(style: style, fallback: FontFallback(usesSystemFonts: false))
  }()

  /// The corpus titles as rich batch lines: a prefix run, the title in two runs (the second
  /// light), a box after a third of it or at its end, an end run, a highlight over its middle.
  static let richLines: [[UInt8]] = ScannerMatchesTreePathTests.corpusLines.enumerated().map {
    index, bytes in
    let request = try! BatchLine(bytes: bytes).request.get()
    let title = Array(request.title.utf16)
    let third = title.count / 3
    func json(_ units: ArraySlice<UInt16>) -> String {
      let text = String(decoding: units, as: UTF16.self)
      return String(
        decoding: try! JSONSerialization.data(
          withJSONObject: text, options: [.fragmentsAllowed]), as: UTF8.self)
    }
    let box = #"{"box": {"width": \#(12 + index % 9), "height": \#(12 + index % 7), "name": "b"}}"#
    var runs = [#"{"text": "[공지] ", "style": "strong"}"#, #"{"text": \#(json(title[..<third]))}"#]
    if index % 2 == 0 { runs.append(box) }
    runs.append(#"{"text": \#(json(title[third...])), "style": "light"}"#)
    if index % 2 == 1 { runs.append(box) }
    let length = 5 + title.count + 1
    let line =
      #"{"id": \#(index), "category": \#(request.categoryID!), "width": \#(request.width), "numberOfLines": \#(index % 4), "wordBreak": "\#(request.wordBreak.rawValue)", "runs": [\#(runs.joined(separator: ", "))], "end": [{"text": " [\#(index)]", "style": "count"}], "highlights": [{"start": 2, "end": \#(max(2, length / 2))}, {"start": 0, "end": \#(length)}]}"#
    return Array(line.utf8)
  }

  /// Rich titles the engine composed: the batch record is the `Codable` object, valid against
  /// the schema, read the same by both request paths, and decodes to a value that encodes the
  /// same again.
  @Test(arguments: [false, true])
  func composedRichTitlesAreTheCodableObjectAndValid(glyphs: Bool) throws {
    var checked = 0
    var truncated = 0
    var boxes = 0
    for line in Self.richLines {
      #expect(ScannerMatchesTreePathTests.same(line))
      let parsed = BatchLine(bytes: line)
      var request = try parsed.request.get()
      #expect(request.isRich)
      request.includesGlyphRuns = glyphs
      let composing = Result { () throws(ComposerError) in try Self.richComposer.compose(request) }
      guard case .success(let composed) = composing else {
        // A cell narrower than a word: the one error these requests may get.
        if case .failure(let error) = composing, error.code != .widthTooNarrow {
          Issue.record("\(error)")
        }
        continue
      }
      // Every line has its box; only a line left empty (the badge alone, when the runs do not
      // fit after it) has no parts, and a line with text has parts.
      #expect(
        composed.lines.allSatisfy { $0.lineBox != nil && ($0.range.isEmpty || !$0.parts.isEmpty) })
      #expect(composed.highlights.count == 2)
      if composed.isTruncated { truncated += 1 }
      boxes += composed.boxes.count
      let record = BatchResultEncoder.encode(composed, id: parsed.id, glyphRuns: glyphs)
      var fromBatch = try RecordMatchesCodableTests.object(record)
      #expect(fromBatch.removeValue(forKey: "id") != nil)
      let codable = try RecordMatchesCodableTests.codable(composed, glyphs: glyphs)
      let difference = JSONDifference.first(
        fromBatch, try RecordMatchesCodableTests.object(codable))
      #expect(difference == nil, "\(difference ?? "")")
      let problems = JSONSchemaSubset.wire.problems(in: Data(record))
      #expect(problems == [], "\(problems)")
      let decoded = try JSONDecoder().decode(ComposedTitle.self, from: Data(record))
      #expect(try RecordMatchesCodableTests.codable(decoded, glyphs: glyphs) == codable)
      checked += 1
    }
    #expect(checked > 350 && truncated > 50 && boxes > 200, "\(checked), \(truncated), \(boxes)")
  }
}
