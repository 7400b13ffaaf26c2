import Glibc
import Synchronization

/// A folder files are written into without ever following a link or opening an existing
/// path for writing: each file is written whole to a new temporary file in the folder (created
/// with `O_CREAT | O_EXCL | O_NOFOLLOW`, mode 0644 less the umask), then renamed over its name.
/// `rename` replaces whatever has the name (a planted symlink itself, never its target), so
/// nothing is written outside the folder and a failed write leaves no half-written file.
///
/// The folder is opened once: later files go into that folder even if its path is changed.
public final class OutputFolder: Sendable {
  /// The folder's path as given, for messages and results.
  public let path: String
  private let descriptor: Int32

  /// Opens `path` (created with its parents when missing).
  /// - Throws: ``OutputError`` when it cannot be created or opened or is not a folder.
  public init(path: String, creatingIfMissing: Bool = true) throws(OutputError) {
    self.path = path
    if creatingIfMissing {
      if let code = POSIX.makeFolders(path) {
        var info = stat()
        if stat(path, &info) == 0 && (info.st_mode & S_IFMT) != S_IFDIR {
          throw OutputError(target: path, reason: "it is not a folder")
        }
        throw OutputError(
          target: path, reason: "the folder cannot be created: \(OutputError.reason(errno: code))")
      }
    }
    descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard descriptor >= 0 else {
      let code = errno
      throw OutputError(
        target: path,
        reason: code == ENOTDIR ? "it is not a folder" : OutputError.reason(errno: code))
    }
  }

  deinit { close(descriptor) }

  /// The path of `name` in the folder.
  public func path(of name: String) -> String { PathText.appending(name, to: path) }

  /// Writes `bytes` as the file `name` in the folder, replacing what had that name.
  /// - Parameters:
  ///   - bytes: the file's contents.
  ///   - name: a single path component (no `/`).
  /// - Throws: ``OutputError`` naming the file's path; the folder is left as it was.
  public func write(_ bytes: [UInt8], named name: String) throws(OutputError) {
    let target = path(of: name)
    let temporary = try createTemporaryFile(for: target)
    var failure = POSIX.writeAll(bytes, to: temporary.descriptor)
    if close(temporary.descriptor) != 0 && failure == nil { failure = errno }
    if failure == nil && renameat(descriptor, temporary.name, descriptor, name) != 0 {
      failure = errno
    }
    if let failure {
      unlinkat(descriptor, temporary.name, 0)
      throw OutputError(target: target, errno: failure)
    }
  }

  private static let counter = Atomic<Int>(0)

  /// A new file `.title-preview-<pid>-<n>.tmp` in the folder, open for writing.
  private func createTemporaryFile(for target: String) throws(OutputError) -> (
    name: String, descriptor: Int32
  ) {
    while true {
      let number = Self.counter.add(1, ordering: .relaxed).oldValue
      let name = ".title-preview-\(getpid())-\(number).tmp"
      let opened = openat(
        descriptor, name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if opened >= 0 { return (name, opened) }
      if errno == EEXIST { continue }
      throw OutputError(target: target, errno: errno)
    }
  }
}

/// The `-o FILE` output of a single command.
public enum OutputFile {
  /// Writes `bytes` to `path`: a device or pipe (e.g. `/dev/stdout`) is written directly; any
  /// other path through ``OutputFolder`` (a temporary file renamed into place, so a failed
  /// write leaves the old file, and a symlink at `path` is replaced, not followed).
  /// - Throws: ``OutputError`` naming `path` and the reason.
  public static func write(_ bytes: [UInt8], to path: String) throws(OutputError) {
    var info = stat()
    if stat(path, &info) == 0 {
      let type = info.st_mode & S_IFMT
      if type == S_IFDIR { throw OutputError(target: path, reason: "it is a directory") }
      if type == S_IFCHR || type == S_IFIFO || type == S_IFSOCK {
        try writeDirectly(bytes, to: path)
        return
      }
    }
    if path.hasSuffix("/") { throw OutputError(target: path, reason: "it names a folder") }
    let folderPath = path.contains("/") ? PathText.folder(of: path) : "."
    let folder: OutputFolder
    do {
      folder = try OutputFolder(path: folderPath, creatingIfMissing: false)
    } catch {
      throw OutputError(
        target: path, reason: "its folder \(folderPath) cannot be opened (\(error.reason))")
    }
    do {
      try folder.write(bytes, named: PathText.lastComponent(of: path))
    } catch {
      throw OutputError(target: path, reason: error.reason)
    }
  }

  private static func writeDirectly(_ bytes: [UInt8], to path: String) throws(OutputError) {
    let opened = open(path, O_WRONLY | O_CLOEXEC)
    guard opened >= 0 else { throw OutputError(target: path, errno: errno) }
    var failure = POSIX.writeAll(bytes, to: opened)
    if close(opened) != 0 && failure == nil { failure = errno }
    if let failure { throw OutputError(target: path, errno: failure) }
  }
}
