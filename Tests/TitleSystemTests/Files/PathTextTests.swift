import Glibc
import Testing
import TitleSystem

/// `PathText`: the folder and file an `-o` path names, worked out from the text, and the
/// system calls behind it (folders made with their parents, a folder's names, the processor
/// count).
@Suite struct PathTextTests {
  /// The working directory, as `getcwd` gives it.
  private var workingDirectory: String { POSIX.currentDirectory() ?? "?" }

  @Test func absolutePathsAreStandardizedByTheirText() {
    #expect(PathText.absolute("/a/b/c.png") == "/a/b/c.png")
    #expect(PathText.absolute("//x") == "/x")
    #expect(PathText.absolute("/a/./b//c/../d") == "/a/b/d")
    #expect(PathText.absolute("/..") == "/")
    #expect(PathText.absolute("/") == "/")
    #expect(PathText.absolute("/a/b/") == "/a/b")
  }

  @Test func relativePathsStartAtTheWorkingDirectory() {
    let cwd = workingDirectory
    #expect(PathText.folder(of: "out/x.png") == cwd + "/out")
    #expect(PathText.folder(of: "./x.png") == cwd)
    #expect(PathText.folder(of: "a/../b.png") == cwd)
    #expect(PathText.lastComponent(of: "a//b.png") == "b.png")
    // `..` is resolved before the last component is taken.
    #expect(PathText.lastComponent(of: "a/b/..") == "a")
    #expect(PathText.lastComponent(of: "a/b/.") == "b")
  }

  @Test func rootAndTildePaths() {
    #expect(PathText.folder(of: "/x.png") == "/")
    #expect(PathText.folder(of: "/") == "/")
    #expect(PathText.lastComponent(of: "/") == "/")
    let home = POSIX.homeFolder()
    #expect(home != nil)
    if let home { #expect(PathText.folder(of: "~/x.png") == PathText.absolute(home)) }
  }

  @Test func appendingJoinsWithOneSlash() {
    #expect(PathText.appending("x", to: "out") == "out/x")
    #expect(PathText.appending("x", to: "out/") == "out/x")
    #expect(PathText.appending("x", to: "out//") == "out//x")
    #expect(PathText.appending("x", to: "") == "x")
    #expect(PathText.appending("x", to: "/") == "/x")
    #expect(PathText.appending("", to: "out") == "out")
  }

  @Test func foldersAreMadeWithTheirParentsAndListed() throws {
    var template = Array("/tmp/path-text-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    #expect(made != nil)
    let root = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer {
      rmdir(root + "/a/b/c")
      rmdir(root + "/a/b")
      unlink(root + "/a/file")
      rmdir(root + "/a")
      rmdir(root)
    }
    #expect(POSIX.makeFolders(root + "/a/b/c") == nil)
    // Again: folders that exist are kept.
    #expect(POSIX.makeFolders(root + "/a/b/c/") == nil)
    #expect(POSIX.folderEntries(root + "/a")?.sorted() == ["b"])
    let file = open(root + "/a/file", O_WRONLY | O_CREAT | O_EXCL, 0o644)
    #expect(file >= 0)
    close(file)
    #expect(POSIX.folderEntries(root + "/a")?.sorted() == ["b", "file"])
    // A file where a folder should be: its `mkdir` says it exists.
    #expect(POSIX.makeFolders(root + "/a/file/d") == EEXIST)
    #expect(POSIX.makeFolders(root + "/a/file") == EEXIST)
    #expect(POSIX.folderEntries(root + "/missing") == nil)
  }

  @Test func processorCountIsTheAffinityMask() throws {
    // `/proc/self/status` names the CPUs this process may use as a list ("0-1,4").
    let bytes = try InputFile.read("/proc/self/status", role: "status", maximumBytes: 1 << 20)
    let status = String(decoding: bytes, as: UTF8.self)
    let line = try #require(
      status.split(separator: "\n").first { $0.hasPrefix("Cpus_allowed_list:") })
    var count = 0
    for range in line.dropFirst("Cpus_allowed_list:".count).split(separator: ",") {
      let ends = range.split(separator: "-").compactMap {
        Int($0.trimmingPrefix(while: \.isWhitespace))
      }
      count += ends.count == 2 ? ends[1] - ends[0] + 1 : 1
    }
    #expect(POSIX.availableProcessorCount() == count)
  }
}
