// ICU calls for the script-run segmenter (UAX #24 scripts, paired brackets, bidi classes).
// See Sources/CICU/include/CICU.h for what each shim function wraps and why.

internal import CICU

extension ICUProperties {
  /// ICU's `UScriptCode` of `c` (`uscript_getScript`), or -1 if ICU fails.
  @inline(__always) static func script(_ c: UInt32) -> Int32 { cicu_script(c) }

  /// The Script_Extensions of `c` (`uscript_getScriptExtensions`), written into `out` (at most
  /// `out.count` values).
  /// - Returns: how many scripts ICU has for `c` (may exceed `out.count`), or -1 if ICU fails.
  static func scriptExtensions(_ c: UInt32, into out: UnsafeMutableBufferPointer<UInt8>) -> Int {
    if let newer = newerScriptExtensions[c] {
      for (index, script) in newer.prefix(out.count).enumerated() { out[index] = script }
      return newer.count
    }
    return Int(cicu_script_extensions(c, out.baseAddress, Int32(out.count)))
  }

  /// Script_Extensions that Chromium's ICU has and Debian 12's ICU 72 lacks, as `UScriptCode`s.
  /// U+00B7 MIDDLE DOT: {Avst Cari Copt Dupl Elba Geor Glag Gong Goth Grek Hani Latn Lydi Mahj
  /// Perm Shaw} (ScriptExtensions.txt since Unicode 14; ICU 72 answers Zyyy alone). Without it a
  /// "·" between Hangul stays in the Hangul run, where Noto Sans CJK's `calt` narrows it from
  /// 561 to 279 units; Chromium 156 shapes it as a run of its own (the multi-font corpus).
  static let newerScriptExtensions: [UInt32: [UInt8]] = [
    0xB7: [117, 104, 7, 135, 136, 12, 56, 179, 13, 14, 17, 25, 108, 160, 89, 51]
  ]

  /// The ISO 15924 code of a `UScriptCode` (`uscript_getShortName`), e.g. `"Hang"`, or `nil`.
  static func scriptShortName(_ script: Int32) -> String? {
    guard let name = cicu_script_short_name(script) else { return nil }
    return String(cString: name)
  }

  /// The largest `UScriptCode` value ICU knows.
  static var scriptMaxValue: Int32 { cicu_script_max_value() }

  /// Bidi_Paired_Bracket_Type of `c`: 0 none, 1 open, 2 close.
  @inline(__always) static func pairedBracketType(_ c: UInt32) -> Int32 {
    cicu_paired_bracket_type(c)
  }

  /// Bidi_Paired_Bracket of `c` (`u_getBidiPairedBracket`): the other bracket of its pair, or `c`.
  @inline(__always) static func pairedBracket(_ c: UInt32) -> UInt32 { cicu_paired_bracket(c) }

  /// Bidi_Class of `c` (`u_charDirection`), as ICU's `UCharDirection` value.
  @inline(__always) static func bidiClass(_ c: UInt32) -> Int32 { cicu_bidi_class(c) }
}
