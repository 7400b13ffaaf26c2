import Foundation
import TitleComposer

/// One option or argument of a subcommand's command line.
struct SubcommandArgument {
  /// The option's name (`--width` of `--width=3` too) or the argument itself.
  let name: String
  let raw: [UInt8]
  let inlineValue: String?
}

/// Reads the command line of `tags` and `tooltip`: options with a value after them or after
/// `=`, `--` ending the options, anything else starting with `-` (but `-` itself) unknown.
struct SubcommandParser {
  let arguments: [[UInt8]]
  var index = 0
  var endOfOptions = false
  private var current: SubcommandArgument? = nil

  init(arguments: [[UInt8]]) { self.arguments = arguments }

  /// The next argument; options come back by name and are checked by the caller, positional
  /// ones with `name` = the text (the caller appends them when no option matches).
  mutating func nextArgument() throws(UsageError) -> SubcommandArgument? {
    guard index < arguments.count else { return nil }
    let raw = arguments[index]
    index += 1
    let text = String(decoding: raw, as: UTF8.self)
    if !endOfOptions && text == "--" {
      endOfOptions = true
      return try nextArgument()
    }
    if endOfOptions || !text.hasPrefix("-") || text == "-" {
      return SubcommandArgument(name: "", raw: raw, inlineValue: nil)
    }
    if text.hasPrefix("--"), let equals = text.firstIndex(of: "=") {
      return SubcommandArgument(
        name: String(text[..<equals]), raw: raw,
        inlineValue: String(text[text.index(after: equals)...]))
    }
    return SubcommandArgument(name: text, raw: raw, inlineValue: nil)
  }

  /// The value of an option: after `=` or the next argument.
  mutating func value(_ argument: SubcommandArgument) throws(UsageError) -> String {
    if let inline = argument.inlineValue { return inline }
    guard index < arguments.count else {
      throw UsageError(description: "missing value for \(argument.name)")
    }
    index += 1
    return String(decoding: arguments[index - 1], as: UTF8.self)
  }

  /// A whole number in `range` (``NumericOption/integer(_:option:in:)``).
  mutating func int(
    _ argument: SubcommandArgument, in range: ClosedRange<Int> = Int.min...Int.max
  ) throws(UsageError) -> Int {
    try NumericOption.integer(try value(argument), option: argument.name, in: range)
  }

  /// A number (``NumericOption/number(_:option:)``).
  mutating func double(_ argument: SubcommandArgument) throws(UsageError) -> Double {
    try NumericOption.number(try value(argument), option: argument.name)
  }

  mutating func choice<Value: RawRepresentable & CaseIterable>(
    _ argument: SubcommandArgument
  ) throws(UsageError) -> Value where Value.RawValue == String {
    let text = try value(argument)
    guard let value = Value(rawValue: text) else {
      let choices = Value.allCases.map(\.rawValue).joined(separator: "|")
      throw UsageError(description: "\(argument.name) expects one of \(choices), got '\(text)'")
    }
    return value
  }

  /// `x,y,width,height`.
  mutating func rect(_ argument: SubcommandArgument) throws(UsageError) -> Rect {
    let text = try value(argument)
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map {
      Double($0.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
    }
    guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3]
    else {
      throw UsageError(
        description:
          "\(argument.name) must be x,y,width,height (four finite numbers), got '\(text)'")
    }
    return Rect(x: x, y: y, width: w, height: h)
  }

  mutating func color(_ argument: SubcommandArgument) throws(UsageError) -> RGBColor {
    let text = try value(argument)
    guard let color = RGBColor(hex: text) else {
      throw UsageError(description: "\(argument.name) expects #RRGGBB or #RRGGBBAA, got '\(text)'")
    }
    return color
  }
}
