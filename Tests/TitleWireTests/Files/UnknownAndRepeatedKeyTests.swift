import Foundation
import Testing
import TitleComposer
import TitleWire

/// Unknown and repeated keys are errors naming the key and where it is, in
/// style files, catalog files and JSONL requests; a leading byte order mark is skipped.
@Suite struct UnknownAndRepeatedKeyTests {
  static let bom: [UInt8] = [0xEF, 0xBB, 0xBF]
  static let styleKeys =
    "badgeCornerRadius, badgeFont, badgeHorizontalPadding, badgeLabelSuffix, "
    + "badgeLetterSpacing, badgeLetterSpacingEm, badgeSize, badgeSpacing, badgeVerticalPadding, direction, "
    + "fontsConfig, letterSpacing, letterSpacingEm, lineHeight, lineHeightMultiple, maximumTitleLength, "
    + "runStyles, textWrap, titleColor, titleFont, titleSize, truncation"

  @Test func styleWithAMisspelledKey() {
    #expect(
      throws: ComposerError.invalidStyle(
        reason:
          "s.json: unknown key \"titelSize\" at line 1, column 2 (known keys: \(Self.styleKeys))")
    ) {
      try TitleStyle(json: Array(#"{"titelSize": 30}"#.utf8), source: "s.json")
    }
  }

  /// Line 3, column 3: the second `titleSize`, after a newline and two spaces.
  @Test func styleWithARepeatedKey() {
    let json = "{\n  \"titleSize\": 20,\n  \"titleSize\": 30\n}"
    #expect(
      throws: ComposerError.invalidStyle(
        reason: "s.json: duplicate key \"titleSize\" at line 3, column 3")
    ) {
      try TitleStyle(json: Array(json.utf8), source: "s.json")
    }
  }

  @Test func styleKeysOfAnotherReaderAreAllowed() throws {
    let json = Array(#"{"titleSize": 20, "scale": 3}"#.utf8)
    #expect(throws: ComposerError.self) { try TitleStyle(json: json) }
    let style = try TitleStyle(json: json, alsoKnownKeys: ["scale"])
    #expect(style.titleSize == 20)
  }

  @Test func styleWithAByteOrderMark() throws {
    let style = try TitleStyle(json: Self.bom + Array(#"{"titleSize": 20}"#.utf8))
    #expect(style.titleSize == 20)
  }

  /// Column 6 on line 2: the "é" before the error counts as one column, not two bytes.
  @Test func syntaxErrorsAreLocatedByLineAndColumn() {
    let json = "{\"titleFont\":\n\"é\", x}"
    #expect(
      throws: ComposerError.invalidStyle(
        reason: "s.json: not valid JSON at line 2, column 6: expected a key in quotes")
    ) {
      try TitleStyle(json: Array(json.utf8), source: "s.json")
    }
  }

  @Test func catalogWithAnUnknownKeyInTheSecondCategory() {
    let json =
      ##"[{"id": 1, "label": "a", "background": "#000000", "foreground": "#FFFFFF"},"##
      + "\n"
      + ##" {"id": 2, "label": "b", "colour": "#000000", "foreground": "#FFFFFF"}]"##
    #expect(
      throws: ComposerError.invalidCatalog(
        reason:
          "c.json: unknown key \"colour\" in [1] at line 2, column 26 (known keys: background, foreground, id, label)"
      )
    ) {
      try CategoryCatalog(json: Array(json.utf8), source: "c.json")
    }
  }

  @Test func catalogWithARepeatedKey() {
    let json =
      ##"[{"id": 1, "label": "a", "label": "b", "background": "#000000", "foreground": "#FFFFFF"}]"##
    #expect(
      throws: ComposerError.invalidCatalog(
        reason: "c.json: duplicate key \"label\" at line 1, column 26")
    ) {
      try CategoryCatalog(json: Array(json.utf8), source: "c.json")
    }
  }

  @Test func catalogWithAByteOrderMark() throws {
    let json = ##"[{"id": 7, "label": "a", "background": "#000000", "foreground": "#FFFFFF"}]"##
    let catalog = try CategoryCatalog(json: Self.bom + Array(json.utf8), source: "c.json")
    #expect(catalog.knownIDs == [7])
  }

  @Test func jsonlLineWithARepeatedKey() {
    let line = BatchLine(
      bytes: Array(#"{"category": 1, "title": "a", "title": "b", "width": 100}"#.utf8))
    #expect(throws: BatchLineError(.duplicateKey, "duplicate key \"title\"")) {
      try line.request.get()
    }
  }

  @Test func jsonlLineWithAnUnknownKey() {
    let line = BatchLine(
      bytes: Array(#"{"category": 1, "title": "a", "width": 1, "wdith": 2}"#.utf8))
    #expect(throws: BatchLineError(.unknownKey, "unknown key \"wdith\"")) { try line.request.get() }
  }

  @Test func jsonlByteOrderMarkIsSkippedOnTheFirstLineOnly() throws {
    let bytes = Self.bom + Array(#"{"id": 1, "category": 1, "title": "a", "width": 100}"#.utf8)
    let first = BatchLine(bytes: bytes, isFirstLine: true)
    #expect(try first.request.get().title == "a")
    #expect(first.id == .number(1, text: "1"))
    let later = BatchLine(bytes: bytes)
    #expect(throws: BatchLineError(.invalidJSON, "invalid JSON at byte 0: unexpected character")) {
      try later.request.get()
    }
  }

  /// A key with an escape sequence is shown escaped in the message.
  @Test func hostileKeysAreEscapedInMessages() {
    let line = BatchLine(bytes: Array(#"{"\u001b[2J": 1}"#.utf8))
    #expect(throws: BatchLineError(.unknownKey, #"unknown key "\u{1B}[2J""#)) {
      try line.request.get()
    }
  }

  /// One grapheme of 10,000 scalars as a key: the message quotes 64 scalars of it.
  @Test func hugeKeysAreCutInMessages() {
    let key = "e" + String(repeating: "\u{301}", count: 9_999)
    let line = BatchLine(bytes: Array("{\"\(key)\": 1}".utf8))
    let shown = "e" + String(repeating: "\u{301}", count: 63) + "…"
    #expect(throws: BatchLineError(.unknownKey, "unknown key \"\(shown)\"")) {
      try line.request.get()
    }
  }

  /// Many keys in one object: the set-based check still finds the repeat.
  @Test func repeatedKeyInALargeObject() {
    let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k3\": 0"]
    #expect(throws: JSONParser.Error.self) {
      try JSONParser.parse(Array(("{" + members.joined(separator: ", ") + "}").utf8))
    }
  }
}

/// Values of the wrong type in a style file are errors naming the file and the key.
@Suite struct StyleValueMessageTests {
  @Test(arguments: [
    (#"{"titleSize": "big"}"#, #"s.json: at titleSize: expected a finite number, got "big""#),
    (#"{"titleSize": 1e400}"#, "s.json: at titleSize: expected a finite number, got 1e400"),
    (#"{"titleFont": 3}"#, "s.json: at titleFont: expected a string or a font object, got 3"),
    (
      #"{"maximumTitleLength": 1.5}"#,
      "s.json: at maximumTitleLength: expected a whole number, got 1.5"
    ),
    (
      #"{"badgeLabelSuffix": "x"}"#,
      #"s.json: at badgeLabelSuffix: expected one of "none", "em-space", got "x""#
    ),
    (#"[]"#, "s.json: a style must be a JSON object, got an array"),
    (
      #"{"lineHeightMultiple": 11}"#,
      "s.json: lineHeightMultiple must be in (0, 10], got 11.0"
    ),
    (
      #"{"badgeSize": 0}"#,
      "s.json: invalid font size 0.0: it must be a finite number in (0, 1000]"
    ),
  ])
  func wrongValues(json: String, reason: String) {
    #expect(throws: ComposerError.invalidStyle(reason: reason)) {
      try TitleStyle(json: Array(json.utf8), source: "s.json")
    }
  }

  @Test func nullKeepsTheDefault() throws {
    let style = try TitleStyle(json: Array(#"{"titleSize": null, "badgeFont": "x.ttf"}"#.utf8))
    #expect(style.titleSize == 16)
    #expect(style.badgeFont == .file(path: "x.ttf"))
  }
}
