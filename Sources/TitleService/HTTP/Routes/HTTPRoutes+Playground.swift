/// The playground's routes: `GET /`, the page; `GET /fonts/title` and `GET /fonts/badge`, the
/// style's faces as web fonts (docs/serve.md, "The playground").
extension HTTPRoutes {
  /// `GET /`: the page, never cached (it carries the server's style).
  func playgroundPage() -> HTTPResponse {
    guard let playground else { return notFound("/") }
    return HTTPResponse(
      status: 200, contentType: "text/html; charset=utf-8", body: playground.page,
      headers: [HTTPHeader("Cache-Control", "no-cache")])
  }

  /// `GET /fonts/title`, `GET /fonts/badge`: the face, sent as it is (not gzipped), streamed
  /// from the one copy the server keeps (megabytes: never copied whole for a request).
  func playgroundFont(_ path: String) -> HTTPResponse {
    guard let font = playground?.fonts[path] else { return notFound(path) }
    return HTTPResponse(
      status: 200, contentType: font.contentType, body: .stream(SharedBytesStream(font.bytes)),
      headers: [HTTPHeader("Cache-Control", "no-cache")])
  }

  private func notFound(_ path: String) -> HTTPResponse {
    errorResponse(HTTPError(404, .notFound, "no route \(path)"))
  }
}
