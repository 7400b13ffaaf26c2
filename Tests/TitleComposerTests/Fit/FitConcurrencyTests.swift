import Testing
import TitleComposer

/// Fits from many tasks at once, with one shared composer, give the answers of the same fits made
/// one after another: a fit only composes and lays out, and keeps no state between calls.
@Suite struct FitConcurrencyTests {
  @Test func concurrentFitsEqualSerialOnes() async throws {
    let composer = try Composer()
    let titles = [
      "report_2025_quarterly_summary_final_version.pdf", "설치_안내서_한국어판_2판_인쇄용_고해상도.pdf",
      "요즘 인기 있는 절에서 템플스테이 체험하기", "Etch, Lenny 같은 이름은 무엇인가요? 24시간",
    ]
    let fit = TitleFit(
      titleSizes: TitleSizeRange(minimum: 12, maximum: 18), shrinkWrap: true, truncate: .middle)
    let requests = titles.flatMap { title in
      [120.0, 200, 280].map {
        TitleRequest(categoryID: 3, title: title, width: $0, numberOfLines: 1)
      }
    }
    let serial = try requests.map { try composer.compose($0, fitting: fit) }
    let concurrent = try await withThrowingTaskGroup(of: (Int, FittedTitle).self) { group in
      for _ in 0..<4 {
        for (index, request) in requests.enumerated() {
          group.addTask { (index, try composer.compose(request, fitting: fit)) }
        }
      }
      var answers: [(Int, FittedTitle)] = []
      for try await answer in group { answers.append(answer) }
      return answers
    }
    #expect(concurrent.count == requests.count * 4)
    for (index, fitted) in concurrent { #expect(fitted == serial[index]) }
  }
}
