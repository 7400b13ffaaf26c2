import Testing

@testable import TitleService

/// Header names compare as RFC 9110 §5.1 says: case-insensitively, and field names are tokens,
/// so only ASCII letters fold.
@Suite struct HTTPHeaderNameTests {
  @Test func namesMatchWhateverTheCaseOfTheirASCIILetters() {
    let header = HTTPHeader("Content-Type", "application/json")
    #expect(header.hasName("Content-Type"))
    #expect(header.hasName("content-type"))
    #expect(header.hasName("CONTENT-TYPE"))
    #expect(HTTPHeader("x-request-id", "a").hasName("X-Request-Id"))
  }

  @Test func namesOfOtherLengthsOrLettersDoNotMatch() {
    let header = HTTPHeader("Content-Type", "application/json")
    #expect(!header.hasName("Content-Typ"))
    #expect(!header.hasName("Content-Types"))
    #expect(!header.hasName("Content-Typf"))
    // "-" is not a letter: it does not fold to "_" or to itself shifted by 0x20.
    #expect(!header.hasName("Content_Type"))
    #expect(!header.hasName("Content\u{0D}Type"))
    #expect(!header.hasName(""))
  }

  @Test func onlyASCIILettersFold() {
    // "Ä" (C3 84) and "ä" (C3 A4) differ in a byte that is not an ASCII letter.
    #expect(!HTTPHeader("Ä", "").hasName("ä"))
    #expect(HTTPHeader("Ä", "").hasName("Ä"))
    // "@" (0x40) and "`" (0x60) lie just outside A–Z and a–z.
    #expect(!HTTPHeader("@", "").hasName("`"))
    #expect(!HTTPHeader("[", "").hasName("{"))
    #expect(HTTPHeader("", "").hasName(""))
  }
}
