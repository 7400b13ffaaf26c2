/// `title-preview help [--markdown] [<command>]`: a command's help, or the reference of every
/// command in Markdown (docs/cli.md is its output), both written from the commands' option
/// tables.
enum HelpCommand {
  struct Options {
    var markdown = false
    var command: String? = nil
    var showHelp = false
  }

  /// One command's help and Markdown reference.
  struct Entry {
    let name: String
    let help: String
    let markdown: String

    init<Options>(_ spec: CommandSpec<Options>) {
      (name, help, markdown) = (spec.name, spec.help, spec.markdown)
    }
  }

  /// Every command, in the order the reference shows them.
  static var entries: [Entry] {
    [
      Entry(PreviewOptions.spec), Entry(TagsCommand.spec), Entry(TooltipCommand.spec),
      Entry(ServeOptions.spec), Entry(spec),
    ]
  }

  /// The command line, declared once: the parser and `--help` both come from it.
  static var spec: CommandSpec<Options> {
    CommandSpec(
      name: "help",
      overview: "Show a command's help, or the reference of every command in Markdown.",
      usage: ["title-preview help [--markdown] [<command>]"],
      sections: [
        .init(
          title: "ARGUMENTS",
          rows: [
            .init(
              label: "<command>",
              text: """
                tags, tooltip, serve or help (default: the title preview itself).
                """)
          ])
      ],
      options: [
        .flag(
          "--markdown",
          help: """
            The reference in Markdown, as docs/cli.md holds it: every command,
            or the one named.
            """
        ) { $0.markdown = true },
        CommandOption.help.lifted(\.showHelp),
      ],
      epilogue: """
        A title that is a command's name is laid out after '--': title-preview -- help.

        EXIT STATUS: 0 success, 64 usage error.
        """)
  }

  /// The reference of `entries` in Markdown, with a title and a list of the commands.
  static func reference(_ entries: [Entry]) -> String {
    var lines = [
      "# Command-line reference", "",
      "Every command of `title-preview`, its options and exit statuses. This page is written by "
        + "`title-preview help --markdown` from the option tables the commands parse with, and a "
        + "test checks that it is current.", "",
    ]
    for entry in entries {
      let heading = entry.name.isEmpty ? "title-preview" : "title-preview " + entry.name
      lines.append("- [\(heading)](#\(heading.replacingSpaces()))")
    }
    for entry in entries { lines += ["", entry.markdown] }
    return lines.joined(separator: "\n") + "\n"
  }

  static func parse(_ arguments: [[UInt8]]) throws(UsageError) -> Options {
    let parsed = try spec.parse(arguments, into: Options())
    var options = parsed.options
    guard parsed.positional.count <= 1 else {
      throw UsageError(description: "expected one command, got \(parsed.positional.count)")
    }
    if let name = parsed.positional.first.map({ String(decoding: $0, as: UTF8.self) }) {
      guard entries.contains(where: { $0.name == name && !name.isEmpty }) else {
        throw UsageError(
          description: "unknown command '\(name)' (commands: tags, tooltip, serve, help)")
      }
      options.command = name
    }
    return options
  }

  static func run(arguments: [[UInt8]]) -> ExitStatus {
    Subcommand.run(spec: spec, arguments: arguments, parse: parse, showsHelp: \.showHelp) {
      options in
      let all = entries
      let chosen = all.filter { $0.name == (options.command ?? "") }
      if options.markdown {
        let text = options.command == nil ? reference(all) : chosen[0].markdown + "\n"
        try StandardOutput.write(text)
        return .success
      }
      return TitlePreview.printText(chosen[0].help)
    }
  }
}

extension String {
  /// A heading's anchor as GitHub writes it for these headings: spaces as hyphens.
  fileprivate func replacingSpaces() -> String {
    split(separator: " ").joined(separator: "-")
  }
}
