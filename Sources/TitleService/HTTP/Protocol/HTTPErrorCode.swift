/// The codes of the HTTP layer's own errors, the `"code"` of their `{"code", "error"}` bodies:
/// what has no request to echo. (A request that was read but could not be composed answers with
/// the wire's codes, ``TitleComposer/WireErrorCode``.) docs/openapi.json lists them all.
enum HTTPErrorCode: String, Sendable, CaseIterable {
  /// 400: the request target is not a path or an http URL, has a bad `%` escape, or its decoded
  /// path holds a control character.
  case invalidTarget
  /// 400: a header name that is not a token (white space before the colon) or a value with a
  /// control character.
  case invalidHeader
  /// 400: HTTP/1.1 without exactly one `Host`.
  case missingHost
  /// 400: `Content-Length` values that are not one whole number.
  case invalidContentLength
  /// 400: both `Content-Length` and `Transfer-Encoding`, or `Transfer-Encoding` in HTTP/1.0.
  case conflictingFraming
  /// 400: a `Content-Encoding: gzip` body that is not gzip.
  case invalidGzip
  /// 400: `/v1/render`'s `format` is not `png` or `svg`.
  case invalidFormat
  /// 400: a `/v1/render` cell option out of its range or not a value of its kind.
  case invalidRenderOption
  /// 404: no route has the path.
  case notFound
  /// 405: the route does not take the method (the answer's `Allow` names those it takes).
  case methodNotAllowed
  /// 408: the head or body was not in by its deadline.
  case requestTimeout
  /// 413: the body, or the body once decompressed, is over `--max-body-bytes`.
  case bodyTooLarge
  /// 413: the answer is estimated over `--max-response-bytes` (nothing is composed).
  case responseTooLarge
  /// 415: a body of a media type the route does not read.
  case unsupportedMediaType
  /// 415: a `Content-Encoding` other than `gzip` or `identity`.
  case unsupportedContentEncoding
  /// 501: a `Transfer-Encoding` other than `chunked`.
  case unsupportedTransferEncoding
  /// 503: the memory budget for bodies and answers in flight (`--memory-budget`) has no room for
  /// the body; retry after the `Retry-After` seconds.
  case serverBusy
}
