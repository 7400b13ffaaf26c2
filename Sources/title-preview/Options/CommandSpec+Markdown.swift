/// A command's reference in Markdown, written from the same ``CommandSpec`` as its `--help`:
/// the overview, the usage lines, a table per section (arguments, routes) and one of the
/// options, then the epilogue's paragraphs. `title-preview help --markdown` joins the commands'
/// references into docs/cli.md.
extension CommandSpec {
  /// The command as typed: `title-preview tags`.
  var commandLine: String { name.isEmpty ? "title-preview" : "title-preview " + name }

  /// The reference: a `##` heading, then `###` headings for the tables.
  var markdown: String {
    var lines = ["## \(commandLine)", "", Self.prose(overview), "", "```text"]
    lines += usage.map { "title-preview" + $0.dropFirst("title-preview".count) }
    lines += ["```"]
    for section in sections {
      lines += Self.table(
        title: Self.titleCased(section.title), column: Self.columnName(section.title),
        rows: section.rows)
    }
    lines += Self.table(
      title: "Options", column: "option",
      rows: options.map { Row(label: $0.label, text: $0.help) })
    for paragraph in Self.paragraphs(epilogue) {
      lines += ["", Self.labelled(paragraph)]
    }
    return lines.joined(separator: "\n")
  }

  private static func table(title: String, column: String, rows: [Row]) -> [String] {
    var lines = ["", "### \(title)", "", "| \(column) | description |", "|---|---|"]
    for row in rows {
      lines.append("| `\(row.label)` | \(cell(row.text)) |")
    }
    return lines
  }

  /// Help text as one line of Markdown: its lines joined, runs of spaces collapsed, and the
  /// characters that Markdown would read as markup escaped.
  static func prose(_ text: String) -> String {
    let joined = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    var escaped = ""
    for character in joined {
      switch character {
      case "\\", "`", "*", "_", "[", "]", "|": escaped += "\\" + String(character)
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "&": escaped += "&amp;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  private static func cell(_ text: String) -> String { prose(text) }

  /// The epilogue's paragraphs (separated by blank lines).
  private static func paragraphs(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .split(whereSeparator: { $0.allSatisfy(\.isWhitespace) })
      .map { $0.joined(separator: "\n") }
  }

  /// A paragraph in prose; one that starts with a label in capitals (`EXIT STATUS:`) gets it in
  /// bold.
  private static func labelled(_ paragraph: String) -> String {
    if let colon = paragraph.firstIndex(of: ":") {
      let label = paragraph[..<colon]
      if !label.isEmpty, label.allSatisfy({ $0.isUppercase || $0 == " " }) {
        return "**\(label):** " + prose(String(paragraph[paragraph.index(after: colon)...]))
      }
    }
    return prose(paragraph)
  }

  /// `ARGUMENTS` → `Arguments`.
  private static func titleCased(_ title: String) -> String {
    title.prefix(1).uppercased() + title.dropFirst().lowercased()
  }

  /// A table's first column: `ARGUMENTS` → `argument`, `ROUTES` → `route`.
  private static func columnName(_ title: String) -> String {
    let word = title.lowercased()
    return word.hasSuffix("s") ? String(word.dropLast()) : word
  }
}
