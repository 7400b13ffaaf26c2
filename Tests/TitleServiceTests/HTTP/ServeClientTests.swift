import Foundation
import Testing
import TitleTestSupport

/// What HTTP clients expect of `title-preview serve`: the media types they send, gzip both ways,
/// a request id, CORS for browsers, and the cell options of `/v1/render` per request.
@Suite(.timeLimit(.minutes(2))) struct ServeClientTests {
  static let request = #"{"id": 3, "category": 2, "title": "손님이 기대하는 것들을 하나씩", "width": 140}"#

  /// JSON with any charset, and the three names of JSON lines, each answered as `--jsonl`
  /// answers (the lines in the media type they came in); anything else is a 415 naming them.
  @Test func theMediaTypesClientsSendAreRead() throws {
    let record = try ServeRouteTests.jsonlRecords([Self.request])[0]
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      for type in [
        "application/json", "application/json; charset=utf-8", "Application/JSON;charset=latin1",
      ] {
        let response = try connection.request(
          "POST", "/v1/compose", text: Self.request, contentType: type)
        #expect(response.status == 200, "\(type)")
        #expect(response.text == record, "\(type)")
      }
      for type in ["application/x-ndjson", "application/ndjson", "application/jsonl"] {
        let response = try connection.request(
          "POST", "/v1/compose", text: Self.request + "\n", contentType: type)
        #expect(response.status == 200, "\(type)")
        #expect(response.headers["content-type"] == type)
        #expect(response.text == record + "\n", "\(type)")
      }
      // What curl -d and fetch with a string body send.
      for type in ["application/x-www-form-urlencoded", "text/plain;charset=UTF-8"] {
        let refused = try HTTPTestConnection(port: server.port).request(
          "POST", "/v1/compose", text: Self.request, contentType: type)
        #expect(refused.status == 415)
        #expect(
          refused.headers["accept-post"]
            == "application/json, application/x-ndjson, application/ndjson, application/jsonl")
        #expect(
          refused.text.contains(
            "the body must be application/json, application/x-ndjson, application/ndjson,"
              + " application/jsonl, not "))
      }
    }
  }

  /// A gzip body is read decompressed; a client that takes gzip gets the same answer gzipped
  /// (text types only), one that refuses it (`q=0`) or does not say gets it plain.
  @Test func gzipBothWays() throws {
    let record = try ServeRouteTests.jsonlRecords([Self.request])[0]
    let compressed = try GzipTool.compress(Array(Self.request.utf8))
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      try connection.send(
        "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
          + "Content-Encoding: gzip\r\nContent-Length: \(compressed.count)\r\n\r\n")
      try connection.send(compressed)
      let fromGzip = try connection.readResponse()
      #expect(fromGzip.status == 200)
      #expect(fromGzip.text == record)
      #expect(fromGzip.headers["content-encoding"] == nil)
      for (accept, gzipped) in [
        ("gzip", true), ("deflate, gzip;q=0.5", true), ("*", true), ("gzip;q=0", false),
        ("identity", false), ("*, gzip;q=0", false),
      ] {
        try connection.send(
          "POST /v1/compose HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
            + "Accept-Encoding: \(accept)\r\nContent-Length: \(Self.request.utf8.count)\r\n\r\n"
            + Self.request)
        let response = try connection.readResponse()
        #expect(response.status == 200, "\(accept)")
        #expect(response.headers["vary"] == "Accept-Encoding", "\(accept)")
        #expect(response.headers["content-encoding"] == (gzipped ? "gzip" : nil), "\(accept)")
        let body = gzipped ? try GzipTool.decompress(response.body) : response.body
        #expect(String(decoding: body, as: UTF8.self) == record, "\(accept)")
      }
      try connection.send(
        "POST /v1/render HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
          + "Accept-Encoding: gzip\r\nContent-Length: \(Self.request.utf8.count)\r\n\r\n"
          + Self.request)
      let png = try connection.readResponse()
      #expect(png.headers["content-encoding"] == nil)
      #expect(png.body.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    }
  }

  /// A short token is echoed; anything else, or nothing, gets 32 hex digits of its own.
  @Test func requestIDsAreEchoedOrMade() throws {
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      func id(_ sent: String?) throws -> String {
        var head = "GET /healthz HTTP/1.1\r\nHost: x\r\n"
        if let sent { head += "X-Request-Id: \(sent)\r\n" }
        try connection.send(head + "\r\n")
        return try connection.readResponse().headers["x-request-id"] ?? ""
      }
      let token = "req-7f3a_9.Z:+/="
      #expect(try id(token) == token)
      let long = String(repeating: "a", count: 128)
      #expect(try id(long) == long)
      let made = try [nil, "a b", String(repeating: "a", count: 129), "naïve", "<script>"].map(id)
      for value in made {
        #expect(value.count == 32 && value.allSatisfy(\.isHexDigit), "\(value)")
      }
      #expect(Set(made).count == made.count)
    }
  }

  /// CORS is off by default: no `Access-Control-*` header whatever the `Origin`. With
  /// `--cors-origin`, the origins named get them (and a preflight its answer); others do not.
  @Test func corsIsOffByDefaultAndOnForTheOriginsGiven() throws {
    let preflight =
      "OPTIONS /v1/compose HTTP/1.1\r\nHost: x\r\nOrigin: https://app.example\r\n"
      + "Access-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: content-type\r\n\r\n"
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      try connection.send(preflight)
      let options = try connection.readResponse()
      #expect(options.status == 204)
      #expect(options.headers["allow"] == "POST, OPTIONS")
      #expect(options.headers.keys.filter { $0.hasPrefix("access-control-") }.isEmpty)
      try connection.send("GET /healthz HTTP/1.1\r\nHost: x\r\nOrigin: https://app.example\r\n\r\n")
      let plain = try connection.readResponse()
      #expect(plain.headers.keys.filter { $0.hasPrefix("access-control-") }.isEmpty)
      #expect(plain.headers["vary"] == "Accept-Encoding")
    }
    try withServer(["--no-system-fonts", "--cors-origin", "https://app.example"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      try connection.send(preflight)
      let options = try connection.readResponse()
      #expect(options.status == 204)
      #expect(options.headers["access-control-allow-origin"] == "https://app.example")
      #expect(options.headers["access-control-allow-methods"] == "POST, OPTIONS")
      #expect(
        options.headers["access-control-allow-headers"]
          == "Content-Type, Content-Encoding, X-Request-Id")
      #expect(options.headers["access-control-max-age"] == "600")
      for (origin, allowed) in [("https://app.example", true), ("https://evil.example", false)] {
        try connection.send(
          "POST /v1/compose HTTP/1.1\r\nHost: x\r\nOrigin: \(origin)\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(Self.request.utf8.count)\r\n\r\n"
            + Self.request)
        let response = try connection.readResponse()
        #expect(response.status == 200)
        #expect(response.headers["access-control-allow-origin"] == (allowed ? origin : nil))
        #expect(
          response.headers["access-control-expose-headers"] == (allowed ? "X-Request-Id" : nil))
      }
    }
  }

  /// `/v1/render`'s query sets the cell per request: scale, padding (CSS order), colours, SVG
  /// text; a bad value or an unknown option is a 400 naming it.
  @Test func renderTakesTheCellOptionsOfItsQuery() throws {
    /// The width and height of a PNG (its IHDR chunk).
    func size(_ png: [UInt8]) -> (Int, Int) {
      func word(_ at: Int) -> Int { png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
      return (word(16), word(20))
    }
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      func render(_ query: String) throws -> HTTPTestConnection.Response {
        try connection.request("POST", "/v1/render" + query, text: Self.request)
      }
      let one = size(try render("?scale=1").body)
      #expect(one.0 == 140)
      let three = size(try render("?scale=3").body)
      #expect(three == (one.0 * 3, one.1 * 3))
      #expect(size(try render("").body) == (one.0 * 2, one.1 * 2))
      let padded = size(try render("?scale=1&padding=5,10,7,20").body)
      #expect(padded == (one.0 + 30, one.1 + 12))
      let svg = try render("?format=svg&background=%23FF0000&titleColor=00ff00&svgText=text").text
      #expect(svg.contains("#FF0000") && svg.contains("#00FF00") && svg.contains("<text"))
      for (query, message) in [
        ("?scale=9", "scale must be in 0.25…8, got 9.0"),
        ("?scale=big", "scale must be a number, not 'big'"),
        ("?padding=1,2,3", "padding must be 1, 2 or 4 numbers separated by commas, not '1,2,3'"),
        ("?background=red", "background must be a colour RRGGBB or RRGGBBAA, not 'red'"),
        (
          "?scal=3",
          "unknown option 'scal'; the options are format, scale, padding, background,"
            + " titleColor, svgText"
        ),
      ] {
        let response = try render(query)
        #expect(response.status == 400, "\(query)")
        let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        #expect(object?["code"] as? String == "invalidRenderOption", "\(query)")
        #expect(
          (object?["error"] as? String)?.hasSuffix(message) == true, "\(query): \(object ?? [:])")
      }
    }
  }
}
