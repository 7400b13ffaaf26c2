import Foundation
import Testing
import TitleComposer
import TitleWire

/// The `truncation` keys of the library: the request over the style, decoding, encoding in
/// results, and a typed error for an unknown name.
@Suite struct TruncationRequestTests {
  /// Public corpus case p0004 (category 건강, 280 px, one line, keep-all, indent).
  static let request = TitleRequest(
    categoryID: 3,
    title: "그러면, 링크가 대신 https://www.debian.org/social_contract#guidelines 하나의 단일 구성 파일 "
      + "/etc/runlevel.conf로 변환됩니다.",
    width: 280, numberOfLines: 1)

  /// Chromium's `-webkit-line-clamp: 1` shows "그러면, 링크가 대신 " and "…" (clamp_oracle.py,
  /// Tests/Corpus/line-clamp-chromium.jsonl, p0004); UILabel fills the line from the URL. The
  /// style's truncation applies to a request without one, and a request's own wins.
  @Test func theRequestOverridesTheStyle() throws {
    var style = TitleStyle()
    style.truncation = .lineClamp
    let composer = try Composer(
      style: style, fallback: FontFallback(fonts: [], usesSystemFonts: false))
    let clamped = try composer.compose(Self.request)
    #expect(clamped.lines.map(\.text) == ["그러면, 링크가 대신 …"])
    #expect(clamped.lines[0].range == 0..<12)
    #expect(clamped.truncation == .lineClamp)
    var request = Self.request
    request.truncation = .fill
    let filled = try composer.compose(request)
    #expect(filled.lines.map(\.text) == ["그러면, 링크가 대신 https://www…"])
    #expect(filled.lines[0].range == 0..<23)
    #expect(filled.truncation == .fill)
  }

  @Test func namesParseOrThrowTypedErrors() throws {
    #expect(try Truncation(parsing: "lineClamp") == .lineClamp)
    #expect(try Truncation(parsing: "fill") == .fill)
    for name in ["", "clip", "lineclamp", "line-clamp", "fill "] {
      #expect(throws: ComposerError.invalidTruncation(name)) { try Truncation(parsing: name) }
    }
    #expect(
      ComposerError.invalidTruncation("x\u{1B}").description
        == #"invalid truncation "x\u{1B}": it must be "fill" or "lineClamp""#)
  }

  @Test func requestsAndStylesDecodeTheKey() throws {
    let json =
      #"{"categoryID": 1, "title": "t", "width": 100, "numberOfLines": 2, "wordBreak": "keep-all", "padding": "indent", "whiteSpace": "preserve", "truncation": "#
    let request = try JSONDecoder().decode(
      TitleRequest.self, from: Data((json + #""lineClamp"}"#).utf8))
    #expect(request.truncation == .lineClamp)
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(TitleRequest.self, from: Data((json + #""clip"}"#).utf8))
    }
    let style = try TitleStyle(json: Array(#"{"truncation": "lineClamp"}"#.utf8))
    #expect(style.truncation == .lineClamp)
    #expect(TitleStyle().truncation == .fill)
    #expect(throws: ComposerError.self) { try TitleStyle(json: Array(#"{"truncation": 1}"#.utf8)) }
    let encoded = try JSONEncoder().encode(style)
    #expect(try JSONDecoder().decode(TitleStyle.self, from: encoded).truncation == .lineClamp)
  }

  /// A result says `"truncation": "lineClamp"` when it was truncated so, and nothing in the
  /// default mode; both decode back.
  @Test func resultsCarryTheModeOnlyWhenNotFill() throws {
    let composer = try Composer(fallback: FontFallback(fonts: [], usesSystemFonts: false))
    var request = Self.request
    let filled = try composer.compose(request)
    let filledJSON = String(decoding: try JSONEncoder().encode(filled), as: UTF8.self)
    #expect(!filledJSON.contains("truncation"))
    request.truncation = .lineClamp
    let clamped = try composer.compose(request)
    let clampedJSON = try JSONEncoder().encode(clamped)
    #expect(String(decoding: clampedJSON, as: UTF8.self).contains(#""truncation":"lineClamp""#))
    let decoded = try JSONDecoder().decode(ComposedTitle.self, from: clampedJSON)
    #expect(decoded.truncation == .lineClamp)
    #expect(decoded.lines.map(\.range) == clamped.lines.map(\.range))
    // The batch encoder writes the same key.
    let record = String(
      decoding: BatchResultEncoder.encode(clamped, id: .number(1, text: "1")), as: UTF8.self)
    #expect(record.hasSuffix(#","truncation":"lineClamp"}"#))
  }
}
