import Foundation
import Testing
import TitleFonts

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct FontErrorTests {
  static let directory: String = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("titlefonts-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }()

  static func write(_ bytes: [UInt8], named name: String) -> String {
    let path = directory + "/" + name
    precondition(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
    return path
  }

  @Test func missingFile() {
    let path = Self.directory + "/nope.ttf"
    #expect(throws: FontError.fileNotFound(path: path)) { try FontFace(contentsOf: path) }
    #expect(FontError.fileNotFound(path: path).description.contains("not found"))
  }

  @Test func directoryIsNotAFile() {
    #expect(throws: FontError.notAFile(path: Self.directory)) {
      try FontFace(contentsOf: Self.directory)
    }
  }

  @Test func unreadableFile() throws {
    guard geteuid() != 0 else { return }  // root reads anything
    let path = Self.write([1, 2, 3], named: "locked.ttf")
    chmod(path, 0)
    let error = #expect(throws: FontError.self) { try FontFace(contentsOf: path) }
    guard case .unreadable(let p, let reason)? = error else {
      Issue.record("expected .unreadable, got \(String(describing: error))")
      return
    }
    #expect(p == path && reason.contains("denied"))
  }

  @Test(arguments: [
    ("empty.ttf", [UInt8]()),
    ("random.ttf", (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 13) }),
    ("truncated.ttf", Array(readFile(Fixtures.nanumGothic)!.prefix(1000))),
  ])
  func corruptDataIsInvalidFont(name: String, bytes: [UInt8]) throws {
    let path = Self.write(bytes, named: name)
    for load in [{ try FontFace(contentsOf: path) }, { try FontFace(data: bytes, name: path) }] {
      let error = #expect(throws: FontError.self) { _ = try load() }
      guard case .invalidFont(let n, let code, let message)? = error else {
        Issue.record("expected .invalidFont, got \(String(describing: error))")
        continue
      }
      #expect(n == path)
      #expect(code != 0)
      #expect(!message.isEmpty && !message.contains("Unknown_Error"))
      #expect(error!.description.contains(name))
    }
  }

  @Test(arguments: [
    (Int32(2), "Unknown_File_Format: unknown file format"),
    (3, "Invalid_File_Format: broken file"), (0x8E, "Table_Missing: SFNT font table missing"),
    (9999, "Unknown_Error_9999: unknown FreeType error"),
  ])
  func freeTypeErrorNames(code: Int32, text: String) {
    #expect(FreeTypeError(rawValue: code).description == text)
  }
}
