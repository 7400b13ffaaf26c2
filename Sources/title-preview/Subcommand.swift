/// The parts every command shares: parsing by its ``CommandSpec`` (a usage error, found while
/// parsing or while running, is exit 64 with the hint to its `--help`), `--help` printed from the
/// same spec, and failures reported as one line on standard error (exit 1).
enum Subcommand {
  static func run<Options>(
    spec: CommandSpec<Options>, arguments: [[UInt8]],
    parse: ([[UInt8]]) throws(UsageError) -> Options, showsHelp: (Options) -> Bool,
    body: (Options) throws -> ExitStatus
  ) -> ExitStatus {
    let options: Options
    do {
      options = try parse(arguments)
    } catch {
      writeError(error.description + "\n" + spec.helpHint)
      return .usage
    }
    if showsHelp(options) { return TitlePreview.printText(spec.help) }
    do {
      return try body(options)
    } catch let error as UsageError {
      // Options that only the files they name show to be wrong (a style file's format).
      writeError(error.description + "\n" + spec.helpHint)
      return .usage
    } catch {
      writeError(message(error))
      return .failure
    }
  }

  /// A failure's one-line message.
  static func message(_ error: any Error) -> String {
    switch error {
    case let error as CustomStringConvertible: error.description
    default: String(describing: error)
    }
  }
}
