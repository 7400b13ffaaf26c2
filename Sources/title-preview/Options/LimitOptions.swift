/// The option group of the limits a server sets on one title: `--max-title-length`,
/// `--time-budget`.
struct LimitOptions {
  var maximumTitleLength: Int? = nil
  /// Per-title time budget in milliseconds (above 0, at most one hour).
  var timeBudget: Double? = nil

  static var all: [CommandOption<Self>] {
    [
      .integer(
        "--max-title-length", value: "<n>",
        help: "Longest title accepted, in UTF-16 code units (default: 10000).",
        in: Int.min...NumericOption.maximumTitleLength, at: \.maximumTitleLength),
      .value(
        "--time-budget", value: "<ms>",
        help: """
          Fail a title whose layout takes longer; at most 3600000, one
          hour (default: no budget).
          """
      ) { options, text, name throws(UsageError) in
        options.timeBudget = try NumericOption.milliseconds(text, option: name)
      },
    ]
  }
}
