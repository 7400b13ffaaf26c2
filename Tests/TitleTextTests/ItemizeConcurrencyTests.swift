import Testing

@testable import TitleText

/// Itemizers on many threads at once (each task its own value, sharing the script table and
/// ICU's bidi pool) give the serial results.
@Suite struct ItemizeConcurrencyTests {
  static let titles = [
    "삼성 Galaxy S24 출시", "한국 עברית 123 العربية ١٢٣ end", "שלום עולם", "日本語のテキスト（テスト）",
    "😀 가나 👍🏽", "abc \u{2067}שלום\u{2069} def", "가격 السعر ١٢٣٤ ريال 할인", "",
  ]

  @Test func parallelMatchesSerial() async {
    var serialItemizer = TextItemizer()
    let serial = Self.titles.map { serialItemizer.itemize($0) }
    let results = await withTaskGroup(of: [[TextRun]].self) { group in
      for _ in 0..<16 {
        group.addTask {
          var itemizer = TextItemizer()
          var all: [[TextRun]] = []
          for _ in 0..<50 { all += Self.titles.map { itemizer.itemize($0) } }
          return all
        }
      }
      var collected: [[[TextRun]]] = []
      for await result in group { collected.append(result) }
      return collected
    }
    #expect(results.count == 16)
    let expected = Array([[[TextRun]]](repeating: serial, count: 50).joined())
    for result in results { #expect(result == expected) }
  }
}
