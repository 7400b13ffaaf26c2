import Foundation
import Testing
import TitleComposer
import TitleFonts
import TitleWire

/// Style JSON with the font object forms, composed. Widths are hand sums of `hb-shape` advances
/// (font units): Inter-roman.var.ttf (2816 units/em, no `kern` table, no GPOS pair on these
/// glyphs) at wght 700: H 2101, a 1634, g 1783, space 653; wqy-zenhei.ttc face 1 (Mono, 1024
/// units/em): H, a, space 512 each.
@Suite struct FontObjectStyleTests {
  static let collection = "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"
  static let variable = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"

  private func style(_ json: String) throws(ComposerError) -> TitleStyle {
    try TitleStyle(json: Array(json.utf8), source: "style.json")
  }

  private func width(_ style: TitleStyle, _ title: String) throws -> Double {
    let composer = try Composer(style: style, fallback: .none)
    let composed = try composer.compose(categoryID: 1, title: title, width: 1000, numberOfLines: 1)
    return try #require(composed.lines.first).width
  }

  @Test func variationObjectComposesAtThatWeight() throws {
    let parsed = try style(
      #"{"titleFont": {"path": "\#(Self.variable)", "variations": {"wght": 700}}}"#)
    #expect(
      parsed.titleFont
        == .fileFace(path: Self.variable, choice: FontFaceChoice(variations: ["wght": 700])))
    // (2101 + 1634 + 1783 + 653 + 2101 + 1634) / 2816 × 16 = 9906 / 176.
    #expect(abs(try width(parsed, "Hag Ha") - 9906.0 / 176) < 1e-9)
    let named = try style(#"{"titleFont": {"path": "\#(Self.variable)", "instance": "Bold"}}"#)
    #expect(abs(try width(named, "Hag Ha") - 9906.0 / 176) < 1e-9)
  }

  @Test func indexObjectComposesWithThatFace() throws {
    let parsed = try style(
      #"{"titleFont": {"path": "\#(Self.collection)", "index": 1}, "badgeFont": "\#(Self.collection)"}"#
    )
    // 5 × 512 / 1024 × 16.
    #expect(try width(parsed, "Ha Ha") == 40)
    // Title and badge fonts are two faces of one file: not shared.
    let composer = try Composer(style: parsed, fallback: .none)
    #expect(composer.titleFonts.primary.familyName == "WenQuanYi Zen Hei Mono")
    #expect(composer.badgeFonts.primary.familyName == "WenQuanYi Zen Hei")
  }

  @Test func plainPathAndDefaultObjectAreTheSameFont() throws {
    let object = try style(#"{"titleFont": {"path": "\#(Self.collection)", "index": 0}}"#)
    #expect(object.titleFont == .file(path: Self.collection))
  }

  @Test func badObjectsAreErrors() {
    // `"weight"` starts at column 33: 14 characters of `{"titleFont": ` + 18 of `{"path": "x.ttf", `.
    #expect(
      throws: ComposerError.invalidStyle(
        reason:
          #"style.json: unknown key "weight" in titleFont at line 1, column 33 (known keys: index, instance, path, variations)"#
      )
    ) {
      try style(#"{"titleFont": {"path": "x.ttf", "weight": 700}}"#)
    }
    #expect(
      throws: ComposerError.invalidStyle(
        reason: #"style.json: at titleFont.path: a font object needs "path" (the font file)"#)
    ) {
      try style(#"{"titleFont": {"index": 1}}"#)
    }
    #expect(
      throws: ComposerError.invalidStyle(
        reason: #"style.json: at badgeFont.index: expected a whole number, got 1.5"#)
    ) {
      try style(#"{"badgeFont": {"path": "x.ttc", "index": 1.5}}"#)
    }
    #expect(
      throws: ComposerError.invalidStyle(
        reason: #"style.json: at titleFont.variations.wght: expected a finite number, got "bold""#)
    ) {
      try style(#"{"titleFont": {"path": "x.ttf", "variations": {"wght": "bold"}}}"#)
    }
  }

  @Test func badChoiceIsTheTypedFontError() throws {
    let index = try style(#"{"titleFont": {"path": "\#(Self.collection)", "index": 7}}"#)
    #expect(
      throws: ComposerError.font(
        .faceIndexOutOfRange(path: Self.collection, index: 7, faceCount: 3))
    ) {
      try Composer(style: index, fallback: .none)
    }
    let axis = try style(
      #"{"titleFont": {"path": "\#(Self.variable)", "variations": {"wght": 50}}}"#)
    #expect(
      throws: ComposerError.font(
        .axisValueOutOfRange(
          name: Self.variable, axis: "wght", value: 50, minimum: 100, maximum: 900))
    ) {
      try Composer(style: axis, fallback: .none)
    }
  }
}
