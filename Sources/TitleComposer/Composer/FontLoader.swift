import TitleFonts

/// Loads each font file once and builds the fallback chains a composer measures with.
struct FontLoader {
  private var loaded: [String: FontFace] = [:]

  /// The face for `source`, loaded on first use.
  mutating func face(_ source: FontSource) throws(ComposerError) -> FontFace {
    let path: String
    switch source {
    case .bundled(let font):
      guard let bundled = font.path else {
        throw .font(.fileNotFound(path: "Fonts/\(font.fileName) (set TITLECOMPOSER_FONTS)"))
      }
      path = bundled
    case .file(let file):
      path = file
    }
    if let face = loaded[path] { return face }
    do {
      let face = try FontFace(contentsOf: path)
      loaded[path] = face
      return face
    } catch {
      throw .font(error)
    }
  }

  /// The chain `primary`, then the fallback's faces.
  mutating func chain(primary: FontSource, fallback: FontFallback) throws(ComposerError)
    -> FontFallbackChain
  {
    var faces = [try face(primary)]
    for source in fallback.fonts { faces.append(try face(source)) }
    do {
      return try FontFallbackChain(faces: faces, systemFallback: fallback.usesSystemFonts)
    } catch {
      throw .font(error)
    }
  }
}
