/// Readable one-line descriptions of `DecodingError`s, for error messages about JSON input.
package enum DecodingErrorDescription {
  /// `error` as "at categories[2].background: expected a colour …".
  package static func describe(_ error: any Error) -> String {
    guard let decodingError = error as? DecodingError else { return String(describing: error) }
    switch decodingError {
    case .dataCorrupted(let context):
      return located(
        context,
        context.underlyingError.map { "invalid JSON (\($0))" }
          ?? context.debugDescription)
    case .keyNotFound(let key, let context):
      return located(context, "missing key \"\(key.stringValue)\"")
    case .typeMismatch(let type, let context):
      return located(context, "expected \(type)")
    case .valueNotFound(let type, let context):
      return located(context, "expected \(type), found null")
    @unknown default:
      return String(describing: decodingError)
    }
  }

  private static func located(_ context: DecodingError.Context, _ message: String) -> String {
    let path = context.codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }.joined()
    return path.isEmpty
      ? message : "at \(path.hasPrefix(".") ? String(path.dropFirst()) : path): \(message)"
  }
}
