import TitleComposer

/// What `GET /v1/info` answers: the version and the limits the server keeps, so that a client
/// can tell which server it talks to and size its requests.
struct ServiceInfo: Sendable {
  /// The limits, by the name of the option that sets each (without `--`: letters and `-`, so
  /// they need no escape in JSON), in this order.
  var limits: [(name: String, value: Int)]

  /// The answer's JSON:
  /// `{"name": "title-preview", "version": "0.2.0", "limits": {"max-body-bytes": …, …}}`.
  var json: [UInt8] {
    let limits = self.limits.map { "\"\($0.name)\":\($0.value)" }.joined(separator: ",")
    return Array(
      #"{"name":"title-preview","version":"\#(Composer.version)","limits":{\#(limits)}}"#.utf8)
  }
}
