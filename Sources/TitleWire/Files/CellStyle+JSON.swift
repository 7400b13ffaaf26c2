import TitleComposer
import TitleRendering
import TitleSystem

/// The cell keys of a style file, read with the strict reader (``JSONDocument``).
extension CellStyle {
  /// The JSON keys a cell style has (every one optional).
  public static let jsonKeys: Set<String> = [
    "padding", "background", "titleColor", "highlightColor", "lineHeightMultiple", "scale",
    "format", "svgText",
  ]

  /// The keys of ``padding`` written as an object.
  static let paddingKeys: Set<String> = ["top", "left", "bottom", "right"]

  /// The longest style file read (1 MiB, as ``StyleFile/maximumFileBytes``).
  public static let maximumFileBytes = StyleFile.maximumFileBytes

  /// Parses and validates a style from JSON. A leading byte order mark is skipped; a repeated
  /// key, or a key neither ``jsonKeys`` nor `alsoKnownKeys` holds (in `padding`: `top`, `left`,
  /// `bottom`, `right`), is an error naming it with its line and column.
  /// - Parameters:
  ///   - json: UTF-8 JSON bytes.
  ///   - source: the file's name in messages.
  ///   - alsoKnownKeys: keys another reader of the same file knows (the CLI's style file also
  ///     holds `TitleStyle.jsonKeys`).
  /// - Throws: ``RenderError/unreadableStyle(path:reason:)`` (path `source`) when the JSON is
  ///   malformed or has an unknown or repeated key, ``RenderError/invalidStyle(reason:)`` (naming
  ///   `source`) when a value is out of range.
  public init(json: [UInt8], source: String = "<json>", alsoKnownKeys: Set<String> = [])
    throws(RenderError)
  {
    self.init()
    do throws(JSONDocument.Failure) {
      let document = try JSONDocument(bytes: json, source: source)
      let reader = try JSONObjectReader(document.root, in: document, what: "a style")
      let known = Self.jsonKeys.union(alsoKnownKeys)
      try document.checkKeys { path in
        path.isEmpty ? known : path == ["padding"] ? Self.paddingKeys : nil
      }
      try read(reader, in: document)
    } catch {
      throw .unreadableStyle(path: source, reason: error.detail)
    }
    do {
      try validate()
    } catch .invalidStyle(let reason) {
      throw .invalidStyle(reason: "\(source): \(reason)")
    }
  }

  /// The format a style names with its `format` key, or `nil` when it has none (the command
  /// line's `--format` then defaults to a terminal preview, not to ``format``'s default).
  /// - Parameters:
  ///   - json: UTF-8 JSON bytes of a style (checked in full by ``init(json:source:alsoKnownKeys:)``).
  ///   - source: the file's name in messages.
  /// - Throws: ``RenderError/unreadableStyle(path:reason:)`` when the JSON is malformed or the
  ///   format is neither `png` nor `svg`.
  public static func declaredFormat(json: [UInt8], source: String = "<json>") throws(RenderError)
    -> OutputFormat?
  {
    do throws(JSONDocument.Failure) {
      let document = try JSONDocument(bytes: json, source: source)
      let reader = try JSONObjectReader(document.root, in: document, what: "a style")
      return try reader.choice("format")
    } catch {
      throw .unreadableStyle(path: source, reason: error.detail)
    }
  }

  /// Reads a style file (a regular file or a pipe) of at most ``maximumFileBytes``.
  /// - Parameters:
  ///   - path: a JSON file.
  ///   - alsoKnownKeys: keys another reader of the file knows (see ``init(json:source:alsoKnownKeys:)``).
  /// - Returns: the validated style.
  /// - Throws: ``RenderError/unreadableStyle(path:reason:)`` or ``RenderError/invalidStyle(reason:)``.
  public static func load(contentsOf path: String, alsoKnownKeys: Set<String> = [])
    throws(RenderError) -> CellStyle
  {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, role: "cell style", maximumBytes: maximumFileBytes)
    } catch {
      throw .unreadableStyle(path: path, reason: error.reasonDescription)
    }
    return try CellStyle(json: bytes, source: path, alsoKnownKeys: alsoKnownKeys)
  }

  /// Sets every member `reader` has; missing and `null` ones keep their defaults.
  fileprivate mutating func read(_ reader: JSONObjectReader, in document: JSONDocument)
    throws(JSONDocument.Failure)
  {
    switch reader.value("padding") {
    case nil: break
    case .number(let all, _): padding = CellInsets(all: all)
    case .some(let sides):
      guard case .object = sides else {
        throw reader.failure(
          "padding",
          "expected a number or an object of sides, got \(JSONObjectReader.describe(sides))")
      }
      let sides = try JSONObjectReader(sides, in: document, place: "padding", what: "padding")
      padding = CellInsets(
        top: try sides.number("top") ?? 0, left: try sides.number("left") ?? 0,
        bottom: try sides.number("bottom") ?? 0, right: try sides.number("right") ?? 0)
    }
    background = try reader.color("background")
    titleColor = try reader.color("titleColor")
    if let value = try reader.color("highlightColor") { highlightColor = value }
    lineHeightMultiple = try reader.number("lineHeightMultiple")
    if let value = try reader.number("scale") { scale = value }
    if let value: OutputFormat = try reader.choice("format") { format = value }
    if let value: SVGTextMode = try reader.choice("svgText") { svgText = value }
  }
}
