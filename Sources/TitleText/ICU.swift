// Every call into ICU (through the CICU shim) lives in this file and its `ICU+*.swift` extensions
// (scripts, bidi); the rest of TitleText sees only Swift types. See Sources/CICU/include/CICU.h for what each shim function wraps and why.

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

  /// Sets the text to `units` and ORs `bit` into `flags[b]` for every boundary `b` in `1...count`
  /// (`ubrk_setText` + `ubrk_next`). `flags` must hold `units.count + 1` bytes.
  /// - Returns: whether ICU accepted the text.
  func markBoundaries(
    _ units: UnsafeBufferPointer<UInt16>, into flags: UnsafeMutableBufferPointer<UInt8>, bit: UInt8
  ) -> Bool {
    precondition(flags.count >= units.count + 1)
    guard let base = units.baseAddress, let out = flags.baseAddress, !units.isEmpty else {
      return true
    }
    let status = cicu_break_mark_boundaries(handle, base, Int32(units.count), out, bit)
    return status <= 0
  }

  /// Every boundary of `units` after 0 (`ubrk_setText`, `ubrk_first`, `ubrk_next`). For tests and
  /// diagnostics; the analyzer uses `markBoundaries`.
  func boundaries(_ units: [UInt16]) -> [Int] {
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

/// Per-code-point Unicode properties, straight from ICU's data (`u_charType`,
/// `u_getIntPropertyValue`, `u_hasBinaryProperty`).
enum ICUProperties {
  /// ICU's `UCharCategory` of `c` (0 = Cn, 1 = Lu, ... 18 = Cs, ...).
  @inline(__always) static func generalCategory(_ c: UInt32) -> Int32 { cicu_general_category(c) }

  /// ICU's `ULineBreak` value of `c` (UAX #14 class).
  @inline(__always) static func lineBreak(_ c: UInt32) -> Int32 { cicu_line_break_class(c) }

  /// ICU's `UGraphemeClusterBreak` value of `c`.
  @inline(__always) static func graphemeClusterBreak(_ c: UInt32) -> Int32 {
    cicu_grapheme_cluster_break(c)
  }

  /// ICU's `UEastAsianWidth` value of `c`.
  @inline(__always) static func eastAsianWidth(_ c: UInt32) -> Int32 { cicu_east_asian_width(c) }

  static func isEmojiPresentation(_ c: UInt32) -> Bool {
    cicu_binary_property(c, Int32(CICU_PROP_EMOJI_PRESENTATION)) != 0
  }
  static func isExtendedPictographic(_ c: UInt32) -> Bool {
    cicu_binary_property(c, Int32(CICU_PROP_EXTENDED_PICTOGRAPHIC)) != 0
  }
  static func isEmoji(_ c: UInt32) -> Bool { cicu_binary_property(c, Int32(CICU_PROP_EMOJI)) != 0 }

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
    var failed = false
    let table = [UInt8](unsafeUninitializedCapacity: 0x1_0000) { buffer, count in
      buffer.initialize(repeating: 0)
      failed = cicu_fill_bmp_property(property.rawValue, buffer.baseAddress) > 0
      count = 0x1_0000
    }
    return failed ? nil : table
  }

  /// For every BMP code point, whether its Script_Extensions are anything but its Script value
  /// alone (1) or exactly it (0); 1 also when ICU fails for it.
  static func bmpScriptExtensionFlags() -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: 0x1_0000) { buffer, count in
      buffer.initialize(repeating: 1)
      cicu_fill_bmp_script_extension_flags(buffer.baseAddress)
      count = 0x1_0000
    }
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
