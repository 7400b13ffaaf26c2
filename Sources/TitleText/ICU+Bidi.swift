// ICU's bidi algorithm (`ubidi_*`) behind one owned handle and a pool of them.
// See Sources/CICU/include/CICU.h for what each shim function wraps and why.

internal import CICU
@_spi(TitleInternals) import TitleLocking

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
  ///   - levels: receives one level per code unit; `levels.count == units.count`.
  /// - Returns: ICU's direction of the paragraph, or `nil` when ICU failed.
  func resolve(
    _ units: UnsafeBufferPointer<UInt16>, paragraphLevel: UInt8,
    into levels: UnsafeMutableBufferPointer<UInt8>
  ) -> Direction? {
    precondition(levels.count == units.count)
    guard let text = units.baseAddress, let out = levels.baseAddress, units.count > 0,
      units.count <= Int(Int32.max)
    else { return nil }
    var direction: Int32 = 0
    let status = cicu_bidi_resolve(
      handle, text, Int32(units.count), paragraphLevel, out, &direction)
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

/// The bidi objects every itemizer shares: a caller takes one, resolves one paragraph, and gives
/// it back; an object is opened only when none is free (so at most one per concurrent caller).
enum BidiPool {
  /// Objects kept when returned; more than this are closed.
  private static let capacity = 16
  private static let free = Locked<[ICUBidi]>([])

  /// Runs `body` with a bidi object nobody else is using.
  /// - Returns: `body`'s result, or `nil` when ICU could not open an object.
  static func withBidi<R>(_ body: (ICUBidi) -> R) -> R? {
    let taken = free.withLock { $0.popLast() } ?? ICUBidi.open()
    guard let bidi = taken else { return nil }
    let result = body(bidi)
    free.withLock { pool in
      if pool.count < capacity { pool.append(bidi) }
    }
    return result
  }
}
