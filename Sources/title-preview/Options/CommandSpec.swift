/// A command's command line, declared once: its options (with the shared groups it takes), its
/// arguments and the prose around them. ``parse(_:)`` reads a command line by it and ``help``
/// writes the `--help` text from it, so the two cannot disagree.
struct CommandSpec<Options> {
  /// One row of the help: a label (`<title>`, `-w, --width <px>`) and its text.
  struct Row {
    let label: String
    /// The text's lines, separated by `\n`.
    let text: String
  }

  /// The command's name after `title-preview` (`""` for the title preview itself), for the
  /// "(see 'title-preview tags --help')" hint.
  let name: String
  /// `OVERVIEW:`'s sentence.
  let overview: String
  /// The `USAGE:` lines, each without `title-preview`'s indentation.
  let usage: [String]
  /// A titled list of rows shown before `OPTIONS:` (`ARGUMENTS:`, `ROUTES:`).
  struct Section {
    let title: String
    let rows: [Row]
  }

  /// The sections between `USAGE:` and `OPTIONS:`: the positional arguments, a server's routes.
  var sections: [Section] = []
  let options: [CommandOption<Options>]
  /// Text after `OPTIONS:` (notes, `EXIT STATUS:`), as written.
  let epilogue: String

  /// The hint after a usage error: `(see 'title-preview tags --help')`.
  var helpHint: String {
    "(see 'title-preview \(name.isEmpty ? "" : name + " ")--help')"
  }
}
