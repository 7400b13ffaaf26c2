import Foundation
import Testing
import TitleComposer
import TitleTestSupport

@testable import TitleService

/// `docs/openapi.json` is the HTTP contract: the server serves it, it describes every route, its
/// schemas are the wire schema's, and every answer the server gives, each error it can be made
/// to send included, is one it allows.
@Suite(.timeLimit(.minutes(2))) struct ServeContractTests {
  /// A request that gets an error, and what it gets: the status and, for the service's own JSON
  /// errors, the code (`nil`: libmicrohttpd's page, or a request's error record).
  struct Provoked: CustomStringConvertible {
    var raw: [UInt8]
    var method: String
    var path: String
    var status: Int
    var code: String?

    init(_ raw: String, _ method: String, _ path: String, _ status: Int, _ code: String?) {
      self.init(Array(raw.utf8), method, path, status, code)
    }

    init(_ raw: [UInt8], _ method: String, _ path: String, _ status: Int, _ code: String?) {
      (self.raw, self.method, self.path, self.status, self.code) = (raw, method, path, status, code)
    }

    var description: String { "\(method) \(path) \(status) \(code ?? "-")" }
  }

  static func post(_ path: String, _ headers: String, _ body: [UInt8]) -> [UInt8] {
    Array(
      "POST \(path) HTTP/1.1\r\nHost: x\r\n\(headers)Content-Length: \(body.count)\r\n\r\n".utf8)
      + body
  }

  static let request = #"{"category": 1, "title": "계약", "width": 120}"#

  /// Every error of the HTTP layer, the request errors and libmicrohttpd's pages.
  static func provoked() throws -> [Provoked] {
    let json = "Content-Type: application/json\r\n"
    let bomb = try GzipTool.compress([UInt8](repeating: 0x20, count: 10 << 20))
    return [
      Provoked(
        "GET /metrics%00.json HTTP/1.1\r\nHost: x\r\n\r\n", "GET", "/metrics", 400, "invalidTarget"),
      Provoked(
        "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Bad : 1\r\n\r\n", "GET", "/healthz", 400,
        "invalidHeader"),
      Provoked("GET /healthz HTTP/1.1\r\n\r\n", "GET", "/healthz", 400, "missingHost"),
      Provoked(
        "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}",
        "POST", "/v1/compose", 400, "invalidContentLength"),
      Provoked(
        "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n"
          + "Transfer-Encoding: chunked\r\n\r\n{}", "POST", "/v1/compose", 400, "conflictingFraming"
      ),
      Provoked(
        post("/v1/compose", json + "Content-Encoding: gzip\r\n", Array("not gzip".utf8)), "POST",
        "/v1/compose", 400, "invalidGzip"),
      Provoked(
        post("/v1/render?format=gif", json, Array(request.utf8)), "POST", "/v1/render", 400,
        "invalidFormat"),
      Provoked(
        post("/v1/render?scale=99", json, Array(request.utf8)), "POST", "/v1/render", 400,
        "invalidRenderOption"),
      Provoked(
        post("/v1/compose", json, Array("{\"id\": 1".utf8)), "POST", "/v1/compose", 400, nil),
      Provoked(
        "GET /v2/compose HTTP/1.1\r\nHost: x\r\n\r\n", "GET", "/v2/compose", 404, "notFound"),
      Provoked(
        "GET /v1/compose HTTP/1.1\r\nHost: x\r\n\r\n", "GET", "/v1/compose", 405,
        "methodNotAllowed"),
      Provoked(
        post("/v1/compose", json, [UInt8](repeating: 0x20, count: 5000)), "POST", "/v1/compose",
        413, "bodyTooLarge"),
      Provoked(
        post("/v1/compose", json + "Content-Encoding: gzip\r\n", bomb), "POST", "/v1/compose", 413,
        "bodyTooLarge"),
      Provoked(
        post("/v1/compose", "Content-Type: text/plain\r\n", Array(request.utf8)), "POST",
        "/v1/compose", 415, "unsupportedMediaType"),
      Provoked(
        post("/v1/compose", json + "Content-Encoding: br\r\n", Array(request.utf8)), "POST",
        "/v1/compose", 415, "unsupportedContentEncoding"),
      Provoked(
        "POST /v1/compose HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n", "POST",
        "/v1/compose", 501, "unsupportedTransferEncoding"),
      Provoked("GET /healthz HTTP/2.0\r\nHost: x\r\n\r\n", "GET", "/healthz", 505, nil),
      Provoked(
        "GET /" + String(repeating: "a", count: 20_000) + " HTTP/1.1\r\nHost: x\r\n\r\n", "GET",
        "/healthz", 414, nil),
      Provoked(
        "GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + String(repeating: "a", count: 20_000)
          + "\r\n\r\n", "GET", "/healthz", 431, nil),
      Provoked(
        "GET /healthz HTTP/1.1\r\nHost: x\r\nno colon\r\n\r\n", "GET", "/healthz", 400, nil),
      Provoked(
        "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n",
        "POST", "/v1/compose", 413, nil),
    ]
  }

  /// The codes no request above provokes, each with why (a later suite provokes it).
  static let provokedElsewhere: Set<String> = []

  @Test func everyErrorTheServerSendsIsOneTheContractAllows() throws {
    let contract = OpenAPIContract.service
    var codes: Set<String> = []
    try withServer(["--no-system-fonts", "--max-body-bytes", "4096", "--timeout", "2"]) { server in
      for provoked in try Self.provoked() {
        let connection = try HTTPTestConnection(port: server.port, timeout: 10)
        try connection.send(provoked.raw)
        let response: HTTPTestConnection.Response
        do {
          response = try connection.readResponse()
        } catch {
          Issue.record("\(provoked): \(error)")
          continue
        }
        #expect(response.status == provoked.status, "\(provoked)")
        let problems = contract.problems(
          path: provoked.path, method: provoked.method, status: response.status,
          mediaType: response.headers["content-type"], body: response.body)
        #expect(problems.isEmpty, "\(provoked): \(problems)")
        if let code = provoked.code {
          let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
          #expect(object?["code"] as? String == code, "\(provoked)")
          codes.insert(code)
        }
      }
      // 408: the head is in, the body is not by the deadline.
      let late = try HTTPTestConnection(port: server.port, timeout: 10)
      try late.send(HTTPTestConnection.head("POST", "/v1/compose", length: 100) + "{")
      let started = Date()
      let timedOut: HTTPTestConnection.Response
      do {
        timedOut = try late.readResponse()
      } catch {
        Issue.record("408 after \(Date().timeIntervalSince(started)) s: \(error)")
        return
      }
      #expect(timedOut.status == 408)
      let problems = contract.problems(
        path: "/v1/compose", method: "POST", status: 408,
        mediaType: timedOut.headers["content-type"], body: timedOut.body)
      #expect(problems.isEmpty, "408: \(problems)")
      codes.insert("requestTimeout")
    }
    // 503: a body the memory budget has no room for.
    try withServer([
      "--no-system-fonts", "--max-body-bytes", "4000000", "--memory-budget", "1048576",
    ]) { server in
      let connection = try HTTPTestConnection(port: server.port, timeout: 10)
      try connection.send(
        HTTPTestConnection.head("POST", "/v1/compose", length: 2_000_000))
      let busy = try connection.readResponse()
      #expect(busy.status == 503)
      #expect(busy.headers["retry-after"] == "1")
      let problems = contract.problems(
        path: "/v1/compose", method: "POST", status: 503,
        mediaType: busy.headers["content-type"], body: busy.body)
      #expect(problems.isEmpty, "503: \(problems)")
      let object = try JSONSerialization.jsonObject(with: Data(busy.body)) as? [String: Any]
      codes.insert(object?["code"] as? String ?? "")
      // 413 responseTooLarge: 64 widths of a long title with glyph runs, estimated at tens of
      // megabytes.
      let widths = (0..<64).map { "\(40 + $0)" }.joined(separator: ",")
      let amplified =
        #"{"category": 1, "glyphs": true, "numberOfLines": 0, "widths": [\#(widths)], "title": ""#
        + String(repeating: "템플스테이 ", count: 600) + "\"}"
      let large = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/compose", text: amplified)
      #expect(large.status == 413)
      let largeProblems = contract.problems(
        path: "/v1/compose", method: "POST", status: 413,
        mediaType: large.headers["content-type"], body: large.body)
      #expect(largeProblems.isEmpty, "413: \(largeProblems)")
      let largeObject = try JSONSerialization.jsonObject(with: Data(large.body)) as? [String: Any]
      codes.insert(largeObject?["code"] as? String ?? "")
    }
    let all = Set(HTTPErrorCode.allCases.map(\.rawValue))
    #expect(all.subtracting(codes).subtracting(Self.provokedElsewhere) == [])
  }

  /// The answers of every route, as the contract describes them.
  @Test func everyRouteAnswersAsTheContractSays() throws {
    let contract = OpenAPIContract.service
    let request = Self.request
    let exchanges: [(String, String, String?, String)] = [
      ("POST", "/v1/compose", "application/json", request),
      ("POST", "/v1/compose", "application/json; charset=utf-8", "[" + request + ",{\"x\":1}]"),
      (
        "POST", "/v1/compose", "application/json",
        #"{"category": 1, "title": "x", "widths": [50, 90]}"#
      ),
      ("POST", "/v1/compose", "application/x-ndjson", request + "\n" + request + "\n"),
      ("POST", "/v1/compose", "application/ndjson", request + "\n"),
      ("POST", "/v1/compose", "application/jsonl", request + "\n"),
      ("POST", "/v1/render", "application/json", request),
      ("POST", "/v1/render?format=svg", "application/json", request),
      ("GET", "/v1/info", nil, ""),
      ("GET", "/openapi.json", nil, ""),
      ("GET", "/healthz", nil, ""),
      ("GET", "/metrics", nil, ""),
      ("GET", "/", nil, ""),
      ("GET", "/fonts/title", nil, ""),
      ("GET", "/fonts/badge", nil, ""),
      ("OPTIONS", "/v1/compose", nil, ""),
      ("OPTIONS", "/", nil, ""),
    ]
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      for (method, target, type, body) in exchanges {
        let response = try connection.request(
          method, target, body: Array(body.utf8), contentType: type)
        #expect((200..<300).contains(response.status), "\(method) \(target)")
        let path = String(target.prefix { $0 != "?" })
        let problems = contract.problems(
          path: path, method: method, status: response.status,
          mediaType: response.headers["content-type"], body: response.body)
        #expect(problems.isEmpty, "\(method) \(target): \(problems)")
      }
    }
  }

  @Test func theServedDocumentIsDocsOpenAPIJSON() throws {
    let file = try Data(contentsOf: OpenAPIContract.fileURL)
    try withServer(["--no-system-fonts"]) { server in
      let served = try HTTPTestConnection(port: server.port).request("GET", "/openapi.json")
      #expect(served.status == 200)
      #expect(served.headers["content-type"] == "application/json")
      #expect(Data(served.body) == file)
    }
  }

  /// The document's paths are the server's routes, its version the project's, its HTTP error
  /// codes ``HTTPErrorCode``'s, its request and record schemas the wire schema's (references
  /// moved from `#/$defs/` to `#/components/schemas/`), and every schema in it within the
  /// validator's subset.
  @Test func theDocumentDescribesThisServer() throws {
    let contract = OpenAPIContract.service
    #expect(contract.paths == Set(HTTPRoutes.routes.keys))
    #expect(
      (contract.document["info"] as? [String: Any])?["version"] as? String == Composer.version)
    let httpError = contract.component("schemas", "httpError")
    let code = (httpError?["properties"] as? [String: Any])?["code"] as? [String: Any]
    #expect(code?["enum"] as? [String] == HTTPErrorCode.allCases.map(\.rawValue))
    let wire = JSONSchemaSubset.wire.root["$defs"] as? [String: Any] ?? [:]
    #expect(!wire.isEmpty)
    for (name, definition) in wire {
      let expected = try JSONSerialization.data(
        withJSONObject: Self.movingReferences(definition), options: [.sortedKeys])
      let copy = try JSONSerialization.data(
        withJSONObject: contract.component("schemas", name) ?? [:], options: [.sortedKeys])
      #expect(copy == expected, "components/schemas/\(name)")
    }
    var schemas: [(String, [String: Any])] = []
    Self.collectSchemas(contract.document, at: "#", into: &schemas)
    #expect(schemas.count > 20)
    for (path, schema) in schemas {
      #expect(throws: Never.self, "\(path)") { try JSONSchemaSubset.checkSubset(schema, at: path) }
    }
  }

  /// `value` with every `$ref` to `#/$defs/x` pointing at `#/components/schemas/x`.
  static func movingReferences(_ value: Any) -> Any {
    if let object = value as? [String: Any] {
      var moved: [String: Any] = [:]
      for (key, member) in object {
        if key == "$ref", let reference = member as? String {
          moved[key] = reference.replacingOccurrences(of: "#/$defs/", with: "#/components/schemas/")
        } else {
          moved[key] = movingReferences(member)
        }
      }
      return moved
    }
    if let array = value as? [Any] { return array.map(movingReferences) }
    return value
  }

  /// Every object under a `schema` key of the document.
  static func collectSchemas(
    _ value: Any, at path: String, into found: inout [(String, [String: Any])]
  ) {
    if let object = value as? [String: Any] {
      for (key, member) in object {
        if key == "schema", let schema = member as? [String: Any] {
          found.append((path + "/schema", schema))
        } else {
          collectSchemas(member, at: path + "/" + key, into: &found)
        }
      }
    } else if let array = value as? [Any] {
      for (index, member) in array.enumerated() {
        collectSchemas(member, at: path + "/\(index)", into: &found)
      }
    }
  }

  /// `GET /v1/info` and `--version` report the same version, the project's one, and `/v1/info`
  /// the font environment's fingerprint that `title-preview fonts` prints in the same
  /// configuration (the tests' pinned one).
  @Test func infoAndVersionReportTheProjectsVersion() throws {
    let version = try CommandRunner.run(["--version"])
    #expect(version.stdout == "title-preview \(Composer.version)\n")
    let fonts = try CommandRunner.run(["fonts"])
    let fingerprintLine = fonts.stdout.split(separator: "\n").first {
      $0.hasPrefix("fingerprint: ")
    }
    let fingerprint = try #require(fingerprintLine).dropFirst("fingerprint: ".count)
    #expect(fingerprint.count == 64)
    try withServer(["--no-system-fonts", "--max-requests", "77"]) { server in
      let info = try HTTPTestConnection(port: server.port).request("GET", "/v1/info")
      let object = try JSONSerialization.jsonObject(with: Data(info.body)) as? [String: Any]
      #expect(object?["version"] as? String == Composer.version)
      #expect(object?["fontsFingerprint"] as? String == String(fingerprint))
      #expect((object?["limits"] as? [String: Any])?["max-requests"] as? Int == 77)
    }
  }
}
