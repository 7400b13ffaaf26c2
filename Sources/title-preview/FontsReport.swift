import TitleComposer
import TitleFonts

/// The text `title-preview fonts` prints: the configured faces, the fallback order for one
/// language, the face of each character asked about, and the fingerprint.
struct FontsReport {
  let composer: Composer
  let language: TitleLanguage
  let usesSystemFonts: Bool

  private var environment: FontEnvironment { composer.fontEnvironment }
  private var chain: FontFallbackChain { composer.titleFonts }

  /// The report, one item a line.
  func text(characters: [Unicode.Scalar]) -> String {
    var lines: [String] = []
    let files = environment.configurationFiles
    lines.append(
      "configuration: \(files.first ?? "none")"
        + (files.count > 1 ? " (and \(files.count - 1) files it includes)" : ""))
    lines.append("faces:")
    lines.append("  title font: \(Self.describe(chain.primary))")
    lines.append("  badge font: \(Self.describe(composer.badgeFonts.primary))")
    for index in 1..<chain.configuredFaces.count {
      lines.append("  fallback font \(index): \(Self.describe(chain.face(at: index)))")
    }
    let order = environment.fallbackOrder(for: language.fallback)
    if usesSystemFonts {
      lines.append("system fallback for \(language.tag):")
      lines.append(
        "  standard face: \(environment.standardFace(for: language.fallback)?.description ?? "none")"
      )
      lines.append("  order (\(order.count) faces):")
      for (index, file) in order.enumerated() {
        lines.append("    \(index + 1) \(file)")
      }
    } else {
      lines.append("system fallback: off (--no-system-fonts)")
    }
    if !characters.isEmpty {
      lines.append("characters (\(language.tag)):")
      for scalar in characters {
        lines.append("  " + describe(scalar, order: order))
      }
    }
    lines.append("fingerprint: \(environment.fingerprint)")
    return lines.joined(separator: "\n")
  }

  /// One character's line: its code point, itself (escaped when invisible), its face and why.
  private func describe(_ scalar: Unicode.Scalar, order: [FontFile]) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    let shown = VisibleText.escaping(String(scalar))
    let info = chain.glyph(for: scalar, language: language.fallback)
    let index = Int(info.faceIndex)
    guard !info.isMissing else { return "\(code) \(shown)  missing (.notdef)" }
    guard let file = chain.systemFile(ofFaceAt: index) else {
      let role = index == 0 ? "title font" : "fallback font \(index)"
      return "\(code) \(shown)  \(Self.describe(chain.face(at: index))) (\(role))"
    }
    let role: String
    if file == environment.standardFace(for: language.fallback) {
      role = "standard face"
    } else if file == environment.emojiFace(for: scalar) {
      role = "emoji face"
    } else if let position = order.firstIndex(of: file) {
      role = "system fallback \(position + 1)"
    } else {
      role = "system fallback"
    }
    return "\(code) \(shown)  \(file) (\(role))"
  }

  /// A configured face: its family and style, and the file it came from.
  private static func describe(_ face: FontFace) -> String {
    "\(face.familyName) \(face.styleName), \(face.name)"
      + (face.faceIndex != 0 ? "#\(face.faceIndex)" : "")
  }
}
