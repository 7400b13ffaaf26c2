import Foundation

/// `docs/openapi.json` read as a contract: which answers it allows for a route, a method and a
/// status, and whether a body is one of them. Only the parts the server's document uses are
/// read: operations' `responses` (or `#/components/responses/…` references), their `content`
/// by media type and its schema, checked by ``JSONSchemaSubset``.
///
/// `@unchecked Sendable`: the stored dictionaries are `JSONSerialization`'s immutable values,
/// never mutated.
public struct OpenAPIContract: @unchecked Sendable {
  /// The document, parsed.
  public let document: [String: Any]
  private let schemas: JSONSchemaSubset

  /// The package's contract, `docs/openapi.json`, read from the source tree.
  public static let service: OpenAPIContract = {
    try! OpenAPIContract(data: try! Data(contentsOf: fileURL))
  }()

  /// `docs/openapi.json` in the source tree.
  public static var fileURL: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("docs/openapi.json")
  }

  /// Reads a document.
  /// - Throws: when it is not a JSON object, or a schema uses a keyword outside the subset.
  public init(data: Data) throws {
    guard let document = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
      throw JSONSchemaSubset.SchemaError(description: "the document is not an object")
    }
    self.document = document
    schemas = try JSONSchemaSubset(holding: document, schemasAt: ["components", "schemas"])
  }

  /// The paths the document describes.
  public var paths: Set<String> { Set((document["paths"] as? [String: Any] ?? [:]).keys) }

  /// `#/components/…/name`.
  public func component(_ kind: String, _ name: String) -> [String: Any]? {
    ((document["components"] as? [String: Any])?[kind] as? [String: Any])?[name] as? [String: Any]
  }

  /// The problems of an answer against the document; empty when it allows it.
  ///
  /// The response object is the operation's for `status` when `path` and `method` name one; for
  /// a path the document lacks, or a method its path lacks, the document's `NotFound` or
  /// `MethodNotAllowed` component (any request may get those). A body with no media type (the
  /// pages libmicrohttpd writes itself) is read as `text/html`.
  /// - Parameters:
  ///   - path: the request's path.
  ///   - method: its method.
  ///   - status: the answer's status.
  ///   - mediaType: its `Content-Type` (parameters ignored), or `nil`.
  ///   - body: its body (decompressed).
  public func problems(
    path: String, method: String, status: Int, mediaType: String?, body: [UInt8]
  ) -> [String] {
    let pathItem = (document["paths"] as? [String: Any])?[path] as? [String: Any]
    let operation = pathItem?[method.lowercased()] as? [String: Any]
    var response: [String: Any]?
    if let operation {
      response = (operation["responses"] as? [String: Any])?["\(status)"] as? [String: Any]
    } else if status == 404 && pathItem == nil {
      response = component("responses", "NotFound")
    } else if status == 405 && pathItem != nil {
      response = component("responses", "MethodNotAllowed")
    }
    if let reference = response?["$ref"] as? String {
      response = component("responses", String(reference.split(separator: "/").last ?? ""))
    }
    guard let response else { return ["\(method) \(path): status \(status) is not documented"] }
    let type =
      mediaType.map {
        $0.split(separator: ";")[0].trimmingCharacters(in: .whitespaces).lowercased()
      }
      ?? "text/html"
    guard let content = response["content"] as? [String: Any] else {
      return body.isEmpty ? [] : ["\(method) \(path) \(status): a body where none is documented"]
    }
    guard let media = content[type] as? [String: Any],
      let schema = media["schema"] as? [String: Any]
    else {
      return ["\(method) \(path) \(status): media type \(type) is not documented"]
    }
    if type == "application/json" || type.hasSuffix("+json") {
      guard
        let value = try? JSONSerialization.jsonObject(
          with: Data(body), options: [.fragmentsAllowed])
      else { return ["\(method) \(path) \(status): the body is not JSON"] }
      return schemas.problems(of: value, againstSchema: schema).map {
        "\(method) \(path) \(status): \($0)"
      }
    }
    let text = String(decoding: body, as: UTF8.self)
    return schemas.problems(of: text, againstSchema: schema).map {
      "\(method) \(path) \(status): \($0)"
    }
  }
}
