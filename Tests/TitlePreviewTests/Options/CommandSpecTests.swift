import Testing

@testable import title_preview

/// The command lines are declared once (``CommandSpec``): these tests walk every command's option
/// table, so an option added to a table is parsed, described and checked without a test of its own.
@Suite struct CommandSpecTests {
  /// One command's table, its `Options` type erased.
  struct Table: CustomTestStringConvertible, Sendable {
    let command: String
    let options: [(names: [String], arity: OptionArity, label: String, help: String)]
    let help: String
    /// `spec.parse` into the defaults: the table's own reading, before a command's checks of
    /// options that go together.
    let parse: @Sendable ([String]) throws(UsageError) -> Void

    var testDescription: String { command.isEmpty ? "title-preview" : command }

    init<Options>(
      _ spec: @escaping @Sendable () -> CommandSpec<Options>,
      defaults: @escaping @Sendable () -> Options
    ) {
      let table = spec()
      command = table.name
      options = table.options.map { ($0.names, $0.arity, $0.label, $0.help) }
      help = table.help
      parse = { arguments throws(UsageError) in
        _ = try spec().parse(arguments.map { Array($0.utf8) }, into: defaults())
      }
    }
  }

  static let tables: [Table] = [
    Table({ PreviewOptions.spec }, defaults: { PreviewOptions() }),
    Table({ TagsCommand.spec }, defaults: { TagsCommand.Options() }),
    Table({ TooltipCommand.spec }, defaults: { TooltipCommand.Options() }),
    Table({ ServeOptions.spec }, defaults: { ServeOptions() }),
    Table({ HelpCommand.spec }, defaults: { HelpCommand.Options() }),
  ]

  static func usageError(_ arguments: [String], in table: Table) -> String? {
    do {
      try table.parse(arguments)
      return nil
    } catch {
      return error.description
    }
  }

  @Test(arguments: tables)
  func namesAreUniqueAndWellFormed(_ table: Table) {
    let names = table.options.flatMap(\.names)
    #expect(Set(names).count == names.count, "a name appears twice")
    for name in names {
      let isShort = name.count == 2 && name.hasPrefix("-") && !name.hasPrefix("--")
      let isLong = name.count > 3 && name.hasPrefix("--")
      #expect(isShort || isLong, "\(name)")
    }
    #expect(names.contains("--help") && names.contains("-h"))
  }

  /// Every option has its row in the help: its label at column 3, its text's first line at
  /// column 27 (or on the next line when the label is too long), the rest below it.
  @Test(arguments: tables)
  func helpShowsEveryOptionsRow(_ table: Table) {
    let lines = table.help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for option in table.options {
      let texts = option.help.split(separator: "\n").map(String.init)
      let row = "  " + option.label
      let indent = String(repeating: " ", count: 26)
      let expected =
        row.count + 2 > 26
        ? [row] + texts.map { indent + $0 }
        : [row + String(repeating: " ", count: 26 - row.count) + texts[0]]
          + texts.dropFirst().map { indent + $0 }
      let start = lines.firstIndex(of: expected[0])
      #expect(start != nil, "\(option.label) has no row")
      if let start {
        #expect(Array(lines[start..<min(lines.count, start + expected.count)]) == expected)
      }
    }
  }

  @Test(arguments: tables)
  func aValueLeftOutIsNamed(_ table: Table) {
    for option in table.options where option.arity == .value {
      for name in option.names {
        #expect(Self.usageError([name], in: table) == "missing value for \(name)")
      }
    }
  }

  @Test(arguments: tables)
  func flagsStandAloneAndTakeNoValue(_ table: Table) {
    for option in table.options where option.arity == .flag {
      for name in option.names {
        #expect(Self.usageError([name], in: table) == nil, "\(name)")
      }
      if let long = option.names.last, long.hasPrefix("--") {
        #expect(
          Self.usageError([long + "=1"], in: table) == "\(long) takes no value, got '\(long)=1'")
      }
    }
  }

  @Test(arguments: tables)
  func unknownOptionsAreRefusedAndDoubleDashEndsOptions(_ table: Table) {
    #expect(Self.usageError(["--bogus"], in: table) == "unknown option '--bogus'")
    #expect(Self.usageError(["--bogus=3"], in: table) == "unknown option '--bogus=3'")
    #expect(Self.usageError(["-"], in: table) == nil)
    #expect(Self.usageError(["--", "--bogus"], in: table) == nil)
  }

  @Test func inlineAndSeparateValuesAgree() throws {
    let spec = PreviewOptions.spec
    let forms = [["-w", "120"], ["--width", "120"], ["--width=120"]]
    for form in forms {
      let parsed = try spec.parse(form.map { Array($0.utf8) }, into: PreviewOptions())
      #expect(parsed.options.width == 120)
      #expect(parsed.positional.isEmpty)
    }
    // `--jsonl` takes the next argument only when it is a path or `-`.
    let withPath = try spec.parse([Array("--jsonl".utf8), Array("in.jsonl".utf8)], into: .init())
    #expect(withPath.options.batch.jsonlPath == "in.jsonl")
    let bare = try spec.parse([Array("--jsonl".utf8), Array("-j".utf8), [0x32]], into: .init())
    #expect(bare.options.batch.jsonlPath == "-")
    #expect(bare.options.batch.jobs == 2)
  }

  /// A shared group reads the same wherever it joins: its rows in two commands' help are the
  /// same lines.
  @Test func sharedGroupsHaveOneDescription() {
    func rows(_ help: String, from first: String, count: Int) -> [Substring] {
      let lines = help.split(separator: "\n")
      guard let start = lines.firstIndex(where: { $0.hasPrefix(first) }) else { return [] }
      return Array(lines[start..<min(lines.count, start + count)])
    }
    let fonts = rows(PreviewOptions.spec.help, from: "  --catalog <file>", count: 10)
    #expect(fonts.count == 10)
    #expect(fonts == rows(ServeOptions.spec.help, from: "  --catalog <file>", count: 10))
    let output = rows(TagsCommand.spec.help, from: "  -f, --format <format>", count: 5)
    #expect(output.count == 5)
    #expect(output == rows(TooltipCommand.spec.help, from: "  -f, --format <format>", count: 5))
  }
}
