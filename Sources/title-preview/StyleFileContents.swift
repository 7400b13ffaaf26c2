import TitleComposer
@_spi(TitleInternals) import TitleSystem
import TitleRendering
import TitleWire

/// The `--style` file, read once: its `TitleStyle` keys go to the composer and its `CellStyle`
/// keys to the renderer, and a pipe (`--style <(…)`) cannot be read twice.
enum StyleFileContents {
  private static let cache = Locked<[String: [UInt8]]>([:])

  /// The file's bytes, read on first use.
  /// - Throws: ``FileError``.
  static func bytes(_ path: String) throws(FileError) -> [UInt8] {
    if let bytes = cache.withLock({ $0[path] }) { return bytes }
    let bytes = try InputFile.read(path, role: "style", maximumBytes: StyleFile.maximumFileBytes)
    cache.withLock { $0[path] = bytes }
    return bytes
  }

  /// The composer's style from the file (its cell keys allowed).
  /// - Throws: ``ComposerError``.
  static func titleStyle(_ path: String) throws(ComposerError) -> TitleStyle {
    let bytes: [UInt8]
    do { bytes = try Self.bytes(path) } catch { throw .unreadableFile(error) }
    return try TitleStyle(json: bytes, source: path, alsoKnownKeys: CellStyle.jsonKeys)
  }

  /// The cell format the file names (its `format` key), or `nil` when it names none.
  /// - Throws: ``RenderError``.
  static func format(_ path: String) throws(RenderError) -> TitleRendering.OutputFormat? {
    let bytes: [UInt8]
    do {
      bytes = try Self.bytes(path)
    } catch {
      throw .unreadableStyle(path: path, reason: error.reasonDescription)
    }
    return try CellStyle.declaredFormat(json: bytes, source: path)
  }

  /// The renderer's style from the file (its title keys allowed).
  /// - Throws: ``RenderError``.
  static func cellStyle(_ path: String) throws(RenderError) -> CellStyle {
    let bytes: [UInt8]
    do {
      bytes = try Self.bytes(path)
    } catch {
      throw .unreadableStyle(path: path, reason: error.reasonDescription)
    }
    return try CellStyle(json: bytes, source: path, alsoKnownKeys: TitleStyle.jsonKeys)
  }
}
