import Foundation
import Testing
import TitleTestSupport
import TitleComposer
import TitleSystem
import TitleFonts
import TitleWire

/// Every file the library reads (catalog, style, font) fails in plain words
/// naming the file: missing, a directory, a FIFO, a dangling symbolic link, too large. (A file
/// unreadable for permissions cannot be made as root, which the tests run as.)
@Suite struct UnreadableFileTests {
  /// A fresh folder with `folder/`, `fifo` and `dangling` → `nothing` (`missing` is absent).
  static func fixtures() throws -> String { try SpecialFileFolder.make(prefix: "input-files") }

  @Test func catalogFileErrors() throws {
    let root = try Self.fixtures()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let expected = [
      ("missing", "cannot read catalog \(root)/missing: no such file"),
      ("folder", "cannot read catalog \(root)/folder: it is a directory"),
      (
        "dangling",
        "cannot read catalog \(root)/dangling: it is a symbolic link to \(root)/nothing, which does not exist"
      ),
    ]
    for (name, message) in expected {
      let error = #expect(throws: ComposerError.self) {
        try CategoryCatalog(contentsOf: root + "/" + name)
      }
      #expect(error?.description == message)
    }
  }

  @Test func styleFileErrors() throws {
    let root = try Self.fixtures()
    defer { try? FileManager.default.removeItem(atPath: root) }
    #expect(
      throws: ComposerError.unreadableFile(
        FileError(role: "style", path: root + "/missing", reason: .noSuchFile))
    ) { try StyleFile.load(root + "/missing") }
    #expect(
      throws: ComposerError.unreadableFile(
        FileError(role: "style", path: root + "/folder", reason: .isDirectory))
    ) { try StyleFile.load(root + "/folder") }
  }

  /// A catalog from a pipe (`--catalog <(…)`) is read like a file.
  @Test func catalogFromAFIFO() throws {
    let root = try Self.fixtures()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let json = ##"[{"id": 5, "label": "a", "background": "#000000", "foreground": "#FFFFFF"}]"##
    let writer = Thread {
      let handle = FileHandle(forWritingAtPath: root + "/fifo")
      handle?.write(Data(json.utf8))
      try? handle?.close()
    }
    writer.start()
    let catalog = try CategoryCatalog(contentsOf: root + "/fifo")
    #expect(catalog.knownIDs == [5])
  }

  @Test func oversizedFileIsRefused() throws {
    let root = try Self.fixtures()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/big.json"
    try Data(repeating: 0x20, count: StyleFile.maximumFileBytes + 1).write(
      to: URL(fileURLWithPath: path))
    let error = #expect(throws: ComposerError.self) { try StyleFile.load(path) }
    #expect(
      error?.description
        == "cannot read style \(path): it is larger than the limit of 1048576 bytes")
  }

  @Test func fontFileErrors() throws {
    let root = try Self.fixtures()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let expected = [
      ("missing", "cannot read font file \(root)/missing: not found"),
      ("folder", "cannot read font file \(root)/folder: it is a directory"),
      ("fifo", "cannot read font file \(root)/fifo: it is a FIFO (named pipe), not a regular file"),
      (
        "dangling",
        "cannot read font file \(root)/dangling: it is a symbolic link to \(root)/nothing, which does not exist"
      ),
    ]
    for (name, message) in expected {
      let error = #expect(throws: FontError.self) { try FontFace(contentsOf: root + "/" + name) }
      #expect(error?.description == message)
    }
  }

  @Test func fileErrorMessages() {
    let reasons: [(FileError.Reason, String)] = [
      (.noSuchFile, "no such file"), (.isDirectory, "it is a directory"),
      (.notRegularFile(kind: "a socket"), "it is a socket, not a regular file"),
      (.permissionDenied, "permission denied"),
      (.tooLarge(limit: 10), "it is larger than the limit of 10 bytes"),
      (.system(errno: EIO, message: "Input/output error"), "Input/output error"),
    ]
    for (reason, text) in reasons {
      #expect(
        FileError(role: "catalog", path: "/x/y.json", reason: reason).description
          == "cannot read catalog /x/y.json: \(text)")
    }
  }
}
