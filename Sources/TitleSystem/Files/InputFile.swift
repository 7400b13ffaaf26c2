import Glibc

/// The one way input files are opened and read, so every loader (catalog, style, font, JSONL)
/// reports a missing file, a directory, a pipe, a dangling symbolic link, a permission problem or
/// an oversized file in the same plain words (``FileError``).
public enum InputFile {
  /// Reads the whole file at `path`: a regular file or a pipe (FIFO, process substitution).
  /// - Parameters:
  ///   - path: the file.
  ///   - role: what the file is for, for messages ("catalog", "style").
  ///   - maximumBytes: the largest size accepted; a longer file is ``FileError/Reason/tooLarge(limit:)``.
  /// - Returns: the file's bytes.
  /// - Throws: ``FileError``.
  public static func read(_ path: String, role: String, maximumBytes: Int) throws(FileError)
    -> [UInt8]
  {
    let descriptor = try open(path, role: role)
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count: Int
      switch POSIX.read(descriptor, into: &chunk) {
      case .bytes(let read): count = read
      case .end: return bytes
      case .failed(let code): throw FileError(role: role, path: path, reason: reason(errno: code))
      }
      guard bytes.count + count <= maximumBytes else {
        throw FileError(role: role, path: path, reason: .tooLarge(limit: maximumBytes))
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
  }

  /// Reads the file at `path` in order, handing `body` one chunk (at most 1 MiB) at a time: for
  /// readers that digest a file without holding it whole.
  /// - Parameters:
  ///   - path: the file.
  ///   - role: what the file is for, for messages.
  ///   - body: takes each chunk; the slice is valid for the call only.
  /// - Throws: ``FileError``.
  public static func readChunks(
    _ path: String, role: String, _ body: (ArraySlice<UInt8>) -> Void
  ) throws(FileError) {
    let descriptor = try open(path, role: role)
    defer { close(descriptor) }
    var chunk = [UInt8](repeating: 0, count: 1 << 20)
    while true {
      switch POSIX.read(descriptor, into: &chunk) {
      case .bytes(let count): body(chunk[0..<count])
      case .end: return
      case .failed(let code): throw FileError(role: role, path: path, reason: reason(errno: code))
      }
    }
  }

  /// Opens `path` for reading as a stream: a regular file, a pipe or a character device (a
  /// terminal, `/dev/stdin`); a directory, a socket or a block device is refused.
  /// - Parameters:
  ///   - path: the file.
  ///   - role: what the file is for, for messages.
  /// - Returns: a descriptor open for reading; the caller closes it.
  /// - Throws: ``FileError``.
  public static func open(_ path: String, role: String) throws(FileError) -> Int32 {
    var descriptor: Int32
    repeat {
      descriptor = Glibc.open(path, O_RDONLY | O_CLOEXEC)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else {
      throw FileError(role: role, path: path, reason: openFailure(path, errno: errno))
    }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else {
      let code = errno
      close(descriptor)
      throw FileError(role: role, path: path, reason: reason(errno: code))
    }
    switch info.st_mode & S_IFMT {
    case S_IFREG, S_IFIFO, S_IFCHR: return descriptor
    default:
      close(descriptor)
      throw FileError(role: role, path: path, reason: kindReason(info.st_mode))
    }
  }

  /// Checks that `path` is a readable regular file, for readers that open it themselves
  /// (FreeType maps and seeks in font files, so a pipe will not do).
  /// - Parameters:
  ///   - path: the file.
  ///   - role: what the file is for, for messages.
  /// - Throws: ``FileError``.
  public static func checkRegularFile(_ path: String, role: String) throws(FileError) {
    var info = stat()
    guard stat(path, &info) == 0 else {
      throw FileError(role: role, path: path, reason: openFailure(path, errno: errno))
    }
    guard info.st_mode & S_IFMT == S_IFREG else {
      throw FileError(role: role, path: path, reason: kindReason(info.st_mode))
    }
    guard access(path, R_OK) == 0 else {
      throw FileError(role: role, path: path, reason: reason(errno: errno))
    }
  }

  /// Why opening (or `stat`ing) `path` failed with `code`, telling a dangling symbolic link from
  /// a missing file.
  private static func openFailure(_ path: String, errno code: Int32) -> FileError.Reason {
    guard code == ENOENT else { return reason(errno: code) }
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return .noSuchFile }
    guard let target = POSIX.symbolicLinkTarget(path) else {
      return .danglingSymbolicLink(target: "a missing file")
    }
    return .danglingSymbolicLink(target: target)
  }

  private static func reason(errno code: Int32) -> FileError.Reason {
    switch code {
    case ENOENT, ENOTDIR: .noSuchFile
    case EISDIR: .isDirectory
    case EACCES, EPERM: .permissionDenied
    default: .system(errno: code, message: String(cString: strerror(code)))
    }
  }

  private static func kindReason(_ mode: mode_t) -> FileError.Reason {
    switch mode & S_IFMT {
    case S_IFDIR: .isDirectory
    case S_IFIFO: .notRegularFile(kind: "a FIFO (named pipe)")
    case S_IFSOCK: .notRegularFile(kind: "a socket")
    case S_IFCHR: .notRegularFile(kind: "a character device")
    case S_IFBLK: .notRegularFile(kind: "a block device")
    default: .notRegularFile(kind: "a special file")
    }
  }
}
