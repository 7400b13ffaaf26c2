import Testing
import TitleText
@testable import TitleWire

@testable import TitleComposer

/// The request scanner's reading in place: keys picked by their first bytes and
/// compared with constant words, numbers read as integers while they are scanned, choices as
/// one word, the fields written straight into the request. Each against the tree path
/// (``JSONParser`` and ``BatchLine``'s field readers), which shares none of that code.
@Suite struct ScannerInPlaceTests {
  /// Both readings of `bytes`: the line `BatchLine(bytes:)` gives and the tree path's.
  static func readings(_ bytes: [UInt8]) -> (line: BatchLine, tree: BatchLine) {
    (
      BatchLine(bytes: bytes),
      BatchLine(parsingTreeOf: bytes, isFirstLine: false, defaultLanguage: .korean)
    )
  }

  /// Whether both paths read `bytes` alike, `"widths"` included.
  static func same(_ bytes: [UInt8]) -> Bool {
    let (line, tree) = readings(bytes)
    return ScannerMatchesTreePathTests.same(bytes) && line.widths == tree.widths
  }

  /// The constant words of every key are its name and closing quote, zero past them, and its
  /// length is theirs: computed here from the name's UTF-8, not from the constants.
  @Test func keyWordsAreTheNamesWithTheirQuotes() {
    for key in BatchRequestScanner.Key.allCases {
      let quoted = Array("\(key.name)\"".utf8)
      #expect(key.quotedLength == quoted.count, "\(key)")
      var words: [UInt64] = [0, 0, 0]
      for (index, byte) in quoted.enumerated() {
        words[index / 8] |= UInt64(byte) << UInt64(index % 8 * 8)
      }
      let constants = key.quotedWords
      #expect([constants.0, constants.1, constants.2] == words, "\(key)")
    }
  }

  /// Every key, last in its line, with 0 to 24 bytes of white space before the closing brace:
  /// the key's words are loaded whole, or assembled from the bytes the line has, at every
  /// length; each is read, and read as the tree path reads it. Cut a byte short, or with a
  /// byte after the name, it is an unknown key for the tree path to word.
  @Test func everyKeyAtEveryDistanceFromTheEnd() throws {
    for (key, value) in WordAtATimeTests.keyValues {
      let base = WordAtATimeTests.request(key: key, value: value, first: false)
      for spaces in 0...24 {
        var bytes = Array(base.dropLast())
        bytes += Array(repeating: UInt8(ascii: " "), count: spaces) + [UInt8(ascii: "}")]
        let scanned = BatchLine.scanned(bytes: bytes)
        #expect(scanned != nil, "\(key) \(spaces)")
        #expect(Self.same(bytes), "\(key) \(spaces)")
        let keyEnd = bytes.count - spaces - value.utf8.count - 3
        for variant in [
          Array(bytes[..<(keyEnd - 1)]) + Array(bytes[keyEnd...]),
          Array(bytes[..<keyEnd]) + [UInt8(ascii: "x")] + Array(bytes[keyEnd...]),
        ] {
          #expect(BatchLine.scanned(bytes: variant) == nil, "\(key) \(spaces)")
          #expect(Self.same(variant), "\(key) \(spaces)")
        }
      }
    }
  }

  /// Numbers in every numeric field: plain integers of 1 to 17 digits (the scanner converts up
  /// to 15 itself), signs, zeros, leading zeros, fractions, exponents and broken forms. The
  /// same request or the same error as the tree path, whichever reads the line.
  @Test(arguments: ["category", "width", "numberOfLines", "titleSize", "lineHeight", "id"])
  func numbersReadAsTheTreePath(_ key: String) {
    var texts = [
      "0", "-0", "1", "-1", "7", "00", "01", "-01", "0.5", "1.0", "2.", ".5", "-", "--1", "+1",
      "1e2", "1E2", "1e+2", "1e-2", "1e", "-0.0", "1.5e3", "9007199254740992", "9007199254740993",
      "-9007199254740992", "1e400", "-1e400", "123abc", "1.2.3", "0x10", "16 ", "16\t",
    ]
    var digits = ""
    for count in 1...17 {
      digits += String((count * 7) % 10)
      texts += [digits, "-" + digits, digits + ".0", digits + "e0"]
    }
    let others = [("category", "1"), ("title", #""가나""#), ("width", "200")]
      .filter { $0.0 != key }.map { "\"\($0.0)\":\($0.1)" }
    for text in texts {
      let field = "\"\(key)\":\(text)"
      for fields in [others + [field], [field] + others] {
        let line = "{" + fields.joined(separator: ",") + "}"
        #expect(Self.same(Array(line.utf8)), "\(line)")
      }
    }
  }

  /// Plain integers are read exactly, as `Int` and `Double` read their text.
  @Test func plainIntegersAreExact() throws {
    var digits = ""
    for count in 1...15 {
      digits += String((count * 3 + 1) % 10)
      let bytes = Array(
        #"{"category":\#(digits),"title":"a","width":\#(digits),"numberOfLines":-\#(digits)}"#
          .utf8)
      let request = try #require(try BatchLine.scanned(bytes: bytes)?.request.get())
      #expect(request.categoryID == Int(digits)!)
      #expect(request.width == Double(digits)!)
      #expect(request.numberOfLines == -Int(digits)!)
    }
  }

  /// Every choice's every case and near misses (one byte off, cut, longer, other case) in
  /// every choice field, at the end of the line (bytes assembled) and before other fields
  /// (words loaded whole).
  @Test func choicesAndNearMissesReadAsTheTreePath() {
    let fields: [(String, [String])] = [
      ("wordBreak", WordBreak.allCases.map(\.rawValue)),
      ("padding", PaddingMode.allCases.map(\.rawValue)),
      ("whiteSpace", WhiteSpace.allCases.map(\.rawValue)),
      ("textWrap", TextWrap.allCases.map(\.rawValue)),
    ]
    for (key, cases) in fields {
      for raw in cases + ["", "x", "keep-all-", "KEEP-ALL", "normalx", "wra", "prettyy"] {
        var texts = [raw, String(raw.dropLast()), raw + "s", raw.uppercased()]
        if let first = raw.utf8.first {
          texts.append(
            String(decoding: [first ^ 0x01] + Array(raw.utf8.dropFirst()), as: UTF8.self))
        }
        for text in texts {
          for line in [
            #"{"category":1,"title":"a","width":1,"\#(key)":"\#(text)"}"#,
            #"{"\#(key)":"\#(text)","category":1,"title":"a","width":1}"#,
          ] {
            let bytes = Array(line.utf8)
            #expect(Self.same(bytes), "\(line)")
            let accepted = cases.contains(text)
            #expect((BatchLine.scanned(bytes: bytes) != nil) == accepted, "\(line)")
          }
        }
      }
    }
  }

  /// Null in every field: the id's value, a required field missing, an optional one absent
  /// (and still a repeated key when given twice), `"widths"` an error; alike on both paths.
  @Test func nullInEveryFieldReadsAsTheTreePath() {
    for key in BatchRequestScanner.Key.allCases.map({ "\($0.name)" }) {
      for line in [
        #"{"category":1,"title":"a","width":1,"\#(key)":null}"#,
        #"{"\#(key)":null,"category":1,"title":"a","width":1,"\#(key)":null}"#,
        #"{"\#(key)":  null  ,"category":1,"title":"a","widths":[5]}"#,
        #"{"category":1,"title":"a","width":1,"\#(key)":nul}"#,
      ] {
        #expect(Self.same(Array(line.utf8)), "\(line)")
      }
    }
  }
}
