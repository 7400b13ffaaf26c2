import TitleComposer

/// What `GET /v1/info` answers: the version and the limits the server keeps, so that a client
/// can tell which server it talks to and size its requests.
struct ServiceInfo: Sendable {
  /// The limits, by the name of the option that sets each (without `--`), in this order.
  var limits: [(name: String, value: Int)]

  /// The answer's JSON:
  /// `{"name": "title-preview", "version": "0.2.0", "limits": {"max-body-bytes": …, …}}`.
  var json: [UInt8] {
    var writer = JSONWriter()
    writer.beginObject()
    writer.field("name", "title-preview")
    writer.field("version", Composer.version)
    writer.key("limits")
    writer.beginObject()
    for limit in limits { writer.field(limit.name, limit.value) }
    writer.endObject()
    writer.endObject()
    return writer.bytes
  }
}
