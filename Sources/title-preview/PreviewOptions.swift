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

/// The command line of `title-preview` itself (one title, or a batch with `--jsonl`).
struct PreviewOptions {
  /// The badge's category; `nil` (`--category none`) for a title without a badge.
  var categoryID: Int? = 1
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
  /// How the last allowed line is truncated (`--truncation`); in batch mode, that of requests
  /// without one.
  var truncation: Truncation? = nil
  /// The cell's direction (`--direction`); in batch mode, that of requests without one.
  var direction: TextDirection? = nil
  var lang = TitleLanguage.korean
  var output = OutputOptions()
  var fonts = FontOptions()
  var limits = LimitOptions()
  /// The fits (`--fit-title-size`, `--shrink-wrap`, `--truncate`).
  var fit = FitOptions()
  var batch = BatchOptions()
  /// Add each line's glyph runs and faces to JSON output (`-f json`, `--jsonl`).
  var glyphs = false
  /// The title's raw bytes, or `nil` to read standard input.
  var titleBytes: [UInt8]? = nil
  /// A rich title's runs and end runs (`--runs`, `--end`): `nil` each when not given.
  var rich = RichTitleOptions()
  var showHelp = false
  var showVersion = false

  static let version = "title-preview \(Composer.version)"

  /// The command line, declared once: the parser and `--help` both come from it.
  static var spec: CommandSpec<Self> {
    CommandSpec(
      name: "",
      overview:
        "Lay out a Korean list-cell title with its category badge, as a phone would draw it.",
      usage: [
        "title-preview [options] [<title>]",
        "title-preview [options] --runs <json> [--end <json>]",
        "title-preview --jsonl [<file>] [options]",
        "title-preview tags [options] <tag> [<tag> …]      (see 'title-preview tags --help')",
        "title-preview tooltip [options] [<text>]          (see 'title-preview tooltip --help')",
        "title-preview serve [options]                     (see 'title-preview serve --help')",
        "title-preview help [--markdown] [<command>]       (see 'title-preview help --help')",
        "title-preview fonts [options] [<characters> …]    (see 'title-preview fonts --help')",
      ],
      sections: [
        .init(
          title: "ARGUMENTS",
          rows: [
            .init(
              label: "<title>",
              text: "The title to lay out. Omitted or '-': read it from standard input.")
          ])
      ],
      options: layoutOptions + FitOptions.all.lifted(\.fit)
        + OutputOptions.all(
          formatDefault: "the style file's format, else text",
          scaleDefault: "2, or the style file's"
        ).lifted(\.output)
        + FontOptions.all.lifted(\.fonts)
        + [
          .flag(
            "--glyphs",
            help: """
              With -f json or --jsonl: each line also gets its "runs" (face, size,
              bidi level, pen x, glyph ids, advances, offsets, clusters) and the
              "faces" that drew it (a request's "glyphs" overrides it).
              """
          ) { $0.glyphs = true }
        ]
        + RichTitleOptions.all.lifted(\.rich)
        + LimitOptions.all.lifted(\.limits) + BatchOptions.all.lifted(\.batch)
        + [CommandOption.version.lifted(\.showVersion), CommandOption.help.lifted(\.showHelp)],
      epilogue: """
        EXIT STATUS: 0 success, 1 the title (or any batch line) could not be composed or the output
        could not be written, 64 usage error, 130/143 a batch stopped by SIGINT/SIGTERM.
        """)
  }

  /// What the title is laid out in: category, width, lines, breaking, sizes, spacing, language.
  private static var layoutOptions: [CommandOption<Self>] {
    [
      .value(
        "-c", "--category", value: "<id>",
        help: "Category API id (default: 1 = 취미); 'none': no badge, the title alone.",
        read: { options, text, name throws(UsageError) in
          guard text != "none" else {
            options.categoryID = nil
            return
          }
          guard let id = try? NumericOption.integer(text, option: name, in: Int.min...Int.max)
          else {
            throw UsageError(description: "\(name) must be a whole number or 'none', got '\(text)'")
          }
          options.categoryID = id
        }),
      .number(
        "-w", "--width", value: "<px>", help: "Cell width in pixels (default: 343).", at: \.width),
      .integer(
        "-l", "--lines", value: "<n>",
        help: "Most lines, at most 10000; 0 = unlimited (default: 2).",
        in: Int.min...NumericOption.maximumLines, at: \.numberOfLines),
      .choice(
        "--word-break", value: "<mode>", help: "keep-all | normal (default: keep-all).",
        at: \.wordBreak),
      .choice(
        "--padding", value: "<mode>", help: "indent | spaces (default: indent).", at: \.padding),
      .choice(
        "--white-space", value: "<mode>", help: "preserve | collapse (default: preserve).",
        at: \.whiteSpace),
      .number(
        "--title-size", value: "<px>", help: "Title font size (default: 16).", at: \.titleSize),
      .number(
        "--badge-size", value: "<px>", help: "Badge font size (default: 12).", at: \.badgeSize),
      .number(
        "--line-height", value: "<px>",
        help: """
          CSS line height, as a browser lays out 'line-height: 24px' (default:
          the style's; in batch mode, that of requests without "lineHeight").
          """, at: \.lineHeight),
      .number(
        "--badge-spacing", value: "<px>",
        help: """
          A gap after the badge, like a CSS margin-right on it (default: the
          style's, 0; in batch mode, that of requests without "badgeSpacing").
          """, at: \.badgeSpacing),
      .stored(
        ["--letter-spacing"], value: "<v>",
        help: """
          The title's CSS letter-spacing in px or em: 0.5, -0.3px, -0.02em
          (default: the style's, 0; in batch mode, that of requests without
          "letterSpacing" or "letterSpacingEm").
          """,
        at: \.letterSpacing, read: NumericOption.letterSpacing),
      .stored(
        ["--badge-letter-spacing"], value: "<v>",
        help: """
          The badge label's letter-spacing in px or em (default: the
          style's, 0; in batch mode, that of requests without
          "badgeLetterSpacing" or "badgeLetterSpacingEm").
          """,
        at: \.badgeLetterSpacing, read: NumericOption.letterSpacing),
      .choice(
        "--text-wrap", value: "<style>",
        help: """
          wrap | balance | pretty, as CSS text-wrap in Chromium (default: the
          style's, wrap; in batch mode, that of requests without "textWrap").
          """, at: \.textWrap),
      .choice(
        "--truncation", value: "<mode>",
        help: """
          fill | lineClamp: the last line filled from the rest of the title
          as UILabel truncates, or kept as Chromium's -webkit-line-clamp
          draws it (docs/truncation.md; default: the style's, fill; in batch
          mode, that of requests without "truncation").
          """, at: \.truncation),
      .choice(
        "--direction", value: "<dir>",
        help: """
          ltr | rtl | auto: the cell's direction; rtl puts the badge at the
          right and aligns lines right, auto takes the title's first strong
          character (default: the style's, ltr; in batch mode, that of
          requests without "direction").
          """, at: \.direction),
      .value(
        "--lang", value: "<tag>",
        help: """
          The title's language, a BCP 47 tag: fallback faces and line
          breaking follow it, e.g. ja, zh-Hant (default: ko); in batch
          mode, that of requests without "lang".
          """
      ) { options, tag, name throws(UsageError) in
        do {
          options.lang = try TitleLanguage(tag)
        } catch let error as CustomStringConvertible {
          throw UsageError(description: "\(name): \(error.description)")
        } catch {
          throw UsageError(description: "\(name): \(error)")
        }
      },
    ]
  }

  /// Checks that `--out-dir` comes with a cell format (`-f png|svg`, or a style file's `format`).
  /// - Throws: ``UsageError`` when it does not.
  func checkOutputDirectory() throws(UsageError) {
    if batch.outputDirectory != nil && output.format != .png && output.format != .svg {
      throw UsageError(
        description: "--out-dir needs --format png or svg (or a style file whose format is one)")
    }
  }

  /// Parses `arguments` (without the program name); each argument is its raw bytes so invalid
  /// UTF-8 in a title can be reported instead of silently replaced.
  /// - Throws: ``UsageError`` for what ``CommandSpec/parse(_:into:)`` refuses, and for options
  ///   that do not go together.
  static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> PreviewOptions {
    let parsed = try spec.parse(arguments, into: PreviewOptions())
    var options = parsed.options
    let positional = parsed.positional
    if options.batch.jsonlPath != nil && !positional.isEmpty {
      throw UsageError(
        description:
          "--jsonl takes its requests from a file or standard input, not a title argument")
    }
    if options.batch.outputDirectory != nil && options.batch.jsonlPath == nil {
      throw UsageError(description: "--out-dir is for batch mode (--jsonl); use -o for one title")
    }
    if options.batch.jsonlPath != nil && options.output.outputPath != nil {
      throw UsageError(
        description:
          "-o is for one title: --jsonl writes its records to standard output (redirect it) and"
          + " cells to --out-dir")
    }
    if options.output.formatIsGiven { try options.checkOutputDirectory() }
    if options.glyphs && options.batch.jsonlPath == nil && options.output.format != .json {
      throw UsageError(
        description: "--glyphs adds glyph runs to JSON: use it with -f json or --jsonl")
    }
    guard positional.count <= 1 else {
      throw UsageError(
        description: "expected one title, got \(positional.count) arguments (quote the title)")
    }
    if options.rich.isRich {
      guard positional.isEmpty else {
        throw UsageError(description: "give a <title> or --runs/--end, not both")
      }
      guard options.batch.jsonlPath == nil else {
        throw UsageError(
          description: "--runs and --end are for one title: a --jsonl request has \"runs\"")
      }
    }
    if !options.rich.highlights.isEmpty && options.batch.jsonlPath != nil {
      throw UsageError(
        description: "--highlight is for one title: a --jsonl request has \"highlights\"")
    }
    if let title = positional.first, title != Array("-".utf8) { options.titleBytes = title }
    return options
  }
}
