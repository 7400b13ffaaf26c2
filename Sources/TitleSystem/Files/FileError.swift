/// Why an input file (a catalog, a style, a font, a JSONL batch) could not be read, in plain
/// words: ``description`` is "cannot read catalog /x/y.json: no such file".
public struct FileError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What went wrong with the file.
  public enum Reason: Sendable, Equatable {
    /// Nothing exists at the path (or a folder on the way is missing).
    case noSuchFile
    /// The path is a symbolic link whose target does not exist.
    case danglingSymbolicLink(target: String)
    /// The path is a directory.
    case isDirectory
    /// The path is something other than a regular file, e.g. "a FIFO (named pipe)", "a socket",
    /// "a character device".
    case notRegularFile(kind: String)
    /// The file exists but this process may not read it.
    case permissionDenied
    /// The file holds more bytes than the reader accepts.
    case tooLarge(limit: Int)
    /// Another system error, with `errno`'s message (`strerror`).
    case system(errno: Int32, message: String)
  }

  /// What the file is for, as messages name it: "catalog", "style", "font", "JSONL input".
  public var role: String
  /// The path as given.
  public var path: String
  /// Why it could not be read.
  public var reason: Reason

  /// An error about the file at `path`.
  /// - Parameters:
  ///   - role: what the file is for, e.g. "catalog".
  ///   - path: the path as given.
  ///   - reason: what went wrong.
  public init(role: String, path: String, reason: Reason) {
    self.role = role
    self.path = path
    self.reason = reason
  }

  /// The reason alone, e.g. "no such file" or "it is a directory".
  public var reasonDescription: String {
    switch reason {
    case .noSuchFile: "no such file"
    case .danglingSymbolicLink(let target):
      "it is a symbolic link to \(target), which does not exist"
    case .isDirectory: "it is a directory"
    case .notRegularFile(let kind): "it is \(kind), not a regular file"
    case .permissionDenied: "permission denied"
    case .tooLarge(let limit): "it is larger than the limit of \(limit) bytes"
    case .system(_, let message): message
    }
  }

  /// "cannot read <role> <path>: <reason>".
  public var description: String { "cannot read \(role) \(path): \(reasonDescription)" }
}
