import Foundation
import Testing
import TitleTestSupport

/// `--out-dir` never writes through a link or outside its folder, and
/// the files of one run get names unique within it, decided in input order.
@Suite struct OutputFolderCLITests {
  static func request(id: String?, title: String) -> String {
    let idMember = id.map { #""id": "\#($0)", "# } ?? ""
    return #"{\#(idMember)"category": 1, "title": "\#(title)", "width": 300}"#
  }

  static func runBatch(_ lines: [String], into folder: URL) throws -> CommandRunner.Output {
    try CommandRunner.run(
      [
        "--jsonl", "--no-system-fonts", "-f", "svg", "--svg-text", "text", "--out-dir", folder.path,
      ],
      stdin: Data((lines.joined(separator: "\n") + "\n").utf8))
  }

  /// `ln -s /elsewhere/x.svg DIR/evil.svg`, then id `evil`: the link is replaced by the file,
  /// its target keeps its bytes.
  @Test func aPlantedSymlinkIsReplacedNotFollowed() throws {
    let folder = try ShellCommand.temporaryFolder("out")
    let elsewhere = try ShellCommand.temporaryFolder("elsewhere")
    defer {
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: elsewhere)
    }
    let target = elsewhere.appendingPathComponent("x.svg")
    try Data("original".utf8).write(to: target)
    let link = folder.appendingPathComponent("evil.svg")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let output = try Self.runBatch([Self.request(id: "evil", title: "제목")], into: folder)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(try String(contentsOf: target, encoding: .utf8) == "original")
    let attributes = try FileManager.default.attributesOfItem(atPath: link.path)
    #expect(attributes[.type] as? FileAttributeType == .typeRegular)
    #expect(try String(contentsOf: link, encoding: .utf8).contains("제목"))
    let records = try ShellCommand.records(output.stdout)
    #expect(records.first?["file"] as? String == link.path)
    // No temporary file is left behind.
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(names == ["evil.svg"])
  }

  /// A folder planted where a file goes: that line gets an error record naming the path, the
  /// folder is untouched, and the other lines still get their files.
  @Test func aFileThatCannotBePlacedIsAnErrorRecordAndTheRestGoOn() throws {
    let folder = try ShellCommand.temporaryFolder("blocked")
    defer { try? FileManager.default.removeItem(at: folder) }
    let blocked = folder.appendingPathComponent("blocked.svg")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
    let output = try Self.runBatch(
      [Self.request(id: "blocked", title: "제목"), Self.request(id: "fine", title: "제목")],
      into: folder)
    #expect(output.status == 1)
    let records = try ShellCommand.records(output.stdout)
    #expect(records.count == 2)
    #expect(records[0]["error"] as? String == "cannot write \(blocked.path): it is a directory")
    #expect(records[1]["file"] as? String == folder.appendingPathComponent("fine.svg").path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: blocked.path).isEmpty)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(Set(names) == ["blocked.svg", "fine.svg"], "no temporary file left behind")
  }

  /// `-o LINK` replaces the link with the file; the link's target is untouched.
  @Test func theSingleOutputFileDoesNotWriteThroughALink() throws {
    let folder = try ShellCommand.temporaryFolder("single")
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target.txt")
    try Data("original".utf8).write(to: target)
    let link = folder.appendingPathComponent("cell.svg")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let output = try CommandRunner.run(
      ["-f", "svg", "--svg-text", "text", "-o", link.path, "--no-system-fonts", "제목"])
    #expect(output.status == 0, "\(output.stderr)")
    #expect(try String(contentsOf: target, encoding: .utf8) == "original")
    #expect(try String(contentsOf: link, encoding: .utf8).contains("제목"))
  }

  /// `-o` a directory, or into a missing folder: status 1, the path and reason, nothing written.
  @Test func anUnwritableOutputPathIsAClearError() throws {
    let folder = try ShellCommand.temporaryFolder("bad")
    defer { try? FileManager.default.removeItem(at: folder) }
    let directory = try CommandRunner.run(["-f", "svg", "-o", folder.path, "제목"])
    #expect(directory.status == 1)
    #expect(directory.stderr.contains("cannot write \(folder.path): it is a directory"))
    let missing = folder.appendingPathComponent("no/such/cell.svg").path
    let inMissing = try CommandRunner.run(["-f", "svg", "-o", missing, "제목"])
    #expect(inMissing.status == 1)
    #expect(inMissing.stderr.contains("cannot write \(missing)"), "\(inMissing.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  /// Ids `dup`/`dup`, `a/b`/`a_b`, `line-6` next to a null id on line 6: six distinct files,
  /// each record naming its own (holding its own title), the same names on every run.
  @Test func collidingNamesGetSuffixesInInputOrder() throws {
    let lines = [
      Self.request(id: "dup", title: "첫째"), Self.request(id: "dup", title: "둘째"),
      Self.request(id: "a/b", title: "셋째"), Self.request(id: "a_b", title: "넷째"),
      Self.request(id: "line-6", title: "다섯째"), Self.request(id: nil, title: "여섯째"),
      Self.request(id: "DUP", title: "일곱째"),
    ]
    let titles = ["첫째", "둘째", "셋째", "넷째", "다섯째", "여섯째", "일곱째"]
    let expected = [
      "dup.svg", "dup-2.svg", "a_b.svg", "a_b-2.svg", "line-6.svg", "line-6-2.svg", "DUP-3.svg",
    ]
    for run in 0..<3 {
      let folder = try ShellCommand.temporaryFolder("dup\(run)")
      defer { try? FileManager.default.removeItem(at: folder) }
      // Many jobs and lines in one batch: the names must not depend on which worker ran first.
      let output = try Self.runBatch(lines, into: folder)
      #expect(output.status == 0, "\(output.stderr)")
      let records = try ShellCommand.records(output.stdout)
      let files = records.map { $0["file"] as? String }
      #expect(files == expected.map { folder.appendingPathComponent($0).path })
      for (file, title) in zip(files, titles) {
        let svg = try String(contentsOfFile: file ?? "", encoding: .utf8)
        #expect(svg.contains(title), "\(file ?? "nil") holds \(title)")
      }
      let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      #expect(Set(names) == Set(expected))
    }
  }

  /// A thousand copies of one id: `dup.svg`, `dup-2.svg` … `dup-1000.svg`, all there.
  @Test func manyCopiesOfOneIdAllGetFiles() throws {
    let folder = try ShellCommand.temporaryFolder("many")
    defer { try? FileManager.default.removeItem(at: folder) }
    let lines = Array(repeating: Self.request(id: "dup", title: "제목"), count: 1000)
    let output = try Self.runBatch(lines, into: folder)
    #expect(output.status == 0)
    let files = try ShellCommand.records(output.stdout).map { $0["file"] as? String }
    let expected = ["dup.svg"] + (2...1000).map { "dup-\($0).svg" }
    #expect(files == expected.map { folder.appendingPathComponent($0).path })
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 1000)
  }
}
