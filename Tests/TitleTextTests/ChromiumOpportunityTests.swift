import Testing

@testable import TitleText
import TitleTestSupport

/// Our break opportunities equal Chromium's, position for position (see ChromiumOpportunities.swift).
@Suite struct ChromiumOpportunityTests {
  static let analyzer = try! TextAnalyzer()
  static func titles() throws -> [String: String] {
    Dictionary(try Corpus.cases.map { ($0.id, $0.title) }, uniquingKeysWith: { first, _ in first })
  }

  /// Our opportunities as Chromium can show them: not at positions followed only by white space,
  /// and not the hard breaks we add on purpose after a lone CR, VT or FF (UILabel ends a line
  /// there; Chromium's pre-wrap does not).
  static func visibleOpportunities(_ text: String, _ wordBreak: WordBreak) -> [Int] {
    let analysis = analyzer.analyze(text, wordBreak: wordBreak)
    let units = analysis.utf16
    let invisible: Set<UInt16> = [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C, 0x85, 0x2028, 0x2029]
    return (1..<max(1, units.count)).filter { i in
      guard analysis.flags[i].isLineBreak, units[i...].contains(where: { !invisible.contains($0) })
      else { return false }
      if analysis.flags[i].contains(.breakMandatory), [0x0D, 0x0B, 0x0C].contains(units[i - 1]) {
        return false
      }
      return true
    }
  }

  /// The recorded file reads whole: 344 probes (172 texts in both modes), 800 corpus records.
  @Test func recordedOpportunitiesReadWhole() throws {
    #expect(try ChromiumOpportunities.probes.count == 344)
    #expect(try ChromiumOpportunities.corpus.count == 800)
  }

  @Test(arguments: (try? ChromiumOpportunities.probes.indices) ?? 0..<0)
  func probe(_ index: Int) throws {
    let (text, wordBreak, expected) = try ChromiumOpportunities.probes[index]
    #expect(
      Self.visibleOpportunities(text, wordBreak) == expected,
      "\(wordBreak) \(text.debugDescription)")
  }

  @Test func corpusTitlesInBothModes() throws {
    let corpus = try ChromiumOpportunities.corpus
    #expect(corpus.count == 800)
    let titles = try Self.titles()
    var mismatches: [String] = []
    for (id, wordBreak, expected) in corpus {
      guard let title = titles[id] else {
        mismatches.append("\(id): missing")
        continue
      }
      let mine = Self.visibleOpportunities(title, wordBreak)
      if mine != expected {
        mismatches.append("\(id) \(wordBreak): chromium \(expected), ours \(mine)")
      }
    }
    print("corpus opportunities: \(800 - mismatches.count)/800 title×mode identical to Chromium")
    for m in mismatches { print("  \(m)") }
    #expect(mismatches.isEmpty)
  }

  @Test func fastPathsDoNotChangeOpportunities() throws {
    let slow = try TextAnalyzer(locale: "ko", fastPaths: false)
    for (text, wordBreak, _) in try ChromiumOpportunities.probes {
      #expect(
        slow.analyze(text, wordBreak: wordBreak)
          == Self.analyzer.analyze(text, wordBreak: wordBreak))
    }
    for title in try Corpus.titles {
      for wordBreak in WordBreak.allCases {
        #expect(
          slow.analyze(title, wordBreak: wordBreak)
            == Self.analyzer.analyze(title, wordBreak: wordBreak))
      }
    }
  }
}
