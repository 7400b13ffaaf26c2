import TitleComposer

extension BatchRequestScanner {
  /// A `"runs"` or `"end"` value the tree path would accept as it stands (``BatchRuns``): an
  /// array of at most ``BatchRuns/maximumCount`` runs, each `{"text", "style"}` or
  /// `{"box": {"width", "height", "name"}}` with no other key, a key at most once, none written
  /// with an escape, moved past. Anything else is `nil`, and the tree path words the error.
  static func runs(_ bytes: Span<UInt8>, _ position: inout Int) -> [TitleRun]? {
    guard next(bytes, &position, is: UInt8(ascii: "[")) else { return nil }
    var runs: [TitleRun] = []
    skipWhiteSpace(bytes, &position)
    if next(bytes, &position, is: UInt8(ascii: "]")) { return runs }
    while true {
      skipWhiteSpace(bytes, &position)
      guard runs.count < BatchRuns.maximumCount, let run = run(bytes, &position) else {
        return nil
      }
      runs.append(run)
      skipWhiteSpace(bytes, &position)
      if next(bytes, &position, is: UInt8(ascii: ",")) { continue }
      guard next(bytes, &position, is: UInt8(ascii: "]")) else { return nil }
      return runs
    }
  }

  /// A `"highlights"` value of at most ``BatchRuns/maximumHighlightCount`` objects of exactly
  /// `"start"` and `"end"`, whole numbers with `0 <= start <= end`, moved past; `nil` for
  /// anything else. (The end's bound, the title's length, is checked once the title is known.)
  static func highlights(_ bytes: Span<UInt8>, _ position: inout Int) -> [HighlightRange]? {
    guard next(bytes, &position, is: UInt8(ascii: "[")) else { return nil }
    var ranges: [HighlightRange] = []
    skipWhiteSpace(bytes, &position)
    if next(bytes, &position, is: UInt8(ascii: "]")) { return ranges }
    while true {
      skipWhiteSpace(bytes, &position)
      guard ranges.count < BatchRuns.maximumHighlightCount else { return nil }
      var start: Int? = nil
      var end: Int? = nil
      guard
        members(
          bytes, &position,
          { bytes, name, position in
            if matches(bytes, name, "start"), start == nil {
              start = offsetValue(bytes, &position)
              return start != nil
            }
            if matches(bytes, name, "end"), end == nil {
              end = offsetValue(bytes, &position)
              return end != nil
            }
            return false
          }), let start, let end, start <= end
      else { return nil }
      ranges.append(HighlightRange(start: start, end: end))
      skipWhiteSpace(bytes, &position)
      if next(bytes, &position, is: UInt8(ascii: ",")) { continue }
      guard next(bytes, &position, is: UInt8(ascii: "]")) else { return nil }
      return ranges
    }
  }

  /// One run object, moved past.
  private static func run(_ bytes: Span<UInt8>, _ position: inout Int) -> TitleRun? {
    var text: String? = nil
    var style: String? = nil
    var sawStyle = false
    var box: InlineBox? = nil
    guard
      members(
        bytes, &position,
        { bytes, name, position in
          if matches(bytes, name, "text"), text == nil {
            text = stringValue(bytes, &position)
            return text != nil
          }
          if matches(bytes, name, "style"), !sawStyle {
            sawStyle = true
            if literal(bytes, &position, "null", .null) != nil { return true }
            style = stringValue(bytes, &position)
            return style != nil
          }
          if matches(bytes, name, "box"), box == nil {
            box = self.box(bytes, &position)
            return box != nil
          }
          return false
        })
    else { return nil }
    if let box {
      guard text == nil, !sawStyle else { return nil }
      return .box(box)
    }
    guard let text else { return nil }
    return .text(text, style: style)
  }

  /// A box object, moved past: `width` and `height` finite numbers in
  /// [0, ``BatchRuns/maximumBoxSide``], `name` a string or `null`.
  private static func box(_ bytes: Span<UInt8>, _ position: inout Int) -> InlineBox? {
    var width: Double? = nil
    var height: Double? = nil
    var name: String? = nil
    var sawName = false
    guard
      members(
        bytes, &position,
        { bytes, key, position in
          if matches(bytes, key, "width"), width == nil {
            width = sideValue(bytes, &position)
            return width != nil
          }
          if matches(bytes, key, "height"), height == nil {
            height = sideValue(bytes, &position)
            return height != nil
          }
          if matches(bytes, key, "name"), !sawName {
            sawName = true
            if literal(bytes, &position, "null", .null) != nil { return true }
            name = stringValue(bytes, &position)
            return name != nil
          }
          return false
        }), let width, let height
    else { return nil }
    return InlineBox(width: width, height: height, name: name ?? "")
  }

  /// Reads an object's members at `position`, moved past: for each key (a string with no
  /// escape), `member` reads its value and answers whether it was one it takes.
  /// - Returns: `false` for a syntax error, a key with an escape or a member refused.
  private static func members(
    _ bytes: Span<UInt8>, _ position: inout Int,
    _ member: (Span<UInt8>, Range<Int>, inout Int) -> Bool
  ) -> Bool {
    guard next(bytes, &position, is: UInt8(ascii: "{")) else { return false }
    skipWhiteSpace(bytes, &position)
    if next(bytes, &position, is: UInt8(ascii: "}")) { return true }
    while true {
      guard next(bytes, &position, is: UInt8(ascii: "\"")),
        case .string(let name, hasEscape: false)? = string(bytes, &position)
      else { return false }
      skipWhiteSpace(bytes, &position)
      guard next(bytes, &position, is: UInt8(ascii: ":")) else { return false }
      skipWhiteSpace(bytes, &position)
      guard position < bytes.count, member(bytes, name, &position) else { return false }
      skipWhiteSpace(bytes, &position)
      if next(bytes, &position, is: UInt8(ascii: ",")) {
        skipWhiteSpace(bytes, &position)
        continue
      }
      return next(bytes, &position, is: UInt8(ascii: "}"))
    }
  }

  /// Whether the bytes in `range` are `name`'s (ASCII).
  private static func matches(_ bytes: Span<UInt8>, _ range: Range<Int>, _ name: String) -> Bool {
    var index = range.lowerBound
    for byte in name.utf8 {
      guard index < range.upperBound, bytes[index] == byte else { return false }
      index += 1
    }
    return index == range.upperBound
  }

  private static func stringValue(_ bytes: Span<UInt8>, _ position: inout Int) -> String? {
    guard next(bytes, &position, is: UInt8(ascii: "\"")),
      case .string(let range, let hasEscape)? = string(bytes, &position)
    else { return nil }
    return text(bytes, range, hasEscape: hasEscape)
  }

  private static func sideValue(_ bytes: Span<UInt8>, _ position: inout Int) -> Double? {
    guard let value = numberValue(bytes, &position), value.isFinite, value >= 0,
      value <= BatchRuns.maximumBoxSide
    else { return nil }
    return value
  }

  private static func offsetValue(_ bytes: Span<UInt8>, _ position: inout Int) -> Int? {
    guard let (magnitude, negative) = plainInteger(bytes, &position), !negative else {
      return nil
    }
    return Int(magnitude)
  }
}
