import Testing
import TitleText
@testable import TitleWire

@testable import TitleComposer

/// The scanner's UTF-8 check, done while it looks for a string's closing quote, against the
/// standard library's validating `String(validating:as:)`: the same strings are refused, and an
/// accepted one is the same text, over every two- and three-byte lead with boundary
/// continuations, four-byte leads, random and mutated byte strings, each at offsets that reach
/// both the word-at-a-time path and the byte-at-a-time tail, and cut at the end of the line.
@Suite struct ScannerUTF8Tests {
  /// SplitMix64, so every run draws the same strings.
  struct Draws {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }

  /// A byte that ends or escapes a string, kept out of the bodies drawn here.
  static func isSpecial(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20
  }

  /// Whether the scanner reads `body` (free of quotes, backslashes and controls) between quotes
  /// exactly as the standard library validates it; `prefix` ASCII bytes come first and `suffix`
  /// after, to move the body across the scanner's eight-byte words.
  static func agrees(_ body: [UInt8], prefix: Int, suffix: Int) -> Bool {
    let content =
      Array(repeating: UInt8(ascii: "a"), count: prefix) + body
      + Array(repeating: UInt8(ascii: "z"), count: suffix)
    let expected = String(validating: content, as: UTF8.self)
    let line = content + [UInt8(ascii: "\"")]
    var position = 0
    let token = BatchRequestScanner.string(line.span, &position)
    guard let expected else { return token == nil }
    guard case .string(let range, let hasEscape)? = token, !hasEscape,
      range == 0..<content.count, position == line.count
    else { return false }
    // The same body without its closing quote is cut at the end of the line: never a string.
    var cutPosition = 0
    guard BatchRequestScanner.string(content.span, &cutPosition) == nil else { return false }
    return BatchRequestScanner.text(line.span, range, hasEscape: false) == expected
  }

  static let continuations: [UInt8] = [0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xFF]

  @Test func everyLeadWithBoundaryContinuations() {
    var failures: [[UInt8]] = []
    var variant = 0
    for lead in UInt8(0x80)...0xFF {
      for second in UInt8(0x20)...0xFF where !Self.isSpecial(second) {
        for third in Self.continuations {
          variant += 1
          let body = [lead, second, third]
          if !Self.agrees(body, prefix: variant % 4, suffix: variant % 3 == 0 ? 9 : 0) {
            failures.append(body)
          }
          if lead >= 0xF0 {
            for fourth in Self.continuations
            where !Self.agrees(body + [fourth], prefix: variant % 5, suffix: variant % 2 * 8) {
              failures.append(body + [fourth])
            }
          }
        }
      }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  @Test func namedSequences() {
    let cases: [([UInt8], Bool)] = [
      ([0xC3, 0xA9], true),  // é
      ([0xC0, 0xAF], false),  // overlong '/'
      ([0xC1, 0xBF], false),
      ([0xE0, 0x80, 0xAF], false),  // overlong
      ([0xE0, 0xA0, 0x80], true),  // U+0800
      ([0xED, 0x9F, 0xBF], true),  // U+D7FF
      ([0xED, 0xA0, 0x80], false),  // U+D800, a surrogate
      ([0xED, 0xBF, 0xBF], false),  // U+DFFF
      ([0xEE, 0x80, 0x80], true),  // U+E000
      ([0xEF, 0xBF, 0xBF], true),  // U+FFFF
      ([0xF0, 0x8F, 0xBF, 0xBF], false),  // overlong
      ([0xF0, 0x90, 0x80, 0x80], true),  // U+10000
      ([0xF0, 0x9F, 0x98, 0x80], true),  // 😀
      ([0xF4, 0x8F, 0xBF, 0xBF], true),  // U+10FFFF
      ([0xF4, 0x90, 0x80, 0x80], false),  // above U+10FFFF
      ([0xF5, 0x80, 0x80, 0x80], false),
      ([0xEA, 0xB0], false),  // cut short
      ([0xF0, 0x9F, 0x98], false),
      ([0xEA, 0xB0, 0x80, 0xED, 0x9F, 0xBF], true),  // two in one word
      ([0xEA, 0xB0, 0x80, 0xED, 0xA0, 0x80], false),  // a surrogate second in the word
      ([0xEA, 0xB0, 0x80, 0xE0, 0x9F, 0xBF], false),  // an overlong second in the word
      ([0xEA, 0xB0, 0x80, 0xEA, 0xB0], false),  // a second cut short
      ([0x80], false),  // a lone continuation
      ([0xFF], false),
    ]
    for (body, valid) in cases {
      #expect((String(validating: body, as: UTF8.self) != nil) == valid, "\(body)")
      for prefix in 0..<9 {
        for suffix in [0, 1, 7, 8, 12] {
          #expect(Self.agrees(body, prefix: prefix, suffix: suffix), "\(body) \(prefix) \(suffix)")
        }
      }
    }
  }

  /// Random strings of valid scalars, some bytes then replaced by random ones.
  @Test func randomAndMutatedStrings() {
    var draws = Draws(state: 0x5EED_0013)
    var failures: [[UInt8]] = []
    let ranges: [ClosedRange<UInt32>] = [
      0x20...0x7E, 0x80...0x7FF, 0x800...0xD7FF, 0xE000...0xFFFF, 0x10000...0x10FFFF,
      0xAC00...0xD7A3,
    ]
    for round in 0..<60_000 {
      var body: [UInt8] = []
      for _ in 0..<(1 + draws.below(24)) {
        let range = ranges[draws.below(ranges.count)]
        let value =
          range.lowerBound + UInt32(draws.below(Int(range.upperBound - range.lowerBound) + 1))
        let scalar = Unicode.Scalar(value)!
        body.append(contentsOf: UTF8.encode(scalar)!)
      }
      body.removeAll(where: Self.isSpecial)
      for _ in 0..<(round % 3) where !body.isEmpty {
        var byte = UInt8(truncatingIfNeeded: draws.next())
        if Self.isSpecial(byte) { byte |= 0x80 }
        body[draws.below(body.count)] = byte
      }
      if round % 7 == 0, !body.isEmpty { body.removeLast(1 + draws.below(min(3, body.count))) }
      if !Self.agrees(body, prefix: round % 9, suffix: round % 4 * 3) { failures.append(body) }
    }
    #expect(failures.isEmpty, "\(failures.prefix(5))")
  }

  /// Whole request lines: a title the standard library refuses makes the scanner give up (so
  /// the tree path words the error); one it accepts is the request's title.
  @Test func requestTitles() {
    var draws = Draws(state: 0x71_7E5)
    for round in 0..<5_000 {
      var body = Array("제목 title ".utf8)
      if round % 2 == 1 { body[draws.below(body.count)] = 0x80 | UInt8(draws.below(0x80)) }
      let line =
        Array(#"{"category":1,"title":""#.utf8) + body + Array(#"","width":120}"#.utf8)
      let scanned = BatchRequestScanner.scan(line, isFirstLine: false, defaultLanguage: .korean)
      let expected = String(validating: body, as: UTF8.self)
      if let expected {
        #expect(scanned.flatMap { try? $0.request.get().title } == expected)
      } else {
        #expect(scanned == nil)
      }
    }
  }
}
