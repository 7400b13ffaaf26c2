/// Shaping one run of text with the face's OpenType tables (HarfBuzz), cached per face.
extension FontFace {
  /// Whether HarfBuzz can change anything a character-by-character measurement gives: the face
  /// has GSUB, GPOS or AAT layout tables. A face without them (NanumGothic: cmap, hmtx and a
  /// legacy `kern` table) shapes single characters to their cmap glyphs at their hmtx advances
  /// plus `kern` pairs, which is what ``FontFallbackChain`` measures without HarfBuzz.
  public var hasLayoutTables: Bool { harfBuzz?.hasLayoutTables ?? false }

  /// Whether layout shapes the runs this face draws with HarfBuzz: a scalable face with layout
  /// tables. (A bitmap colour face keeps its strike advances, which Chromium measures through
  /// Skia; its emoji ligatures are found per cluster, ``ligatureGlyph(for:)``.)
  public var shapesRuns: Bool { isScalable && hasLayoutTables }

  /// Whether the face can be shaped at all (HarfBuzz read the same glyphs as FreeType).
  public var canShape: Bool { harfBuzz != nil }

  /// Shapes one run of text as HarfBuzz does with HarfBuzz's default features plus
  /// `properties.features`, positions in ``ShapedRun/unitsPerEm`` per em (64 per font unit).
  ///
  /// Runs are remembered per face (a bounded cache: see ``ShapeCache``), so shaping the same
  /// text with the same properties again costs a hash and a copy.
  /// - Parameters:
  ///   - text: the run's UTF-16 code units; nothing outside them is seen.
  ///   - properties: direction, script, language, features.
  /// - Returns: the glyphs in logical order, `nil` when the face cannot be shaped
  ///   (``canShape``) or HarfBuzz ran out of memory.
  public func shape(_ text: Span<UInt16>, _ properties: ShapingProperties) -> ShapedRun? {
    guard let harfBuzz else { return nil }
    return shapeCache.run(for: text, properties) { harfBuzz.shape(text, properties) }
  }

  /// ``shape(_:_:)`` without the cache (tests compare the two).
  public func shapeUncached(_ text: Span<UInt16>, _ properties: ShapingProperties) -> ShapedRun? {
    harfBuzz?.shape(text, properties)
  }

  /// A glyph's advance before positioning (hmtx, with HVAR for a variable font), in the shaping
  /// units of ``shape(_:_:)`` (64 per font unit); 0 when the face cannot be shaped.
  public func nominalShapingAdvance(of glyph: UInt32) -> Int32 {
    harfBuzz?.nominalAdvance(of: glyph) ?? 0
  }

  /// Shapes a string (tests, badge labels).
  /// - Parameters:
  ///   - text: the text.
  ///   - properties: how to shape it.
  /// - Returns: as ``shape(_:_:)``.
  public func shape(_ text: String, _ properties: ShapingProperties) -> ShapedRun? {
    let units = Array(text.utf16)
    return shape(units.span, properties)
  }
}
