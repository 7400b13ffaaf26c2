import Foundation
import Testing
import TitleTestSupport

/// `scripts/check-doc-examples.py`, the doc-test step, on small documents written here: it runs
/// what says `run` against this build, compares with the `output` block, and refuses examples
/// that are marked wrongly before running anything.
@Suite struct DocExampleCheckTests {
  static let root = CorpusFile.packageRoot

  /// Checks `markdown` (written to a file of its own) with this build's tools.
  private func check(_ markdown: String) throws -> CommandRunner.Output {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("doc-examples-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let document = folder.appendingPathComponent("doc.md")
    try Data(markdown.utf8).write(to: document)
    return try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/env"),
      arguments: [
        "python3", Self.root.appendingPathComponent("scripts/check-doc-examples.py").path,
        document.path, "--bin-dir", CommandRunner.executable.deletingLastPathComponent().path,
      ])
  }

  /// The box `title-preview -w 200` draws for the title, as hand-checked in README.
  static let cell = """
    ```sh run
    title-preview -w 200 "요즘 인기 있는 절에서 템플스테이 체험하기"
    ```
    """

  @Test func matchingOutputPasses() throws {
    let output = try check(
      Self.cell + """

        ```output
        ┌─────────────────── 200 px ┐
        │[취미]요즘 인기 있는 절에서│ x 27.56 w 148.8 px (74%)
        ...
        2 lines · not truncated · height [..] px · badge 27.56×17.8 px · indent
        ```
        """)
    #expect(output.status == 0, "\(output.stderr)")
    #expect(output.stdout.contains("1 examples run (1 shell, 0 Swift)"))
  }

  @Test func differingOutputFailsWithADiff() throws {
    let output = try check(
      Self.cell + """

        ```output
        ┌─────────────────── 200 px ┐
        │[취미]요즘 인기 있는 절에서│ x 27.56 w 150 px (75%)
        ...
        ```
        """)
    #expect(output.status == 1)
    #expect(output.stderr.contains("doc.md:1: the output differs from the document's"))
    #expect(output.stderr.contains("- │[취미]요즘 인기 있는 절에서│ x 27.56 w 150 px (75%)\n"))
    #expect(output.stderr.contains("+ │[취미]요즘 인기 있는 절에서│ x 27.56 w 148.8 px (74%)\n"))
    #expect(output.stderr.contains("  ┌─────────────────── 200 px ┐\n"))
  }

  /// The status an example must end with, and what it printed when it is another.
  @Test func exitStatusIsChecked() throws {
    let failing = """
      ```sh run exit=1
      title-preview --catalog missing.json "제목"
      ```
      ```output
      title-preview: cannot read catalog missing.json: no such file
      ```
      """
    #expect(try check(failing).status == 0)
    let output = try check(failing.replacingOccurrences(of: "exit=1", with: "exit=0"))
    #expect(output.status == 1)
    #expect(output.stderr.contains("doc.md:1: exit status 1, the document expects 0"))
    #expect(output.stderr.contains("    title-preview: cannot read catalog missing.json"))
  }

  /// A `file=` block is there for the examples after it.
  @Test func fileBlocksAreWrittenForLaterExamples() throws {
    let output = try check(
      """
      ```json file=styles/tall.json
      {"lineHeight": 30}
      ```

      ```sh run
      title-preview --style styles/tall.json -w 200 "제목" | tail -n 1
      ```
      ```output
      1 line · not truncated · height 30 px · badge 27.56×17.8 px · indent
      ```
      """)
    #expect(output.status == 0, "\(output.stderr)")
  }

  /// Marks are checked first: nothing runs while one is wrong.
  @Test(arguments: [
    ("```sh\ntitle-preview x\n```\n", "doc.md:1: a sh example must say `run` or `illustrative"),
    ("```sh illustrative\ntitle-preview x\n```\n", "doc.md:1: `illustrative` needs a reason"),
    (
      "```sh run\ntitle-preview --style s.json …\n```\n",
      "doc.md:2: a runnable command holds the placeholder \"…\""
    ),
    ("```sh run retries=2\ntrue\n```\n", "doc.md:1: unknown option retries"),
    ("```python run\nprint(1)\n```\n", "doc.md:1: only sh, bash, shell and swift examples run"),
    ("Text.\n\n```output\nx\n```\n", "doc.md:3: an output block must follow a runnable example"),
    (
      "```json file=../escape.json\n{}\n```\n",
      "doc.md:1: file=../escape.json must be a relative path"
    ),
  ])
  func wrongMarksAreRefusedBeforeAnythingRuns(markdown: String, message: String) throws {
    let output = try check(markdown + "\n```sh run\ntouch ran\n```\n")
    #expect(output.status == 1)
    #expect(output.stderr.contains(message), "\(output.stderr)")
    #expect(output.stderr.contains("nothing was run"))
  }

  /// A server an example leaves running is stopped when the example ends.
  @Test func whatAnExampleLeavesRunningIsStopped() throws {
    let pidFile = FileManager.default.temporaryDirectory
      .appendingPathComponent("doc-example-\(UUID().uuidString).pid")
    defer { try? FileManager.default.removeItem(at: pidFile) }
    let output = try check(
      """
      ```sh run
      sleep 600 &
      echo $! > \(pidFile.path)
      ```
      """)
    #expect(output.status == 0, "\(output.stderr)")
    let pid = try #require(
      Int32(
        String(contentsOf: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
      ))
    // Gone, or a zombie its new parent has not reaped yet: either way no longer running.
    let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)
    let state = stat?.split(separator: ")").last?.split(separator: " ").first
    #expect(stat == nil || state == "Z", "sleep \(pid) still runs")
  }
}
