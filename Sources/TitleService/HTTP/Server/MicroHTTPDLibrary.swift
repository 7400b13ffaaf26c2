internal import CMicroHTTPD
import Glibc
import TitleSystem

/// libmicrohttpd, loaded when a server starts rather than linked: a process that never serves
/// (the batch CLI, a preview) does not pay for the dynamic linking of libmicrohttpd and the
/// GnuTLS libraries it depends on. ``MicroHTTPDServer`` makes every call into the library.
enum MicroHTTPDLibrary {
  /// The environment variable naming the library to load instead of ``defaultName`` (a soname
  /// the dynamic linker searches for, or a path).
  static let overrideVariable = "TITLECOMPOSER_MICROHTTPD"

  /// The soname loaded by default: the ABI of the microhttpd.h the package was built with
  /// (Debian's `libmicrohttpd12`).
  static let defaultName = CMICROHTTPD_DEFAULT_LIBRARY

  /// The library to load: `$TITLECOMPOSER_MICROHTTPD` when set and not empty, else
  /// ``defaultName``.
  static var name: String {
    let override = POSIX.environmentValue(overrideVariable) ?? ""
    return override.isEmpty ? defaultName : override
  }

  /// Loads the library (once per process; later calls return at once).
  /// - Throws: ``ServeError`` naming the library, the dynamic linker's reason and the package
  ///   that provides it, when it cannot be loaded or lacks a function the server calls.
  static func load() throws(ServeError) {
    let library = name
    var message = [CChar](repeating: 0, count: 512)
    guard cmicrohttpd_load(library, &message, message.count) != 0 else { return }
    let reason = String(
      decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    throw ServeError(
      "the HTTP server needs libmicrohttpd, which could not be loaded (\(reason)); "
        + "install it (Debian: apt-get install libmicrohttpd12), or name the library to load "
        + "in \(overrideVariable)")
  }
}
