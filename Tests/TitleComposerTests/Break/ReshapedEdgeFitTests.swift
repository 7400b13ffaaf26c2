import Testing

@testable import TitleComposer

/// Blink's tests of a line whose edge it reshapes (`ShapingLineBreaker::ShapeLine`), in
/// arithmetic worked by hand on paragraphs of constant advances: the cached positions are the
/// pen positions rounded up to 1/64 px (layout units), the room is the width in units plus
/// Blink's epsilon. The exact-fit corpus checks the same rules against Chromium.
@Suite struct ReshapedEdgeFitTests {
  /// Five clusters of `advance` px, the first kerned by `kerning` with the second, the last with
  /// an end trim of `endTrim` px (a closing bracket's `halt`).
  static func paragraph(advance: Double, kerning: Double = 0, endTrim: Double = 0)
    -> MeasuredParagraph
  {
    MeasuredParagraph(
      clusterOffsets: Array(0...5), advances: Array(repeating: advance, count: 5),
      kerningAfter: [kerning, 0, 0, 0, 0], breaks: [.none] + Array(repeating: .allowed, count: 5),
      hangs: Array(repeating: false, count: 5), endTrims: [0, 0, 0, 0, endTrim])
  }

  /// A closing bracket set half-width to fit: 5 × 15.04 px, the last trimmed by 7.52 px. One
  /// snapped width would be ⌈64 × 67.68⌉ = 4332 units; Blink reshapes the bracket alone after
  /// the cached position of its start, ⌈64 × 60.16⌉ = 3851 units, + 64 × 7.52 = 481.28: 4332.28
  /// units, so the room must be 4332 units (67.6875 px, with the epsilon 4333), not 4331.
  @Test func aTrimmedBracketIsReshapedAfterItsCachedPosition() {
    let paragraph = Self.paragraph(advance: 15.04, endTrim: 7.52)
    #expect(paragraph.fits(from: 0, to: 5, in: LineRoom(width: 67.6875)))
    #expect(!paragraph.fits(from: 0, to: 5, in: LineRoom(width: 67.671875)))
    // Untrimmed it needs ⌈64 × 75.2⌉ = 4813 units: 75.1875 px with the epsilon.
    #expect(paragraph.fits(from: 0, to: 5, natural: true, in: LineRoom(width: 75.1875)))
  }

  /// A line that starts after a kerning pair (HarfBuzz marks the boundary unsafe): clusters of
  /// 14.72 px, the first kerned −0.3 px, so the pen stands at 14.42, 29.14, … 73.3 px. The line
  /// from cluster 1 to 5 is 58.88 px, ⌈64 × 58.88⌉ = 3769 units; Blink reshapes its first cluster
  /// alone, ⌈64 × 14.72⌉ = 943 units, and finds its end in the cached positions from the next
  /// safe boundary on: ⌈64 × 73.3⌉ − ⌈64 × 29.14⌉ = 4692 − 1865 = 2827, 3770 units in all, one
  /// more than the snapped width: the room must be 3769 units (58.890625 px), not 3768.
  @Test func aReshapedStartCountsItsSnappedWidth() {
    let paragraph = Self.paragraph(advance: 14.72, kerning: -0.3)
    #expect(paragraph.isUnsafeBoundary(1))
    #expect(paragraph.fits(from: 1, to: 5, in: LineRoom(width: 58.890625)))
    #expect(!paragraph.fits(from: 1, to: 5, in: LineRoom(width: 58.875)))
    // From the paragraph's start (no reshaping) the snapped width alone decides: 4692 units.
    #expect(paragraph.fits(from: 0, to: 5, in: LineRoom(width: 73.296875)))
  }

  /// Where no kerning makes the start unsafe, the same line needs only its snapped width.
  @Test func aSafeStartNeedsOnlyItsSnappedWidth() {
    let paragraph = Self.paragraph(advance: 14.72)
    #expect(!paragraph.isUnsafeBoundary(1))
    #expect(paragraph.fits(from: 1, to: 5, in: LineRoom(width: 58.875)))
  }
}
