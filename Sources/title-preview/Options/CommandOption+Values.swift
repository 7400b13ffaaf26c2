/// Options whose value goes straight into one property: a number, a whole number, a choice or a
/// text, read and checked as ``NumericOption`` and ``OptionValue`` read them, the message naming
/// the option as typed.
extension CommandOption {
  /// An option whose value `read` turns into the property at `path`; `read` gets the value and
  /// the option's name as typed.
  static func stored<Value>(
    _ names: [String], value: String, help: String, at path: WritableKeyPath<Options, Value>,
    read: @escaping (_ text: String, _ name: String) throws(UsageError) -> Value
  ) -> Self {
    Self(names: names, valueName: value, arity: .value, help: help) {
      options, text, name throws(UsageError) in
      options[keyPath: path] = try read(text ?? "", name)
    }
  }

  /// A finite number (``NumericOption/number(_:option:)``) stored at `path`.
  static func number(
    _ names: String..., value: String, help: String, at path: WritableKeyPath<Options, Double>
  ) -> Self {
    stored(names, value: value, help: help, at: path, read: NumericOption.number)
  }

  /// A finite number stored at an optional `path` (`nil`: the style's).
  static func number(
    _ names: String..., value: String, help: String, at path: WritableKeyPath<Options, Double?>
  ) -> Self {
    stored(names, value: value, help: help, at: path) { text, name throws(UsageError) in
      try NumericOption.number(text, option: name)
    }
  }

  /// A whole number in `range` (``NumericOption/integer(_:option:in:)``) stored at `path`.
  static func integer(
    _ names: String..., value: String, help: String, in range: ClosedRange<Int> = Int.min...Int.max,
    at path: WritableKeyPath<Options, Int>
  ) -> Self {
    stored(names, value: value, help: help, at: path) { text, name throws(UsageError) in
      try NumericOption.integer(text, option: name, in: range)
    }
  }

  /// A whole number in `range` stored at an optional `path`.
  static func integer(
    _ names: String..., value: String, help: String, in range: ClosedRange<Int> = Int.min...Int.max,
    at path: WritableKeyPath<Options, Int?>
  ) -> Self {
    stored(names, value: value, help: help, at: path) { text, name throws(UsageError) in
      try NumericOption.integer(text, option: name, in: range)
    }
  }

  /// One of an enum's raw values (``OptionValue/choice(_:option:)``) stored at `path`.
  static func choice<Value: RawRepresentable & CaseIterable>(
    _ names: String..., value: String, help: String, at path: WritableKeyPath<Options, Value>
  ) -> Self where Value.RawValue == String {
    stored(names, value: value, help: help, at: path) { text, name throws(UsageError) -> Value in
      try OptionValue.choice(text, option: name)
    }
  }

  /// One of an enum's raw values stored at an optional `path`.
  static func choice<Value: RawRepresentable & CaseIterable>(
    _ names: String..., value: String, help: String, at path: WritableKeyPath<Options, Value?>
  ) -> Self where Value.RawValue == String {
    stored(names, value: value, help: help, at: path) { text, name throws(UsageError) -> Value in
      try OptionValue.choice(text, option: name)
    }
  }

  /// Text taken as it is (a path, a host) stored at `path`.
  static func text(
    _ names: String..., value: String, help: String, at path: WritableKeyPath<Options, String>
  ) -> Self {
    stored(names, value: value, help: help, at: path) { text, _ in text }
  }

  /// Text taken as it is stored at an optional `path`.
  static func text(
    _ names: String..., value: String, help: String, at path: WritableKeyPath<Options, String?>
  ) -> Self {
    stored(names, value: value, help: help, at: path) { text, _ in text }
  }
}
