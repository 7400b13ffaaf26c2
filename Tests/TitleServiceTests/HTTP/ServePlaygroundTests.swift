import Foundation
import Testing
import TitleComposer
import TitleTestSupport

@testable import TitleService

/// The playground's routes: the page at `GET /` with the server's style written into it, the
/// style's faces at `GET /fonts/title` and `/fonts/badge`, `GET` only, counted in `/metrics`,
/// and all three gone (404) with `--no-playground`.
@Suite(.timeLimit(.minutes(2))) struct ServePlaygroundTests {
  /// The bundled bold face the default style uses for the title and the badge.
  static let boldFace = CorpusFile.packageRoot.appendingPathComponent(
    "Sources/TitleComposer/Resources/Fonts/NanumGothicBold.ttf")

  /// The JSON the server wrote into the page's configuration script.
  static func configuration(of page: String) throws -> [String: Any] {
    let start = try #require(
      page.range(of: #"<script id="configuration" type="application/json">"#))
    let end = try #require(page.range(of: "</script>", range: start.upperBound..<page.endIndex))
    let json = Data(page[start.upperBound..<end.lowerBound].utf8)
    return try #require(try JSONSerialization.jsonObject(with: json) as? [String: Any])
  }

  @Test func thePageCarriesTheStyleAndTheCategoriesAndNoOutsideAsset() throws {
    try withServer(["--no-system-fonts"]) { server in
      let page = try HTTPTestConnection(port: server.port).request("GET", "/")
      #expect(page.status == 200)
      #expect(page.headers["content-type"] == "text/html; charset=utf-8")
      #expect(page.headers["cache-control"] == "no-cache")
      #expect(page.text.hasPrefix("<!doctype html>"))
      #expect(!page.text.contains("http://") && !page.text.contains("https://"))
      let configuration = try Self.configuration(of: page.text)
      #expect(configuration["titleSize"] as? Double == 16)
      #expect(configuration["badgeSize"] as? Double == 12)
      #expect(configuration["badgeHorizontalPadding"] as? Double == 5)
      #expect(configuration["version"] as? String == Composer.version)
      let categories = try #require(configuration["categories"] as? [[String: Any]])
      #expect(categories.map { $0["id"] as? Int } == BuiltInCategory.allCases.map(\.rawValue))
      #expect(categories.first?["label"] as? String == "취미")
      #expect(categories.first?["background"] as? String == "#FAE0E4")
      let title = try #require(configuration["titleFont"] as? [String: Any])
      #expect(title["url"] as? String == "/fonts/title")
      #expect(title["name"] as? String == "NanumGothicBold")
    }
  }

  /// The style's run styles reach the page with the served face that draws each: the title's
  /// (no font, or the title's own font named), or none for a font the server does not serve.
  @Test func thePageCarriesTheRunStylesAndWhichServedFaceDrawsEach() throws {
    let style = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playground-run-styles-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: style) }
    try Data(
      #"""
      {"runStyles": {"strong": {"size": 18}, "bold": {"font": "NanumGothicBold"},
                     "count": {"size": 12, "letterSpacing": 0.5, "color": "#999999"},
                     "regular": {"font": "NanumGothic"}}}
      """#.utf8
    ).write(to: style)
    try withServer(["--no-system-fonts", "--style", style.path]) { server in
      let page = try HTTPTestConnection(port: server.port).request("GET", "/")
      let configuration = try Self.configuration(of: page.text)
      let runs = try #require(configuration["runStyles"] as? [String: [String: Any]])
      #expect(runs.keys.sorted() == ["bold", "count", "regular", "strong"])
      #expect(runs["strong"]?["face"] as? String == "title")
      #expect(runs["strong"]?["size"] as? Double == 18)
      #expect(runs["bold"]?["face"] as? String == "title")
      #expect(runs["bold"]?["font"] as? String == "NanumGothicBold")
      #expect(runs["count"]?["face"] as? String == "title")
      #expect(runs["count"]?["letterSpacing"] as? Double == 0.5)
      #expect(runs["count"]?["color"] as? String == "#999999")
      #expect(runs["regular"]?["face"] == nil)
      #expect(runs["regular"]?["font"] as? String == "NanumGothic")
    }
  }

  /// The served face holds every table of the bundled file byte for byte except the VTT source
  /// tables, and its checksum adjustment makes the file sum to the specification's constant.
  @Test func theServedFaceIsTheBundledFileLessItsVTTTables() throws {
    let file = try [UInt8](Data(contentsOf: Self.boldFace))
    let original = try WebFontFile.tables(file, directoryAt: 0)
    #expect(
      original.map(\.tag).filter { $0.hasPrefix("TSI") } == [
        "TSI0", "TSI1", "TSI2", "TSI3", "TSI5",
      ])
    try withServer(["--no-system-fonts"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      for path in ["/fonts/title", "/fonts/badge"] {
        let response = try connection.request("GET", path)
        #expect(response.status == 200)
        #expect(response.headers["content-type"] == "font/ttf")
        #expect(response.headers["content-encoding"] == nil)
        let served = try WebFontFile.tables(response.body, directoryAt: 0)
        #expect(served.map(\.tag) == original.map(\.tag).filter { !$0.hasPrefix("TSI") })
        for table in served {
          let source = try #require(original.first { $0.tag == table.tag })
          var bytes = Array(response.body[table.offset..<(table.offset + table.length)])
          var expected = Array(file[source.offset..<(source.offset + source.length)])
          if table.tag == "head" {
            bytes.replaceSubrange(8..<12, with: [0, 0, 0, 0])
            expected.replaceSubrange(8..<12, with: [0, 0, 0, 0])
          }
          #expect(bytes == expected, "\(table.tag)")
          #expect(table.checksum == source.checksum, "\(table.tag)")
          #expect(table.offset % 4 == 0)
        }
        #expect(WebFontFile.checksum(response.body) == 0xB1B0_AFBA)
      }
    }
  }

  @Test func thePlaygroundRoutesTakeGetAndHeadOnly() throws {
    try withServer(["--no-system-fonts"]) { server in
      for path in ["/", "/fonts/title", "/fonts/badge"] {
        let posted = try HTTPTestConnection(port: server.port).request("POST", path, text: "{}")
        #expect(posted.status == 405, "\(path)")
        #expect(posted.headers["allow"] == "GET, HEAD, OPTIONS")
        // HEAD: the GET's head, no body (read to the close the request asks for).
        let connection = try HTTPTestConnection(port: server.port)
        try connection.send("HEAD \(path) HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        let answer = String(decoding: connection.readUntilClose(), as: UTF8.self)
        #expect(answer.hasPrefix("HTTP/1.1 200 "), "\(path)")
        #expect(answer.hasSuffix("\r\n\r\n"), "\(path)")
      }
      let counted = try ServeMetricsTests.metrics(server.port, "title_http_requests_total")
      #expect(counted[#"title_http_requests_total{route="/",status="200"}"#] == 1)
      #expect(counted[#"title_http_requests_total{route="/",status="405"}"#] == 1)
      #expect(counted[#"title_http_requests_total{route="/fonts/badge",status="200"}"#] == 1)
    }
  }

  /// 40 clients ask for the 4.4 MB title face and never read: each holds at most a piece of it
  /// in the memory budget (the face is not copied for each of them), and the server's resident
  /// memory grows by far less than 40 copies.
  @Test func clientsThatNeverReadTheFontHoldAPieceEach() throws {
    let clients = 40
    try withServer(["--no-system-fonts", "--jobs", "2", "--timeout", "30"]) { server in
      let before = ServeMemoryTests.residentMemory(server)
      var connections: [HTTPTestConnection] = []
      for _ in 0..<clients {
        let connection = try HTTPTestConnection(
          port: server.port, timeout: 30, receiveBufferBytes: 4096)
        try connection.send("GET /fonts/title HTTP/1.1\r\nHost: x\r\n\r\n")
        connections.append(connection)
      }
      usleep(1_000_000)
      let peak = try #require(
        try ServeMemoryTests.metric(server.port, #"title_memory_budget_bytes{kind="peak"}"#))
      #expect(peak <= clients * ResponsePump.pieceBytes)
      #expect(peak > 0)
      if ServeMemoryTests.measuresMemory {
        let growth = ServeMemoryTests.residentMemory(server).now - before.now
        #expect(growth < 40 << 20, "resident memory grew by \(growth) bytes")
      }
      withExtendedLifetime(connections) {}
    }
  }

  @Test func noPlaygroundLeavesItsPathsUnrouted() throws {
    try withServer(["--no-system-fonts", "--no-playground"]) { server in
      let connection = try HTTPTestConnection(port: server.port)
      for path in ["/", "/fonts/title", "/fonts/badge"] {
        let response = try connection.request("GET", path)
        #expect(response.status == 404, "\(path)")
        #expect(response.text == #"{"code":"notFound","error":"no route \#(path)"}"#)
      }
      #expect(try connection.request("GET", "/healthz").status == 200)
      let counted = try ServeMetricsTests.metrics(server.port, "title_http_requests_total")
      #expect(counted[#"title_http_requests_total{route="other",status="404"}"#] == 3)
    }
  }

  /// The bundled bold face as WOFF 1 (tables stored uncompressed, as the format allows):
  /// FreeType reads it, a browser would too, but the playground serves sfnt files only.
  static func woff() throws -> [UInt8] {
    let file = try [UInt8](Data(contentsOf: boldFace))
    let tables = try WebFontFile.tables(file, directoryAt: 0).filter { $0.length > 0 }
    func be32(_ value: Int) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    let padded = { (length: Int) in (length + 3) & ~3 }
    let sfntSize = 12 + 16 * tables.count + tables.reduce(0) { $0 + padded($1.length) }
    var offset = 44 + 20 * tables.count
    var directory: [UInt8] = []
    var data: [UInt8] = []
    for table in tables {
      directory +=
        Array(table.tag.utf8) + be32(offset) + be32(table.length) + be32(table.length)
        + be32(Int(table.checksum))
      data += file[table.offset..<(table.offset + table.length)]
      data += [UInt8](repeating: 0, count: padded(table.length) - table.length)
      offset += padded(table.length)
    }
    let header =
      Array("wOFF".utf8) + Array(file[0..<4]) + be32(offset)
      + [UInt8(tables.count >> 8), UInt8(tables.count & 0xFF), 0, 0] + be32(sfntSize)
      + [0, 1, 0, 0] + [UInt8](repeating: 0, count: 20)
    return header + directory + data
  }

  /// A face the playground cannot serve stops the start with a message naming the face and
  /// `--no-playground`, which starts the same style without it.
  @Test func aFaceThatIsNoSFNTFileStopsTheStartUnlessThePlaygroundIsOff() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "playground-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let font = folder.appendingPathComponent("NanumGothicBold.woff")
    try Data(Self.woff()).write(to: font)
    let style = folder.appendingPathComponent("style.json")
    try Data(#"{"titleFont": "\#(font.path)"}"#.utf8).write(to: style)
    let output = try CommandRunner.run(["serve", "--port", "0", "--style", style.path])
    #expect(output.status == 1)
    #expect(
      output.stderr
        == "title-preview: the playground cannot serve the title font \(font.path) as a web font:"
        + " not a TrueType or OpenType file (or --no-playground)\n")
    try withServer(["--no-system-fonts", "--no-playground", "--style", style.path]) { server in
      let response = try HTTPTestConnection(port: server.port).request(
        "POST", "/v1/compose", text: #"{"category": 1, "title": "권리는", "width": 200}"#)
      #expect(response.status == 200)
    }
  }
}

/// ``WebFontFile`` on small hand-made files: a collection's second face alone, VTT and empty
/// tables dropped, and the refusals.
@Suite struct WebFontFileTests {
  /// An sfnt table directory at `offset` for `tables` (tag, offset, bytes) in that order.
  static func directory(_ tables: [(String, Int, [UInt8])], flavor: [UInt8] = [0, 1, 0, 0])
    -> [UInt8]
  {
    var out = flavor + [0, UInt8(tables.count), 0, 0, 0, 0, 0, 0]
    for (tag, offset, bytes) in tables {
      out += Array(tag.utf8) + [0, 0, 0, 0]
      out += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: offset >> $0) }
      out += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: bytes.count >> $0) }
    }
    return out
  }

  static let head = [UInt8](repeating: 7, count: 54)

  @Test func aCollectionsSecondFaceIsWrittenAloneWithoutItsVTTAndEmptyTables() throws {
    // ttcf header (2 faces) at 0, directories at 20 and 20 + 12 + 16 * 2, tables after.
    let second = 20 + 12 + 16 * 2
    let tablesStart = second + 12 + 16 * 3
    let name: [UInt8] = [1, 2, 3, 4, 5]
    var file: [UInt8] = Array("ttcf".utf8) + [0, 1, 0, 0, 0, 0, 0, 2]
    file += [0, 0, 0, 20] + [UInt8(second >> 24), 0, 0, UInt8(second)]
    file += Self.directory([("head", tablesStart, Self.head), ("name", tablesStart + 56, name)])
    file += Self.directory([
      ("TSI1", tablesStart + 56, name), ("head", tablesStart, Self.head),
      ("zero", tablesStart, []),
    ])
    #expect(file.count == tablesStart)
    file += Self.head + [0, 0] + name
    let face = try WebFontFile(file: file, faceIndex: 1)
    let tables = try WebFontFile.tables(face.bytes, directoryAt: 0)
    #expect(tables.map(\.tag) == ["head"])
    #expect(face.bytes.count == 12 + 16 + 56)
    #expect(Array(face.bytes[28..<36]) == Array(Self.head[0..<8]))
    #expect(WebFontFile.checksum(face.bytes) == 0xB1B0_AFBA)
    #expect(face.contentType == "font/ttf")
    let first = try WebFontFile(file: file, faceIndex: 0)
    #expect(try WebFontFile.tables(first.bytes, directoryAt: 0).map(\.tag) == ["head", "name"])
    // The name table, 5 bytes, is padded to 8 and its directory entry keeps its length.
    #expect(first.bytes.count == 12 + 32 + 56 + 8)
    #expect(throws: WebFontFile.Problem.noSuchFace(index: 2, count: 2)) {
      try WebFontFile(file: file, faceIndex: 2)
    }
  }

  @Test func cffOutlinesAreFontOTF() throws {
    let file = Self.directory([("head", 28, Self.head)], flavor: Array("OTTO".utf8)) + Self.head
    #expect(try WebFontFile(file: file, faceIndex: 0).contentType == "font/otf")
  }

  @Test func filesThatAreNoSFNTOrAreCutShortAreRefused() {
    #expect(throws: WebFontFile.Problem.notSFNT) {
      try WebFontFile(file: Array("wOFF and more bytes".utf8), faceIndex: 0)
    }
    #expect(throws: WebFontFile.Problem.notSFNT) { try WebFontFile(file: [0, 1], faceIndex: 0) }
    let cut = Self.directory([("head", 28, Self.head)])
    #expect(throws: WebFontFile.Problem.damaged("table head ends past the file's end")) {
      try WebFontFile(file: cut, faceIndex: 0)
    }
    #expect(throws: WebFontFile.Problem.noSuchFace(index: 1, count: 1)) {
      try WebFontFile(file: cut + Self.head, faceIndex: 1)
    }
  }
}
