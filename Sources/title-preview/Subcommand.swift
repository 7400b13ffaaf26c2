/// The parts every subcommand shares: usage errors (exit 64), `--help`, and failures reported
/// as one line on standard error (exit 1).
enum Subcommand {
  static func run<Options>(
    name: String, help: String, arguments: [[UInt8]],
    parse: ([[UInt8]]) throws(UsageError) -> Options, showsHelp: (Options) -> Bool,
    body: (Options) throws -> ExitStatus
  ) -> ExitStatus {
    let options: Options
    do {
      options = try parse(arguments)
    } catch {
      writeError(error.description + "\n(see 'title-preview \(name) --help')")
      return .usage
    }
    if showsHelp(options) { return TitlePreview.printText(help) }
    do {
      return try body(options)
    } catch {
      writeError(SubcommandOutput.message(error))
      return .failure
    }
  }
}
