/// How a request's body is to be read and its answer written: the body's media type and coding,
/// and whether the client takes gzip.
enum ContentNegotiation {
  /// The media types a body of `POST /v1/compose` may have.
  enum BodyType: Sendable, Equatable {
    /// `application/json` (any parameters; also a body without `Content-Type`): one request
    /// object, or an array of them.
    case json
    /// One request per line; the answer has the same media type.
    case lines(mediaType: String)
  }

  /// The media types read as JSON lines.
  static let lineTypes = ["application/x-ndjson", "application/ndjson", "application/jsonl"]

  /// Every media type a compose body may have, as a 415 names them.
  static var acceptedTypes: [String] { ["application/json"] + lineTypes }

  /// The body type of `mediaType` (`nil`: no `Content-Type`), or `nil` when it is not one.
  static func bodyType(_ mediaType: String?) -> BodyType? {
    guard let mediaType else { return .json }
    if mediaType == "application/json" { return .json }
    return lineTypes.contains(mediaType) ? .lines(mediaType: mediaType) : nil
  }

  /// How a body is coded (`Content-Encoding`).
  enum Coding: Sendable, Equatable {
    case identity, gzip
  }

  /// The coding of a `Content-Encoding` value (`nil`: none), or `nil` when it is not one the
  /// server reads (`gzip`, `x-gzip`, `identity`).
  static func coding(_ value: String?) -> Coding? {
    guard let value else { return .identity }
    let codings = tokens(value)
    switch codings {
    case [], ["identity"]: return .identity
    case ["gzip"], ["x-gzip"]: return .gzip
    default: return nil
    }
  }

  /// Whether an `Accept-Encoding` value takes gzip: `gzip` or `x-gzip` with a weight above 0, or
  /// `*` above 0 when gzip is not named.
  static func acceptsGzip(_ value: String?) -> Bool {
    guard let value else { return false }
    var star: Bool? = nil
    for item in value.split(separator: ",") {
      let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: " \t").lowercased() }
      guard let name = parts.first else { continue }
      let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap {
        Double($0.dropFirst(2))
      }
      let accepted = (weight ?? 1) > 0
      if name == "gzip" || name == "x-gzip" { return accepted }
      if name == "*" { star = accepted }
    }
    return star ?? false
  }

  /// The comma-separated tokens of a header value, trimmed and lowercased.
  private static func tokens(_ value: String) -> [String] {
    value.split(separator: ",").map { $0.trimmingCharacters(in: " \t").lowercased() }
      .filter { !$0.isEmpty }
  }
}

extension StringProtocol {
  /// Without the characters of `set` at either end.
  fileprivate func trimmingCharacters(in set: String) -> String {
    let drop = Set(set)
    var characters = Substring(self)
    while let first = characters.first, drop.contains(first) { characters.removeFirst() }
    while let last = characters.last, drop.contains(last) { characters.removeLast() }
    return String(characters)
  }
}
