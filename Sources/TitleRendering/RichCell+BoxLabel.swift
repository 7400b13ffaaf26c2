import TitleComposer
import TitleFonts

/// The name inside a box placeholder: centred in the box in the title's fonts, as large as
/// fits up to half the box's height (at most ``RichCell/largestLabelSize``), down to
/// ``RichCell/smallestLabelSize``; a name that does not fit even then is shortened with "…",
/// and nothing is drawn when not even "…" fits (or the box is under
/// 2 × ``RichCell/minimumLabelSize`` tall).
extension RichCell {
  /// The largest label size, in pixels.
  static let largestLabelSize = 10.0
  /// The smallest label size, in pixels (a box less than twice as tall draws its label at half
  /// its height).
  static let smallestLabelSize = 5.0
  /// The smallest label drawn at all, in pixels: a box less than twice as tall has no label.
  static let minimumLabelSize = 2.0

  /// A placeholder for `box`, its label laid out with `chain` (character by character: the
  /// label is a hint for people, not text the layout measured).
  static func placeholder(_ box: PlacedBox, chain: FontFallbackChain) -> Box {
    let frame = box.frame
    var placeholder = Box(name: box.name, frame: frame, label: "", labelGlyphs: [], labelSize: 0)
    let largest = min(frame.height / 2, largestLabelSize)
    let smallest = min(smallestLabelSize, largest)
    let room = frame.width - 2 * (outlineWidth + 1)
    guard largest >= minimumLabelSize, room > 0 else { return placeholder }
    // The name's characters, as far as they could fit at the smallest size.
    var characters: [(text: Character, glyphs: [GlyphInfo], advance: Double)] = []
    var total = 0.0
    for character in box.name {
      let glyphs = chain.glyphs(forCluster: character.unicodeScalars)
      let advance = glyphs.reduce(0) { $0 + $1.advanceEm }
      characters.append((character, glyphs, advance))
      total += advance
      if total * smallest > room { break }
    }
    guard total > 0 else { return placeholder }
    var size = min(largest, room / total)
    var label = String(box.name)
    if size < smallest {
      // Shortened: the longest prefix that fits with "…" at the smallest size.
      size = smallest
      let ellipsis = chain.glyph(for: "…")
      guard ellipsis.advanceEm * size <= room else { return placeholder }
      var width = ellipsis.advanceEm
      var kept = 0
      while kept < characters.count, (width + characters[kept].advance) * size <= room {
        width += characters[kept].advance
        kept += 1
      }
      characters = Array(characters.prefix(kept)) + [("…", [ellipsis], ellipsis.advanceEm)]
      label = String(characters.map(\.text))
      total = width
    }
    let metrics = chain.primaryMetrics
    let baseline =
      frame.y + frame.height / 2 + (metrics.ascent(atSize: size) - metrics.descent(atSize: size))
      / 2
    var pen = frame.x + (frame.width - total * size) / 2
    var glyphs: [PositionedGlyph] = []
    for character in characters {
      for (index, glyph) in character.glyphs.enumerated() {
        // An emoji sequence names its ligature glyph in every entry: draw it once.
        if index > 0, glyph.glyph == character.glyphs[0].glyph,
          glyph.faceIndex == character.glyphs[0].faceIndex
        {
          continue
        }
        glyphs.append(
          PositionedGlyph(
            faceIndex: Int(glyph.faceIndex), glyph: glyph.glyph, x: pen, baseline: baseline,
            size: size))
        pen += glyph.advanceEm * size
      }
    }
    placeholder.label = label
    placeholder.labelGlyphs = glyphs
    placeholder.labelSize = size
    return placeholder
  }
}
