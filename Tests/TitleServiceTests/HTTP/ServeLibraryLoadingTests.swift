import Foundation
import Testing
import TitleTestSupport

/// libmicrohttpd is loaded when `title-preview serve` starts and libcrypto when a fingerprint is
/// worked out, neither linked: a batch run never maps them (nor GnuTLS), and a server that cannot
/// load libmicrohttpd says so and exits 1.
@Suite(.timeLimit(.minutes(2))) struct ServeLibraryLoadingTests {
  /// The dynamic linker's own trace of the objects it loads (`LD_DEBUG=files`, on standard
  /// error): a one-line batch run loads FreeType and never libmicrohttpd, GnuTLS or libcrypto.
  @Test func aBatchRunLoadsNeitherTheHTTPLibrariesNorLibcrypto() throws {
    let output = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"],
      stdin: Data(#"{"id":"a","category":1,"title":"안녕","width":343}"#.utf8 + [0x0A]),
      environment: ["LD_DEBUG": "files"])
    #expect(output.status == 0)
    #expect(output.stdout.hasPrefix(#"{"id":"a","lines":[{"text":"안녕""#))
    #expect(output.stderr.contains("file=libfreetype.so.6"))
    #expect(!output.stderr.contains("libmicrohttpd"))
    #expect(!output.stderr.contains("libgnutls"))
    #expect(!output.stderr.contains("libcrypto"))
  }

  /// `serve`'s message when it cannot load the library, around the dynamic linker's reason.
  static let messageStart =
    "title-preview: the HTTP server needs libmicrohttpd, which could not be loaded ("
  static let messageEnd =
    "); install it (Debian: apt-get install libmicrohttpd12), or name the library to load in "
    + "TITLECOMPOSER_MICROHTTPD\n"

  /// A library that does not exist: the dynamic linker's reason, and no listening.
  @Test func aServerWithoutTheLibraryFailsToStart() throws {
    let output = try serve(loading: "libmicrohttpd-absent.so.12")
    #expect(output.status == 1)
    #expect(
      output.stderr
        == Self.messageStart
        + "libmicrohttpd-absent.so.12: cannot open shared object file: No such file or directory"
        + Self.messageEnd)
  }

  /// A library that loads but lacks libmicrohttpd's functions (zlib, which the tool links: the
  /// dynamic linker names it by the path it was found at, which ends in its soname).
  @Test func aLibraryWithoutTheFunctionsFailsToStart() throws {
    let output = try serve(loading: "libz.so.1")
    #expect(output.status == 1)
    #expect(output.stderr.hasPrefix(Self.messageStart))
    #expect(
      output.stderr.hasSuffix("libz.so.1: undefined symbol: MHD_start_daemon_va" + Self.messageEnd))
    #expect(output.stderr.split(separator: "\n").count == 1)
  }

  /// Runs `serve` with `TITLECOMPOSER_MICROHTTPD` naming `library`.
  private func serve(loading library: String) throws -> CommandRunner.Output {
    try CommandRunner.run(
      ["serve", "--port", "0", "--no-system-fonts"],
      environment: ["TITLECOMPOSER_MICROHTTPD": library])
  }
}
