import Foundation
import Testing
import TitleTestSupport

/// `title-preview serve`'s error statuses: each with its `{"code", "error"}` body, and the server
/// still answering afterwards.
@Suite(.timeLimit(.minutes(2))) struct ServeErrorTests {
  /// (body, code, message) of requests answered 400.
  static let badRequests: [(String, String, String)] = [
    (#"{"id": 1, "category": 1"#, "invalidJSON", "invalid JSON at byte 23: unterminated object"),
    (
      #"{"id": 1, "categroy": 1, "title": "x", "width": 9}"#, "unknownKey",
      #"unknown key "categroy""#
    ),
    (
      #"{"category": 1, "title": "x", "width": "wide"}"#, "invalidWidth",
      #""width" must be a number, got a string"#
    ),
    (#"{"category": 1, "width": 100}"#, "missingField", #"missing "title""#),
    // 1e999 is beyond a Double: read as infinity, which no width may be.
    (
      #"{"category": 1, "title": "x", "width": 1e999}"#, "invalidWidth",
      "invalid width inf: it must be a finite number above 0"
    ),
    (
      #"{"category": 424242, "title": "x", "width": 100}"#, "unknownCategory",
      "unknown category id 424242 (known ids: 1, 2, 3, 4, 5 and 4 more)"
    ),
    (
      #"{"category": 1, "title": "x", "width": -1}"#, "invalidWidth",
      "invalid width -1.0: it must be a finite number above 0"
    ),
    ("[1, 2", "invalidJSON", "invalid JSON at byte 5: the array does not end"),
    ("[{}, ]", "invalidJSON", "invalid JSON at byte 5: empty element"),
    ("[{}] x", "invalidJSON", "invalid JSON at byte 5: unexpected bytes after the array"),
  ]

  @Test func badRequestsGet400WithTheirCode() throws {
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      for (body, code, message) in Self.badRequests {
        let response = try connection.request("POST", "/v1/compose", text: body)
        #expect(response.status == 400, "\(body)")
        // The batch's error record without a line: {"id", "code", "error"}.
        let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        #expect(object.map { Set($0.keys) } == ["id", "code", "error"], "\(body)")
        #expect(object?["code"] as? String == code, "\(body)")
        #expect(object?["error"] as? String == message, "\(body)")
      }
      // Invalid UTF-8 in the title: a 400, never a trap.
      let invalid = try connection.request(
        "POST", "/v1/compose",
        body: Array(#"{"category": 1, "width": 9, "title": ""#.utf8) + [0xFF, 0xFE]
          + Array("\"}".utf8))
      #expect(invalid.status == 400)
      #expect(try connection.request("GET", "/healthz").status == 200)
    }
  }

  @Test func aTitleOverTheLengthLimitIsRefused() throws {
    try withServer(["--no-system-fonts", "--max-title-length", "5"]) { server in
      let response = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/compose", text: #"{"category": 1, "title": "여섯 글자다", "width": 100}"#)
      #expect(response.status == 400)
      #expect(response.text.hasPrefix(#"{"id":null,"code":"titleTooLong","error":"#))
    }
  }

  @Test func unknownPathsAndWrongMethods() throws {
    try withServer(["--no-system-fonts"]) { server in
      let notFound = try HTTPTestConnection(port: server.port).request("GET", "/v2/compose")
      #expect(notFound.status == 404)
      #expect(notFound.text == #"{"code":"notFound","error":"no route /v2/compose"}"#)
      let getCompose = try HTTPTestConnection(port: server.port).request("GET", "/v1/compose")
      #expect(getCompose.status == 405)
      #expect(getCompose.headers["allow"] == "POST, OPTIONS")
      #expect(
        getCompose.text == #"{"code":"methodNotAllowed","error":"/v1/compose takes POST, not GET"}"#
      )
      let postHealth = try HTTPTestConnection(port: server.port).request(
        "POST", "/healthz", text: "{}")
      #expect(postHealth.status == 405)
      #expect(postHealth.headers["allow"] == "GET, HEAD, OPTIONS")
      let form = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/compose", text: "a=1", contentType: "application/x-www-form-urlencoded")
      #expect(form.status == 415)
      #expect(form.text.hasPrefix(#"{"code":"unsupportedMediaType","#))
    }
  }

  @Test func aBodyOverTheLimitGets413() throws {
    try withServer(["--no-system-fonts", "--max-body-bytes", "1000"]) { server in
      let request = #"{"category": 1, "title": "x", "width": 100}"#
      // Said by Content-Length: refused before the body is read.
      let declared = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/compose", body: [UInt8](repeating: 0x20, count: 1001) + Array(request.utf8))
      #expect(declared.status == 413)
      #expect(
        declared.text == #"{"code":"bodyTooLarge","error":"the body is larger than 1000 bytes"}"#)
      // Chunked, with no length said: read up to the limit, then dropped.
      let connection = try HTTPTestConnection(port: server.port)
      try connection.send(
        "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
          + "Transfer-Encoding: chunked\r\n\r\n")
      for _ in 0..<3 {
        try connection.send("258\r\n" + String(repeating: " ", count: 600) + "\r\n")
      }
      try connection.send("0\r\n\r\n")
      let chunked = try connection.readResponse()
      #expect(chunked.status == 413)
      // Exactly at the limit: composed.
      let padded = String(repeating: " ", count: 1000 - request.utf8.count) + request
      let atLimit = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/compose", text: padded)
      #expect(atLimit.status == 200)
    }
  }

  /// A body trickled a byte every 0.3 s is never idle, but is not in by its deadline (the
  /// timeout, as it is too short for the minimum rate to add to it): 408, then the connection
  /// closes. A connection that sends nothing is closed at the timeout without an answer.
  @Test func aClientSendingTooSlowlyGets408AndAnIdleOneIsDropped() throws {
    try withServer(["--no-system-fonts", "--timeout", "1"]) { server in
      let request = #"{"category": 1, "title": "느린 손님", "width": 100}"#
      let slow = try HTTPTestConnection(port: server.port, timeout: 10)
      try slow.send(HTTPTestConnection.head("POST", "/v1/compose", length: request.utf8.count + 8))
      let started = Date()
      for _ in 0..<8 {
        try? slow.send(" ")
        usleep(300_000)
      }
      let answer = slow.readUntilClose()
      #expect(Date().timeIntervalSince(started) < 5)
      let text = String(decoding: answer, as: UTF8.self)
      #expect(text.hasPrefix("HTTP/1.1 408 Request Timeout\r\n"))
      #expect(text.contains("\r\nConnection: close\r\n"))
      #expect(
        text.hasSuffix(
          #"{"code":"requestTimeout","error":"the request was not in within its deadline (--timeout 1 s)"}"#
        ))
      // Nothing sent: the connection is closed without an answer.
      let idle = try HTTPTestConnection(port: server.port, timeout: 10)
      let opened = Date()
      #expect(idle.readUntilClose().isEmpty)
      #expect(Date().timeIntervalSince(opened) < 5)
      #expect(try HTTPTestConnection(port: server.port).request("GET", "/healthz").status == 200)
    }
  }

  @Test(arguments: [
    (["--port", "65536"], "--port must be a whole number from 0 to 65535, got '65536'"),
    (["--jobs", "0"], "--jobs must be a whole number from 1 to 1024, got '0'"),
    (
      ["--max-body-bytes", "-1"],
      "--max-body-bytes must be a whole number from 1 to 1073741824, got '-1'"
    ),
    (["--timeout", "nan"], "--timeout must be a whole number from 1 to 3600, got 'nan'"),
    (["--time-budget", "inf"], "--time-budget"),
    (["--bogus"], "unknown option '--bogus'"),
    (["title"], "serve takes no arguments, got 'title'"),
    (["--host"], "missing value for --host"),
  ])
  func badOptionsAreUsageErrors(arguments: [String], message: String) throws {
    let output = try CommandRunner.run(["serve"] + arguments)
    #expect(output.status == 64)
    #expect(output.stderr.hasPrefix("title-preview: " + message))
  }

  @Test func aBadHostOrABusyPortFailsToStart() throws {
    let host = try CommandRunner.run(["serve", "--host", "example.com", "--port", "0"])
    #expect(host.status == 1)
    #expect(host.stderr == "title-preview: --host: 'example.com' is not an IPv4 or IPv6 address\n")
    try withServer(["--no-system-fonts"]) { server in
      let busy = try CommandRunner.run(["serve", "--port", "\(server.port)", "--no-system-fonts"])
      #expect(busy.status == 1)
      #expect(busy.stderr.hasPrefix("title-preview: cannot listen on 127.0.0.1:\(server.port): "))
    }
  }

  @Test func helpListsTheRoutesAndOptions() throws {
    let output = try CommandRunner.run(["serve", "--help"])
    #expect(output.status == 0)
    for word in [
      "POST /v1/compose", "/v1/render?format=png|svg", "GET  /healthz", "--max-body-bytes",
      "--timeout", "GET  /  ", "--no-playground",
    ] {
      #expect(output.stdout.contains(word), "\(word)")
    }
  }
}
