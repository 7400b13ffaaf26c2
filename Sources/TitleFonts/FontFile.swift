/// One face of an installed font file, as a fontconfig configuration lists it: what system
/// fallback draws with (``FontEnvironment``).
public struct FontFile: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The file's absolute path.
  public let path: String
  /// The face in the file: 0 for a single font, the face of a collection (`.ttc`) otherwise.
  public let faceIndex: Int
  /// A variable font's named instance (from 1, in `fvar` order), 0 for the file's default
  /// instance: fontconfig lists a variable font's named instances as faces of their own.
  public let namedInstance: Int
  /// The face's family, as fontconfig names it first (e.g. "Noto Sans Thai").
  public let family: String
  /// The face's style, as fontconfig names it (e.g. "Regular", "Bold").
  public let style: String
  /// Whether the face has colour glyphs (fontconfig's `FC_COLOR`), such as Noto Color Emoji.
  public let isColor: Bool

  /// A face.
  /// - Parameters:
  ///   - path: the file's absolute path.
  ///   - faceIndex: the face in the file.
  ///   - namedInstance: a variable font's named instance from 1, 0 for none.
  ///   - family: the family.
  ///   - style: the style.
  ///   - isColor: whether its glyphs are in colour.
  public init(
    path: String, faceIndex: Int = 0, namedInstance: Int = 0, family: String, style: String,
    isColor: Bool = false
  ) {
    self.path = path
    self.faceIndex = faceIndex
    self.namedInstance = namedInstance
    self.family = family
    self.style = style
    self.isColor = isColor
  }

  /// fontconfig's `FC_INDEX` of the face: the face in the lowest 16 bits, the named instance
  /// above them.
  var fontconfigIndex: Int { namedInstance << 16 | faceIndex }

  /// "Family Style, path" and "#index" for a face of a collection, "@instance" for a named
  /// instance: e.g. `Noto Sans CJK KR Regular, /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc#1`.
  public var description: String {
    var text = "\(family) \(style), \(path)"
    if faceIndex != 0 { text += "#\(faceIndex)" }
    if namedInstance != 0 { text += "@\(namedInstance)" }
    return text
  }
}
