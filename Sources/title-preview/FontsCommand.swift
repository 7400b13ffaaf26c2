import TitleComposer
import TitleFonts

/// `title-preview fonts`: the font environment a layout depends on — the configured faces, the
/// system fallback order for a language, the face that draws each given character, and the
/// environment's fingerprint.
enum FontsCommand {
  struct Options {
    var lang = TitleLanguage.korean
    var fonts = FontOptions()
    var characters: [[UInt8]] = []
    var showHelp = false
  }

  /// The command line, declared once: the parser and `--help` both come from it.
  static var spec: CommandSpec<Options> {
    CommandSpec(
      name: "fonts",
      overview: """
        Show the fonts a layout depends on: the configured faces, the system fallback order for a \
        language, the face that draws each given character, and the font environment's fingerprint.
        """,
      usage: ["title-preview fonts [options] [<characters> …]"],
      sections: [
        .init(
          title: "ARGUMENTS",
          rows: [
            .init(
              label: "<characters>",
              text: "Characters to look up, each shown with the face that draws it.")
          ])
      ],
      options: [
        .value(
          "--lang", value: "<tag>",
          help: "The content language, a BCP 47 tag (default: ko)."
        ) { options, tag, name throws(UsageError) in
          do throws(ComposerError) {
            options.lang = try TitleLanguage(tag)
          } catch {
            throw UsageError(description: "\(name): \(error.description)")
          }
        }
      ] + FontOptions.all.lifted(\.fonts) + [CommandOption.help.lifted(\.showHelp)],
      epilogue: """
        The last line is "fingerprint: <hex>": SHA-256 of the fontconfig configuration files and
        of every font file fallback may use, in order, hashed by content. Replicas that print the
        same fingerprint fall back to the same faces.

        EXIT STATUS: 0 success, 1 the fonts could not be loaded, 64 usage error.
        """)
  }

  static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> Options {
    let parsed = try spec.parse(arguments, into: Options())
    var options = parsed.options
    options.characters = parsed.positional
    return options
  }

  static func run(arguments: [[UInt8]]) -> ExitStatus {
    Subcommand.run(
      spec: spec, arguments: arguments, parse: parse, showsHelp: \.showHelp
    ) { options in
      let composer = try TitlePreview.makeComposer(fonts: options.fonts, limits: LimitOptions())
      var scalars: [Unicode.Scalar] = []
      for argument in options.characters {
        for scalar in try UTF8Validation.string(from: argument).unicodeScalars
        where !scalars.contains(scalar) {
          scalars.append(scalar)
        }
      }
      let report = FontsReport(
        composer: composer, language: options.lang,
        usesSystemFonts: options.fonts.usesSystemFonts)
      return TitlePreview.printText(report.text(characters: scalars))
    }
  }
}
