import TitleComposer

/// The strict JSON form of a style's `runStyles` (``TitleStyle/runStyles``): an object of
/// run-style name → `{"font", "size", "letterSpacing", "color"}`, every key optional (the
/// title's own), `font` in every form ``FontSource`` takes (a name, a path, `PATH#INDEX`, the
/// object form).
extension RunStyle {
  /// The keys of a run style.
  public static let jsonKeys: Set<String> = ["font", "size", "letterSpacing", "color"]

  /// The run styles `value` names.
  /// - Parameters:
  ///   - value: the `runStyles` object.
  ///   - document: the file it is in, for messages.
  ///   - place: its path in messages (`runStyles`).
  /// - Throws: ``JSONDocument/Failure`` naming the key path (`runStyles.strong.size`) for a value
  ///   that is not an object, an empty name, a font in no form a font takes, a size outside
  ///   (0, 1000], a letter-spacing outside [-1000, 1000] px or a colour not `#RRGGBB[AA]`.
  ///   (Unknown keys are left to ``JSONDocument/checkKeys(_:)`` with ``jsonKeys``.)
  static func readAll(_ value: JSONValue, in document: JSONDocument, place: String)
    throws(JSONDocument.Failure) -> [String: RunStyle]
  {
    guard case .object(let members) = value else {
      throw document.failure(
        "at \(place): expected an object of run-style name → style, got \(value.typeName)")
    }
    var styles: [String: RunStyle] = [:]
    for (name, member) in members {
      // An empty place reads one style at the document's root (``init(json:source:)``).
      let memberPlace = place.isEmpty ? "" : "\(place).\(JSONKeyText.shown(name))"
      guard !name.isEmpty else {
        throw document.failure("at \(place): a run style needs a name, got \"\"")
      }
      let reader = try JSONObjectReader(
        member, in: document, place: memberPlace, what: "a run style")
      var style = RunStyle()
      if let font = reader.value("font") {
        style.font = try FontSource.read(font, in: document, place: reader.path("font"))
      }
      if let size = try reader.number("size") {
        guard FontSizeRange.contains(size) else {
          throw reader.failure("size", "expected a size in (0, 1000] px, got \(size)")
        }
        style.size = size
      }
      if let spacing = try reader.number("letterSpacing") {
        guard abs(spacing) <= 1000 else {
          throw reader.failure(
            "letterSpacing", "expected a number of pixels in [-1000, 1000], got \(spacing)")
        }
        style.letterSpacing = spacing
      }
      style.color = try reader.color("color")
      styles[name] = style
    }
    return styles
  }
}

extension RunStyle {
  /// A run style from a JSON object, as a style file's `runStyles` holds one (the CLI's
  /// `--run-style NAME=JSON`): e.g. `{"size": 17, "color": "#D0021B"}`.
  /// - Parameters:
  ///   - json: a JSON object.
  ///   - source: its name in messages.
  /// - Throws: ``ComposerError/invalidStyle(reason:)`` naming what is wrong (an unknown key too).
  public init(json: [UInt8], source: String) throws(ComposerError) {
    do throws(JSONDocument.Failure) {
      let document = try JSONDocument(bytes: json, source: source)
      try document.checkKeys { path in
        path.isEmpty ? RunStyle.jsonKeys : path == ["font"] ? FontSource.jsonKeys : nil
      }
      let styles = try Self.readAll(
        .object([(key: "style", value: document.root)]), in: document, place: "")
      self = styles["style"] ?? RunStyle()
    } catch {
      throw .invalidStyle(reason: error.description)
    }
  }
}
