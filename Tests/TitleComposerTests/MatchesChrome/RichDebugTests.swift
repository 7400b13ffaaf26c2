import Foundation
import Testing
import TitleComposer

@Suite struct RichDebugTests {
  @Test func debugCases() throws {
    let ids = (ProcessInfo.processInfo.environment["RICH_IDS"] ?? "").split(separator: ",").map(String.init)
    guard !ids.isEmpty else { return }
    let corpus = try RichCorpus.shared.get()
    let composers = try corpus.composers()
    for item in corpus.cases where ids.contains(item.id) {
      let title = try composers[item.titleSource]!.compose(item.request())
      print(item.id, "lines", title.lines.map(\.text))
      for line in title.lines {
        print("  x", line.x, "w", line.width, "range", line.range, "cut", line.cut as Any)
        for part in line.parts { print("    ", part.kind, part.range, part.x, part.width, part.style ?? "-") }
      }
    }
  }
}

@Suite struct RichDebugInterTests {
  @Test func interAlone() throws {
    guard ProcessInfo.processInfo.environment["RICH_IDS"] != nil else { return }
    let inter = FontSource.file(path: "/usr/share/fonts/opentype/inter/Inter-Regular.otf")
    var style = TitleStyle()
    style.titleFont = inter
    style.runStyles = ["i": RunStyle(font: inter, size: 14)]
    let composer = try Composer(style: style)
    for text in ["iPhone 16 Pro", "Python", "Pro"] {
      let plain = try composer.compose(TitleRequest(categoryID: 1, title: text, width: 400, titleSize: 14))
      let rich = try composer.compose(TitleRequest(categoryID: 1, runs: [.text(text, style: "i")], width: 400))
      let rich2 = try composer.compose(TitleRequest(categoryID: 1, runs: [.text(text)], width: 400))
      print(text, plain.lines[0].width, rich.lines[0].width, rich2.lines[0].width)
    }
  }
}
