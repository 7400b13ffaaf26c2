import TitleComposer
import TitleService

/// The option group of batch mode: `--jsonl`, `--jobs`, `--out-dir`, `--max-line-bytes`.
struct BatchOptions {
  /// Read JSON requests, one per line, from this path ("-" = standard input).
  var jsonlPath: String? = nil
  var jobs = Composer.defaultJobs
  /// Write one PNG or SVG per request into this folder, named by its id.
  var outputDirectory: String? = nil
  var maximumLineBytes = 1 << 20

  /// `-j, --jobs`, shared with `serve`; `help` says what the threads do.
  static func jobs(help: String) -> CommandOption<Int> {
    .value("-j", "--jobs", value: "<n>", help: help) { jobs, text, name throws(UsageError) in
      jobs = try NumericOption.integer(text, option: name, in: 1...NumericOption.maximumJobs)
    }
  }

  static var all: [CommandOption<Self>] {
    [
      .optionalValue(
        "--jsonl", value: "<file>",
        help: """
          Batch: one JSON request per line from <file> or standard input ('-'),
          one JSON result per line, in order, flushed as it goes:
          {"id", "category", "title", "width", "numberOfLines", "wordBreak",
           "padding", "whiteSpace", "titleSize", "badgeSize", "lineHeight",
           "badgeSpacing", "textWrap", "truncation", "letterSpacing",
           "letterSpacingEm", "badgeLetterSpacing", "badgeLetterSpacingEm",
           "direction", "glyphs", "lang", "highlights"}; "category" omitted
          or null: a title without a badge.
          "widths": [px, ...] instead of "width": one result per width
          (at most 64), each the record of that "width". "runs" and "end"
          instead of "title": a rich title (as --runs and --end).
          A bad line gets {"line", "id", "code", "error"} and the rest go on
          (the codes and the result object: docs/title-result.schema.json).
          """
      ) { options, path in options.jsonlPath = path ?? "-" },
      jobs(help: "Batch: threads to use, 1-1024 (default: all cores).").lifted(\.jobs),
      .text(
        "--out-dir", value: "<dir>",
        help: """
          Batch with --format png|svg: write <id>.png or <id>.svg per request
          into <dir>; each result line gets its "file" (names unique in
          the run: a repeated one gets -2, -3, … in input order).
          """, at: \.outputDirectory),
      .integer(
        "--max-line-bytes", value: "<n>",
        help: "Batch: longer lines get an error record (default: 1048576).",
        in: 1...NumericOption.maximumLineBytes, at: \.maximumLineBytes),
    ]
  }
}
