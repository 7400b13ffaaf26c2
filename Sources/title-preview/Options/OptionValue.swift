import Glibc
import TitleComposer

/// Readers of option values beyond numbers (``NumericOption``): choices, rectangles, colours.
/// Each names the option as typed in its message.
enum OptionValue {
  /// One of a `CaseIterable` enum's raw values: `--word-break expects one of keep-all|normal,
  /// got 'x'`.
  static func choice<Value: RawRepresentable & CaseIterable>(
    _ text: String, option: String
  ) throws(UsageError) -> Value where Value.RawValue == String {
    guard let value = Value(rawValue: text) else {
      let choices = Value.allCases.map(\.rawValue).joined(separator: "|")
      throw UsageError(description: "\(option) expects one of \(choices), got '\(text)'")
    }
    return value
  }

  /// `x,y,width,height`: four finite numbers.
  static func rect(_ text: String, option: String) throws(UsageError) -> Rect {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingBlanks()).flatMap { $0.isFinite ? $0 : nil }
    }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3]
    else {
      throw UsageError(
        description: "\(option) must be x,y,width,height (four finite numbers), got '\(text)'")
    }
    return Rect(x: x, y: y, width: w, height: h)
  }

  /// `#RRGGBB` or `#RRGGBBAA`.
  static func color(_ text: String, option: String) throws(UsageError) -> RGBColor {
    guard let color = RGBColor(hex: text) else {
      throw UsageError(description: "\(option) expects #RRGGBB or #RRGGBBAA, got '\(text)'")
    }
    return color
  }
}

extension Substring {
  /// The text without the blanks at either end: tab and the Unicode space separators
  /// (general category Zs), scalar by scalar.
  fileprivate func trimmingBlanks() -> Substring {
    let scalars = unicodeScalars
    func isBlank(_ scalar: Unicode.Scalar) -> Bool {
      scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }
    guard let first = scalars.firstIndex(where: { !isBlank($0) }),
      let last = scalars.lastIndex(where: { !isBlank($0) })
    else { return self[endIndex...] }
    return Substring(scalars[first...last])
  }
}
