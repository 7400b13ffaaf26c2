import Foundation
import Testing
import TitleTestSupport

/// `title-preview serve` trusts a request's framing only when no other reader of the same bytes
/// could frame it otherwise (RFC 9110 §5, §8.6; RFC 9112 §3, §5, §6): each doubtful head gets
/// its error at once and the connection closes; the path that routes is the decoded target,
/// never cut at a NUL.
@Suite(.timeLimit(.minutes(2))) struct ServeFramingTests {
  /// (raw request, status, code): each answered with `{"code", "error"}` and `Connection: close`.
  static let refused: [(String, Int, String)] = [
    (
      "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Content-Length: 2\r\nContent-Length: 7\r\n\r\n{}",
      400, "invalidContentLength"
    ),
    (
      "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 2, 3\r\n\r\n{}",
      400, "invalidContentLength"
    ),
    (
      "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: +2\r\n\r\n{}",
      400, "invalidContentLength"
    ),
    // White space before the colon (RFC 9112 §5.1), beside a header another reader would use.
    (
      "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length : 5\r\nContent-Length: 2\r\n\r\n{}",
      400, "invalidHeader"
    ),
    ("GET /healthz HTTP/1.1\r\nHost: x\r\nX\tY: 1\r\n\r\n", 400, "invalidHeader"),
    ("GET /healthz HTTP/1.1\r\n\r\n", 400, "missingHost"),
    ("GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400, "missingHost"),
    (
      "POST /v1/compose HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\nabc", 501,
      "unsupportedTransferEncoding"
    ),
    (
      "POST /v1/compose HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\n", 501,
      "unsupportedTransferEncoding"
    ),
    (
      "POST /v1/compose HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
        + "Content-Length: 2\r\n\r\n0\r\n\r\n",
      400, "conflictingFraming"
    ),
    (
      "POST /v1/compose HTTP/1.0\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n", 400,
      "conflictingFraming"
    ),
    ("GET /metrics%00.json HTTP/1.1\r\nHost: x\r\n\r\n", 400, "invalidTarget"),
    (
      "POST /v1/compose%00.php HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}", 400,
      "invalidTarget"
    ),
    ("GET /healthz%0A HTTP/1.1\r\nHost: x\r\n\r\n", 400, "invalidTarget"),
    ("GET /healthz%7f HTTP/1.1\r\nHost: x\r\n\r\n", 400, "invalidTarget"),
    ("GET /healthz%zz HTTP/1.1\r\nHost: x\r\n\r\n", 400, "invalidTarget"),
    ("GET /healthz% HTTP/1.1\r\nHost: x\r\n\r\n", 400, "invalidTarget"),
    ("GET http://x/metrics%00 HTTP/1.1\r\nHost: x\r\n\r\n", 400, "invalidTarget"),
    ("GET healthz HTTP/1.1\r\nHost: x\r\n\r\n", 400, "invalidTarget"),
    ("CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n", 400, "invalidTarget"),
    ("GET * HTTP/1.1\r\nHost: x\r\n\r\n", 400, "invalidTarget"),
    ("GET http:///healthz HTTP/1.1\r\nHost: x\r\n\r\n", 400, "invalidTarget"),
  ]

  @Test func doubtfulHeadsAreRefusedAndTheConnectionCloses() throws {
    try withServer(["--no-system-fonts"]) { server in
      for (raw, status, code) in Self.refused {
        let connection = try HTTPTestConnection(port: server.port, timeout: 10)
        try connection.send(raw)
        let response = try connection.readResponse()
        #expect(response.status == status, "\(raw)")
        #expect(response.headers["connection"] == "close", "\(raw)")
        let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        #expect(object.map { Set($0.keys) } == ["code", "error"], "\(raw)")
        #expect(object?["code"] as? String == code, "\(raw)")
        // Nothing after it is read as another request.
        #expect(connection.readUntilClose().isEmpty, "\(raw)")
      }
    }
  }

  @Test func messagesNameWhatIsWrong() throws {
    try withServer(["--no-system-fonts"]) { server in
      func message(_ raw: String) throws -> String {
        let connection = try HTTPTestConnection(port: server.port, timeout: 10)
        try connection.send(raw)
        let object = try JSONSerialization.jsonObject(with: Data(connection.readResponse().body))
        return (object as? [String: Any])?["error"] as? String ?? ""
      }
      let messages = try [
        "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 7\r\n\r\n{}",
        "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length : 5\r\nContent-Length: 2\r\n\r\n{}",
        "GET /metrics%00.json HTTP/1.1\r\nHost: x\r\n\r\n",
        "POST /v1/compose HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\nabc",
      ].map(message)
      #expect(
        messages == [
          "the request says 2 different lengths: 2, 7",
          "the header 'Content-Length ' has white space before the colon",
          "the decoded path holds the control character U+0000",
          "Transfer-Encoding 'gzip' is not supported; only chunked is",
        ])
    }
  }

  /// Framing that every reader agrees on is answered: identical lengths repeated, a chunked body,
  /// HTTP/1.0 without Host; absolute-form targets route by their path (RFC 9112 §3.2.2), with
  /// the path decoded once (`%63` is `c`) and its query read.
  @Test func agreedFramingAndAbsoluteFormsAreAnswered() throws {
    let request = #"{"category": 1, "title": "x", "width": 100}"#
    let length = request.utf8.count
    try withServer(["--no-system-fonts"]) { server in
      let answers: [(String, Int, String?)] = [
        (
          "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Length: \(length)\r\n"
            + "Content-Length: \(length)\r\n\r\n" + request, 200, nil
        ),
        (
          "POST /v1/compose HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            + String(length, radix: 16) + "\r\n" + request + "\r\n0\r\n\r\n", 200, nil
        ),
        ("GET /healthz HTTP/1.0\r\n\r\n", 200, "ok\n"),
        ("GET http://example.com/healthz HTTP/1.1\r\nHost: x\r\n\r\n", 200, "ok\n"),
        ("GET HTTPS://example.com:8443/heal%74hz?x=1 HTTP/1.1\r\nHost: x\r\n\r\n", 200, "ok\n"),
        // An absolute form without a path asks for "/": the playground page.
        ("GET http://example.com HTTP/1.1\r\nHost: x\r\n\r\n", 200, nil),
        ("GET http://example.com/nothing HTTP/1.1\r\nHost: x\r\n\r\n", 404, nil),
        ("GET /healthz/ HTTP/1.1\r\nHost: x\r\n\r\n", 404, nil),
      ]
      for (raw, status, text) in answers {
        let connection = try HTTPTestConnection(port: server.port, timeout: 10)
        try connection.send(raw)
        let response = try connection.readResponse()
        #expect(response.status == status, "\(raw)")
        if let text { #expect(response.text == text, "\(raw)") }
      }
      let options = try HTTPTestConnection(port: server.port)
      try options.send("OPTIONS * HTTP/1.1\r\nHost: x\r\n\r\n")
      let allowed = try options.readResponse()
      #expect(allowed.status == 204)
      #expect(allowed.headers["allow"] == "GET, HEAD, POST, OPTIONS")
    }
  }
}
