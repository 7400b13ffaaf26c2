import TitleFonts

/// libFuzzer target `font`: random bytes are a font file. ``FontFace/init(data:name:faceIndex:)``
/// must load it or throw a typed ``FontError``; a loaded face must answer glyph, advance and
/// kerning questions for any scalar and glyph id without crashing, and so must a fallback chain
/// built on it (which measures ~12,000 scalars and parses the `kern` table).
let probes: [Unicode.Scalar] = [
  "\u{0}", " ", "A", "V", "a", "가", "힣", "…", "\u{3000}", "\u{2003}", "\u{200D}", "\u{FFFD}",
  "\u{1F600}", "\u{10FFFF}",
]

/// libFuzzer calls this once per input; it returns 0 and stops the process on a violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let face: FontFace
  do {
    face = try FontFace(data: bytes, name: "fuzz.ttf")
  } catch {
    switch error {
    case .invalidFont(let name, let code, let message):
      if name != "fuzz.ttf" || code == 0 || message.isEmpty { violation("odd error \(error)") }
    case .invalidMetrics(let name, let reason):
      if name != "fuzz.ttf" || reason.isEmpty { violation("odd error \(error)") }
    default: violation("unexpected error for bytes: \(error)")
    }
    return 0
  }
  if face.glyphCount < 0 { violation("negative glyph count") }
  let metrics = face.metrics
  if !(16...16384).contains(metrics.unitsPerEm) || metrics.ascender <= 0 || metrics.descender > 0 {
    violation("a loaded face has unusable metrics \(metrics)")
  }
  var glyphs: [UInt32] = [0, 1, UInt32(max(0, face.glyphCount - 1)), UInt32(face.glyphCount), .max]
  for scalar in probes { glyphs.append(face.glyphIndex(for: scalar)) }
  for left in glyphs {
    _ = face.advanceUnits(glyph: left)
    _ = face.advanceEm(glyph: left)
    for right in glyphs { _ = face.kerningUnits(left: left, right: right) }
  }
  let chain: FontFallbackChain
  do {
    chain = try FontFallbackChain(faces: [face])
  } catch {
    violation("a chain of one face is refused: \(error)")
  }
  var previous: GlyphInfo? = nil
  for scalar in probes {
    let glyph = chain.glyph(for: scalar)
    if let previous { _ = chain.kerningEm(previous, glyph) }
    previous = glyph
  }
  // Shaping with HarfBuzz: clusters stay inside the text, in both directions.
  for direction in [ShapingDirection.leftToRight, .rightToLeft] {
    let text = "AVA fi->가나 漢字 سلام"
    let units = Array(text.utf16)
    let run = units.withUnsafeBufferPointer {
      face.shapeUncached($0, ShapingProperties(direction: direction, language: "ko"))
    }
    for glyph in run?.glyphs ?? [] where Int(glyph.cluster) >= units.count {
      violation("a shaped glyph's cluster \(glyph.cluster) is past the text")
    }
  }
  _ = chain.glyphs(forCluster: ["\u{1F469}", "\u{200D}", "\u{1F467}"])
  _ = chain.glyphs(forCluster: ["\u{1F1F0}", "\u{1F1F7}"])
  return 0
}
