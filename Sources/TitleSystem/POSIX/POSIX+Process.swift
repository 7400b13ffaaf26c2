import Glibc

// MARK: - Threads, the environment, processors and folders

extension POSIX {
  /// Starts a detached thread running `body` (`pthread_create(3)`), with a stack of
  /// `stackSize` bytes when given.
  /// - Returns: whether the thread started (`false` when the system refused one).
  @discardableResult
  public static func startThread(
    stackSize: Int? = nil, _ body: @escaping @Sendable () -> Void
  ) -> Bool {
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    if let stackSize { pthread_attr_setstacksize(&attributes, stackSize) }
    let start = ThreadStart(body: body)
    let context = Unmanaged.passRetained(start).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(
      &thread, &attributes,
      { context in
        let start = Unmanaged<ThreadStart>.fromOpaque(context!).takeRetainedValue()
        start.body()
        return nil
      }, context)
    if started != 0 {
      Unmanaged<ThreadStart>.fromOpaque(context).release()
      return false
    }
    return true
  }

  /// What a new thread runs, handed to it through `pthread_create`'s argument.
  private final class ThreadStart {
    let body: @Sendable () -> Void
    init(body: @escaping @Sendable () -> Void) {
      self.body = body
    }
  }

  /// The value of the environment variable `name` (`getenv(3)`), or `nil` when it is not set.
  public static func environmentValue(_ name: String) -> String? {
    guard let value = getenv(name) else { return nil }
    return String(cString: value)
  }

  /// How many processors this process may run on: the CPUs of its affinity mask (the
  /// `Cpus_allowed` mask of `/proc/self/status`), else the processors online; at least 1.
  public static func availableProcessorCount() -> Int {
    let descriptor = open("/proc/self/status", O_RDONLY | O_CLOEXEC)
    if descriptor >= 0 {
      defer { close(descriptor) }
      var text: [UInt8] = []
      var buffer = [UInt8](repeating: 0, count: 4096)
      while text.count < 1 << 20, case .bytes(let count) = read(descriptor, into: &buffer) {
        text += buffer[..<count]
      }
      let key = Array("\nCpus_allowed:".utf8)
      if let start = text.indices.first(where: { text[$0...].starts(with: key) }) {
        var count = 0
        for byte in text[(start + key.count)...] {
          if byte == UInt8(ascii: "\n") { break }
          if let digit = hexDigitValue(byte) { count += digit.nonzeroBitCount }
        }
        if count > 0 { return count }
      }
    }
    return max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN)))
  }

  /// The value of an ASCII hexadecimal digit, or `nil`.
  private static func hexDigitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    default: nil
    }
  }

  /// The names in the folder `path` (`opendir(3)`, `readdir(3)`), without `.` and `..`, in the
  /// order the system lists them; `nil` when it cannot be read.
  public static func folderEntries(_ path: String) -> [String]? {
    guard let folder = opendir(path) else { return nil }
    defer { closedir(folder) }
    var names: [String] = []
    while let entry = readdir(folder) {
      var field = entry.pointee.d_name
      let name = withUnsafeBytes(of: &field) { bytes in
        String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The working directory (`getcwd(3)`), or `nil` when it cannot be read.
  public static func currentDirectory() -> String? {
    guard let path = getcwd(nil, 0) else { return nil }
    defer { free(path) }
    return String(cString: path)
  }

  /// The home folder of the user `name` (`getpwnam_r(3)`), or of the process's user when `name`
  /// is `nil` (`$HOME`, else `getpwuid_r(3)`); `nil` when there is none.
  public static func homeFolder(of name: String? = nil) -> String? {
    if name == nil, let home = environmentValue("HOME"), !home.isEmpty { return home }
    var entry = passwd()
    var found: UnsafeMutablePointer<passwd>? = nil
    var buffer = [CChar](repeating: 0, count: 16_384)
    let status =
      if let name {
        getpwnam_r(name, &entry, &buffer, buffer.count, &found)
      } else {
        getpwuid_r(getuid(), &entry, &buffer, buffer.count, &found)
      }
    guard status == 0, found != nil, let directory = entry.pw_dir else { return nil }
    return String(cString: directory)
  }

  /// Creates the folder `path` and every missing folder above it (`mkdir(2)`, mode 0777 less
  /// the umask); a folder that already exists is kept.
  /// - Returns: `nil` on success, else the `errno` of the `mkdir` that failed.
  public static func makeFolders(_ path: String) -> Int32? {
    var prefix = path.hasPrefix("/") ? "/" : ""
    for component in path.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += component
      if mkdir(prefix, 0o777) != 0 {
        let code = errno
        var info = stat()
        let isFolder = stat(prefix, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
        if !(code == EEXIST && isFolder) { return code }
      }
      prefix += "/"
    }
    return nil
  }
}
