import TitleFonts

/// The text form of a ``FontSource``, shared by style files (a string value of `titleFont`,
/// `badgeFont` or a fallback font) and the command line (`--title-font`, `--badge-font`,
/// `--fallback-font`).
extension FontSource {
  /// The font a string names: a bundled font's name (`NanumGothicBold`), a path, or a path and
  /// the index of a face in a collection after `#` (`NotoSansCJK-Regular.ttc#1`, from 0, as
  /// `fc-query -f '%{index} %{family}\n'` lists the faces).
  ///
  /// Only digits after the last `#` make an index, so `C#.ttf` is a path; a file whose name ends
  /// in `#` and digits is named with the object form (`{"path": "…"}`). A named instance or axis
  /// values of a variable font need the object form too.
  /// - Parameter text: the name, path or `PATH#INDEX`.
  public init(text: String) {
    if let bundled = BundledFont(rawValue: text) {
      self = .bundled(bundled)
      return
    }
    if let hash = text.lastIndex(of: "#") {
      let digits = text[text.index(after: hash)...]
      if !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
        let index = Int(digits), hash > text.startIndex
      {
        self = .file(path: String(text[..<hash]), choice: FontFaceChoice(index: index))
        return
      }
    }
    self = .file(path: text)
  }
}
