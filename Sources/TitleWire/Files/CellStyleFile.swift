import TitleComposer
import TitleRendering
import TitleSystem

/// One style file that holds both the composer's keys (``TitleComposer/TitleStyle``) and the
/// renderer's (``CellStyle``), as `title-preview --style` takes it: read once, each part checked
/// against the union of both key sets, and the cell's layout settings (its line-height multiple)
/// already applied to the title style.
///
/// ```swift
/// let file = try CellStyleFile(contentsOf: "style.json")
/// let composer = try Composer(style: file.titleStyle)
/// let png = try CellRenderer(composer: composer).png(for: title, style: file.cellStyle)
/// ```
public struct CellStyleFile: Sendable, Hashable {
  /// The composer's style, with ``CellStyle/applied(to:)`` of ``cellStyle`` done.
  public var titleStyle: TitleStyle
  /// The renderer's style.
  public var cellStyle: CellStyle

  /// Parses both styles from one JSON object. A key neither style knows, a repeated key or a bad
  /// value is an error naming it.
  /// - Parameters:
  ///   - json: UTF-8 JSON bytes.
  ///   - source: the file's name in messages.
  /// - Throws: ``CellStyleFileError/title(_:)`` for the title keys (``ComposerError``),
  ///   ``CellStyleFileError/cell(_:)`` for the cell keys (``RenderError``).
  public init(json: [UInt8], source: String = "<json>") throws(CellStyleFileError) {
    let title: TitleStyle
    do {
      title = try TitleStyle(json: json, source: source, alsoKnownKeys: CellStyle.jsonKeys)
    } catch {
      throw .title(error)
    }
    do {
      cellStyle = try CellStyle(json: json, source: source, alsoKnownKeys: TitleStyle.jsonKeys)
    } catch {
      throw .cell(error)
    }
    titleStyle = cellStyle.applied(to: title)
  }

  /// Parses both styles from JSON text (see ``init(json:source:)``).
  /// - Parameters:
  ///   - json: the JSON object.
  ///   - source: the name in messages.
  /// - Throws: as ``init(json:source:)``.
  public init(json: String, source: String = "<json>") throws(CellStyleFileError) {
    try self.init(json: Array(json.utf8), source: source)
  }

  /// Reads a style file (a regular file or a pipe) of at most ``CellStyle/maximumFileBytes``,
  /// once.
  /// - Parameter path: the JSON file.
  /// - Throws: ``CellStyleFileError/title(_:)`` with ``ComposerError/unreadableFile(_:)`` when
  ///   the file cannot be read; otherwise as ``init(json:source:)``.
  public init(contentsOf path: String) throws(CellStyleFileError) {
    let bytes: [UInt8]
    do {
      bytes = try InputFile.read(path, role: "style", maximumBytes: CellStyle.maximumFileBytes)
    } catch {
      throw .title(.unreadableFile(error))
    }
    try self.init(json: bytes, source: path)
  }
}

/// Why a ``CellStyleFile`` could not be read: the part of the file that is wrong.
public enum CellStyleFileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file cannot be read, or a title key (``TitleStyle``) is wrong.
  case title(ComposerError)
  /// A cell key (``CellStyle``) is wrong.
  case cell(RenderError)

  /// The part's own message.
  public var description: String {
    switch self {
    case .title(let error): error.description
    case .cell(let error): error.description
    }
  }
}
