import Foundation
import Testing
import TitleTestSupport

/// `--direction`, the batch key `"direction"` and the HTTP service, through the built binary: an
/// rtl cell's badge ends at the cell's right edge, a bad value is a usage error (64) on the
/// command line and an `invalidDirection` error record in a batch, whose other records are
/// unharmed.
@Suite(.timeLimit(.minutes(2))) struct DirectionCLITests {
  static let title = "요즘 인기 있는 절에서 템플스테이 체험하기"

  static func object(_ text: some StringProtocol) throws -> [String: Any] {
    try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  static func badgeRightEdge(_ object: [String: Any]) -> Double? {
    guard let badge = object["badge"] as? [String: Any], let x = badge["x"] as? Double,
      let width = badge["width"] as? Double
    else { return nil }
    return x + width
  }

  @Test func theOptionPutsTheBadgeAtTheRight() throws {
    let output = try CommandRunner.run(
      ["--direction", "rtl", "-w", "300", "-f", "json", "--no-system-fonts", Self.title])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try Self.object(output.stdout)
    #expect(object["direction"] as? String == "rtl")
    #expect(Self.badgeRightEdge(object) == 300)
    let ltr = try CommandRunner.run(["-w", "300", "-f", "json", "--no-system-fonts", Self.title])
    let ltrObject = try Self.object(ltr.stdout)
    #expect(ltrObject["direction"] == nil)
    #expect((ltrObject["badge"] as? [String: Any])?["x"] as? Double == 0)
  }

  @Test func aBadValueIsAUsageError() throws {
    let output = try CommandRunner.run(
      ["--direction", "sideways", "-w", "300", "--no-system-fonts", Self.title])
    #expect(output.status == 64)
    #expect(output.stderr.contains("--direction"))
  }

  static let requests = [
    #"{"id": 1, "category": 1, "title": "שלום עולם", "width": 200, "direction": "auto"}"#,
    #"{"id": 2, "category": 1, "title": "안녕하세요", "width": 200, "direction": "upward"}"#,
    #"{"id": 3, "category": 1, "title": "안녕하세요", "width": 200}"#,
  ]

  @Test func aBadBatchValueIsAnErrorRecordAndTheRestGoOn() throws {
    let output = try CommandRunner.run(
      ["--jsonl", "-", "--no-system-fonts"],
      stdin: Data((Self.requests.joined(separator: "\n") + "\n").utf8))
    #expect(output.status == 1)
    let records = try output.stdout.split(separator: "\n").map { try Self.object($0) }
    #expect(records.count == 3)
    #expect(records[0]["direction"] as? String == "rtl")
    #expect(Self.badgeRightEdge(records[0]) == 200)
    #expect(records[1]["code"] as? String == "invalidDirection")
    #expect(records[1]["line"] as? Int == 2)
    #expect(records[2]["direction"] == nil && records[2]["lines"] != nil)
    for record in output.stdout.split(separator: "\n") {
      #expect(JSONSchemaSubset.wire.problems(of: try Self.object(record)) == [])
    }
  }

  @Test func theOptionIsTheBatchDefault() throws {
    let output = try CommandRunner.run(
      ["--jsonl", "-", "--direction", "rtl", "--no-system-fonts"],
      stdin: Data(
        (Self.requests[2] + "\n" + Self.requests[2].dropLast() + #", "direction": "ltr"}"# + "\n")
          .utf8))
    #expect(output.status == 0, "\(output.stderr)")
    let records = try output.stdout.split(separator: "\n").map { try Self.object($0) }
    #expect(records.map { $0["direction"] as? String } == ["rtl", nil])
  }

  @Test func theServiceAnswersAsTheBatchDoes() throws {
    let batch = try CommandRunner.run(
      ["--jsonl", "-", "--no-system-fonts"],
      stdin: Data((Self.requests.joined(separator: "\n") + "\n").utf8))
    let records = batch.stdout.split(separator: "\n").map(String.init)
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      let answer = try connection.request(
        "POST", "/v1/compose", text: "[" + Self.requests.joined(separator: ",") + "]")
      #expect(answer.status == 200)
      #expect(answer.text == "[" + records.joined(separator: ",") + "]")
      let bad = try connection.request("POST", "/v1/compose", text: Self.requests[1])
      #expect(bad.status == 400)
      #expect(try Self.object(bad.text)["code"] as? String == "invalidDirection")
    }
  }

  @Test func tagsFlowFromTheRightEdge() throws {
    let output = try CommandRunner.run(
      ["tags", "--direction", "rtl", "-w", "200", "-f", "json", "주차 가능", "반려동물 동반"])
    #expect(output.status == 0, "\(output.stderr)")
    let chips = try #require(try Self.object(output.stdout)["chips"] as? [[String: Any]])
    let first = try #require(chips.first?["frame"] as? [String: Double])
    #expect(try #require(first["x"]) + (try #require(first["width"])) == 200)
  }

  @Test func tooltipLinesAlignRight() throws {
    let output = try CommandRunner.run(
      ["tooltip", "--direction", "rtl", "-f", "json", "긴 설명 문장이 여러 줄로 나뉘는 툴팁"])
    #expect(output.status == 0, "\(output.stderr)")
    let object = try Self.object(output.stdout)
    let bubble = try #require(object["bubble"] as? [String: Double])
    let lines = try #require(object["lines"] as? [[String: Any]])
    // Each line's box (snapped up to 1/64 px) ends at the bubble's right inset (5 px).
    for line in lines {
      let x = try #require(line["x"] as? Double)
      let width = try #require(line["width"] as? Double)
      let right = x + (width * 64).rounded(.up) / 64
      #expect(abs(right - (bubble["x"]! + bubble["width"]! - 5)) < 1e-6)
    }
  }
}
