/// The end of one script run: the runs of a text are consecutive, the first starting at 0.
struct ScriptRunEnd: Equatable, Sendable {
  /// UTF-16 offset just past the run.
  var end: Int
  /// ICU `UScriptCode` of the run (never Inherited; Common only for a run of common characters).
  var script: UInt8
}

/// Script runs as Blink's `ScriptRunIterator` finds them (third_party/blink/renderer/platform/
/// fonts/script_run_iterator.cc), so that text is shaped in the same pieces Chromium shapes it:
///
/// - each character has a set of scripts (`ScriptSet.blinkScripts`: its Script_Extensions,
///   priority first); a run goes on while the intersection of the sets stays non-empty, keeping
///   the priority script where it can;
/// - Common and Inherited characters join the run around them; a Common character whose set
///   names one script makes that the "preferred" script of runs that are all common;
/// - an Inherited character with extensions gives them to a Common character before it;
/// - a closing bracket takes the script its opening bracket resolved to (the last 32 open
///   brackets are remembered; a Han-family bracket stays in a Han-family run); a wide or
///   full-width opening bracket of the Common script counts as Han, Hangul, Kana, … (the Script
///   Extensions of 「).
///
/// Reusable: one value holds its bracket stack between texts, so segmenting allocates nothing
/// once warm. A value is used by one thread at a time (it is a value type; copies are
/// independent).
struct ScriptRunSegmenter: Sendable {
  /// Blink's `ScriptRunIterator::kMaxBrackets`.
  static let maxBrackets = 32

  struct Bracket: Sendable {
    var character: UInt32
    var script: UInt8
  }

  var brackets = ReusableBuffer<Bracket>()
  var fixupDepth = 0
  var commonPreferred = ScriptCode.common
  var current = ScriptSet()
  var next = ScriptSet()
  var ahead = ScriptSet()

  init() {}

  /// Segments `units` into script runs, appended to `runs` (which is emptied first).
  /// - Returns: the union of the `ScriptTable` flags of every code point (which tells whether
  ///   bidi needs ICU and whether the text is all Latin-1).
  /// - Complexity: O(n) in the code units.
  mutating func segment(
    _ units: Span<UInt16>, into runs: inout ReusableBuffer<ScriptRunEnd>
  ) -> UInt32 {
    runs.clear()
    guard !units.isEmpty else { return 0 }
    if let flags = segmentSimple(units, into: &runs) {
      // Every Latin-1 character is Latin or Common, so only a text of such runs may be Latin-1
      // alone (the simple segmenter does not collect `beyondLatin1` in its inner loop).
      var onlyLatinOrCommon = true
      for index in 0..<runs.count
      where runs[index].script != ScriptCode.latin
        && runs[index].script != ScriptCode.common
      {
        onlyLatinOrCommon = false
        break
      }
      if !onlyLatinOrCommon { return flags | ScriptTable.beyondLatin1 }
      for index in 0..<units.count where units[index] > 0xFF && units[index] != 0xFFFC {
        return flags | ScriptTable.beyondLatin1
      }
      return flags
    }
    runs.clear()
    return segmentGeneral(units, into: &runs)
  }

  /// The general segmenter: Blink's algorithm step by step, for any text.
  mutating func segmentGeneral(
    _ units: Span<UInt16>, into runs: inout ReusableBuffer<ScriptRunEnd>
  ) -> UInt32 {
    let count = units.count
    brackets.clear()
    fixupDepth = 0
    commonPreferred = ScriptCode.common
    var flags: UInt32 = 0
    // Blink primes the current set with Common, so the first character's set is taken as is.
    current = ScriptSet(ScriptCode.common)
    var aheadPosition = 0
    var (aheadCharacter, aheadFlags) = Self.read(units, at: &aheadPosition, into: &ahead)
    flags |= aheadFlags

    while aheadPosition <= count {
      // Blink's Fetch: the character read ahead becomes the next one; read the one after it.
      let position = aheadPosition - (aheadCharacter >= 0x1_0000 ? 2 : 1)
      let character = aheadCharacter
      let characterFlags = aheadFlags
      swap(&next, &ahead)
      if aheadPosition == count {
        aheadPosition += 1
      } else {
        (aheadCharacter, aheadFlags) = Self.read(units, at: &aheadPosition, into: &ahead)
        flags |= aheadFlags
        if ahead.isEmpty { break }  // ICU had no scripts: Blink ends the run at the text's end
        if ahead.first == ScriptCode.inherited && ahead.count > 1 {
          if next.first == ScriptCode.common {
            next = ahead
            next.removeFirst()
          }
          ahead.truncate(to: 1)
        }
      }

      // Blink's Consume.
      let isOpen = characterFlags & ScriptTable.openBracket != 0
      if isOpen {
        openBracket(character, wide: characterFlags & ScriptTable.eastAsianWide != 0)
      } else if characterFlags & ScriptTable.closeBracket != 0 {
        closeBracket(character)
      }
      if !mergeSets() {
        let script = resolvedScript
        runs.append(ScriptRunEnd(end: position, script: script))
        fixupStack(script, excludingLast: isOpen)
        current = next
      }
    }
    runs.append(ScriptRunEnd(end: count, script: resolvedScript))
    return flags
  }

  /// Blink's `ResolveCurrentScript`.
  private var resolvedScript: UInt8 {
    current.first == ScriptCode.common ? commonPreferred : current.first
  }

  /// Reads the code point at `position` (a lone surrogate reads as itself), advances past it and
  /// stores its script set in `set`.
  /// - Returns: the code point and its `ScriptTable` flags.
  static func read(
    _ units: Span<UInt16>, at position: inout Int, into set: inout ScriptSet
  ) -> (UInt32, UInt32) {
    let unit = units[position]
    position += 1
    if UTF16.isLeadSurrogate(unit) && position < units.count
      && UTF16.isTrailSurrogate(units[position])
    {
      let c = 0x1_0000 + (UInt32(unit - 0xD800) << 10) + UInt32(units[position] - 0xDC00)
      position += 1
      return (c, supplementary(c, into: &set))
    }
    let entry = ScriptTable.units[Int(unit)]
    set =
      entry & ScriptTable.multiple == 0
      ? ScriptSet(UInt8(entry & ScriptTable.firstScriptMask))
      : ScriptTable.sets[Int(entry >> ScriptTable.setIndexShift & ScriptTable.setIndexMask)]
    return (UInt32(unit), entry)
  }

  /// The script set and `ScriptTable` flags of a supplementary code point, asked from ICU.
  static func supplementary(_ c: UInt32, into set: inout ScriptSet) -> UInt32 {
    if let cached = ScriptTable.emojiBlockEntry(c) {
      set = ScriptSet(UInt8(truncatingIfNeeded: cached))
      return cached
    }
    return supplementaryFromICU(c, into: &set)
  }

  /// `supplementary` asked from ICU (also what builds `ScriptTable`'s emoji-block cache).
  static func supplementaryFromICU(_ c: UInt32, into set: inout ScriptSet) -> UInt32 {
    set = ScriptSet.blinkScripts(of: c)
    var flags = ScriptTable.flags(bidiClass: ICUProperties.bidiClass(c), set: set)
    flags |= ScriptTable.beyondLatin1
    switch ICUProperties.pairedBracketType(c) {
    case 1:
      flags |= ScriptTable.openBracket | ScriptTable.needsGeneral
      switch ICUProperties.eastAsianWidth(c) {
      case 2, 3, 5: flags |= ScriptTable.eastAsianWide
      default: break
      }
    case 2: flags |= ScriptTable.closeBracket | ScriptTable.needsGeneral
    default: break
    }
    return flags
  }

  /// Blink's `OpenBracket`: remember the bracket (its script is fixed when its run ends).
  private mutating func openBracket(_ character: UInt32, wide: Bool) {
    if brackets.count == Self.maxBrackets {
      brackets.removeFirst()
      if fixupDepth == Self.maxBrackets { fixupDepth -= 1 }
    }
    // FixScriptsByEastAsianWidth: a wide bracket of the Common script alone counts as Han etc.
    if wide && next.count == 1 && next.first == ScriptCode.common {
      next = ScriptTable.hanScripts
    }
    brackets.append(Bracket(character: character, script: ScriptCode.common))
    fixupDepth += 1
  }

  /// Blink's `CloseBracket`: a closing bracket takes its opening bracket's script.
  private mutating func closeBracket(_ character: UInt32) {
    guard !brackets.isEmpty else { return }
    let target = Self.openingBracket(of: character)
    var index = brackets.count - 1
    while index >= 0 {
      if brackets[index].character == target {
        var script = brackets[index].script
        if ScriptCode.isHan(script), let han = current.firstHanScript() { script = han }
        if script != ScriptCode.common { next = ScriptSet(script) }
        // Blink pops the brackets above the match, not the match itself.
        let popped = brackets.count - 1 - index
        brackets.removeLast(popped)
        fixupDepth = max(0, fixupDepth - popped)
        return
      }
      index -= 1
    }
  }

  /// The opening bracket paired with closing bracket `character` (`u_getBidiPairedBracket`;
  /// ASCII answered without ICU: ")" → "(", "]" → "[", "}" → "{").
  static func openingBracket(of character: UInt32) -> UInt32 {
    if character < 0x80 { return character == 0x29 ? 0x28 : character &- 2 }
    return ICUProperties.pairedBracket(character)
  }

  /// Blink's `MergeSets`: narrows the current set to the scripts it shares with the next one.
  /// - Returns: `false` when they share none (the run ends before the next character).
  private mutating func mergeSets() -> Bool {
    if next.isEmpty || current.isEmpty { return false }
    var priority = current.first
    if next.first <= ScriptCode.inherited {
      if next.count == 2 && priority <= ScriptCode.inherited
        && commonPreferred == ScriptCode.common
      {
        commonPreferred = next[1]
      }
      return true
    }
    if priority <= ScriptCode.inherited {
      current = next
      return true
    }
    var havePriority = next.contains(priority)
    if current.count == 1 { return havePriority }
    var nextStart = 0
    if !havePriority {
      priority = next.first
      nextStart = 1
      havePriority = current.contains(priority, from: 1)
    }
    var written = 0
    if havePriority {
      current[0] = priority
      written = 1
    }
    if nextStart < next.count {
      for index in 1..<current.count where next.contains(current[index], from: nextStart) {
        current[written] = current[index]
        written += 1
      }
    }
    guard written > 0 else { return false }
    current.truncate(to: written)
    return true
  }

  /// Blink's `FixupStack`: the brackets opened in the run that ended take its script.
  mutating func fixupStack(_ script: UInt8, excludingLast: Bool) {
    var count = fixupDepth
    guard count > 0 else { return }
    count = min(count, brackets.count)
    var index = brackets.count - 1
    if excludingLast {
      index -= 1
      count -= 1
      fixupDepth = 1
    } else {
      fixupDepth = 0
    }
    while count > 0 {
      brackets[index].script = script
      index -= 1
      count -= 1
    }
  }
}
