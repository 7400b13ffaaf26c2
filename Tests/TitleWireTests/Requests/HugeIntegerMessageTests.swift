import Testing
import TitleWire

/// A request integer too large to be one says so (the range a JSON number holds exactly), not
/// "not whole".
@Suite struct HugeIntegerMessageTests {
  @Test(arguments: [
    (
      #"{"category": 1, "title": "a", "width": 100, "numberOfLines": 1e18}"#,
      "\"numberOfLines\" must be a whole number from -9007199254740992 to 9007199254740992, got 1e+18"
    ),
    (
      #"{"category": 1e300, "title": "a", "width": 100}"#,
      "\"category\" must be a whole number from -9007199254740992 to 9007199254740992, got 1e+300"
    ),
    (
      #"{"category": 1, "title": "a", "width": 100, "numberOfLines": 2.5}"#,
      "\"numberOfLines\" must be a whole number, got 2.5"
    ),
  ])
  func tooLargeIntegersNameTheRange(line: String, message: String) {
    let parsed = BatchLine(bytes: Array(line.utf8))
    #expect(
      throws: BatchLineError(
        message.hasPrefix("\"category\"") ? .invalidCategory : .invalidNumberOfLines, message)
    ) {
      try parsed.request.get()
    }
  }
}
