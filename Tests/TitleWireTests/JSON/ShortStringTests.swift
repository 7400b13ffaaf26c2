import Testing
import TitleTestSupport
@testable import TitleWire

/// The span writer's one-word path for short strings (``JSONSpanBytes/appendShortPlainString``):
/// every string of up to nine bytes with a byte that needs an escape, or one that must not be
/// taken for one, at each offset is written as the reference `JSONWriter` writes it, whichever
/// path takes it, and the path takes exactly the short strings with nothing to escape.
@Suite struct ShortStringTests {
  /// Bytes to place: controls, quote, backslash, their neighbours, DEL, space.
  static let suspects: [UInt8] = [
    0x00, 0x01, 0x09, 0x0A, 0x1F, 0x20, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7F,
  ]

  @Test func shortStringsAreWrittenAsTheReferenceWritesThem() {
    var wrong: [String] = []
    for length in 0...9 {
      for offset in 0..<max(1, length) {
        for suspect in Self.suspects {
          for filler in ["a", "가", "é"] {
            // Fillers of one, two and three bytes, cut to `length` bytes at a scalar boundary.
            var text = ""
            while (text + filler).utf8.count <= length { text += filler }
            var bytes = Array(text.utf8)
            if offset < bytes.count {
              bytes[offset] = suspect
            } else if length > 0 {
              bytes.append(suspect)
            }
            let string = String(decoding: bytes, as: UTF8.self)
            var written: [UInt8] = []
            written.append(addingCapacity: JSONSpanBytes.stringBound(string)) { out in
              JSONSpanBytes.appendString(string, to: &out)
            }
            var writer = JSONWriter()
            writer.string(string)
            if written != writer.bytes { wrong.append("\(bytes)") }
          }
        }
      }
    }
    #expect(wrong.isEmpty, "\(wrong.prefix(8))")
  }

  @Test func theOneWordPathTakesOnlyShortStringsWithNothingToEscape() {
    func takes(_ text: String) -> Bool {
      var written: [UInt8] = []
      var taken = false
      written.append(addingCapacity: 32) { out in
        taken = JSONSpanBytes.appendShortPlainString(text.utf8Span.span, to: &out)
      }
      #expect(taken == !written.isEmpty)
      return taken
    }
    #expect(takes("p0001"))
    #expect(takes(""))
    #expect(takes("ko"))
    #expect(takes("12345678"))
    #expect(takes("가나"))
    #expect(!takes("123456789"))
    #expect(!takes("a\"b"))
    #expect(!takes("a\\b"))
    #expect(!takes("\u{1F}"))
    #expect(!takes("tab\t"))
  }
}
