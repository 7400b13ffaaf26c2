import Foundation
import Testing
import TitleTestSupport
import TitleWire

@testable import TitleComposer

/// The worker's badge cache (``BatchBadgeCache``): records written with it equal the reference
/// encoder's (``JSONWriter``, no cache) whatever was written before, and a badge differing from a
/// cached one in any single field is written anew.
@Suite struct BadgeCacheTests {
  static func composedCorpus() throws -> [ComposedTitle] {
    let composer = try Composer(fallback: .none)
    return ScannerMatchesTreePathTests.corpusLines.enumerated().compactMap { index, bytes in
      guard var request = try? BatchLine(bytes: bytes).request.get() else { return nil }
      if index % 4 == 0 { request.padding = .spaces }
      if index % 9 == 0 { request.badgeSize = 11 }
      return try? composer.compose(request)
    }
  }

  static func reference(_ composed: ComposedTitle) -> [UInt8] {
    ReferenceRecord.encode(composed, id: .string("r"), file: nil, glyphRuns: false)
  }

  /// The corpus forwards and backwards through one cache of each size (a full cache replaces
  /// its oldest badge): every record is the reference's.
  @Test(arguments: [0, 1, 3, 64])
  func recordsEqualTheReferenceWhateverCameBefore(_ capacity: Int) throws {
    let corpus = try Self.composedCorpus()
    #expect(corpus.count > 380)
    var badges = BatchBadgeCache(capacity: capacity)
    var mismatches = 0
    for composed in corpus + corpus.reversed() {
      var bytes: [UInt8] = []
      BatchResultEncoder.append(composed, id: .string("r"), badges: &badges, to: &bytes)
      if bytes != Self.reference(composed) { mismatches += 1 }
    }
    #expect(mismatches == 0)
  }

  /// A badge equal to a cached one but for one field: the record shows the new value.
  @Test func aBadgeDifferingInOneFieldIsWrittenAnew() throws {
    let original = try #require(Self.composedCorpus().first)
    let changes: [(inout ComposedBadge) -> Void] = [
      { $0.categoryID += 1 }, { $0.label += "x" }, { $0.frame.x += 0.5 }, { $0.frame.y += 0.5 },
      { $0.frame.width += 1 }, { $0.frame.height += 1 }, { $0.cornerRadius += 1 },
      { $0.background.red &+= 1 }, { $0.foreground.alpha = 7 }, { $0.labelSize += 1 },
      { $0.labelX += 0.25 }, { $0.labelBaseline += 0.25 }, { $0.labelAdvance += 0.25 },
      { $0.labelLetterSpacing = 0.5 },
    ]
    for change in changes {
      var badges = BatchBadgeCache()
      var warm: [UInt8] = []
      BatchResultEncoder.append(original, id: .string("r"), badges: &badges, to: &warm)
      var changed = original
      change(&changed.badge!)
      var bytes: [UInt8] = []
      BatchResultEncoder.append(changed, id: .string("r"), badges: &badges, to: &bytes)
      #expect(bytes == Self.reference(changed))
      #expect(bytes != warm)
    }
  }
}
