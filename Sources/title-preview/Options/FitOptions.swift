import TitleComposer

/// The option group of the fits (docs/fitting.md): `--fit-title-size`, `--shrink-wrap`,
/// `--truncate`. In batch mode they are the fit of requests that have none of the fit keys.
struct FitOptions {
  var titleSizes: TitleSizeRange? = nil
  var shrinkWrap = false
  var truncate = TruncationMode.end

  /// The fit asked for, `nil` for none.
  var fit: TitleFit? {
    let fit = TitleFit(titleSizes: titleSizes, shrinkWrap: shrinkWrap, truncate: truncate)
    return fit.isPlain ? nil : fit
  }

  static var all: [CommandOption<Self>] {
    [
      .value(
        "--fit-title-size", value: "<min>:<max>[:<step>]",
        help: """
          Lay the title out at the largest size from min to max, by step
          (default 0.5), at which it fits its lines untruncated; the minimum
          when none does (e.g. 12:20:0.5; docs/fitting.md). In batch mode,
          this and the two below are the fit of requests with no fit key.
          """
      ) { options, text, name throws(UsageError) in
        options.titleSizes = try sizes(text, option: name)
      },
      .flag(
        "--shrink-wrap",
        help: """
          Narrow the width to the smallest (in 1/64 px) at which the title
          keeps its line count.
          """
      ) { $0.shrinkWrap = true },
      .choice(
        "--truncate", value: "<mode>",
        help: """
          end | middle | keepHighlight: keep the title's start, its start
          and end with "…" between (file names), or, when truncation would
          cut the first --highlight away, start with "…" before it
          (docs/rich-titles.md); default: end.
          """, at: \.truncate),
    ]
  }

  /// A range `min:max` or `min:max:step`, checked as a request's `"fitTitleSize"`.
  /// - Throws: ``UsageError`` naming the option and what is wrong.
  private static func sizes(_ text: String, option: String) throws(UsageError) -> TitleSizeRange {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
    guard (2...3).contains(parts.count), let minimum = parts[0], let maximum = parts[1] else {
      throw UsageError(
        description: "\(option) must be <min>:<max>[:<step>] in px, e.g. 12:20:0.5, got '\(text)'")
    }
    var range = TitleSizeRange(minimum: minimum, maximum: maximum)
    if parts.count == 3 {
      guard let step = parts[2] else {
        throw UsageError(description: "\(option): the step must be a number, got '\(text)'")
      }
      range.step = step
    }
    do {
      try range.validate()
    } catch {
      throw UsageError(description: "\(option): \(error.description)")
    }
    return range
  }
}
