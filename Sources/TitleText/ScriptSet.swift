/// ICU `UScriptCode` values the segmenter names (ICU's `uscript.h`; stable across ICU versions).
enum ScriptCode {
  /// Zyyy: characters used with many scripts (digits, punctuation, spaces, emoji).
  static let common: UInt8 = 0
  /// Zinh: combining marks that take the script of their base.
  static let inherited: UInt8 = 1
  static let bopomofo: UInt8 = 5
  static let han: UInt8 = 17
  static let hangul: UInt8 = 18
  static let hiragana: UInt8 = 20
  static let katakana: UInt8 = 22
  static let latin: UInt8 = 25
  static let katakanaOrHiragana: UInt8 = 54
  /// Zzzz: unassigned code points, lone surrogates.
  static let unknown: UInt8 = 103

  /// Han, Hiragana or Bopomofo: the scripts Blink treats as one family at a closing bracket.
  static func isHan(_ script: UInt8) -> Bool {
    script == han || script == hiragana || script == bopomofo
  }
}

/// The scripts a character may belong to, priority first, as Blink's `ScriptData::GetScripts`
/// orders them: at most 20 (`kMaxScriptCount`), stored inline so the segmenter never allocates.
struct ScriptSet: Equatable, Sendable {
  /// Blink's `ScriptData::kMaxScriptCount`.
  static let capacity = 20

  private(set) var count = 0
  private var storage = InlineArray<20, UInt8>(repeating: 0)

  init() {}

  /// A set of one script.
  init(_ script: UInt8) {
    storage[0] = script
    count = 1
  }

  subscript(index: Int) -> UInt8 {
    get { storage[index] }
    set { storage[index] = newValue }
  }

  var isEmpty: Bool { count == 0 }
  var first: UInt8 { storage[0] }

  /// Whether `script` is among the elements at `start...`.
  func contains(_ script: UInt8, from start: Int = 0) -> Bool {
    var index = start
    while index < count {
      if storage[index] == script { return true }
      index += 1
    }
    return false
  }

  /// The first Han-family script (`ScriptCode.isHan`), if any.
  func firstHanScript() -> UInt8? {
    for index in 0..<count where ScriptCode.isHan(storage[index]) { return storage[index] }
    return nil
  }

  /// Keeps the first `newCount` elements.
  mutating func truncate(to newCount: Int) { count = newCount }

  /// Appends `script`; ignored when the set is full.
  mutating func append(_ script: UInt8) {
    guard count < Self.capacity else { return }
    storage[count] = script
    count += 1
  }

  /// Removes the first element, keeping the others in order.
  mutating func removeFirst() {
    guard count > 0 else { return }
    for index in 1..<max(count, 1) { storage[index - 1] = storage[index] }
    count -= 1
  }

  /// Inserts `script` at the front, keeping the others in order (the last is lost when full).
  mutating func prepend(_ script: UInt8) {
    var index = min(count, Self.capacity - 1)
    while index > 0 {
      storage[index] = storage[index - 1]
      index -= 1
    }
    storage[0] = script
    count = min(count + 1, Self.capacity)
  }

  mutating func swapAt(_ i: Int, _ j: Int) {
    let t = storage[i]
    storage[i] = storage[j]
    storage[j] = t
  }

  /// Appends the Script_Extensions of `c` (``ICUProperties/scriptExtensions(_:into:)``), at most
  /// `capacity - 1` of them: Blink leaves room to insert the primary script.
  /// - Returns: how many scripts ICU has for `c` (may exceed those appended), or -1 if ICU fails.
  mutating func appendExtensions(of c: UInt32) -> Int {
    // Scratch on the stack, like the set itself; a generic argument cannot say `capacity - 1`.
    var scratch = InlineArray<19, UInt8>(repeating: 0)
    var out = scratch.mutableSpan
    assert(out.count == Self.capacity - 1)
    let total = ICUProperties.scriptExtensions(c, into: &out)
    for index in 0..<max(0, min(total, out.count)) { append(out[index]) }
    return total
  }

  /// The elements, for tables and tests.
  var elements: [UInt8] { (0..<count).map { storage[$0] } }

  static func == (lhs: ScriptSet, rhs: ScriptSet) -> Bool {
    guard lhs.count == rhs.count else { return false }
    for index in 0..<lhs.count where lhs.storage[index] != rhs.storage[index] { return false }
    return true
  }
}

extension ScriptSet {
  /// The scripts of code point `c` in Blink's priority order (`ICUScriptData::GetScripts`):
  /// ICU's Script_Extensions, with the Script value moved (or added) to the front; Katakana
  /// counted as Hiragana (both are OpenType `kana`, so Blink does not split runs between them);
  /// a Common character with one extension script gives [Zyyy, that script]; one with several
  /// gives them alone, smallest code first (Latin last); an Inherited one with extensions gives
  /// [Zinh, smallest, ...]. Empty when ICU fails.
  static func blinkScripts(of c: UInt32) -> ScriptSet {
    var set = ScriptSet()
    var count = set.appendExtensions(of: c)
    var primaryCode = ICUProperties.script(c)
    guard count > 0, primaryCode >= 0, primaryCode <= 255 else { return ScriptSet() }
    count = set.count
    if primaryCode == Int32(ScriptCode.katakana)
      || primaryCode == Int32(ScriptCode.katakanaOrHiragana)
    {
      primaryCode = Int32(ScriptCode.hiragana)
    }
    let primary = UInt8(primaryCode)
    if primary == set.first { return set }

    if primary != ScriptCode.common && primary != ScriptCode.inherited {
      // A script with extensions not listing it first: bring it to the front.
      if let index = (1..<count).first(where: { set[$0] == primary }) {
        set.swapAt(0, index)
      } else {
        set.append(primary)
        set.swapAt(0, set.count - 1)
      }
      return set
    }
    if primary == ScriptCode.common {
      if count == 1 {
        set.prepend(primary)  // common, with a preferred script after it
        return set
      }
      for index in 1..<count where set[0] == ScriptCode.latin || set[index] < set[0] {
        set.swapAt(0, index)
      }
      return set
    }
    // Inherited with extensions: [Zinh, preferred, others...].
    set.append(set[0])
    set[0] = primary
    if set.count > 2 {
      for index in 2..<set.count where set[1] == ScriptCode.latin || set[index] < set[1] {
        set.swapAt(1, index)
      }
    }
    return set
  }
}
