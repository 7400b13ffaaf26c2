import FoundationEssentials
import Glibc
import TitleComposer
import TitleSystem

/// The one writer of every command's output: JSON, terminal text, PNG and SVG bytes, to
/// standard output or `-o` (a temporary file renamed into place).
extension OutputOptions {
  /// Prints `value` as pretty JSON with sorted keys, to `-o` or standard output; `glyphs` sets
  /// `CodingUserInfoKey.includesGlyphRuns` (a composed title's runs).
  func printJSON(_ value: some Encodable, glyphs: Bool = false) throws -> ExitStatus {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.userInfo[.includesGlyphRuns] = glyphs
    let bytes = Array(try encoder.encode(value)) + [0x0A]
    if let outputPath {
      try OutputFile.write(bytes, to: outputPath)
    } else {
      try StandardOutput.write(bytes)
    }
    return .success
  }

  /// Prints a terminal preview, to `-o` or standard output.
  func printText(_ text: String) throws -> ExitStatus {
    if let outputPath {
      try OutputFile.write(Array(text.utf8), to: outputPath)
    } else {
      try StandardOutput.write(text)
    }
    return .success
  }

  /// Writes PNG or SVG bytes to `-o` or standard output (never a PNG to a terminal: that is a
  /// usage error, exit 64).
  func writeCell(_ bytes: [UInt8]) throws -> ExitStatus {
    if let outputPath {
      try OutputFile.write(bytes, to: outputPath)
    } else if format == .png && isatty(STDOUT_FILENO) == 1 {
      writeError("refusing to write a PNG to a terminal: use -o FILE or a pipe")
      return .usage
    } else {
      try StandardOutput.write(bytes)
    }
    return .success
  }

  /// Whether terminal text gets colours: `--color`, and for `auto` standard output (not `-o`)
  /// on a terminal whose `TERM` is not `dumb`.
  var wantsColor: Bool {
    switch color {
    case .always: return true
    case .never: return false
    case .auto:
      if outputPath != nil { return false }
      let term = POSIX.environmentValue("TERM") ?? ""
      return isatty(STDOUT_FILENO) == 1 && !term.isEmpty && term != "dumb"
    }
  }
}
