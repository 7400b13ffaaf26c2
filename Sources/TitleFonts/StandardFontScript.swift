/// The scripts Chromium's settings name a standard font for on Linux, and the content languages
/// that select them.
///
/// A title's content language picks a script as Blink's `LocaleToScriptCodeForFontSelection`
/// does (locale_to_script_mapping.cc): the whole tag, then each shorter prefix, looked up in its
/// table of languages, a four-letter script subtag deciding as soon as it is met. Chromium's
/// default standard fonts (its resources, `IDS_STANDARD_FONT_FAMILY_*`; the first installed
/// family of each list) exist for five scripts; every other script gets the common setting,
/// "Times New Roman", and when no installed face is that family (or metric-compatible with it)
/// the `sans-serif` face.
enum StandardFontScript: UInt8, Sendable, Hashable {
  case japanese, korean, simplifiedHan, traditionalHan, devanagari, other

  /// The families Chromium's settings name for the script, in order: the first installed one
  /// is the standard font, else the first.
  var families: [String] {
    switch self {
    case .japanese: ["Noto Sans JP", "Noto Sans CJK JP", "Times New Roman"]
    case .korean: ["Noto Sans KR", "Noto Sans CJK KR", "Times New Roman"]
    case .simplifiedHan: ["Noto Sans SC", "Noto Sans CJK SC", "Times New Roman"]
    case .traditionalHan: ["Noto Sans TC", "Noto Sans CJK TC", "Times New Roman"]
    case .devanagari: ["Noto Sans Devanagari"]
    case .other: ["Times New Roman"]
    }
  }

  /// The script of a language tag (BCP 47, any case, "-" or "_" between subtags).
  init(tag: String) {
    var locale = String(tag.lowercased().map { $0 == "_" ? "-" : $0 })
    while !locale.isEmpty {
      if let script = Self.languages[locale] {
        self = script
        return
      }
      guard let dash = locale.lastIndex(of: "-") else { break }
      let subtag = locale[locale.index(after: dash)...]
      if subtag.count == 4, let script = Self.scripts[String(subtag)] {
        self = script
        return
      }
      locale = String(locale[..<dash])
    }
    self = .other
  }

  /// Blink's locale table, reduced to the languages of the five scripts (any other language
  /// gives `.other` whether it is listed or not).
  private static let languages: [String: StandardFontScript] = {
    var table: [String: StandardFontScript] = ["ja": .japanese, "ko": .korean]
    for language in ["hi", "kok", "mai", "mr", "ne", "sa"] { table[language] = .devanagari }
    let simplified = ["cdo", "cjy", "cmn", "cpx", "czh", "czo", "gan", "hsn", "mnp", "wuu"]
    for language in ["zh"] + simplified + simplified.map({ "zh-" + $0 }) {
      table[language] = .simplifiedHan
    }
    let traditional = ["hak", "lzh", "nan", "yue"]
    for language in traditional + traditional.map({ "zh-" + $0 }) + ["zh-hk", "zh-mo", "zh-tw"] {
      table[language] = .traditionalHan
    }
    return table
  }()

  /// Blink's script subtags (`ScriptNameToCode`): the five scripts', and every other one it knows
  /// (which ends the search with another script; an unknown subtag, or "zzzz", does not).
  private static let scripts: [String: StandardFontScript] = {
    var table: [String: StandardFontScript] = [
      "hira": .japanese, "kana": .japanese, "hrkt": .japanese, "jpan": .japanese,
      "hang": .korean, "kore": .korean, "hans": .simplifiedHan, "hant": .traditionalHan,
      "deva": .devanagari,
    ]
    let others = [
      "zyyy", "qaai", "arab", "armn", "beng", "bopo", "cher", "copt", "cyrl", "dsrt", "ethi",
      "geor", "goth", "grek", "gujr", "guru", "hani", "hebr", "knda", "khmr", "laoo", "latn",
      "mlym", "mong", "mymr", "ogam", "ital", "orya", "runr", "sinh", "syrc", "taml", "telu",
      "thaa", "thai", "tibt", "cans", "yiii", "tglg", "hano", "buhd", "tagb", "brai", "cprt",
      "limb", "linb", "osma", "shaw", "tale", "ugar", "bugi", "glag", "khar", "sylo", "talu",
      "tfng", "xpeo", "bali", "batk", "blis", "brah", "cham", "cirt", "cyrs", "egyd", "egyh",
      "egyp", "geok", "hmng", "hung", "inds", "java", "kali", "latf", "latg", "lepc", "lina",
      "mand", "maya", "mero", "nkoo", "orkh", "perm", "phag", "phnx", "plrd", "roro", "sara",
      "syre", "syrj", "syrn", "teng", "vaii", "visp", "xsux", "zxxx",
    ]
    for script in others { table[script] = .other }
    return table
  }()
}
