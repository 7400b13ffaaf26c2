/// How a number goes on the wire: rounded to 1e-6 (a millionth of a pixel), so that sums of
/// advances read `148.8`, not `148.79999999999995`. Every writer rounds alike — ``JSONWriter``,
/// the batch's byte encoder (``JSONBytes``) and the `Codable` conformances of the results
/// (``ComposedTitle``, ``ComposedLine``, ``ComposedBadge``, their runs as ``WireGlyphRun``) — so
/// the same title gives the same numbers whichever wrote it, and a decoded result encodes to the
/// same text again.
enum WireNumber {
  /// `value` rounded to 1e-6: the double nearest to the decimal the wire shows. Numbers of
  /// magnitude 1e9 or more, NaN and infinities are returned as they are.
  /// - Parameter value: the number.
  /// - Returns: the rounded number.
  static func rounded(_ value: Double) -> Double {
    abs(value) < 1e9 ? (value * 1e6).rounded() / 1e6 : value
  }
}

/// A title's glyph run as the wire writes it (``ComposedLine`` and ``ComposedBadge`` encode their
/// runs through it): ``GlyphRun``'s keys with the numbers rounded by ``WireNumber``, as the batch
/// encoder writes them. `GlyphRun`'s own `Codable` stays exact (tag chips and tooltips use it).
struct WireGlyphRun: Encodable {
  let run: GlyphRun

  private enum CodingKeys: String, CodingKey {
    case faceIndex, size, bidiLevel, x, glyphs
  }

  private enum GlyphKeys: String, CodingKey {
    case id, advance, xOffset, yOffset, cluster
  }

  /// Encodes `run` with rounded numbers.
  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(run.faceIndex, forKey: .faceIndex)
    try container.encode(WireNumber.rounded(run.size), forKey: .size)
    try container.encode(run.bidiLevel, forKey: .bidiLevel)
    try container.encode(WireNumber.rounded(run.x), forKey: .x)
    var glyphs = container.nestedUnkeyedContainer(forKey: .glyphs)
    for glyph in run.glyphs {
      var fields = glyphs.nestedContainer(keyedBy: GlyphKeys.self)
      try fields.encode(glyph.id, forKey: .id)
      try fields.encode(WireNumber.rounded(glyph.advance), forKey: .advance)
      try fields.encode(WireNumber.rounded(glyph.xOffset), forKey: .xOffset)
      try fields.encode(WireNumber.rounded(glyph.yOffset), forKey: .yOffset)
      try fields.encode(glyph.cluster, forKey: .cluster)
    }
  }
}
