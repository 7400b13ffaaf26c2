/// Which browser origins may call the service (CORS), from `--cors-origin`: none by default.
struct CORSPolicy: Sendable, Equatable {
  /// The origins allowed, exactly as browsers send them (`https://app.example.com`); `*` allows
  /// any.
  var origins: [String] = []

  /// The request headers a browser may send (asked in a preflight).
  static let allowedHeaders = "Content-Type, Content-Encoding, X-Request-Id"
  /// How long a browser may keep a preflight's answer, in seconds.
  static let maximumAge = 600

  var isEnabled: Bool { !origins.isEmpty }

  /// The origin to allow for a request whose `Origin` is `origin`, or `nil`.
  func allowedOrigin(_ origin: String?) -> String? {
    guard let origin else { return nil }
    if origins.contains("*") { return "*" }
    return origins.contains(origin) ? origin : nil
  }

  /// The CORS headers of an answer to a request from `origin`: none when CORS is off; `Vary:
  /// Origin` when it is on, with `Access-Control-Allow-Origin` and the exposed
  /// `X-Request-Id` when the origin is allowed.
  func headers(origin: String?) -> [HTTPHeader] {
    guard isEnabled else { return [] }
    var headers = [HTTPHeader("Vary", "Origin")]
    if let allowed = allowedOrigin(origin) {
      headers.append(HTTPHeader("Access-Control-Allow-Origin", allowed))
      headers.append(HTTPHeader("Access-Control-Expose-Headers", "X-Request-Id"))
    }
    return headers
  }

  /// The headers that answer a preflight (`OPTIONS` with `Access-Control-Request-Method`) from
  /// `origin` for a route taking `methods`: none unless the origin is allowed.
  func preflightHeaders(origin: String?, methods: [String]) -> [HTTPHeader] {
    guard allowedOrigin(origin) != nil else { return [] }
    return [
      HTTPHeader("Access-Control-Allow-Methods", methods.joined(separator: ", ")),
      HTTPHeader("Access-Control-Allow-Headers", Self.allowedHeaders),
      HTTPHeader("Access-Control-Max-Age", "\(Self.maximumAge)"),
    ]
  }
}
