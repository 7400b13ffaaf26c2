import Testing
import TitleText
@testable import TitleWire

@testable import TitleComposer

/// The scanner's byte-matched choices (``ScannedChoice``) against `init(rawValue:)`, the tree
/// path's reading: every case is found from its raw value, near misses are not, and a case added
/// to an enum without a matching scanner entry fails here.
@Suite struct ScannedChoiceTests {
  static func scanned<Choice: ScannedChoice>(_ text: String, as: Choice.Type) -> Choice? {
    let bytes = Array(text.utf8)
    return Choice.scanned(bytes.span, 0..<bytes.count)
  }

  static func agrees<Choice: ScannedChoice>(_ type: Choice.Type) -> Bool {
    var agrees = true
    for choice in Choice.allCases {
      let raw = choice.rawValue
      let near = [
        raw.uppercased(), String(raw.dropLast()), raw + "s", " " + raw, String(raw.reversed()),
        "",
      ]
      agrees = agrees && scanned(raw, as: type)?.rawValue == raw
      for text in near {
        agrees = agrees && scanned(text, as: type)?.rawValue == Choice(rawValue: text)?.rawValue
      }
    }
    return agrees
  }

  @Test func everyCaseIsFoundAndNearMissesAreNot() {
    #expect(Self.agrees(WordBreak.self))
    #expect(Self.agrees(PaddingMode.self))
    #expect(Self.agrees(WhiteSpace.self))
    #expect(Self.agrees(TextWrap.self))
    #expect(Self.agrees(Truncation.self))
    #expect(Self.scanned("lineClamp", as: Truncation.self) == .lineClamp)
    #expect(Self.scanned("lineClamq", as: Truncation.self) == nil)
    #expect(Self.scanned("lineClampp", as: Truncation.self) == nil)
    #expect(Self.scanned("keep-all", as: WordBreak.self) == .keepAll)
    #expect(Self.scanned("keepAll", as: WordBreak.self) == nil)
  }

  /// Requests with every choice, read by the scanner and by the tree path: the same request.
  @Test func requestsWithEveryChoiceReadAsTheTreePath() throws {
    for wordBreak in WordBreak.allCases {
      for padding in PaddingMode.allCases {
        for whiteSpace in WhiteSpace.allCases {
          let truncations: [Truncation] = [.fill, .lineClamp, .lineClamp]
          for (wrap, truncation) in zip(TextWrap.allCases, truncations) {
            let line = Array(
              """
              {"category":1,"title":"제목","width":300,"wordBreak":"\(wordBreak.rawValue)",\
              "padding":"\(padding.rawValue)","whiteSpace":"\(whiteSpace.rawValue)",\
              "textWrap":"\(wrap.rawValue)","truncation":"\(truncation.rawValue)"}
              """.utf8)
            let scanned = try #require(BatchLine.scanned(bytes: line))
            let tree = BatchLine(parsingTreeOf: line, isFirstLine: false, defaultLanguage: .korean)
            #expect(try scanned.request.get() == tree.request.get())
            let request = try scanned.request.get()
            #expect(request.wordBreak == wordBreak && request.padding == padding)
            #expect(request.whiteSpace == whiteSpace && request.textWrap == wrap)
            #expect(request.truncation == truncation)
          }
        }
      }
    }
  }
}
