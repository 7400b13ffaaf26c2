import Foundation
import TitleComposer
import TitleText

/// A usage error: the command line itself is wrong (exit status 64, EX_USAGE).
struct UsageError: Error, CustomStringConvertible {
  let description: String
}

/// The output format of a single preview.
enum OutputFormat: String, CaseIterable {
  case text, json, png, svg
}

/// When to colour terminal output.
enum ColorChoice: String, CaseIterable {
  case auto, always, never
}

/// The parsed command line of `title-preview`.
struct CommandLineOptions {
  var categoryID = 1
  var width = 343.0
  var numberOfLines = 2
  var wordBreak = WordBreak.keepAll
  var padding = PaddingMode.indent
  var whiteSpace = WhiteSpace.preserve
  var titleSize: Double? = nil
  var badgeSize: Double? = nil
  /// A CSS line height in pixels (`--line-height`); in batch mode, that of requests without one.
  var lineHeight: Double? = nil
  /// The gap after the badge in pixels (`--badge-spacing`); in batch mode, that of requests
  /// without one.
  var badgeSpacing: Double? = nil
  /// The title's letter-spacing in px or em (`--letter-spacing`); in batch mode, that of
  /// requests without one.
  var letterSpacing: (px: Double?, em: Double?) = (nil, nil)
  /// The badge label's letter-spacing in px or em (`--badge-letter-spacing`); in batch mode,
  /// that of requests without one.
  var badgeLetterSpacing: (px: Double?, em: Double?) = (nil, nil)
  /// How lines are chosen (`--text-wrap`); in batch mode, that of requests without one.
  var textWrap: TextWrap? = nil
  var lang = TitleLanguage.korean
  var format = OutputFormat.text
  var color = ColorChoice.auto
  var catalogPath: String? = nil
  var stylePath: String? = nil
  var fallbackFonts: [String] = []
  var usesSystemFonts = true
  /// The title's raw bytes, or `nil` to read standard input.
  var titleBytes: [UInt8]? = nil
  /// Where a PNG or SVG goes (`nil`: standard output).
  var outputPath: String? = nil
  /// Batch mode: write one PNG or SVG per request into this folder, named by its id.
  var outputDirectory: String? = nil
  var scale: Double? = nil
  var svgText: String? = nil
  /// Batch mode: read JSON requests, one per line, from this path ("-" = standard input).
  var jsonlPath: String? = nil
  var jobs = Composer.defaultJobs
  var maximumLineBytes = 1 << 20
  var maximumTitleLength: Int? = nil
  /// Per-title time budget in milliseconds (above 0, at most one hour).
  var timeBudget: Double? = nil
  /// Add each line's glyph runs and faces to JSON output (`-f json`, `--jsonl`).
  var glyphs = false
  var showHelp = false
  var showVersion = false

  /// Parses `arguments` (without the program name); each argument is its raw bytes so invalid
  /// UTF-8 in a title can be reported instead of silently replaced.
  static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> CommandLineOptions {
    var options = CommandLineOptions()
    var index = 0
    var positional: [[UInt8]] = []
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
    func value(for option: String) throws(UsageError) -> String {
      index += 1
      guard index < arguments.count else {
        throw UsageError(description: "missing value for \(option)")
      }
      return text(arguments[index])
    }
    while index < arguments.count {
      let argument = text(arguments[index])
      var name = argument
      var inlineValue: String? = nil
      if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
        name = String(argument[..<equals])
        inlineValue = String(argument[argument.index(after: equals)...])
      }
      func next() throws(UsageError) -> String {
        if let inlineValue { return inlineValue }
        return try value(for: name)
      }
      switch name {
      case "-h", "--help": options.showHelp = true
      case "--version": options.showVersion = true
      case "-c", "--category":
        options.categoryID = try NumericOption.integer(try next(), option: name)
      case "-w", "--width": options.width = try NumericOption.number(try next(), option: name)
      case "-l", "--lines":
        options.numberOfLines = try NumericOption.integer(
          try next(), option: name, in: Int.min...NumericOption.maximumLines)
      case "--word-break": options.wordBreak = try parseEnum(try next(), option: name)
      case "--padding": options.padding = try parseEnum(try next(), option: name)
      case "--white-space": options.whiteSpace = try parseEnum(try next(), option: name)
      case "--title-size": options.titleSize = try NumericOption.number(try next(), option: name)
      case "--badge-size": options.badgeSize = try NumericOption.number(try next(), option: name)
      case "--line-height":
        options.lineHeight = try NumericOption.number(try next(), option: name)
      case "--badge-spacing":
        options.badgeSpacing = try NumericOption.number(try next(), option: name)
      case "--letter-spacing":
        options.letterSpacing = try NumericOption.letterSpacing(try next(), option: name)
      case "--badge-letter-spacing":
        options.badgeLetterSpacing = try NumericOption.letterSpacing(try next(), option: name)
      case "--text-wrap": options.textWrap = try parseEnum(try next(), option: name)
      case "--lang":
        let tag = try next()
        do {
          options.lang = try TitleLanguage(tag)
        } catch {
          throw UsageError(description: "--lang: \(error.description)")
        }
      case "-f", "--format": options.format = try parseEnum(try next(), option: name)
      case "--color": options.color = try parseEnum(try next(), option: name)
      case "-o", "--output": options.outputPath = try next()
      case "--out-dir": options.outputDirectory = try next()
      case "--scale": options.scale = try NumericOption.number(try next(), option: name)
      case "--svg-text":
        let mode = try next()
        guard mode == "outlines" || mode == "text" else {
          throw UsageError(description: "--svg-text expects one of outlines|text, got '\(mode)'")
        }
        options.svgText = mode
      case "--catalog": options.catalogPath = try next()
      case "--style": options.stylePath = try next()
      case "--fallback-font": options.fallbackFonts.append(try next())
      case "--no-system-fonts": options.usesSystemFonts = false
      case "--glyphs": options.glyphs = true
      case "--jsonl":
        if let inlineValue {
          options.jsonlPath = inlineValue
        } else if index + 1 < arguments.count,
          arguments[index + 1] == Array("-".utf8) || !text(arguments[index + 1]).hasPrefix("-")
        {
          index += 1
          options.jsonlPath = text(arguments[index])
        } else {
          options.jsonlPath = "-"
        }
      case "-j", "--jobs":
        options.jobs = try NumericOption.integer(
          try next(), option: name, in: 1...NumericOption.maximumJobs)
      case "--max-title-length":
        options.maximumTitleLength = try NumericOption.integer(
          try next(), option: name, in: Int.min...NumericOption.maximumTitleLength)
      case "--time-budget":
        options.timeBudget = try NumericOption.milliseconds(try next(), option: name)
      case "--max-line-bytes":
        options.maximumLineBytes = try NumericOption.integer(
          try next(), option: name, in: 1...NumericOption.maximumLineBytes)
      case "--":
        positional.append(contentsOf: arguments[(index + 1)...])
        index = arguments.count
        continue
      default:
        if argument.hasPrefix("-") && argument != "-" {
          throw UsageError(description: "unknown option '\(argument)'")
        }
        positional.append(arguments[index])
      }
      index += 1
    }
    if options.jsonlPath != nil && !positional.isEmpty {
      throw UsageError(
        description:
          "--jsonl takes its requests from a file or standard input, not a title argument")
    }
    if options.outputDirectory != nil && options.jsonlPath == nil {
      throw UsageError(description: "--out-dir is for batch mode (--jsonl); use -o for one title")
    }
    if options.outputDirectory != nil && options.format != .png && options.format != .svg {
      throw UsageError(description: "--out-dir needs --format png or svg")
    }
    if options.glyphs && options.jsonlPath == nil && options.format != .json {
      throw UsageError(
        description: "--glyphs adds glyph runs to JSON: use it with -f json or --jsonl")
    }
    guard positional.count <= 1 else {
      throw UsageError(
        description: "expected one title, got \(positional.count) arguments (quote the title)")
    }
    if let title = positional.first, title != Array("-".utf8) { options.titleBytes = title }
    return options
  }

  private static func parseEnum<Value: RawRepresentable & CaseIterable>(
    _ text: String, option: String
  ) throws(UsageError) -> Value where Value.RawValue == String {
    guard let value = Value(rawValue: text) else {
      let choices = Value.allCases.map(\.rawValue).joined(separator: "|")
      throw UsageError(description: "\(option) expects one of \(choices), got '\(text)'")
    }
    return value
  }
}
