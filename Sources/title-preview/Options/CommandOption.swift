/// What follows an option's name.
enum OptionArity {
  /// Nothing: `--multiple`.
  case flag
  /// A value, after `=` or as the next argument: `--width 343`, `--width=343`.
  case value
  /// A value when the next argument is `-` or does not start with `-`, else none: `--jsonl`.
  case optionalValue
}

/// One option of a command line, declared once: the parser reads it and the help describes it
/// from this one value (as swift-argument-parser's `@Option` and HarfBuzz's `GOptionEntry` do).
struct CommandOption<Options> {
  /// Its names as typed, short ones first: `["-w", "--width"]`.
  let names: [String]
  /// The value's name in the help (`<px>`), `nil` for a flag.
  let valueName: String?
  let arity: OptionArity
  /// The help, as shown: its lines, separated by `\n`, each after the column of the names.
  let help: String
  /// Takes the value (`nil` for a flag, or for an optional value not given) into the options;
  /// `name` is the name as typed, for messages.
  let apply: (_ options: inout Options, _ value: String?, _ name: String) throws(UsageError) -> Void

  /// A flag: `set` runs each time it appears.
  static func flag(
    _ names: String..., help: String, set: @escaping (inout Options) -> Void
  ) -> Self {
    Self(names: names, valueName: nil, arity: .flag, help: help) { options, _, _ in
      set(&options)
    }
  }

  /// An option with a value: `read` checks it and stores it.
  static func value(
    _ names: String..., value: String, help: String,
    read: @escaping (inout Options, String, String) throws(UsageError) -> Void
  ) -> Self {
    Self(names: names, valueName: value, arity: .value, help: help) {
      options, text, name throws(UsageError) in try read(&options, text ?? "", name)
    }
  }

  /// An option with a value that may be left out (`[<file>]`): `read` gets `nil` then.
  static func optionalValue(
    _ names: String..., value: String, help: String,
    read: @escaping (inout Options, String?) -> Void
  ) -> Self {
    Self(names: names, valueName: "[\(value)]", arity: .optionalValue, help: help) {
      options, text, _ in read(&options, text)
    }
  }

  /// This option over options that hold these at `path`: how a shared group (fonts, output,
  /// batch) joins a command's table, as `@OptionGroup` does.
  func lifted<Root>(_ path: WritableKeyPath<Root, Options>) -> CommandOption<Root> {
    let apply = self.apply
    return CommandOption<Root>(names: names, valueName: valueName, arity: arity, help: help) {
      root, value, name throws(UsageError) in try apply(&root[keyPath: path], value, name)
    }
  }

  /// The label the help shows before the text: `-w, --width <px>`.
  var label: String {
    names.joined(separator: ", ") + (valueName.map { " " + $0 } ?? "")
  }
}

extension Array {
  /// A group of options over options that hold them at `path` (``CommandOption/lifted(_:)``).
  func lifted<Group, Root>(_ path: WritableKeyPath<Root, Group>) -> [CommandOption<Root>]
  where Element == CommandOption<Group> {
    map { $0.lifted(path) }
  }
}

extension CommandOption where Options == Bool {
  /// `-h, --help`, every command's.
  static var help: Self {
    .flag("-h", "--help", help: "Show help information.") { $0 = true }
  }

  /// `--version`.
  static var version: Self {
    .flag("--version", help: "Show the version.") { $0 = true }
  }
}
