import Foundation
import Testing
import TitleTestSupport

/// The client examples of `Examples/clients` (Python with its standard library, Node with
/// fetch), run against a live server: their answers are the batch's bytes, their errors the
/// service's codes, their images the server's.
@Suite(.timeLimit(.minutes(2))) struct ServeClientExampleTests {
  static let clients = CorpusFile.packageRoot.appendingPathComponent(
      "Examples/clients")

  /// (interpreter, script) of each example.
  static let examples: [(String, String)] = [
    ("python3", "python/title_client.py"), ("node", "node/title-client.mjs"),
  ]

  static let requests = [
    #"{"id": 1, "category": 1, "title": "요즘 인기 있는 절에서 템플스테이 체험하기", "width": 200}"#,
    #"{"id": "two", "category": 3, "title": "keep-all 과 normal", "width": 90, "wordBreak": "normal"}"#,
    #"{"id": 3, "category": 1, "title": "x", "width": -1}"#,
  ]

  static func run(_ example: (String, String), _ arguments: [String], stdin: String = "") throws
    -> CommandRunner.Output
  {
    try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/env"),
      arguments: [example.0, Self.clients.appendingPathComponent(example.1).path] + arguments,
      stdin: Data(stdin.utf8))
  }

  @Test(arguments: examples)
  func theExampleClientGetsTheServiceAnswers(example: (String, String)) throws {
    let records = try ServeRouteTests.jsonlRecords(Self.requests)
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "client-example-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try withServer(["--no-system-fonts"]) { server in
      let url = "http://127.0.0.1:\(server.port)"
      let composed = try Self.run(
        example, [url, "compose"], stdin: Self.requests.joined(separator: "\n") + "\n")
      #expect(composed.status == 0, "\(composed.stderr)")
      #expect(composed.stdout == records.joined(separator: "\n") + "\n")
      let refused = try Self.run(example, [url, "one", #"{"category": 1, "width": 100}"#])
      #expect(refused.status == 1)
      // (Node 18, Debian 12's, may warn first that fetch is experimental.)
      #expect(refused.stderr.hasSuffix("400 missingField: missing \"title\"\n"))
      let image = folder.appendingPathComponent("cell.png")
      let drawn = try Self.run(example, [url, "render", Self.requests[0], image.path, "scale=3"])
      #expect(drawn.status == 0, "\(drawn.stderr)")
      let served = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/render?scale=3", text: Self.requests[0])
      #expect(try Data(contentsOf: image) == Data(served.body))
      let info = try Self.run(example, [url, "info"])
      let object = try JSONSerialization.jsonObject(with: Data(info.stdout.utf8)) as? [String: Any]
      #expect(object?["name"] as? String == "title-preview")
    }
  }
}
