import Testing
import TitleComposer

/// The promises every composed title keeps, checked on hostile inputs (the fuzz target
/// `Fuzz/ComposeFuzzer.swift` checks the same ones on random inputs).
enum HostileChecks {
  /// Lines in order, each starting where the previous ended; untruncated lines give back the
  /// title; the line count respects the limit; no line draws more than one grapheme past the width.
  static func expectPromisesKept(
    _ composed: ComposedTitle, title: String, width: Double, numberOfLines: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let lines = composed.lines
    #expect(!lines.isEmpty, sourceLocation: sourceLocation)
    if numberOfLines > 0 {
      #expect(lines.count <= numberOfLines, sourceLocation: sourceLocation)
    }
    var end = 0
    for line in lines {
      #expect(line.range.lowerBound == end, sourceLocation: sourceLocation)
      end = line.range.upperBound
      #expect(line.width >= 0 && line.x >= 0, sourceLocation: sourceLocation)
      if line.x + line.width > width + 1e-9 {
        #expect(line.text.count <= 1, "\(line.text) overflows", sourceLocation: sourceLocation)
      }
    }
    if composed.isTruncated {
      #expect(lines.last!.text.unicodeScalars.last == "…", sourceLocation: sourceLocation)
      #expect(end < title.utf16.count, sourceLocation: sourceLocation)
    } else {
      #expect(end == title.utf16.count, sourceLocation: sourceLocation)
      let joined = lines.map { String(title[$0.range(in: title)]) }.joined()
      #expect(joined == title, sourceLocation: sourceLocation)
    }
  }
}
