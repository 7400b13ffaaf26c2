import Foundation
import TitleComposer
import TitleRendering
import TitleTestSupport
import TitleText

/// Shared composers and renderers (both are thread-safe), corpus cases, and pixel helpers.
enum Fixtures {
  /// The default composer (bundled NanumGothic Bold, system fallback for emoji).
  static let composer = try! Composer()
  static let renderer = CellRenderer(composer: composer)
  /// A composer without fallback faces: anything NanumGothic lacks is missing (.notdef).
  static let nanumOnly = try! Composer(fallback: .none)

  /// Test titles: (category, title).
  static let long = "요즘 인기 있는 절에서 템플스테이 체험하기, 마음을 비우고 쉬어 가는 주말 여행 코스 추천"
  static let short = "서울 근교 당일치기 여행지"

  /// The first corpus cases (Tests/Corpus/cases.jsonl) as requests.
  static let corpus: [(id: String, request: TitleRequest)] = {
    let cases = try! CorpusFile.records("cases.jsonl", as: OracleCase.self)
    return cases.prefix(60).map { row in
      let category = BuiltInCategory.allCases.first { $0.label == row.badge }!
      return (
        row.id,
        TitleRequest(
          categoryID: category.rawValue, title: row.title, width: row.width,
          numberOfLines: row.lines, wordBreak: row.wordBreak == "normal" ? .normal : .keepAll,
          padding: row.mode == "spaces" ? .spaces : .indent, titleSize: row.titleSize,
          badgeSize: row.badgeSize)
      )
    }
  }()

  static func style(scale: Double = 2, padding: CellInsets = .zero) -> CellStyle {
    var style = CellStyle()
    style.scale = scale
    style.padding = padding
    return style
  }
}

extension RasterImage {
  /// Whether any pixel in the device-pixel rectangle has alpha above `threshold`.
  func hasInk(x: Range<Int>, y: Range<Int>, threshold: UInt8 = 0) -> Bool {
    for row in y.clamped(to: 0..<height) {
      for column in x.clamped(to: 0..<width) where pixel(x: column, y: row).alpha > threshold {
        return true
      }
    }
    return false
  }

  /// The number of pixels with any alpha.
  var inkedPixelCount: Int { stride(from: 3, to: pixels.count, by: 4).count { pixels[$0] > 0 } }
}

/// A device-pixel range covering cell coordinates `from..<to` at `scale`.
func deviceRange(_ from: Double, _ to: Double, scale: Double) -> Range<Int> {
  Int((from * scale).rounded(.down))..<Int((to * scale).rounded(.up))
}

extension TitleRequest {
  /// The request asking for the glyph runs renderers draw.
  var withGlyphRuns: TitleRequest {
    var request = self
    request.includesGlyphRuns = true
    return request
  }
}
