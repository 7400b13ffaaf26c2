import TitleComposer

/// Standard input for subcommands that got no text arguments.
enum SubcommandInput {
  /// Standard input without its final newline, validated as UTF-8.
  /// - Throws: ``InputReadError`` when it cannot be read, ``ComposerError`` for invalid UTF-8.
  static func text() throws -> String {
    var bytes = try StandardInput.readAll()
    if bytes.last == 0x0A { bytes.removeLast() }
    if bytes.last == 0x0D { bytes.removeLast() }
    return try UTF8Validation.string(from: bytes)
  }

  /// Standard input's non-empty lines.
  /// - Throws: as ``text()``.
  static func lines() throws -> [String] {
    try text().split(whereSeparator: \.isNewline).map(String.init)
  }
}
