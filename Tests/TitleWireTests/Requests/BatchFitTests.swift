import Testing
import TitleComposer
import TitleWire

/// The fit keys as batch lines read them (``BatchFit``): the values, the defaults, and the code
/// and message of each bad value; lines with them are read by the tree path and give the same
/// line as the scanner would for the rest.
@Suite struct BatchFitTests {
  static func line(_ text: String) -> BatchLine { BatchLine(bytes: Array(text.utf8)) }

  @Test func readsTheKeys() throws {
    let line = Self.line(
      #"{"id": 1, "category": 1, "title": "x", "width": 200, "fitTitleSize": {"min": 12, "max": 18}, "shrinkWrap": true, "truncate": "middle"}"#
    )
    #expect(line.failure == nil)
    #expect(
      line.fit
        == TitleFit(
          titleSizes: TitleSizeRange(minimum: 12, maximum: 18, step: 0.5), shrinkWrap: true,
          truncate: .middle))
    let plain = Self.line(#"{"id": 1, "category": 1, "title": "x", "width": 200}"#)
    #expect(plain.fit == nil)
    #expect(plain.readRequest == line.readRequest)
    let nulls = Self.line(
      #"{"category": 1, "title": "x", "width": 200, "fitTitleSize": null, "shrinkWrap": null, "truncate": null}"#
    )
    #expect(nulls.failure == nil)
    #expect(nulls.fit == nil)
    let step = Self.line(
      #"{"category": 1, "title": "x", "width": 200, "fitTitleSize": {"min": 12, "max": 18, "step": 2}}"#
    )
    #expect(step.fit?.titleSizes == TitleSizeRange(minimum: 12, maximum: 18, step: 2))
  }

  @Test(arguments: [
    (
      #""truncate": "start""#, WireErrorCode.invalidTruncate,
      #"invalid truncate "start": it must be "end", "middle" or "keepHighlight""#
    ),
    (#""truncate": 1"#, .invalidTruncate, #""truncate" must be a string, got a number"#),
    (
      #""shrinkWrap": "yes""#, .invalidShrinkWrap,
      #""shrinkWrap" must be true or false, got a string"#
    ),
    (
      #""fitTitleSize": 12"#, .invalidFitTitleSize,
      #""fitTitleSize" must be an object {"min", "max", "step"}, got a number"#
    ),
    (#""fitTitleSize": {"min": 12}"#, .invalidFitTitleSize, #""fitTitleSize" needs "max""#),
    (
      #""fitTitleSize": {"min": 12, "max": "18"}"#, .invalidFitTitleSize,
      #""fitTitleSize".max must be a number, got a string"#
    ),
    (
      #""fitTitleSize": {"min": 12, "max": 18, "by": 1}"#, .invalidFitTitleSize,
      #""fitTitleSize" has an unknown key "by""#
    ),
    (
      #""fitTitleSize": {"min": 18, "max": 12}"#, .invalidFitTitleSize,
      "invalid fitTitleSize: min 18.0 is above max 12.0"
    ),
    (
      #""fitTitleSize": {"min": 12, "max": 18, "step": 0}"#, .invalidFitTitleSize,
      "invalid fitTitleSize: step 0.0 must be a finite number above 0"
    ),
  ])
  func badValues(key: String, code: WireErrorCode, message: String) {
    let line = Self.line(#"{"category": 1, "title": "x", "width": 200, "# + key + "}")
    #expect(line.failure == BatchLineError(code, message))
  }

  @Test func notWithWidths() {
    let line = Self.line(#"{"category": 1, "title": "x", "widths": [200], "shrinkWrap": true}"#)
    #expect(line.failure?.code == .invalidWidths)
  }

  @Test func codesOfTheKeys() {
    #expect(WireErrorCode.invalidField("truncate") == .invalidTruncate)
    #expect(WireErrorCode.invalidField("fitTitleSize") == .invalidFitTitleSize)
    #expect(WireErrorCode.invalidField("shrinkWrap") == .invalidShrinkWrap)
    #expect(ComposerError.invalidTitleSizeRange(reason: "r").code == .invalidFitTitleSize)
    #expect(ComposerError.invalidTruncate("r").code == .invalidTruncate)
  }
}
