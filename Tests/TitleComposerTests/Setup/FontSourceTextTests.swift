import Foundation
import Testing
import TitleComposer
import TitleFonts

/// The text form of a font (``FontSource/init(text:)``), which style files and the command line
/// share, and its JSON round trip.
@Suite struct FontSourceTextTests {
  @Test(arguments: [
    ("NanumGothicBold", FontSource.bundled(.nanumGothicBold)),
    ("/fonts/Title.ttf", .file(path: "/fonts/Title.ttf")),
    ("/fonts/cjk.ttc#1", .fileFace(path: "/fonts/cjk.ttc", choice: FontFaceChoice(index: 1))),
    ("/fonts/cjk.ttc#0", .file(path: "/fonts/cjk.ttc")),
    ("/fonts/C#.ttf", .file(path: "/fonts/C#.ttf")),
    ("cjk.ttc#one", .file(path: "cjk.ttc#one")),
    ("cjk.ttc#-1", .file(path: "cjk.ttc#-1")),
    ("cjk.ttc#", .file(path: "cjk.ttc#")),
    ("#1", .file(path: "#1")),
  ])
  func textNamesAFont(text: String, expected: FontSource) {
    #expect(FontSource(text: text) == expected)
  }

  /// A path that the string form would read as something else is written as an object.
  @Test(arguments: [
    (FontSource.file(path: "/fonts/Title.ttf"), #""\/fonts\/Title.ttf""#),
    (
      .fileFace(path: "/fonts/cjk.ttc", choice: FontFaceChoice(index: 1)),
      #"{"index":1,"path":"\/fonts\/cjk.ttc"}"#
    ),
    (.file(path: "odd#2"), #"{"path":"odd#2"}"#),
    (.file(path: "NanumGothic"), #"{"path":"NanumGothic"}"#),
  ])
  func jsonRoundTrips(source: FontSource, json: String) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    #expect(String(decoding: try encoder.encode(source), as: UTF8.self) == json)
    #expect(try JSONDecoder().decode(FontSource.self, from: Data(json.utf8)) == source)
  }
}
