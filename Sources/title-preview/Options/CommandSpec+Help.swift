extension CommandSpec {
  /// The column where a row's text starts.
  static var textColumn: Int { 26 }

  /// The `--help` text: overview, usage, the sections' and the options' rows (a label
  /// too long for its column gets a line of its own), then the epilogue.
  var help: String {
    var lines = ["OVERVIEW: " + overview, ""]
    for (index, line) in usage.enumerated() {
      lines.append((index == 0 ? "USAGE: " : "       ") + line)
    }
    for section in sections {
      lines += ["", section.title + ":"]
      for row in section.rows { lines += Self.rowLines(row) }
    }
    lines += ["", "OPTIONS:"]
    for option in options { lines += Self.rowLines(Row(label: option.label, text: option.help)) }
    lines += ["", epilogue]
    return lines.joined(separator: "\n")
  }

  private static func rowLines(_ row: Row) -> [String] {
    let indent = String(repeating: " ", count: textColumn)
    var texts = row.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let label = "  " + row.label
    var lines: [String] = []
    if label.count + 2 > textColumn {
      lines.append(label)
    } else {
      lines.append(label + String(repeating: " ", count: textColumn - label.count) + texts[0])
      texts.removeFirst()
    }
    lines += texts.map { indent + $0 }
    return lines
  }
}
