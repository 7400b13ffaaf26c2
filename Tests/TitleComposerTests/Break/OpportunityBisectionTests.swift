import Foundation
import Testing
import TitleText

@testable import TitleComposer

/// A prepared title's layouts skip the break opportunities known to fit by bisecting pen
/// positions (`GreedyLineBreaker.Opportunities.fitSlack`) and keep each line's text as a cut of
/// the title (`LineText`). Composing from scratch does neither: it walks every cluster
/// (`GreedyLineBreaker.LineIterator`). So the two must agree on every result, at widths every
/// quarter pixel apart, on the texts where the skip's bound is tight or off: kerning, soft
/// hyphens, spaces that hang or lead a line, hard breaks, negative letter-spacing.
@Suite struct OpportunityBisectionTests {
  static let composer = try! Composer(fallback: ChromiumCorpus.chromiumFallback)

  /// Titles chosen for the skip's edge cases, with the request settings they need.
  static let edgeCases: [(String, @Sendable (inout TitleRequest) -> Void)] = [
    ("경기도 성남시 분당구 판교역로 235 에이치스퀘어 엔동 7층 회의실 예약 안내", { _ in }),
    ("AVATAR WAVE Typography: To Yield, LT AV Ta We", { $0.lang = try! TitleLanguage("en") }),
    ("가나다\u{AD}라마바\u{AD}사아자\u{AD}차카타\u{AD}파하 soft\u{AD}hyphen\u{AD}ated", { _ in }),
    ("   세 칸 띄운 제목    사이에    긴 공백이    있는 글", { $0.whiteSpace = .preserve }),
    ("첫 줄\n둘째 줄이 조금 더 길어요\n셋째", { $0.whiteSpace = .preserve }),
    ("iiiiii llllll 좁은 글자와 넓은 글자 WWWWWW", { $0.letterSpacing = -6 }),
    ("자간이 넓은 제목 tracking wide title", { $0.letterSpacing = 3.5 }),
    ("日本語のタイトル、句読点「かぎ括弧」も含む長い文章です。", { $0.lang = .japanese }),
    ("word-break normal 에서는 음절마다 줄을 나눌 수 있습니다", { $0.wordBreak = .normal }),
  ]

  @Test func preparedLayoutEqualsComposeAtEveryQuarterPixel() throws {
    let corpus = try ChromiumCorpus.load(expectations: "chromium-expected.indent-prewrap.jsonl")
    var requests: [TitleRequest] = corpus.cases.enumerated()
      .filter { $0.offset % 50 == 7 }.map { $0.element.request(whiteSpace: .preserve) }
    for (title, adjust) in Self.edgeCases {
      var request = TitleRequest(categoryID: 2, title: title, width: 300)
      adjust(&request)
      requests.append(request)
      // (Spaces mode refuses a spacing that leaves a padding space no wider than 0.)
      guard request.letterSpacing ?? 0 >= 0 else { continue }
      request.padding = .spaces
      requests.append(request)
    }
    var compared = 0
    var misses: [String] = []
    for request in requests {
      let prepared = try Self.composer.prepare(request)
      for quarter in stride(from: 240, through: 1_680, by: 3) {
        let width = Double(quarter) / 4
        for lines in [0, 2] {
          var fresh = request
          fresh.width = width
          fresh.numberOfLines = lines
          let expected = Result { try Self.composer.compose(fresh) }
          let got = Result { try prepared.layout(width: width, numberOfLines: lines) }
          compared += 1
          switch (expected, got) {
          case (.success(let a), .success(let b)) where a == b: continue
          case (.failure(let a), .failure(let b))
          where String(describing: a) == String(describing: b): continue
          default:
            if misses.count < 8 { misses.append("\(request.title) w=\(width) n=\(lines)") }
          }
        }
      }
    }
    #expect(compared == requests.count * 481 * 2)
    #expect(misses.isEmpty, "\(misses.joined(separator: "\n"))")
  }

  /// The skip is taken for plain titles and refused where its bound would not hold.
  @Test func fitSlackIsOffOnlyWherePositionsFallOrHardBreaksCome() throws {
    func slack(_ title: String, _ adjust: (inout TitleRequest) -> Void = { _ in }) throws
      -> Double?
    {
      var request = TitleRequest(categoryID: 1, title: title, width: 300)
      adjust(&request)
      return try Self.composer.prepare(request).storage.layout.lines.opportunities?.fitSlack
    }
    #expect(try slack("주말에 가볼 만한 서울 근교 카페") != nil)
    #expect(try slack("AVATAR Wave", { $0.lang = try! TitleLanguage("en") }) != nil)
    #expect(try slack("첫 줄\n둘째 줄", { $0.whiteSpace = .preserve }) == nil)
    #expect(try slack("iiii llll", { $0.letterSpacing = -6 }) == nil)
  }

  /// A line's text compares and hashes by what it says, whether it is a cut of the title with
  /// "…" after it or a string set whole.
  @Test func lineTextIsComparedByItsCharacters() throws {
    var request = TitleRequest(
      categoryID: 1, title: "주말에 가볼 만한 서울 근교 카페 추천 열 곳", width: 150, numberOfLines: 1)
    request.padding = .indent
    let composed = try Self.composer.compose(request)
    let line = try #require(composed.lines.first)
    #expect(line.isTruncated)
    #expect(line.text.hasSuffix("…"))
    #expect(line.textAppendsEllipsis)
    #expect(String(line.textSlice) + "…" == line.text)
    var rewritten = line
    rewritten.text = String(line.text)
    #expect(!rewritten.textAppendsEllipsis)
    #expect(rewritten == line)
    #expect(rewritten.hashValue == line.hashValue)
    rewritten.text = "다른 글"
    #expect(rewritten != line)
  }
}
