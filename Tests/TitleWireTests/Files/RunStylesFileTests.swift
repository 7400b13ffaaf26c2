import Testing
import TitleComposer
import TitleFonts
import TitleWire

/// A style file's `runStyles`: every font form, size, letter-spacing and colour read into
/// ``RunStyle``s, and every bad value an error naming its key path.
@Suite struct RunStylesFileTests {
  static let collection = "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"

  private func style(_ json: String) throws(ComposerError) -> TitleStyle {
    try TitleStyle(json: Array(json.utf8), source: "style.json")
  }

  @Test func everyFontFormAndFieldIsRead() throws {
    let parsed = try style(
      #"""
      {"titleSize": 15, "runStyles": {
        "strong": {"font": "\#(Self.collection)#1", "size": 16, "letterSpacing": -0.5, "color": "#112233"},
        "count": {"font": {"path": "\#(Self.collection)", "index": 1}, "color": "#FF000080"},
        "latin": {"font": {"path": "/fonts/Inter.ttf", "variations": {"wght": 700}}},
        "bundled": {"font": "\#(BundledFont.nanumGothicBold.rawValue)"},
        "plain": {},
        "sized": {"size": 12, "font": null}
      }}
      """#)
    #expect(parsed.titleSize == 15)
    #expect(parsed.runStyles.count == 6)
    let face = FontSource.fileFace(path: Self.collection, choice: FontFaceChoice(index: 1))
    #expect(
      parsed.runStyles["strong"]
        == RunStyle(
          font: FontSource(text: "\(Self.collection)#1"), size: 16, letterSpacing: -0.5,
          color: RGBColor(red: 0x11, green: 0x22, blue: 0x33)))
    #expect(FontSource(text: "\(Self.collection)#1") == face)
    #expect(
      parsed.runStyles["count"]
        == RunStyle(font: face, color: RGBColor(red: 255, green: 0, blue: 0, alpha: 0x80)))
    #expect(
      parsed.runStyles["latin"]?.font
        == .fileFace(path: "/fonts/Inter.ttf", choice: FontFaceChoice(variations: ["wght": 700])))
    #expect(parsed.runStyles["bundled"]?.font == .bundled(.nanumGothicBold))
    #expect(parsed.runStyles["plain"] == RunStyle())
    #expect(parsed.runStyles["sized"] == RunStyle(size: 12))
    #expect(try style("{}").runStyles.isEmpty)
  }

  @Test(arguments: [
    (
      #"{"runStyles": [1]}"#,
      "at runStyles: expected an object of run-style name → style, got an array"
    ),
    (
      #"{"runStyles": {"s": 16}}"#,
      "at runStyles.s: a run style must be a JSON object, got a number"
    ),
    (#"{"runStyles": {"": {}}}"#, "at runStyles: a run style needs a name, got \"\""),
    (
      #"{"runStyles": {"s": {"size": "16"}}}"#,
      "at runStyles.s.size: expected a finite number, got \"16\""
    ),
    (
      #"{"runStyles": {"s": {"size": 0}}}"#,
      "at runStyles.s.size: expected a size in (0, 1000] px, got 0.0"
    ),
    (
      #"{"runStyles": {"s": {"size": 1001}}}"#,
      "at runStyles.s.size: expected a size in (0, 1000] px, got 1001.0"
    ),
    (
      #"{"runStyles": {"s": {"letterSpacing": -1000.5}}}"#,
      "at runStyles.s.letterSpacing: expected a number of pixels in [-1000, 1000], got -1000.5"
    ),
    (
      #"{"runStyles": {"s": {"color": "red"}}}"#,
      "at runStyles.s.color: expected a colour as #RRGGBB, got \"red\""
    ),
    (
      #"{"runStyles": {"s": {"font": 3}}}"#,
      "at runStyles.s.font: expected a string or a font object, got 3"
    ),
    (
      #"{"runStyles": {"s": {"font": {"index": 1}}}}"#,
      "at runStyles.s.font.path: a font object needs \"path\" (the font file)"
    ),
    (
      #"{"runStyles": {"s": {"font": {"path": "a", "index": 0.5}}}}"#,
      "at runStyles.s.font.index: expected a whole number, got 0.5"
    ),
  ])
  func badValuesNameTheirKeyPath(json: String, message: String) {
    #expect(throws: ComposerError.invalidStyle(reason: "style.json: \(message)")) {
      try style(json)
    }
  }

  /// Unknown keys are refused at every level a run style has, named with the known ones.
  @Test(arguments: [
    (#"{"runStyles": {"s": {"weight": 700}}}"#, "weight"),
    (#"{"runStyles": {"s": {"font": {"path": "a", "face": 1}}}}"#, "face"),
  ])
  func unknownKeysInsideARunStyleAreRefused(json: String, key: String) throws {
    do {
      _ = try style(json)
      Issue.record("\(json) was read")
    } catch .invalidStyle(let reason) {
      #expect(reason.contains("unknown key \"\(key)\""), "\(reason)")
    } catch {
      Issue.record("\(error)")
    }
  }
}
