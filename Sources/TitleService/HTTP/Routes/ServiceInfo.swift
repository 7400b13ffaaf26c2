import TitleComposer

/// What `GET /v1/info` answers: the version, the font environment's fingerprint and the limits
/// the server keeps, so that a client can tell which server it talks to, check that replicas
/// lay out with the same fonts, and size its requests.
struct ServiceInfo: Sendable {
  /// The font environment's fingerprint (``TitleFonts/FontEnvironment/fingerprint``: 64
  /// hexadecimal digits, as `title-preview fonts` prints it).
  var fontsFingerprint: String
  /// The limits, by the name of the option that sets each (without `--`: letters and `-`, so
  /// they need no escape in JSON), in this order.
  var limits: [(name: String, value: Int)]

  /// The answer's JSON:
  /// `{"name": "title-preview", "version": "0.2.0", "fontsFingerprint": "…",
  /// "limits": {"max-body-bytes": …, …}}`.
  var json: [UInt8] {
    let limits = self.limits.map { "\"\($0.name)\":\($0.value)" }.joined(separator: ",")
    return Array(
      (#"{"name":"title-preview","version":"\#(Composer.version)","#
        + #""fontsFingerprint":"\#(fontsFingerprint)","limits":{\#(limits)}}"#).utf8)
  }
}
