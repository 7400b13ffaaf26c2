@_spi(TitleInternals) import TitleSystem

/// One loaded font face: its names, metrics, glyph lookup, unhinted advances and pair kerning.
///
/// Thread-safe: the FreeType face is owned by the instance and every FreeType call runs under its
/// lock (`Locked`); the kerning table is parsed once at load and immutable. For the hot path of
/// layout, wrap faces in a ``FontFallbackChain``, which measures into immutable tables and makes
/// no FreeType call in the steady state.
public final class FontFace: Sendable {
  /// The file name of the face (last path component) or the name given with its bytes.
  public let name: String
  /// The family name FreeType reports (`family_name`), e.g. "NanumGothic".
  public let familyName: String
  /// The style name FreeType reports (`style_name`), e.g. "Bold"; a chosen named instance's name.
  public let styleName: String
  /// Vertical metrics and units per em.
  public let metrics: FontMetrics
  /// Whether the face has pair kerning (a legacy `kern` table, `FT_HAS_KERNING`).
  public let hasKerning: Bool
  /// Whether the face has colour glyphs (CBDT/COLR/sbix), such as Noto Color Emoji.
  public let isColor: Bool
  /// Whether the face has outlines; `false` for bitmap-only faces (CBDT emoji).
  public let isScalable: Bool
  /// The number of glyphs in the face.
  public let glyphCount: Int
  /// The face's index in its file (0 for a single font or a face loaded from bytes).
  public let faceIndex: Int
  /// Axis tag → design value of the chosen instance; empty when no variation was chosen.
  public let variationCoordinates: [String: Double]
  /// The variable font's axes (`fvar`); empty for a font that is not variable.
  public let axes: [FontAxis]
  /// The number of kerning pairs read from the `kern` table.
  public var kernPairCount: Int { kern.count }

  let kern: KernTable
  /// True when the face kerns but has no parsable `kern` table: ask FreeType (under the lock).
  private let kernThroughFreeType: Bool
  let freeType: Locked<FreeTypeFace>  // internal: FontFace+Rasterize.swift draws with it
  /// Emoji sequences already shaped (FontFace+Ligatures.swift).
  let ligatures = LigatureCache()
  /// The face as HarfBuzz shapes it; `nil` when HarfBuzz could not read the file as FreeType
  /// did (then the face is measured without shaping, as a face without layout tables).
  let harfBuzz: HarfBuzzFont?
  /// Runs this face has shaped (FontFace+Shaping.swift).
  let shapeCache = ShapeCache()
  /// One-unit runs this face has shaped, read without a lock (LoneUnitShapes.swift).
  let loneUnitShapes = LoneUnitShapes()
  /// ``hanKerning(language:)``'s answers.
  let hanKerningFaces = HanKerningFaces()

  /// Loads the face at a path (`FT_New_Face`).
  /// - Parameters:
  ///   - path: a TrueType/OpenType (or any FreeType-readable) font file.
  ///   - faceIndex: the face in a collection (`.ttc`); 0 for single fonts.
  /// - Throws: ``FontError/fileNotFound(path:)``, ``FontError/notAFile(path:)``,
  ///   ``FontError/unreadable(path:reason:)``,
  ///   ``FontError/invalidFont(name:freeTypeError:message:)`` for an empty, truncated or corrupt
  ///   file, or ``FontError/invalidMetrics(name:reason:)``
  ///   for metrics layout cannot use (see ``metricsProblem``), with the path as the name.
  public convenience init(contentsOf path: String, faceIndex: Int = 0) throws(FontError) {
    try self.init(contentsOf: path, choice: FontFaceChoice(index: faceIndex))
  }

  /// Loads the face `choice` names: a face of a collection, a named instance and axis values of
  /// a variable font (`FT_New_Face`, `FT_Set_Named_Instance`, `FT_Set_Var_Design_Coordinates`).
  /// Advances, metrics and outlines then follow the variation.
  /// - Parameters:
  ///   - path: a TrueType/OpenType font or collection.
  ///   - choice: the face and its variation.
  /// - Throws: the errors of ``init(contentsOf:faceIndex:)``, and
  ///   ``FontError/faceIndexOutOfRange(path:index:faceCount:)`` for a negative index or one past
  ///   the file's faces, ``FontError/notVariable(name:)``,
  ///   ``FontError/unknownInstance(name:instance:known:)``,
  ///   ``FontError/unknownAxis(name:axis:known:)`` and
  ///   ``FontError/axisValueOutOfRange(name:axis:value:minimum:maximum:)`` (values are
  ///   rejected, not clamped), all with the path as the name.
  public convenience init(contentsOf path: String, choice: FontFaceChoice) throws(FontError) {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let ft = try FreeTypeFace.open(path: path, choice: choice)
    let harfBuzz = HarfBuzzFont(
      path: path, index: choice.index, unitsPerEm: ft.metrics.unitsPerEm,
      coordinates: ft.designCoordinatesInAxisOrder)
    try self.init(ft, name: name, origin: path, faceIndex: choice.index, harfBuzz: harfBuzz)
  }

  /// Loads a face from bytes in memory (`FT_New_Memory_Face`); the face keeps its own copy.
  /// - Parameters:
  ///   - data: the whole font file.
  ///   - name: a name for messages and ``name``.
  ///   - faceIndex: the face in a collection; 0 for single fonts.
  /// - Throws: ``FontError/invalidFont(name:freeTypeError:message:)`` when FreeType rejects the
  ///   data, ``FontError/invalidMetrics(name:reason:)`` when layout cannot use its metrics.
  public convenience init(data: [UInt8], name: String, faceIndex: Int = 0) throws(FontError) {
    let ft = try FreeTypeFace.open(bytes: data, name: name, faceIndex: faceIndex)
    let harfBuzz = HarfBuzzFont(
      bytes: data, index: faceIndex, unitsPerEm: ft.metrics.unitsPerEm, coordinates: [])
    try self.init(ft, name: name, origin: name, faceIndex: faceIndex, harfBuzz: harfBuzz)
  }

  /// - Parameter origin: the path or name errors name.
  private init(
    _ ft: sending FreeTypeFace, name: String, origin: String, faceIndex: Int,
    harfBuzz: HarfBuzzFont?
  ) throws(FontError) {
    self.harfBuzz = harfBuzz.flatMap { $0.glyphCount == ft.glyphCount ? $0 : nil }
    self.name = name
    self.faceIndex = faceIndex
    variationCoordinates = ft.chosenCoordinates
    axes = ft.variationInfo()?.axes ?? []
    familyName = ft.familyName
    styleName = ft.chosenInstance ?? ft.styleName
    metrics = ft.metrics
    isColor = ft.hasColor
    isScalable = ft.isScalable
    glyphCount = ft.glyphCount
    let kernBytes = ft.sfntTable("kern")
    kern = kernBytes.map(KernTable.init(parsing:)) ?? KernTable()
    hasKerning = ft.hasKerning || kern.count > 0
    kernThroughFreeType = ft.hasKerning && kernBytes == nil
    freeType = Locked(ft)
    if let problem = metricsProblem { throw .invalidMetrics(name: origin, reason: problem) }
  }

  /// The glyph that maps a scalar in the face's Unicode cmap (`FT_Get_Char_Index`).
  /// - Parameter scalar: the character.
  /// - Returns: the glyph id, 0 (`.notdef`) when the face lacks the character.
  public func glyphIndex(for scalar: Unicode.Scalar) -> UInt32 {
    freeType.withLock { $0.glyphIndex(scalar.value) }
  }

  /// ``glyphIndex(for:)`` for every code point of `values` (0 where the face has none), read in
  /// one walk of the charmap: how a page of the glyph table is read.
  /// - Parameter values: Unicode code points.
  /// - Returns: one glyph id per code point, in order.
  func glyphIndices(for values: Range<UInt32>) -> [UInt32] {
    freeType.withLock { $0.glyphIndices(values) }
  }

  /// The advance of a glyph in font units, unhinted (`FT_Get_Advance` with `FT_LOAD_NO_SCALE`,
  /// i.e. the `hmtx` value).
  /// - Parameter glyph: a glyph id.
  /// - Returns: the advance in font units, 0 for an invalid glyph.
  public func advanceUnits(glyph: UInt32) -> Int32 {
    freeType.withLock { $0.advanceUnits(glyph) }
  }

  /// The advance of a glyph in em, the value layout multiplies by the pixel size.
  ///
  /// For scalable faces: `advanceUnits ÷ unitsPerEm`. For bitmap-only faces (Noto Color Emoji)
  /// the advance of the glyph's bitmap strike divided by the strike's ppem, which is what Skia,
  /// and so Chromium, lays out (136 ÷ 109 em for Noto Color Emoji, not hmtx's 2550 ÷ 2048).
  /// - Parameter glyph: a glyph id.
  /// - Returns: the advance in em.
  public func advanceEm(glyph: UInt32) -> Double {
    freeType.withLock { ft in
      if !isScalable, let em = ft.bitmapAdvanceEm(glyph) { return em }
      return Double(ft.advanceUnits(glyph)) / Double(metrics.unitsPerEm)
    }
  }

  /// ``advanceEm(glyph:)`` and, for scalable faces, ``advanceUnits(glyph:)`` (−1 for bitmap
  /// strikes) under one lock: the two halves of a ``GlyphInfo``'s advance.
  func advance(glyph: UInt32) -> (em: Double, units: Int32) {
    freeType.withLock { ft in
      if !isScalable, let em = ft.bitmapAdvanceEm(glyph) { return (em, -1) }
      let units = ft.advanceUnits(glyph)
      return (Double(units) / Double(metrics.unitsPerEm), units)
    }
  }

  /// Pair kerning between two glyphs of this face in font units (legacy `kern` table).
  /// - Parameters:
  ///   - left: the first glyph in logical order.
  ///   - right: the glyph that follows it.
  /// - Returns: the adjustment to add to the left glyph's advance, 0 when the pair is not kerned.
  public func kerningUnits(left: UInt32, right: UInt32) -> Int32 {
    if kernThroughFreeType { return freeType.withLock { $0.kerningUnits(left, right) } }
    return Int32(kern.value(left, right))
  }

  /// Pair kerning as FreeType itself reads it (`FT_Get_Kerning`), to cross-check our parser.
  func freeTypeKerningUnits(left: UInt32, right: UInt32) -> Int32 {
    freeType.withLock { $0.kerningUnits(left, right) }
  }

  /// The parsed kern table, or `nil` when kerning must go through FreeType.
  var kernTableIfComplete: KernTable? { kernThroughFreeType ? nil : kern }

  /// Whether `glyph` starts at least one kerning pair; lets callers skip most lookups.
  func startsKernPair(_ glyph: UInt32) -> Bool {
    kernThroughFreeType ? true : kern.startsPair(glyph)
  }
}
