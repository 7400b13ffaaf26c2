import Foundation
import TitleComposer
import TitleText

/// libFuzzer target `compose`: random bytes become a request (width, line count, modes, category
/// id, sizes, then the title as lossy UTF-8); every accepted request must give lines that keep
/// the composer's promises, every rejected one a typed error.
///
/// Input layout: byte 0 picks the width (special values or bits), 1 the line count, 2 the modes,
/// 3 the category id, 4 the title size override; bytes 5… the title.
let composer: Composer = {
  do {
    return try Composer(fallback: .none)
  } catch {
    fatalError("cannot build the composer: \(error)")
  }
}()
/// A composer whose title font has OpenType layout tables (Inter, fonts-inter; Noto Sans CJK KR
/// through fallback for Hangul), so that shaped segments, edge reshaping and bidi runs are fuzzed
/// too; `nil` when the font is not installed. Mode bit 3 picks it, bit 4 asks for glyph runs,
/// bit 5 sets `lang` ja, bit 6 en.
let shapingComposer: Composer? = {
  var style = TitleStyle()
  style.titleFont = .file(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
  return try? Composer(style: style)
}()
let analyzer: TextAnalyzer = {
  do {
    return try TextAnalyzer()
  } catch {
    fatalError("cannot open ICU: \(error)")
  }
}()
/// The Unicode version of the system ICU (72) the composer's graphemes come from.
let icuUnicodeVersion = (major: 15, minor: 0)

/// Widths a user could send, including every kind of invalid one.
let specialWidths: [Double] = [
  0, -0.0, -1, .nan, .infinity, -.infinity, 1e308, .leastNonzeroMagnitude, 1e-300, 0.5, 15,
  15.046875, 40, 100, 200, 343, 375, 1000, 1e6, .greatestFiniteMagnitude,
]

/// libFuzzer calls this once per input; it returns 0 and stops the process on a violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let widthByte = input.byte()
  let width: Double
  switch widthByte {
  case 0..<128: width = specialWidths[Int(widthByte) % specialWidths.count]
  case 128..<250: width = Double(widthByte - 127) * 4  // 4 … 488 px
  default: width = Double(bitPattern: input.uint64())
  }
  let linesByte = input.byte()
  let numberOfLines: Int
  switch linesByte {
  case 250: numberOfLines = -1
  case 251: numberOfLines = Int.max
  case 252: numberOfLines = Int.min
  default: numberOfLines = Int(linesByte % 6)
  }
  let modes = input.byte()
  let category = Int(input.byte() % 12) - 1  // -1 … 10: known and unknown ids
  let sizeByte = input.byte()
  let titleSize: Double? =
    switch sizeByte {
    case 0..<200: nil
    case 200: 0
    case 201: .nan
    case 202: 1001
    default: Double(sizeByte - 200)
    }
  let title = String(decoding: input.rest, as: UTF8.self)
  var request = TitleRequest(
    categoryID: category, title: title, width: width, numberOfLines: numberOfLines,
    wordBreak: modes & 1 == 0 ? .keepAll : .normal,
    padding: modes & 2 == 0 ? .indent : .spaces,
    whiteSpace: modes & 4 == 0 ? .preserve : .collapse, titleSize: titleSize,
    includesGlyphRuns: modes & 16 != 0)
  if modes & 32 != 0 { request.lang = .japanese }
  if modes & 64 != 0, let english = try? TitleLanguage("en") { request.lang = english }
  let chosen = modes & 8 != 0 ? shapingComposer ?? composer : composer

  let composed: ComposedTitle
  do {
    composed = try chosen.compose(request)
  } catch {
    checkRejection(error, of: request)
    return 0
  }
  checkInvariants(composed, of: request)
  return 0
}

/// A rejected request must have been invalid for the reason given.
func checkRejection(_ error: ComposerError, of request: TitleRequest) {
  switch error {
  case .invalidWidth(let width):
    if width.isFinite && width > 0 { violation("finite positive width \(width) rejected") }
  case .invalidNumberOfLines(let lines):
    if lines >= 0 { violation("line count \(lines) rejected") }
  case .emptyTitle:
    if !request.title.isEmpty { violation("non-empty title called empty") }
  case .widthTooNarrow(let width, let required):
    if !(required > width) { violation("width \(width) too narrow for \(required)?") }
  case .unknownCategory, .titleTooLong, .invalidFontSize: break
  default: violation("unexpected error for a request: \(error)")
  }
}

/// The promises of ``ComposedTitle``, checked on every accepted request.
func checkInvariants(_ composed: ComposedTitle, of request: TitleRequest) {
  let title = request.title
  let lines = composed.lines
  if !(request.width.isFinite && request.width > 0) {
    violation("width \(request.width) was accepted")
  }
  if lines.isEmpty { violation("no lines") }
  if request.numberOfLines > 0 && lines.count > request.numberOfLines {
    violation("\(lines.count) lines for a limit of \(request.numberOfLines)")
  }
  // Grapheme boundaries of the title alone, in UTF-16 offsets: ICU's (what the composer uses)
  // and Swift's `Character`s. Swift's tables are newer than the system ICU's Unicode 15.0, so
  // the two are compared only for titles made of characters ICU knows.
  var boundaries = Set(analyzer.analyze(title, wordBreak: .normal).graphemeStarts)
  boundaries.insert(title.utf16.count)
  let icuKnowsEveryScalar = title.unicodeScalars.allSatisfy { scalar in
    guard let age = scalar.properties.age else { return false }
    return (age.major, age.minor) <= icuUnicodeVersion
  }
  var characterBoundaries: Set<Int>? = nil
  if icuKnowsEveryScalar {
    var offset = 0
    characterBoundaries = [0]
    for character in title {
      offset += character.utf16.count
      characterBoundaries!.insert(offset)
    }
  }
  let length = title.utf16.count
  // A truncated title ends in "…", unless its only line holds the badge (or its padding) alone
  // with no room for the ellipsis after it: the ellipsis never crosses the cell.
  let ellipsisDropped =
    composed.isTruncated && lines.count == 1 && lines[0].text.isEmpty && !lines[0].isTruncated
  var previousEnd = 0
  for (index, line) in lines.enumerated() {
    let range = line.range
    if range.lowerBound < 0 || range.upperBound > length {
      violation("line \(index) range \(range) outside 0..<\(length)")
    }
    for bound in [range.lowerBound, range.upperBound] {
      if !boundaries.contains(bound) { violation("line \(index) ends inside an ICU grapheme") }
      if let characterBoundaries, !characterBoundaries.contains(bound) {
        violation("line \(index) range \(range) splits a Character")
      }
    }
    if range.lowerBound != previousEnd {
      violation("line \(index) starts at \(range.lowerBound), the previous ended at \(previousEnd)")
    }
    previousEnd = range.upperBound
    if !line.width.isFinite || !line.x.isFinite || line.width < -1e-9 || line.x < -1e-9 {
      violation("line \(index) has x \(line.x) width \(line.width)")
    }
    let overflows = line.x + line.width > request.width + 1e-9 * max(1, request.width)
    // A line may overflow only when it draws at most one grapheme: a badge-alone first line
    // draws none (its range may hold hanging spaces), a single too-wide character or a
    // truncated line that can only show "…" draw one.
    if overflows && line.text.count > 1 {
      violation(
        "line \(index) \"\(line.text)\" is \(line.x + line.width) px wide in \(request.width)")
    }
    if line.isTruncated != (composed.isTruncated && index == lines.count - 1 && !ellipsisDropped) {
      violation("line \(index) truncation flag \(line.isTruncated)")
    }
  }
  if composed.isTruncated {
    if request.numberOfLines == 0 { violation("truncated with unlimited lines") }
    if lines.count != request.numberOfLines { violation("truncated before the last line") }
    // Scalars, not Characters: after a prepended concatenation mark (U+0600…) "…" is part of
    // the last Character.
    if lines[lines.count - 1].text.unicodeScalars.last != "…" && !ellipsisDropped {
      violation("truncated line without …")
    }
    if previousEnd >= length { violation("truncated although every character was shown") }
  } else if previousEnd != length {
    // Not truncated: the lines tile the whole title, so joined they give it back.
    violation("lines end at \(previousEnd) of \(length) without truncation")
  }
  if !composed.isTruncated {
    let joined = lines.map { String(title.utf16[$0.range(in: title)])! }.joined()
    if joined != title { violation("lines joined do not give back the title") }
  }
  if composed.height != Double(lines.count) * composed.lineHeight {
    violation("height \(composed.height) for \(lines.count) lines")
  }
  if composed.missingGlyphs < 0 { violation("negative missing glyph count") }
}
