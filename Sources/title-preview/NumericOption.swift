import TitleComposer
import TitleFonts

/// Reads the numbers of command-line options, for the main command and the subcommands alike,
/// so that every bad number gets the same kind of message: the option, what it takes, and what
/// was given (e.g. "--lines must be a whole number at most 10000, got '1e18'").
///
/// Only the command line's own bounds are checked here (what a flag can sensibly hold); the
/// library checks what it accepts (a width above 0, a font size in (0, 1000], …) and answers with
/// its typed error, exit status 1.
enum NumericOption {
  /// The most lines a title or tooltip may ask for (`-l`).
  static let maximumLines = 10_000
  /// The most worker threads (`--jobs`).
  static let maximumJobs = 1024
  /// The longest title limit (`--max-title-length`), UTF-16 code units.
  static let maximumTitleLength = 10_000_000
  /// The longest batch line limit (`--max-line-bytes`): 1 GiB.
  static let maximumLineBytes = 1 << 30
  /// The largest tag index or count (`--selected`, `--limit`, `--max-rows`).
  static let maximumTagCount = 1_000_000
  /// The longest time budget (`--time-budget`), in milliseconds: one hour.
  static let maximumTimeBudget = 3_600_000

  /// A whole number written in digits (an optional sign, no exponent) within `range`.
  /// - Parameters:
  ///   - text: the option's value.
  ///   - option: the option's name as given, for the message.
  ///   - range: what the option accepts.
  /// - Throws: ``UsageError`` naming the option, the range and the value.
  static func integer(
    _ text: String, option: String, in range: ClosedRange<Int> = Int.min...Int.max
  ) throws(UsageError) -> Int {
    guard let value = Int(text), range.contains(value) else {
      throw UsageError(
        description: "\(option) must be a whole number\(describe(range)), got '\(text)'")
    }
    return value
  }

  /// A number, as Swift reads it (`nan` and `inf` too: the library checks the range and names
  /// the field, e.g. "invalid width nan").
  /// - Throws: ``UsageError`` naming the option and the value.
  static func number(_ text: String, option: String) throws(UsageError) -> Double {
    guard let value = Double(text) else {
      throw UsageError(description: "\(option) must be a number, got '\(text)'")
    }
    return value
  }

  /// A CSS letter-spacing: a number of pixels (`0.5`, `-0.3px`) or of em (`-0.02em`). The
  /// library checks the range (`nan`, `inf` and huge values get its typed error).
  /// - Returns: the value in px or in em (the other `nil`).
  /// - Throws: ``UsageError`` naming the option and the value.
  static func letterSpacing(_ text: String, option: String) throws(UsageError)
    -> (px: Double?, em: Double?)
  {
    if text.hasSuffix("em"), let value = Double(text.dropLast(2)) { return (nil, value) }
    if let value = Double(text.hasSuffix("px") ? String(text.dropLast(2)) : text) {
      return (value, nil)
    }
    throw UsageError(
      description:
        "\(option) must be a number of px or em, e.g. 0.5, -0.3px, -0.02em, got '\(text)'")
  }

  /// A time budget in milliseconds: above 0 and at most ``maximumTimeBudget``.
  /// - Throws: ``UsageError`` naming the option, the range and the value.
  static func milliseconds(_ text: String, option: String) throws(UsageError) -> Double {
    guard let value = Double(text), value > 0, value <= Double(maximumTimeBudget) else {
      throw UsageError(
        description:
          "\(option) must be a number of milliseconds above 0 and at most"
          + " \(maximumTimeBudget) (one hour), got '\(text)'")
    }
    return value
  }

  /// The budget as a `Duration`, at least one nanosecond.
  /// - Parameter milliseconds: a value ``milliseconds(_:option:)`` accepted.
  static func duration(milliseconds: Double) -> Duration {
    .nanoseconds(CheckedInteger.clamped(milliseconds * 1_000_000, to: 1...Int.max))
  }

  /// " from A to B", " at most B", " from A" or "" for the whole of `Int`.
  private static func describe(_ range: ClosedRange<Int>) -> String {
    switch (range.lowerBound == Int.min, range.upperBound == Int.max) {
    case (true, true): ""
    case (true, false): " at most \(range.upperBound)"
    case (false, true): " from \(range.lowerBound)"
    case (false, false): " from \(range.lowerBound) to \(range.upperBound)"
    }
  }
}
