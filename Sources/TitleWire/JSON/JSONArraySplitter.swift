/// Splits a JSON array body into the byte ranges of its elements, without reading them: each
/// element is then read as one request by the batch scanner, which words any error in it.
///
/// It follows strings (with their escapes) and the nesting of `[]` and `{}` only to find the
/// commas that end elements; what is inside an element is the element reader's to judge.
public enum JSONArraySplitter {
  /// Why a body is not an array of elements.
  public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
    /// The byte offset where the body stops being an array.
    public let offset: Int
    /// What is wrong there.
    public let reason: String

    /// "invalid JSON at byte N: reason", as the batch's JSON errors read.
    public var description: String { "invalid JSON at byte \(offset): \(reason)" }
  }

  /// The element ranges of the array that `bytes` holds (white space around it allowed).
  /// - Parameter bytes: the body, starting (after white space) with `[`.
  /// - Returns: the ranges, in order; an empty array for `[]`.
  /// - Throws: ``Failure`` when the brackets, braces or strings do not close, an element is
  ///   empty, or something follows the array.
  public static func elements(of bytes: [UInt8]) throws(Failure) -> [Range<Int>] {
    var position = 0
    skipWhiteSpace(bytes, &position)
    guard position < bytes.count, bytes[position] == UInt8(ascii: "[") else {
      throw Failure(offset: position, reason: "expected '['")
    }
    position += 1
    var ranges: [Range<Int>] = []
    var start = position
    var depth = 0
    var isEmptyArray = true
    while position < bytes.count {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position = try stringEnd(bytes, from: position)
        isEmptyArray = false
        continue
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        isEmptyArray = false
      case UInt8(ascii: "]") where depth == 0:
        if !isEmptyArray || !ranges.isEmpty {
          ranges.append(try element(bytes, start..<position))
        }
        position += 1
        skipWhiteSpace(bytes, &position)
        guard position == bytes.count else {
          throw Failure(offset: position, reason: "unexpected bytes after the array")
        }
        return ranges
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        guard depth > 0 else { throw Failure(offset: position, reason: "unexpected '}'") }
        depth -= 1
      case UInt8(ascii: ",") where depth == 0:
        ranges.append(try element(bytes, start..<position))
        start = position + 1
      case 0x20, 0x09, 0x0A, 0x0D: break
      default: isEmptyArray = false
      }
      position += 1
    }
    throw Failure(offset: bytes.count, reason: "the array does not end")
  }

  /// `range` trimmed of white space; an error when nothing is left.
  private static func element(_ bytes: [UInt8], _ range: Range<Int>) throws(Failure) -> Range<Int> {
    var lower = range.lowerBound
    var upper = range.upperBound
    while lower < upper, isWhiteSpace(bytes[lower]) { lower += 1 }
    while upper > lower, isWhiteSpace(bytes[upper - 1]) { upper -= 1 }
    guard lower < upper else { throw Failure(offset: range.upperBound, reason: "empty element") }
    return lower..<upper
  }

  /// The position after the string that opens at `start`.
  private static func stringEnd(_ bytes: [UInt8], from start: Int) throws(Failure) -> Int {
    var position = start + 1
    while position < bytes.count {
      switch bytes[position] {
      case UInt8(ascii: "\\"): position += 2
      case UInt8(ascii: "\""): return position + 1
      default: position += 1
      }
    }
    throw Failure(offset: start, reason: "unterminated string")
  }

  private static func isWhiteSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func skipWhiteSpace(_ bytes: [UInt8], _ position: inout Int) {
    while position < bytes.count, isWhiteSpace(bytes[position]) { position += 1 }
  }
}
