extension ScriptRunSegmenter {
  /// The segmenter for texts whose every character has a single script (Hangul, Latin, Han,
  /// Hiragana, Arabic, digits, ASCII punctuation and brackets, emoji, …): then the current set
  /// is always one script, Blink's set intersection reduces to "a new script that is not
  /// Common or Inherited ends the run", and the preferred script of common runs never changes.
  /// Gives exactly what `segmentGeneral` gives for such texts (ItemizeFastPathTests).
  /// - Returns: the union of the `ScriptTable` flags of the unusual characters (brackets,
  ///   surrogates, possibly right-to-left ones) (see `segment` for `beyondLatin1`), or `nil` as
  ///   soon as a character needs the general segmenter (then `runs` holds a partial result).
  mutating func segmentSimple(
    _ units: UnsafeBufferPointer<UInt16>, into runs: inout ReusableBuffer<ScriptRunEnd>
  ) -> UInt32? {
    brackets.clear()
    fixupDepth = 0
    let count = units.count
    var flags: UInt32 = 0
    var current = ScriptCode.common
    var index = 0
    return ScriptTable.plainScripts.withUnsafeBufferPointer { scripts -> UInt32? in
      while index < count {
        // The hot loop: a character of the current script, or Common, or Inherited, goes on.
        let script = scripts[Int(units[index])]
        index &+= 1
        if _fastPath(script == current) { continue }
        if _fastPath(script <= ScriptCode.inherited) { continue }
        let start = index &- 1
        var newScript = script
        var isOpen = false
        if script == ScriptTable.unusualScript {
          var entry = ScriptTable.units[Int(units[start])]
          var character = UInt32(units[start])
          if entry & ScriptTable.needsGeneral != 0 { return nil }
          if entry & ScriptTable.surrogate != 0, UTF16.isLeadSurrogate(units[start]), index < count,
            UTF16.isTrailSurrogate(units[index])
          {
            character =
              0x1_0000 + (UInt32(units[start] - 0xD800) << 10) + UInt32(units[index] - 0xDC00)
            index &+= 1
            var set = ScriptSet()
            entry = Self.supplementary(character, into: &set)
            if entry & ScriptTable.needsGeneral != 0 { return nil }
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
          } else if entry & ScriptTable.closeBracket != 0,
            let script = closingScript(character, current: current)
          {
            entry = entry & ~ScriptTable.firstScriptMask | UInt32(script)
          }
          newScript = UInt8(truncatingIfNeeded: entry)
          if newScript == current || newScript <= ScriptCode.inherited { continue }
        }
        // A new script: the current run ends before this character (unless it was all common).
        if current > ScriptCode.inherited {
          runs.append(ScriptRunEnd(end: start, script: current))
          if fixupDepth > 0 { fixupStack(current, excludingLast: isOpen) }
        }
        current = newScript
      }
      runs.append(ScriptRunEnd(end: count, script: current))
      return flags
    }
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
