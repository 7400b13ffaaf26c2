import Testing
import TitleComposer
import TitleFonts
import TitleWire

/// Messages that echo a path (a style's font, a catalog file) show its control characters
/// escaped, so a message printed anywhere cannot carry a terminal escape sequence.
@Suite struct EscapedPathMessageTests {
  @Test func aFontPathWithControlCharactersIsEscaped() {
    var style = TitleStyle()
    style.titleFont = .file(path: "/no/such/\u{1B}[2Jfont\u{7F}.ttf")
    #expect(
      throws: ComposerError.font(.fileNotFound(path: "/no/such/\u{1B}[2Jfont\u{7F}.ttf"))
    ) {
      try Composer(style: style, fallback: .none)
    }
    let message = ComposerError.font(.fileNotFound(path: "/no/such/\u{1B}[2Jfont\u{7F}.ttf"))
      .description
    #expect(message == "cannot read font file /no/such/\\u{1B}[2Jfont\\u{7F}.ttf: not found")
  }

  @Test func aCatalogPathWithControlCharactersIsEscaped() {
    #expect(throws: ComposerError.self) {
      try CategoryCatalog(contentsOf: "/no/such/\u{9B}31m.json")
    }
    do {
      _ = try CategoryCatalog(contentsOf: "/no/such/\u{9B}31m.json")
    } catch {
      #expect(error.description == "cannot read catalog /no/such/\\u{9B}31m.json: no such file")
    }
  }
}
