import Foundation
import Testing
import TitleComposer
import TitleFonts
import TitleWire

/// Every bad input of DEVELOPERS.md rule 5 gets a typed error, never a crash or a silent answer.
@Suite struct ComposerErrorTests {
  static let composer = try! Composer(fallback: .none)

  static func compose(
    category: Int = 1, title: String = "제목", width: Double = 343, lines: Int = 2,
    titleSize: Double? = nil
  ) throws(ComposerError) -> ComposedTitle {
    try composer.compose(
      TitleRequest(
        categoryID: category, title: title, width: width, numberOfLines: lines,
        titleSize: titleSize))
  }

  @Test func unknownCategoryNamesTheIDAndTheKnownIDs() {
    #expect(throws: ComposerError.unknownCategory(id: 99, knownIDs: Array(1...5), knownCount: 9)) {
      try Self.compose(category: 99)
    }
    let error = ComposerError.unknownCategory(id: 99, knownIDs: [1, 2, 3], knownCount: 3)
    #expect(error.description == "unknown category id 99 (known ids: 1, 2, 3)")
  }

  @Test func emptyAndHugeTitles() {
    #expect(throws: ComposerError.emptyTitle) { try Self.compose(title: "") }
    let huge = String(repeating: "가", count: 10_001)
    #expect(throws: ComposerError.titleTooLong(length: 10_001, limit: 10_000)) {
      try Self.compose(title: huge)
    }
  }

  /// The limit counts UTF-16 units whatever the UTF-8 length: ASCII (1 byte per unit) and emoji
  /// (2 units of 4 bytes) are counted after decoding, Hangul (3 bytes) already from its bytes.
  @Test func titleLengthIsCountedInUTF16Units() throws {
    for (title, length) in [
      (String(repeating: "a", count: 10_001), 10_001),
      (String(repeating: "😀", count: 5_001), 10_002),
    ] {
      #expect(throws: ComposerError.titleTooLong(length: length, limit: 10_000)) {
        try Self.compose(title: title)
      }
    }
    #expect(throws: Never.self) { try Self.compose(title: String(repeating: "a", count: 10_000)) }
    #expect(throws: Never.self) { try Self.compose(title: String(repeating: "😀", count: 5_000)) }
    var style = TitleStyle()
    style.maximumTitleLength = .max
    let unlimited = try Composer(style: style, fallback: .none)
    #expect(throws: Never.self) {
      try unlimited.compose(categoryID: 1, title: String(repeating: "가", count: 20_000), width: 343)
    }
  }

  @Test(arguments: [0.0, -1.0, Double.nan, Double.infinity, -Double.infinity])
  func invalidWidths(width: Double) {
    #expect {
      try Self.compose(width: width)
    } throws: { error in
      guard case .invalidWidth(let reported) = error as? ComposerError else { return false }
      return reported == width || (reported.isNaN && width.isNaN)
    }
  }

  @Test func widthNarrowerThanOneCharacter() {
    // A Hangul syllable at 16 px is 15.04 px, snapped up to 15.046875: it needs 15.03125 px,
    // Blink's room being the width plus 1/64 px (LineRoom).
    #expect(throws: ComposerError.widthTooNarrow(width: 15, required: 15.03125)) {
      try Self.compose(title: "가", width: 15)
    }
    // 15.05 px holds it (the badge alone may overflow, as in Chromium).
    #expect(throws: Never.self) { try Self.compose(title: "가", width: 15.05) }
  }

  @Test func negativeLineCountAndBadSizes() {
    #expect(throws: ComposerError.invalidNumberOfLines(-1)) { try Self.compose(lines: -1) }
    #expect(throws: ComposerError.invalidFontSize(0)) { try Self.compose(titleSize: 0) }
    #expect(throws: ComposerError.invalidFontSize(1e9)) { try Self.compose(titleSize: 1e9) }
  }

  @Test func invalidUTF8IsReportedWithItsOffset() throws {
    #expect(throws: ComposerError.invalidUTF8(byteOffset: 3)) {
      try UTF8Validation.string(from: [0xEA, 0xB0, 0x80, 0xFF, 0x41])
    }
    // An encoded surrogate (U+D800 as ED A0 80) is ill-formed.
    #expect(throws: ComposerError.invalidUTF8(byteOffset: 0)) {
      try UTF8Validation.string(from: [0xED, 0xA0, 0x80])
    }
    #expect(try UTF8Validation.string(from: Array("가A".utf8)) == "가A")
  }

  @Test func missingDirectoryAndCorruptFontFiles() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tc-fonts-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let empty = folder.appendingPathComponent("empty.ttf").path
    _ = FileManager.default.createFile(atPath: empty, contents: Data())
    let truncated = folder.appendingPathComponent("truncated.ttf").path
    let bold = try Data(contentsOf: URL(fileURLWithPath: BundledFont.nanumGothicBold.path!))
    _ = FileManager.default.createFile(atPath: truncated, contents: bold.prefix(1000))

    func style(_ path: String) -> TitleStyle {
      var style = TitleStyle()
      style.titleFont = .file(path: path)
      return style
    }
    #expect(throws: ComposerError.font(.fileNotFound(path: "/no/such/font.ttf"))) {
      try Composer(style: style("/no/such/font.ttf"), fallback: .none)
    }
    #expect(throws: ComposerError.font(.notAFile(path: folder.path))) {
      try Composer(style: style(folder.path), fallback: .none)
    }
    for path in [empty, truncated] {
      #expect {
        try Composer(style: style(path), fallback: .none)
      } throws: { error in
        guard case .font(.invalidFont(let name, _, _)) = error as? ComposerError else {
          return false
        }
        return name.hasSuffix(".ttf")
      }
    }
  }

  @Test func malformedCatalogs() {
    #expect(throws: ComposerError.invalidCatalog(reason: "<json>: the catalog file is empty")) {
      try CategoryCatalog(json: Data())
    }
    let duplicate =
      ##"[{"id": 1, "label": "가", "background": "#000000", "foreground": "#FFFFFF"},{"id": 1, "label": "나", "background": "#000000", "foreground": "#FFFFFF"}]"##
    #expect(throws: ComposerError.invalidCatalog(reason: "category id 1 is defined twice")) {
      try CategoryCatalog(json: Data(duplicate.utf8))
    }
    let badColor = ##"[{"id": 1, "label": "가", "background": "red", "foreground": "#FFFFFF"}]"##
    #expect {
      try CategoryCatalog(json: Data(badColor.utf8))
    } throws: { error in
      guard case .invalidCatalog(let reason) = error as? ComposerError else { return false }
      return reason.contains("[0].background") && reason.contains("#RRGGBB")
    }
    #expect(throws: ComposerError.invalidCatalog(reason: "the catalog defines no category")) {
      try CategoryCatalog([])
    }
  }

  @Test func invalidStyleValues() {
    var style = TitleStyle()
    style.lineHeightMultiple = .nan
    #expect(throws: ComposerError.self) { try Composer(style: style, fallback: .none) }
    style = TitleStyle()
    style.badgeSize = -3
    #expect(throws: ComposerError.invalidFontSize(-3)) {
      try Composer(style: style, fallback: .none)
    }
  }
}
