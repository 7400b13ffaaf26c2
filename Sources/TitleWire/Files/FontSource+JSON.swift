import TitleComposer
import TitleFonts

/// The strict JSON forms of a ``FontSource``: a string (a bundled font's name, a path, or
/// `PATH#INDEX` for a face of a collection: ``FontSource/init(text:)``) or an object with `path` (required), `index`, `instance` and `variations` (axis tag → number).
extension FontSource {
  /// The keys of the object form.
  public static let jsonKeys: Set<String> = ["path", "index", "instance", "variations"]

  /// The font `value` describes.
  /// - Parameters:
  ///   - value: a string or an object.
  ///   - document: the file it is in, for messages.
  ///   - place: its path in messages, e.g. `titleFont`.
  /// - Throws: ``JSONDocument/Failure`` for another type, a missing or non-string `path`, an
  ///   `index` that is not a whole number, an `instance` that is not a string, or `variations`
  ///   that is not an object of finite numbers. (Unknown keys are left to
  ///   ``JSONDocument/checkKeys(_:)`` with ``jsonKeys``; a bad index, axis or value is the
  ///   ``FontError`` of loading.)
  static func read(_ value: JSONValue, in document: JSONDocument, place: String)
    throws(JSONDocument.Failure) -> FontSource
  {
    if case .string(let text) = value {
      return FontSource(text: text)
    }
    guard case .object = value else {
      throw document.failure(
        "at \(place): expected a string or a font object, got \(JSONObjectReader.describe(value))")
    }
    let reader = try JSONObjectReader(value, in: document, place: place, what: "a font")
    guard let path = try reader.string("path") else {
      throw reader.failure("path", "a font object needs \"path\" (the font file)")
    }
    var choice = FontFaceChoice()
    choice.index = try reader.integer("index") ?? 0
    choice.instance = try reader.string("instance")
    if let axes = reader.value("variations") {
      guard case .object(let members) = axes else {
        throw reader.failure(
          "variations", "expected an object of axis tag → number, got \(axes.typeName)")
      }
      for (tag, number) in members {
        guard case .number(let design, _) = number, design.isFinite else {
          throw reader.failure(
            "variations.\(tag)",
            "expected a finite number, got \(JSONObjectReader.describe(number))")
        }
        choice.variations[tag] = design
      }
    }
    return .file(path: path, choice: choice)
  }

  /// The font a JSON text describes, as `--fallback-font` takes it when its argument starts with
  /// `{`: e.g. `{"path": "fonts.ttc", "index": 1}`.
  /// - Parameters:
  ///   - json: a JSON object (or string).
  ///   - source: its name in messages.
  /// - Throws: ``ComposerError/invalidStyle(reason:)`` naming what is wrong (an unknown key too).
  public init(json: [UInt8], source: String) throws(ComposerError) {
    do throws(JSONDocument.Failure) {
      let document = try JSONDocument(bytes: json, source: source)
      try document.checkKeys { path in path.isEmpty ? FontSource.jsonKeys : nil }
      self = try Self.read(document.root, in: document, place: "font")
    } catch {
      throw .invalidStyle(reason: error.description)
    }
  }
}
