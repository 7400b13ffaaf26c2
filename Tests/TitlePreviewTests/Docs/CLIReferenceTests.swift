import Foundation
import Testing

@testable import title_preview
import TitleTestSupport

/// docs/cli.md is what `title-preview help --markdown` writes from the option tables: when a
/// table changes, this fails until the page is written again (`swift run title-preview help
/// --markdown > docs/cli.md`, or `RECORD_GOLDENS=1 swift test --filter CLIReferenceTests`, which
/// rewrites it and fails that run).
@Suite struct CLIReferenceTests {
  static let page = CorpusFile.packageRoot.appendingPathComponent("docs/cli.md")

  @Test func theReferencePageIsCurrent() throws {
    let output = try CommandRunner.run(["help", "--markdown"])
    #expect(output.status == 0, "\(output.stderr)")
    let outcome = try GoldenFile.compare(Data(output.stdout.utf8), with: Self.page) { old, new in
      let oldLines = String(decoding: old, as: UTF8.self).split(separator: "\n")
      let newLines = String(decoding: new, as: UTF8.self).split(separator: "\n")
      let index =
        oldLines.indices.first { $0 >= newLines.count || oldLines[$0] != newLines[$0] }
        ?? oldLines.count
      let was = index < oldLines.count ? String(oldLines[index]) : "(end of file)"
      let now = index < newLines.count ? String(newLines[index]) : "(end of output)"
      return """
        docs/cli.md is not what the option tables say: write it again with
        `swift run title-preview help --markdown > docs/cli.md`. Line \(index + 1):
          docs/cli.md: \(was)
          the tables:  \(now)
        """
    }
    switch outcome {
    case .same: break
    case .recorded: Issue.record("docs/cli.md was written again (RECORD_GOLDENS=1): run without it")
    case .differs(let text): Issue.record(Comment(rawValue: text))
    }
  }

  /// `help COMMAND` prints what `COMMAND --help` prints.
  @Test(arguments: [[], ["tags"], ["tooltip"], ["serve"]])
  func helpNamesACommand(command: [String]) throws {
    let help = try CommandRunner.run(["help"] + command)
    let own = try CommandRunner.run(command + ["--help"])
    #expect(help.status == 0)
    #expect(help.stdout == own.stdout)
    #expect(help.stdout.hasPrefix("OVERVIEW: "))
  }

  @Test func anUnknownCommandIsAUsageError() throws {
    let output = try CommandRunner.run(["help", "bogus"])
    #expect(output.status == 64)
    #expect(
      output.stderr == """
        title-preview: unknown command 'bogus' (commands: tags, tooltip, serve, help)
        (see 'title-preview help --help')

        """)
  }

  /// A title that is a command's name is still a title after `--`.
  @Test func doubleDashLaysOutACommandsName() throws {
    let output = try CommandRunner.run(["--color", "never", "--", "help"])
    #expect(output.status == 0)
    #expect(output.stdout.contains("│[취미]help"))
  }

  /// Help text becomes one line of Markdown in which nothing reads as markup.
  @Test(arguments: [
    ("text | json\n  (default: text).", #"text \| json (default: text)."#),
    ("<text> elements, a*b, snake_case", "&lt;text&gt; elements, a\\*b, snake\\_case"),
    (#"'{"path": "f.ttc"}' & [x]"#, #"'{"path": "f.ttc"}' &amp; \[x\]"#),
  ])
  func proseEscapesMarkup(help: String, markdown: String) {
    #expect(CommandSpec<HelpCommand.Options>.prose(help) == markdown)
  }

  /// Each command's section has a row for each of its options, labelled as `--help` labels it.
  @Test func everyOptionHasARow() {
    let reference = HelpCommand.reference(HelpCommand.entries)
    for spec in [PreviewOptions.spec.options.map(\.label), TagsCommand.spec.options.map(\.label)] {
      for label in spec {
        #expect(reference.contains("| `\(label)` | "), "\(label)")
      }
    }
  }
}
