import Testing
import TitleTestSupport
import TitleComposer
import TitleText

/// Properties every layout must have, over seeded random titles, widths and modes.
@Suite struct ComposerPropertyTests {
  static let composer = try! Composer(fallback: ChromiumCorpus.chromiumFallback)
  static let seeds: [UInt64] = Array(1...6)

  static func requests(seed: UInt64, count: Int = 150) -> [TitleRequest] {
    var random = SeededRandom(seed: seed)
    return (0..<count).map { _ in
      TitleRequest(
        categoryID: BuiltInCategory.allCases.randomElement(using: &random)!.rawValue,
        title: RandomTitle.make(using: &random),
        width: Double(Int.random(in: 60...420, using: &random)) + [0, 0.5, 0.25].randomElement(
          using: &random)!,
        numberOfLines: Int.random(in: 0...3, using: &random),
        wordBreak: WordBreak.allCases.randomElement(using: &random)!,
        padding: PaddingMode.allCases.randomElement(using: &random)!,
        whiteSpace: WhiteSpace.allCases.randomElement(using: &random)!)
    }
  }

  static func graphemeCount(_ text: Substring) -> Int { text.count }

  @Test(arguments: seeds)
  func noLineIsWiderThanTheWidthUnlessItHoldsOneGrapheme(seed: UInt64) throws {
    for request in Self.requests(seed: seed) {
      let composed = try Self.composer.compose(request)
      for line in composed.lines {
        let graphemes = line.text.count - (line.isTruncated ? 1 : 0)
        #expect(
          line.x + line.width <= request.width + 1e-9 || graphemes <= 1
            || (line.range.isEmpty && line.x > request.width),
          "\(request.title.debugDescription) width \(request.width): \(line)")
      }
    }
  }

  @Test(arguments: seeds)
  func moreWidthNeverGivesMoreLines(seed: UInt64) throws {
    for var request in Self.requests(seed: seed, count: 60) {
      request.numberOfLines = 0
      var previous = Int.max
      for width in stride(from: request.width, through: request.width + 300, by: 37) {
        request.width = width
        let lines = try Self.composer.compose(request).lines.count
        #expect(lines <= previous, "\(request.title.debugDescription) at \(width)")
        previous = lines
      }
    }
  }

  @Test(arguments: seeds)
  func linesJoinedGiveBackTheTextAndNeverSplitAGrapheme(seed: UInt64) throws {
    for var request in Self.requests(seed: seed) {
      request.numberOfLines = 0
      let composed = try Self.composer.compose(request)
      let title = request.title
      let joined = composed.lines.map { String(title[$0.range(in: title)]) }.joined()
      #expect(joined == title, "ranges must tile the title")
      for line in composed.lines {
        let range = line.range(in: title)
        // Range ends must fall on Character (grapheme) boundaries.
        #expect(Self.isCharacterBoundary(range.lowerBound, in: title))
        #expect(Self.isCharacterBoundary(range.upperBound, in: title))
        if request.whiteSpace == .preserve {
          let drawn = String(title[range]).trimmingTrailing {
            $0 == " " || $0 == "\t" || $0.isNewline
          }
          #expect(line.text == drawn)
        }
      }
    }
  }

  @Test(arguments: seeds)
  func truncatedExactlyWhenTheTextDidNotFit(seed: UInt64) throws {
    for var request in Self.requests(seed: seed) {
      let limit = max(1, request.numberOfLines)
      request.numberOfLines = 0
      let needed = try Self.composer.compose(request).lines.count
      request.numberOfLines = limit
      let limited = try Self.composer.compose(request)
      #expect(limited.isTruncated == (needed > limit), "\(request.title.debugDescription)")
      #expect(limited.lines.count == min(needed, limit))
      // A truncated title ends in "…", unless line 1 holds the badge alone with no room for it
      // after the badge (the ellipsis never crosses the cell).
      let last = try #require(limited.lines.last)
      let badgeLeavesNoRoom = limit == 1 && last.text.isEmpty && !last.isTruncated
      #expect(last.text.hasSuffix("…") || !limited.isTruncated || badgeLeavesNoRoom)
      if last.text.hasSuffix("…") && last.text != "…" {
        #expect(last.x + last.width <= request.width + 1e-9, "\(request.title.debugDescription)")
      }
    }
  }

  static func isCharacterBoundary(_ index: String.Index, in text: String) -> Bool {
    index == text.endIndex || text.indices.contains(index)
  }
}

extension String {
  fileprivate func trimmingTrailing(while predicate: (Character) -> Bool) -> String {
    var result = self
    while let last = result.last, predicate(last) { result.removeLast() }
    return result
  }
}
