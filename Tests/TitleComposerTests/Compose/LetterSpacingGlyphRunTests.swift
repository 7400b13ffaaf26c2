import Foundation
import TitleComposer
import TitleFonts
import TitleTestSupport
import Testing
import TitleText

/// The glyph runs renderers draw with a letter-spacing: on random titles in
/// NanumGothicBold (measured glyph by glyph), Noto Sans CJK KR and Inter (shaped, with reshaped
/// line edges), each line's runs start at its x and their advances add up to its width, which
/// holds the tracking; and a title's tracked width less its untracked width is the spacing once
/// per tracked cluster.
@Suite struct LetterSpacingGlyphRunTests {
  static let faces: [FontSource] = [
    .bundled(.nanumGothicBold),
    .file(
      path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
      choice: FontFaceChoice(index: 1)),
    .file(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf"),
  ]

  static let composers: Result<[Composer], any Error> = Result {
    try faces.map { face in
      var style = TitleStyle()
      style.titleFont = face
      return try Composer(style: style, fallback: ChromiumCorpus.chromiumFallback)
    }
  }

  static let spacings = [-1.0, -0.5, 0.5, 1, 2, 3.25]

  @Test(arguments: [1, 2, 3] as [UInt64])
  func runsSpanEachTrackedLineExactly(seed: UInt64) throws {
    var random = SeededRandom(seed: seed)
    let composers = try Self.composers.get()
    for _ in 0..<120 {
      var request = TitleRequest(
        categoryID: BuiltInCategory.allCases.randomElement(using: &random)!.rawValue,
        title: RandomTitle.make(using: &random),
        width: Double(Int.random(in: 120...420, using: &random)),
        numberOfLines: Int.random(in: 0...3, using: &random),
        wordBreak: WordBreak.allCases.randomElement(using: &random)!,
        padding: PaddingMode.allCases.randomElement(using: &random)!,
        whiteSpace: WhiteSpace.allCases.randomElement(using: &random)!, includesGlyphRuns: true)
      request.letterSpacing = Self.spacings.randomElement(using: &random)!
      let composer = composers.randomElement(using: &random)!
      let composed: ComposedTitle
      do {
        composed = try composer.compose(request)
      } catch {
        // A random title may hold a character wider than a narrow cell.
        guard case .widthTooNarrow = error else { throw error }
        continue
      }
      for line in composed.lines {
        let context =
          "\(request.title.debugDescription) at \(request.width), \(request.letterSpacing!) px:"
          + " \(line.text)"
        guard let first = line.runs.first else { continue }
        #expect(first.x == line.x, "\(context)")
        let sum = line.runs.reduce(0) { $0 + $1.advance }
        #expect(abs(sum - line.width) < 1e-9, "\(context)")
        for (left, right) in zip(line.runs, line.runs.dropFirst()) {
          #expect(abs(left.x + left.advance - right.x) < 1e-9, "\(context)")
        }
      }
    }
  }

  /// A one-line title widens by the spacing once per grapheme cluster (titles without
  /// untracked characters or ligatures).
  @Test(arguments: [0, 1, 2])
  func aLineWidensByTheSpacingPerCluster(face: Int) throws {
    let composer = try Self.composers.get()[face]
    for title in ["Vacation packing list", "요즘 인기 있는 절에서", "ちょっとした工夫で", "e\u{301}👍🏽"] {
      var request = TitleRequest(categoryID: 1, title: title, width: 1000, numberOfLines: 0)
      let plain = try composer.compose(request).lines[0].width
      request.letterSpacing = 2
      let tracked = try composer.compose(request).lines[0].width
      #expect(abs(tracked - plain - 2 * Double(title.count)) < 1e-9, "\(title)")
    }
  }
}
