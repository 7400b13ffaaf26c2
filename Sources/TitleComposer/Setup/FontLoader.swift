import TitleFonts

/// Loads each font file once and builds the fallback chains a composer measures with.
struct FontLoader {
  /// Keyed by path and face choice: two faces of one collection, or two instances of one
  /// variable font, are different faces.
  private var loaded: [FileFace: FontFace] = [:]

  private struct FileFace: Hashable {
    var path: String
    var choice: FontFaceChoice
  }

  /// The face for `source`, loaded on first use.
  mutating func face(_ source: FontSource) throws(ComposerError) -> FontFace {
    let path: String
    var choice = FontFaceChoice()
    switch source {
    case .bundled(let font):
      do {
        path = try BundledFont.locateDirectory() + "/" + font.fileName
      } catch {
        throw .font(error)
      }
    case .file(let file):
      path = file
    case .fileFace(let file, let chosen):
      (path, choice) = (file, chosen)
    }
    let key = FileFace(path: path, choice: choice)
    if let face = loaded[key] { return face }
    do {
      let face = try FontFace(contentsOf: path, choice: choice)
      loaded[key] = face
      return face
    } catch {
      throw .font(error)
    }
  }

  /// The chain `primary`, then the fallback's faces, then (when the fallback uses system fonts)
  /// `environment`'s.
  mutating func chain(
    primary: FontSource, fallback: FontFallback, environment: FontEnvironment
  ) throws(ComposerError) -> FontFallbackChain {
    var faces = [try face(primary)]
    for source in fallback.fonts { faces.append(try face(source)) }
    do {
      return try FontFallbackChain(
        faces: faces, systemFallback: fallback.usesSystemFonts, environment: environment)
    } catch {
      throw .font(error)
    }
  }

  /// The font environment a style names (``TitleStyle/fontsConfig``), loaded once per file and
  /// process; fontconfig's own without one.
  static func environment(for style: TitleStyle) throws(ComposerError) -> FontEnvironment {
    guard let path = style.fontsConfig else { return .default }
    do {
      return try FontEnvironment.shared(configurationFile: path)
    } catch {
      throw .font(error)
    }
  }
}
