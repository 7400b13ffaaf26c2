import TitleComposer
import TitleFonts

/// `--title-font PATH[#INDEX]`: the face the benchmark's titles are composed in.
///
/// A bundled font's name (`NanumGothicBold`) or a path; `#INDEX` chooses a face of a collection
/// (`/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#1` is Noto Sans CJK KR, as
/// `fc-query -f '%{index} %{family}\n'` lists the faces). Badges keep the style's badge font.
enum TitleFontOption {
  /// The font source an argument names.
  /// - Parameter argument: `NAME`, `PATH` or `PATH#INDEX`.
  /// - Returns: the bundled font, the file, or the file's face.
  /// - Throws: a usage ``BenchError`` when the index is not a whole number from 0 or the path is empty.
  static func parse(_ argument: String) throws(BenchError) -> FontSource {
    if let bundled = BundledFont(rawValue: argument) { return .bundled(bundled) }
    var path = Substring(argument)
    var index = 0
    if let hash = argument.lastIndex(of: "#") {
      let digits = argument[argument.index(after: hash)...]
      guard let value = Int(digits), value >= 0, value <= 0xFFFF, !digits.hasPrefix("+") else {
        throw .usage(
          "--title-font: the face index after # must be a whole number from 0, got \"\(digits)\"")
      }
      path = argument[..<hash]
      index = value
    }
    guard !path.isEmpty else { throw .usage("--title-font needs a font path") }
    return .file(path: String(path), choice: FontFaceChoice(index: index))
  }

  /// The style whose title font is `source`, otherwise the default style.
  /// - Parameter source: the title font.
  /// - Returns: the default style with `titleFont` set.
  static func style(titleFont source: FontSource?) -> TitleStyle {
    var style = TitleStyle()
    if let source { style.titleFont = source }
    return style
  }
}
