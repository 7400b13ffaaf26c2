@_spi(TitleInternals) import TitleSystem

/// System fallback: the faces ``FontEnvironment`` names for scalars the configured faces lack,
/// loaded when they first draw one.
extension FontFallbackChain {
  /// The configured faces' answer, else the environment's: the language's standard face if it
  /// has the scalar, the emoji face for an emoji-presentation scalar, the first face of the
  /// language's order that covers it; never another system face that happens to be loaded.
  func resolveWithSystemFallback(
    _ scalar: Unicode.Scalar, language: FallbackLanguage, state: inout LazyState
  ) -> GlyphInfo {
    if let info = resolver.resolve(scalar, in: initialFaces) { return info }
    guard systemFallback else { return resolver.missing }
    state.systemLookups += 1
    if let standard = environment.standardFace(for: language),
      let info = glyph(scalar, in: standard, state: &state)
    {
      return info
    }
    if scalar.properties.isEmojiPresentation, !Self.isRegionalIndicator(scalar),
      let emoji = environment.emojiFace(for: scalar),
      let info = glyph(scalar, in: emoji, state: &state)
    {
      return info
    }
    if let file = environment.fallbackFace(for: scalar, language: language),
      let info = glyph(scalar, in: file, state: &state)
    {
      return info
    }
    return resolver.missing
  }

  /// Whether `scalar` is a regional indicator: two make a flag, an emoji sequence; one alone is
  /// text to Chromium's emoji segmentation, drawn by the language's order.
  static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  /// The glyph of `scalar` in the environment's emoji face (emoji presentation asked for with
  /// U+FE0F), or `nil` without system fallback or when that face lacks it.
  func systemColourGlyph(for scalar: Unicode.Scalar) -> GlyphInfo? {
    guard systemFallback else { return nil }
    return lazy.withLock { state in
      if let cached = state.colourCache[scalar.value] { return cached }
      let info = environment.emojiFace(for: scalar).flatMap { glyph(scalar, in: $0, state: &state) }
      if state.colourCache.count < Self.maxCachedScalars { state.colourCache[scalar.value] = info }
      return info
    }
  }

  /// The glyph of `scalar` in the system face `file`, pulling the face into the chain on first
  /// use; `nil` when fontconfig says it cannot draw `scalar` (then it is not loaded), when it
  /// cannot be loaded, or when its character map lacks `scalar` after all.
  private func glyph(_ scalar: Unicode.Scalar, in file: FontFile, state: inout LazyState)
    -> GlyphInfo?
  {
    guard environment.canDraw(file, scalar) else { return nil }
    let index: Int?
    if let known = state.slots[file] {
      index = known
    } else {
      index = systemFaceIndex(of: file).flatMap { index in
        SystemFaces.face(for: file).map { face in
          state.systemFaces[index] = (face, file)
          return index
        }
      }
      state.slots[file] = index
    }
    guard let index, let face = state.systemFaces[index]?.face else { return nil }
    let glyph = face.drawingGlyph(for: scalar)
    guard glyph != 0 else { return nil }
    return resolver.measure(glyph, of: face, at: index)
  }
}

/// The system faces of the process, each loaded once (`FontFace`s are thread-safe) and shared by
/// every chain, whatever environment named it: bounded by the faces of the configurations in
/// use that draw some character.
enum SystemFaces {
  private static let loaded = Locked<[FontFile: FontFace?]>([:])

  /// The face `file` names, loaded on first use; `nil` when it cannot be loaded (then never
  /// tried again).
  static func face(for file: FontFile) -> FontFace? {
    if let known = loaded.withLock({ $0[file] }) { return known }
    let face = try? FontFace(file: file)
    return loaded.withLock { loaded in
      if let known = loaded[file] { return known }
      loaded[file] = face
      return face
    }
  }
}
