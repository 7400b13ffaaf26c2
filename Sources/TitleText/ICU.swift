// Every call into ICU (through the CICU shim) lives in this file, and it is the only file of
// TitleText that touches raw memory: the rest reads text through `Span`s and Swift arrays, and
// this file turns a span into a pointer right at the C call (`withUnsafeBufferPointer`), after
// checking the ranges C will read and write. See Sources/CICU/include/CICU.h for what each shim
// function wraps and why.

internal import CICU

/// The kinds of ICU break iterator TitleText uses.
enum ICUBreakKind: Int32, Sendable {
  /// Extended grapheme clusters (`UBRK_CHARACTER`).
  case character = 0
  /// UAX #14 line-break opportunities (`UBRK_LINE`).
  case line = 2
}

/// One ICU break iterator, owned: `deinit` closes it (`ubrk_close`).
///
/// `@unchecked Sendable`: an ICU iterator may move between threads but must not be used by two at
/// once. `BreakIteratorPool` guarantees that: it hands each iterator to exactly one caller at a time
/// (under its mutex) and the caller returns it when done, so no two threads ever touch the same one.
final class ICUBreakIterator: @unchecked Sendable {
  private let handle: OpaquePointer

  private init(handle: OpaquePointer) { self.handle = handle }

  deinit { cicu_break_close(handle) }

  /// Opens an iterator (`ubrk_open`).
  /// - Throws: `TextAnalysisError` when ICU cannot open it (unknown kind, missing data).
  static func open(_ kind: ICUBreakKind, locale: String) throws(TextAnalysisError)
    -> ICUBreakIterator
  {
    var out: OpaquePointer?
    let status = locale.withCString { cicu_break_open(kind.rawValue, $0, &out) }
    guard status <= 0, let out else {
      throw TextAnalysisError(icuStatus: status, operation: "ubrk_open")
    }
    return ICUBreakIterator(handle: out)
  }

  /// A clone (`ubrk_clone`): cheaper than `open`, same rules and locale.
  /// - Throws: `TextAnalysisError` when ICU cannot clone it (out of memory).
  func clone() throws(TextAnalysisError) -> ICUBreakIterator {
    var out: OpaquePointer?
    let status = cicu_break_clone(handle, &out)
    guard status <= 0, let out else {
      throw TextAnalysisError(icuStatus: status, operation: "ubrk_clone")
    }
    return ICUBreakIterator(handle: out)
  }

  /// Sets the text to `units[window]` and ORs `bit` into `flags[window.lowerBound + b]` for every
  /// boundary `b` in `1...window.count` (`ubrk_setText` + `ubrk_next`, one call into C).
  /// - Parameters:
  ///   - units: the whole text; ICU sees only `window` of it (all of it when `nil`).
  ///   - flags: one byte per boundary of the whole text; must reach `window.upperBound`.
  /// - Returns: whether ICU accepted the text.
  func markBoundaries(
    _ units: Span<UInt16>, in window: Range<Int>? = nil, into flags: inout MutableSpan<UInt8>,
    bit: UInt8
  ) -> Bool {
    let window = window ?? 0..<units.count
    // The bounds C relies on: the text inside `units` (checked by `extracting`), and a flag for
    // the window's end (ICU marks it, and nothing past it).
    let text = units.extracting(window)
    precondition(window.upperBound < flags.count, "flags too short for the window")
    guard !text.isEmpty else { return true }
    let status = text.withUnsafeBufferPointer { text in
      flags.withUnsafeMutableBufferPointer { flags in
        cicu_break_mark_boundaries(
          handle, text.baseAddress!, Int32(text.count), flags.baseAddress! + window.lowerBound,
          bit)
      }
    }
    return status <= 0
  }

  /// Every boundary of `units` after 0 (`ubrk_setText`, `ubrk_first`, `ubrk_next`). For tests and
  /// diagnostics; the analyzer uses `markBoundaries`.
  func boundaries(_ units: [UInt16]) -> [Int] {
    // ICU keeps the text's address: iterate inside the closure that keeps it valid.
    units.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, !buffer.isEmpty else { return [] }
      guard cicu_break_set_text(handle, base, Int32(buffer.count)) <= 0 else { return [] }
      var result: [Int] = []
      _ = cicu_break_first(handle)
      var b = cicu_break_next(handle)
      while b != CICU_DONE {
        result.append(Int(b))
        b = cicu_break_next(handle)
      }
      return result
    }
  }
}

/// One ICU bidi object (`UBiDi`), owned: `deinit` closes it (`ubidi_close`).
///
/// `@unchecked Sendable`: a `UBiDi` may move between threads but must not be used by two at once.
/// `BidiPool` guarantees that: it hands each object to exactly one caller at a time (under its
/// mutex) and takes it back when that caller is done.
final class ICUBidi: @unchecked Sendable {
  private let handle: OpaquePointer

  private init(handle: OpaquePointer) { self.handle = handle }

  deinit { cicu_bidi_close(handle) }

  /// Opens a bidi object (`ubidi_open`), or `nil` when ICU cannot allocate one.
  static func open() -> ICUBidi? {
    var out: OpaquePointer?
    guard cicu_bidi_open(&out) <= 0, let out else { return nil }
    return ICUBidi(handle: out)
  }

  /// The direction ICU reports for a resolved paragraph (`UBiDiDirection`).
  enum Direction: Int32 {
    case leftToRight = 0, rightToLeft = 1, mixed = 2, neutral = 3
  }

  /// Resolves the embedding level of every code unit of one paragraph (`ubidi_setPara`,
  /// `ubidi_getLevels`, `ubidi_getDirection`).
  /// - Parameters:
  ///   - units: the paragraph's UTF-16 code units (at most `Int32.max`).
  ///   - paragraphLevel: 0 for a left-to-right paragraph, 1 for right-to-left.
  ///   - levels: receives one level per code unit in its first `units.count` elements (the rest
  ///     are left alone); `levels.count >= units.count`.
  /// - Returns: ICU's direction of the paragraph, or `nil` when ICU failed.
  func resolve(
    _ units: Span<UInt16>, paragraphLevel: UInt8, into levels: inout MutableSpan<UInt8>
  ) -> Direction? {
    precondition(levels.count >= units.count)
    guard units.count > 0, units.count <= Int(Int32.max) else { return nil }
    var direction: Int32 = 0
    let status = units.withUnsafeBufferPointer { text in
      levels.withUnsafeMutableBufferPointer { out in
        cicu_bidi_resolve(
          handle, text.baseAddress!, Int32(text.count), paragraphLevel, out.baseAddress!,
          &direction)
      }
    }
    guard status <= 0 else { return nil }
    return Direction(rawValue: direction)
  }

  /// The visual order of runs with `levels` as ICU computes it (`ubidi_reorderVisual`):
  /// `result[visual] = logical`. For tests: the library reorders in Swift (`BidiReorder`).
  static func reorderVisual(_ levels: [UInt8]) -> [Int] {
    guard !levels.isEmpty, levels.count <= Int(Int32.max) else { return [] }
    var map = [Int32](repeating: 0, count: levels.count)
    levels.withUnsafeBufferPointer { source in
      map.withUnsafeMutableBufferPointer { out in
        cicu_bidi_reorder_visual(source.baseAddress, Int32(source.count), out.baseAddress)
      }
    }
    return map.map { Int($0) }
  }
}

/// Per-code-point Unicode properties, straight from ICU's data (`u_charType`,
/// `u_getIntPropertyValue`, `u_hasBinaryProperty`, `uscript_*`).
enum ICUProperties {
  /// ICU's `UCharCategory` of `c` (0 = Cn, 1 = Lu, ... 18 = Cs, ...).
  static func generalCategory(_ c: UInt32) -> Int32 { cicu_general_category(c) }

  /// ICU's `ULineBreak` value of `c` (UAX #14 class).
  static func lineBreak(_ c: UInt32) -> Int32 { cicu_line_break_class(c) }

  /// ICU's `UGraphemeClusterBreak` value of `c`.
  static func graphemeClusterBreak(_ c: UInt32) -> Int32 {
    cicu_grapheme_cluster_break(c)
  }

  /// ICU's `UEastAsianWidth` value of `c`.
  static func eastAsianWidth(_ c: UInt32) -> Int32 { cicu_east_asian_width(c) }

  static func isEmojiPresentation(_ c: UInt32) -> Bool {
    cicu_binary_property(c, Int32(CICU_PROP_EMOJI_PRESENTATION)) != 0
  }
  static func isExtendedPictographic(_ c: UInt32) -> Bool {
    cicu_binary_property(c, Int32(CICU_PROP_EXTENDED_PICTOGRAPHIC)) != 0
  }
  static func isEmoji(_ c: UInt32) -> Bool { cicu_binary_property(c, Int32(CICU_PROP_EMOJI)) != 0 }

  /// ICU's `UScriptCode` of `c` (`uscript_getScript`), or -1 if ICU fails.
  static func script(_ c: UInt32) -> Int32 { cicu_script(c) }

  /// The Script_Extensions of `c` (`uscript_getScriptExtensions`, or ``newerScriptExtensions``),
  /// written into `out` (at most `out.count` values).
  /// - Returns: how many scripts ICU has for `c` (may exceed `out.count`), or -1 if ICU fails.
  static func scriptExtensions(_ c: UInt32, into out: inout MutableSpan<UInt8>) -> Int {
    if let newer = newerScriptExtensions[c] {
      for (index, script) in newer.prefix(out.count).enumerated() { out[index] = script }
      return newer.count
    }
    let capacity = Int32(out.count)
    let total = out.withUnsafeMutableBufferPointer {
      cicu_script_extensions(c, $0.baseAddress, capacity)
    }
    return Int(total)
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
  static func pairedBracketType(_ c: UInt32) -> Int32 {
    cicu_paired_bracket_type(c)
  }

  /// Bidi_Paired_Bracket of `c` (`u_getBidiPairedBracket`): the other bracket of its pair, or `c`.
  static func pairedBracket(_ c: UInt32) -> UInt32 { cicu_paired_bracket(c) }

  /// Bidi_Class of `c` (`u_charDirection`), as ICU's `UCharDirection` value.
  static func bidiClass(_ c: UInt32) -> Int32 { cicu_bidi_class(c) }

  /// Enumerated properties whose whole-BMP table ``bmpTable(_:)`` reads in one call.
  enum MappedProperty: Int32 {
    case generalCategory = 0
    case lineBreak = 1
    case graphemeClusterBreak = 2
    case eastAsianWidth = 3
    case bidiClass = 4
    case pairedBracketType = 5
    case script = 6
  }

  /// The value of `property` for every BMP code point, U+0000 first, in one call into C
  /// (`cicu_fill_bmp_property`): the same values as the per-code-point functions, at a
  /// fraction of their cost.
  /// - Returns: 65,536 values, or `nil` when ICU fails or a value exceeds 255.
  static func bmpTable(_ property: MappedProperty) -> [UInt8]? {
    filledTable(count: 0x1_0000, initial: 0) {
      cicu_fill_bmp_property(property.rawValue, $0) <= 0
    }
  }

  /// For every BMP code point, whether its Script_Extensions are anything but its Script value
  /// alone (1) or exactly it (0); 1 also when ICU fails for it.
  static func bmpScriptExtensionFlags() -> [UInt8] {
    filledTable(count: 0x1_0000, initial: 1) {
      cicu_fill_bmp_script_extension_flags($0)
      return true
    }!
  }

  /// An array of `count` elements set to `initial`, then handed to C to fill.
  /// - Parameter fill: writes at most `count` elements; returns whether it succeeded.
  /// - Returns: the filled array, or `nil` when `fill` failed.
  private static func filledTable<Element: FixedWidthInteger>(
    count: Int, initial: Element, _ fill: (UnsafeMutablePointer<Element>) -> Bool
  ) -> [Element]? {
    var table = [Element](repeating: initial, count: count)
    let filled = table.withUnsafeMutableBufferPointer { fill($0.baseAddress!) }
    return filled ? table : nil
  }

  /// ICU's name of a status code (`u_errorName`).
  static func errorName(_ status: Int32) -> String { String(cString: cicu_error_name(status)) }

  /// The linked ICU's version, e.g. "72.1" (`u_getVersion`).
  static var version: String {
    var buffer = [CChar](repeating: 0, count: 32)
    buffer.withUnsafeMutableBufferPointer { cicu_version($0.baseAddress, Int32($0.count)) }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

// The precomputed per-code-unit tables (Sources/CICU/unit_tables_data.h, generated by
// `title-bench --unit-tables` from `UnitTablesSource`): each is `nil` when unit_tables_data.h was
// generated from another ICU than the linked one (then the table is computed at start-up).
extension ICUProperties {
  /// ``UnitProperties/table`` as precomputed for the linked ICU's version, or `nil`.
  static func generatedUnitProperties() -> [UInt8]? {
    filledTable(count: 0x1_0000, initial: 0) { cicu_generated_unit_properties($0) == 1 }
  }

  /// ``ScriptTable/plainScripts`` as precomputed for the linked ICU's version, or `nil`.
  static func generatedPlainScripts() -> [UInt8]? {
    filledTable(count: 0x1_0000, initial: 0) { cicu_generated_plain_scripts($0) == 1 }
  }

  /// The entries of ``ScriptTable``'s emoji block (U+1F000–U+1FFFF) as precomputed for the
  /// linked ICU's version, or `nil`.
  static func generatedEmojiBlock() -> [UInt32]? {
    filledTable(count: 0x1000, initial: 0) { cicu_generated_emoji_block($0) == 1 }
  }

  /// ``ScriptTable/units`` and ``ScriptTable/sets`` as precomputed for the linked ICU's
  /// version, or `nil`.
  static func generatedScriptTable() -> (units: [UInt32], sets: [ScriptSet])? {
    var length: Int32 = 0
    guard let start = cicu_generated_script_sets(&length),
      let units = filledTable(
        count: 0x1_0000, initial: UInt32(0), { cicu_generated_script_entries($0) == 1 })
    else { return nil }
    // The sets, each a count and that many scripts, copied out of the C array at once.
    let bytes = Array(UnsafeBufferPointer(start: start, count: Int(length)))
    var sets: [ScriptSet] = []
    var offset = 0
    while offset < bytes.count {
      let count = Int(bytes[offset])
      var set = ScriptSet()
      for index in 0..<count { set.append(bytes[offset + 1 + index]) }
      sets.append(set)
      offset += 1 + count
    }
    return (units, sets)
  }
}
