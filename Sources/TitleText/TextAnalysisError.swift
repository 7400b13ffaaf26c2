/// ICU failed while TitleText set itself up (opening or cloning a break iterator).
///
/// Wraps ICU's `UErrorCode`: positive codes are errors; ICU's warnings (negative codes) are treated
/// as success and never become a `TextAnalysisError`.
public struct TextAnalysisError: Error, Sendable, Hashable, CustomStringConvertible {
  /// ICU's `UErrorCode` value, e.g. 1 for `U_ILLEGAL_ARGUMENT_ERROR`.
  public let code: Int32
  /// ICU's name of `code` (`u_errorName`), e.g. `"U_MISSING_RESOURCE_ERROR"`.
  public let name: String
  /// The ICU function that failed, e.g. `"ubrk_open"`.
  public let operation: String

  init(icuStatus: Int32, operation: String) {
    // A NULL handle with a success status still means failure: report it as an internal error.
    self.code = icuStatus > 0 ? icuStatus : 5  // U_INTERNAL_PROGRAM_ERROR
    self.name = ICUProperties.errorName(self.code)
    self.operation = operation
  }

  /// E.g. `ubrk_open failed: U_MISSING_RESOURCE_ERROR (ICU error 2)`.
  public var description: String { "\(operation) failed: \(name) (ICU error \(code))" }
}
