import TitleFonts

/// Font files used by the tests: the bundled Nanum fonts (found from this file's path) and the
/// Debian system fonts Chromium used for fallback in the corpus.
enum Fixtures {
  static let fontsDirectory: String = {
    var parts = String(#filePath).split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // TitleFontsTests/Fixtures.swift, Tests
    return parts.joined(separator: "/") + "/Fonts"
  }()
  static let nanumGothic = fontsDirectory + "/NanumGothic.ttf"
  static let nanumGothicBold = fontsDirectory + "/NanumGothicBold.ttf"
  static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
  static let notoColorEmoji = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

  // Loaded once and shared: faces and chains are thread-safe.
  static let bold = try! FontFace(contentsOf: nanumGothicBold)
  static let regular = try! FontFace(contentsOf: nanumGothic)
  static let dejaVu = try! FontFace(contentsOf: dejaVuSans)
  static let emoji = try! FontFace(contentsOf: notoColorEmoji)
  /// NanumGothicBold alone, no system fonts: reproducible.
  static let boldOnly = try! FontFallbackChain(faces: [bold])
  /// The chain that reproduces Chromium's fallback in the corpus.
  static let chromiumLike = try! FontFallbackChain(faces: [bold, emoji, dejaVu])

  /// The advance of a string in pixels, summing advances and kerning.
  static func width(_ text: String, _ chain: FontFallbackChain, size: Double, kerning: Bool = true)
    -> Double
  {
    var total = 0.0
    var previous: GlyphInfo?
    for scalar in text.unicodeScalars {
      let info = chain.glyph(for: scalar)
      if kerning, let previous { total += chain.kerningEm(previous, info) * size }
      total += info.advanceEm * size
      previous = info
    }
    return total
  }

  /// Chromium's LayoutUnit snapping: up to the next 1/64 px.
  static func snapUp(_ px: Double) -> Double { (px * 64).rounded(.up) / 64 }
}
