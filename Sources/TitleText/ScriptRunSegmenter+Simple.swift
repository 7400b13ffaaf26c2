extension ScriptRunSegmenter {
  /// The segmenter for texts where Blink's current script set stays one script: characters of
  /// one script (Hangul, Latin, Han, Hiragana, Arabic, digits, ASCII punctuation and brackets,
  /// emoji, …), Katakana and "ー" (their set, Hira Kana, acts as Hiragana: no set holds Kana
  /// without Hira), and characters of several scripts that include the current run's (CJK
  /// punctuation 「」、・ in a Hangul or Han run). Then Blink's set intersection reduces to "a
  /// new script that is not Common or Inherited ends the run", and the preferred script of
  /// common runs never changes. Gives exactly what `segmentGeneral` gives for such texts
  /// (ItemizeFastPathTests); hands over (returns `nil`) for anything else.
  /// - Returns: the union of the `ScriptTable` flags of the unusual characters (brackets,
  ///   surrogates, possibly right-to-left ones) (see `segment` for `beyondLatin1`), or `nil` as
  ///   soon as a character needs the general segmenter (then `runs` holds a partial result).
  mutating func segmentSimple(
    _ units: Span<UInt16>, into runs: inout ReusableBuffer<ScriptRunEnd>
  ) -> UInt32? {
    brackets.clear()
    fixupDepth = 0
    // A span borrows a local, not the global itself (whose access ends with the statement).
    let plainScripts = ScriptTable.plainScripts
    let scripts = plainScripts.span
    // Lets the optimizer drop the check of every look-up by a code unit (see `UnitProperties`).
    precondition(scripts.count == UnitProperties.codeUnitCount)
    let count = units.count
    var flags: UInt32 = 0
    var current = ScriptCode.common
    // Where the last unusual character ended: past its trail surrogate when it was a pair.
    var resume = 0
    // A `for` over the units' range, which the optimizer can tell stays in bounds (an index the
    // loop took back from `unusualCharacter` would cost a bounds check per unit).
    for index in 0..<count {
      // The hot loop: a character of the current script, or Common, or Inherited, goes on.
      let script = scripts[Int(units[index])]
      if _fastPath(script == current) { continue }
      if _fastPath(script <= ScriptCode.inherited) { continue }
      if script == ScriptTable.unusualScript {
        // A trail surrogate is unusual too (`plainScripts`): skip the one of a pair just read.
        if index < resume { continue }
        // Passed by value, so the loop's state stays in registers.
        guard
          let step = unusualCharacter(units, after: index &+ 1, current: current, runs: &runs)
        else { return nil }
        resume = step.index
        current = step.current
        flags |= step.flags
        continue
      }
      // A new script: the current run ends before this character (unless it was all common).
      if current > ScriptCode.inherited {
        runs.append(ScriptRunEnd(end: index, script: current))
        if fixupDepth > 0 { fixupStack(current, excludingLast: false) }
      }
      current = script
    }
    runs.append(ScriptRunEnd(end: count, script: current))
    return flags
  }

  /// Where `segmentSimple` goes on after an unusual character.
  struct SimpleStep {
    /// The next code unit to read.
    var index: Int
    /// The current run's script.
    var current: UInt8
    /// The character's `ScriptTable` flags.
    var flags: UInt32
  }

  /// The slow part of `segmentSimple`: the character at `index - 1` is a bracket, a surrogate,
  /// possibly right-to-left, or of several scripts. Steps past it (and its trail surrogate) and
  /// updates the run state as Blink would.
  /// - Returns: the new state, or `nil` when the text needs the general segmenter.
  @inline(never)
  private mutating func unusualCharacter(
    _ units: Span<UInt16>, after index: Int, current: UInt8,
    runs: inout ReusableBuffer<ScriptRunEnd>
  ) -> SimpleStep? {
    let count = units.count
    var index = index
    var current = current
    var flags: UInt32 = 0
    let start = index &- 1
    var newScript = ScriptTable.unusualScript
    var isOpen = false
    var entry = ScriptTable.units[Int(units[start])]
    var character = UInt32(units[start])
    var several: ScriptSet? = nil  // the character's set, when it has several scripts
    if entry & ScriptTable.surrogate != 0, UTF16.isLeadSurrogate(units[start]),
      index < count, UTF16.isTrailSurrogate(units[index])
    {
      character =
        0x1_0000 + (UInt32(units[start] - 0xD800) << 10) + UInt32(units[index] - 0xDC00)
      index &+= 1
      var set = ScriptSet()
      entry = Self.supplementary(character, into: &set)
      if set.count > 1 { several = set }
    } else if entry & ScriptTable.multiple != 0 {
      several =
        ScriptTable.sets[
          Int(entry >> ScriptTable.setIndexShift & ScriptTable.setIndexMask)]
    }
    flags |= entry
    if entry & ScriptTable.openBracket != 0 {
      isOpen = true
      if brackets.count == Self.maxBrackets {
        brackets.removeFirst()
        if fixupDepth == Self.maxBrackets { fixupDepth -= 1 }
      }
      brackets.append(Bracket(character: character, script: ScriptCode.common))
      fixupDepth += 1
      // FixScriptsByEastAsianWidth: a wide open bracket of the Common script alone.
      if several == nil && entry & ScriptTable.eastAsianWide != 0
        && UInt8(truncatingIfNeeded: entry) == ScriptCode.common
      {
        several = ScriptTable.hanScripts
      }
    } else if entry & ScriptTable.closeBracket != 0,
      let script = closingScript(character, current: current)
    {
      entry = entry & ~ScriptTable.firstScriptMask | UInt32(script)
      several = nil
    }
    if let set = several {
      if set == ScriptTable.hiraganaKatakana {
        newScript = ScriptCode.hiragana  // as in `plainScripts`
      } else if set.first == ScriptCode.inherited || current <= ScriptCode.inherited {
        // Blink's look-ahead for Inherited with extensions, or a current set that would
        // become several scripts: the general segmenter's job.
        return nil
      } else if set.first <= ScriptCode.inherited || set.contains(current) {
        // Blink keeps a one-script current set that the next set contains.
        return SimpleStep(index: index, current: current, flags: flags)
      } else {
        return nil
      }
    } else {
      newScript = UInt8(truncatingIfNeeded: entry)
    }
    if newScript == current || newScript <= ScriptCode.inherited {
      return SimpleStep(index: index, current: current, flags: flags)
    }
    if current > ScriptCode.inherited {
      runs.append(ScriptRunEnd(end: start, script: current))
      if fixupDepth > 0 { fixupStack(current, excludingLast: isOpen) }
    }
    current = newScript
    return SimpleStep(index: index, current: current, flags: flags)
  }

  /// `closeBracket` for single-script sets: the script the matching open bracket resolved to
  /// (kept Han-family if the current run is), or `nil` to keep the bracket's own.
  private mutating func closingScript(_ character: UInt32, current: UInt8) -> UInt8? {
    guard !brackets.isEmpty else { return nil }
    let target = Self.openingBracket(of: character)
    var index = brackets.count - 1
    while index >= 0 {
      if brackets[index].character == target {
        var script = brackets[index].script
        if ScriptCode.isHan(script) && ScriptCode.isHan(current) { script = current }
        let popped = brackets.count - 1 - index
        brackets.removeLast(popped)
        fixupDepth = max(0, fixupDepth - popped)
        return script == ScriptCode.common ? nil : script
      }
      index -= 1
    }
    return nil
  }
}
