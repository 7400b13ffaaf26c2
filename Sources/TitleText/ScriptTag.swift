/// Scripts as HarfBuzz takes them: an ISO 15924 code packed big-endian into 32 bits, the value of
/// `HB_TAG('H','a','n','g')` (what `hb_script_from_string("Hang", -1)` returns and
/// `hb_buffer_set_script` accepts).
public enum ScriptTag {
  /// `Zyyy`: a run of characters common to all scripts only (digits, spaces, emoji, …).
  public static let common = tag("Zyyy")
  /// `Zinh`.
  public static let inherited = tag("Zinh")
  /// `Zzzz`: unassigned code points and lone surrogates.
  public static let unknown = tag("Zzzz")
  /// `Latn`.
  public static let latin = tag("Latn")
  /// `Hang`.
  public static let hangul = tag("Hang")
  /// `Hani`.
  public static let han = tag("Hani")
  /// `Hira` (Blink counts Katakana as Hiragana: both are OpenType `kana`).
  public static let hiragana = tag("Hira")
  /// `Arab`.
  public static let arabic = tag("Arab")
  /// `Hebr`.
  public static let hebrew = tag("Hebr")

  /// The tag of a four-letter ISO 15924 code, e.g. `tag("Hang") == 0x4861_6E67`.
  /// - Parameter code: four ASCII letters; other strings give ``unknown``.
  /// - Returns: the code's bytes, big-endian, first letter upper case and the others lower case
  ///   (HarfBuzz's canonical spelling).
  public static func tag(_ code: String) -> UInt32 {
    let bytes = Array(code.utf8)
    guard bytes.count == 4,
      bytes.allSatisfy({ $0 < 0x80 && ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A })
    else { return tag("Zzzz") }
    let value = bytes.reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    return value & 0xDFDF_DFDF | 0x0020_2020
  }

  /// The four letters of a tag, e.g. `"Hang"`.
  /// - Returns: the tag's bytes as characters (non-printable bytes become `"?"`).
  public static func code(_ tag: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }
    return String(decoding: bytes.map { (0x20..<0x7F).contains($0) ? $0 : 0x3F }, as: UTF8.self)
  }

  /// The tag of every ICU `UScriptCode` 0...255 (`uscript_getShortName`; ``unknown`` where ICU
  /// has no code).
  static let ofICUCode: [UInt32] = (0...255).map { code in
    guard code <= Int(ICUProperties.scriptMaxValue),
      let name = ICUProperties.scriptShortName(Int32(code))
    else { return unknown }
    return tag(name)
  }
}
