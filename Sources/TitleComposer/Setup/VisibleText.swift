/// Text made safe to print to a terminal: characters that a terminal obeys or that reorder what
/// it shows are written as Swift-style escapes (`\u{1B}`), so a title or label cannot inject
/// escape sequences, move the cursor, or disguise itself with bidi overrides.
///
/// Escaped: C0 controls U+0000–U+001F (tab and newline too), DEL U+007F, C1 controls
/// U+0080–U+009F, bidi embeddings and overrides U+202A–U+202E and isolates U+2066–U+2069.
/// Everything else, backslashes included, is kept as it is.
public enum VisibleText {
  /// Whether `scalar` is shown escaped.
  /// - Parameter scalar: a Unicode scalar.
  /// - Returns: `true` for controls and bidi overrides/isolates.
  public static func needsEscaping(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// `text` with every control character and bidi override written as `\u{…}` (uppercase hex).
  /// - Parameter text: any text.
  /// - Returns: `text` itself when nothing needs escaping.
  public static func escaping(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscaping) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      if needsEscaping(scalar) {
        result.append(
          contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }

  /// `text` cut to at most `maximumScalars` Unicode scalars (with "…" when cut), then escaped:
  /// for quoting user text in a message, where one grapheme may hold thousands of scalars.
  public static func quoting(_ text: String, maximumScalars: Int) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > maximumScalars else { return escaping(text) }
    var cut = String.UnicodeScalarView(scalars.prefix(maximumScalars))
    cut.append("…")
    return escaping(String(cut))
  }
}
