/// One glyph of a ``GlyphRun``: what a renderer draws and how far its pen moves.
public struct ShapedGlyph: Sendable, Hashable, Codable {
  /// The glyph id in the run's face.
  public var id: UInt32
  /// How far the pen moves after the glyph, in pixels (kerning included).
  public var advance: Double
  /// Horizontal offset from the pen, in pixels.
  public var xOffset: Double
  /// Vertical offset from the baseline, in pixels, y up (HarfBuzz's convention: draw at
  /// `baseline - yOffset` in y-down cell coordinates).
  public var yOffset: Double
  /// The UTF-16 offset into the title of the grapheme cluster the glyph came from.
  public var cluster: Int

  /// A glyph.
  public init(id: UInt32, advance: Double, xOffset: Double, yOffset: Double, cluster: Int) {
    self.id = id
    self.advance = advance
    self.xOffset = xOffset
    self.yOffset = yOffset
    self.cluster = cluster
  }
}

/// Glyphs of one face and one bidi level, drawn left to right from a pen position: the glyphs the
/// layout measured, so a renderer draws exactly what was laid out and measures nothing.
///
/// The pen of glyph `i` is `x` plus the advances of the glyphs before it; the glyph is drawn at
/// `pen + xOffset`, `baseline - yOffset`.
public struct GlyphRun: Sendable, Hashable, Codable {
  /// The index of the run's face in the fallback chain that laid the line out
  /// (``FontFallbackChain/face(at:)``).
  public var faceIndex: Int
  /// The pixel size the glyphs are drawn at.
  public var size: Double
  /// The UAX #9 embedding level (even: left to right, odd: right to left).
  public var bidiLevel: Int
  /// The pen position where the run starts, in the layout's coordinates (a cell's for a title).
  public var x: Double
  /// The glyphs in drawing order, left to right.
  public var glyphs: [ShapedGlyph]

  /// A run.
  public init(faceIndex: Int, size: Double, bidiLevel: Int, x: Double, glyphs: [ShapedGlyph]) {
    self.faceIndex = faceIndex
    self.size = size
    self.bidiLevel = bidiLevel
    self.x = x
    self.glyphs = glyphs
  }

  /// The sum of the glyphs' advances: where the pen ends, relative to `x`.
  public var advance: Double { glyphs.reduce(0) { $0 + $1.advance } }
}

/// A face that drew part of a line: enough to name it to a reader (family, style, file, and the
/// face index inside a collection).
public struct LineFace: Sendable, Hashable, Codable {
  /// The face's index in the fallback chain, as ``GlyphRun/faceIndex`` names it.
  public var faceIndex: Int
  /// The family name, e.g. "NanumGothic".
  public var family: String
  /// The style name, e.g. "Bold" (a named instance's name for a variable font).
  public var style: String
  /// The font file's name (or the name given with its bytes).
  public var file: String
  /// The face's index inside its file (0 unless a collection).
  public var index: Int

  /// A face description.
  public init(faceIndex: Int, family: String, style: String, file: String, index: Int) {
    self.faceIndex = faceIndex
    self.family = family
    self.style = style
    self.file = file
    self.index = index
  }
}

extension CodingUserInfoKey {
  /// Set to `true` in an encoder's `userInfo` to encode each ``ComposedLine``'s `runs` and
  /// `faces` (and a ``TagChip``'s `runs`); absent or `false`, they are left out and the output is
  /// what it was before glyph runs existed.
  public static let includesGlyphRuns = CodingUserInfoKey(rawValue: "includesGlyphRuns")!
}
