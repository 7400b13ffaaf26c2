import Foundation
import Testing
import TitleComposer
import TitleTestSupport

/// `scripts/install.sh` makes a relocatable install: moved to another folder and run from a
/// third, with an empty `LD_LIBRARY_PATH`, the binary needs none of the toolchain's libraries,
/// reads the fonts installed beside it, and serves what the built binary serves.
///
/// The script builds with `--static-swift-stdlib` into its own scratch path
/// (`.build/install-test`, debug: the link is what is tested), once; later runs find it built.
@Suite(.timeLimit(.minutes(15))) struct InstallTests {
  static let root = CorpusFile.packageRoot

  static let request = #"{"id": 1, "category": 4, "title": "설치한 곳을 옮겨도 같은 답", "width": 180}"#

  @Test func theInstallRunsAnywhereWithoutTheToolchain() throws {
    let folder = try ShellCommand.temporaryFolder("install")
    defer { try? FileManager.default.removeItem(at: folder) }
    let installed = folder.appendingPathComponent("prefix")
    let script = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: [
        Self.root.appendingPathComponent("scripts/install.sh").path, "--configuration", "debug",
        "--scratch-path", Self.root.appendingPathComponent(".build/install-test").path,
        installed.path,
      ])
    #expect(script.status == 0, "\(script.stderr)")
    #expect(
      script.stdout.hasSuffix("install: title-preview \(Composer.version) in \(installed.path)\n"))

    // Moved: nothing may point back at the first place.
    let moved = folder.appendingPathComponent("elsewhere/title-preview")
    try FileManager.default.createDirectory(
      at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.moveItem(at: installed, to: moved)
    let binary = moved.appendingPathComponent("bin/title-preview")
    let real = moved.appendingPathComponent("lib/title-preview/title-preview")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: binary.path)
        == "../lib/title-preview/title-preview")

    // No library of the toolchain is needed, nor looked for anywhere but beside the binary.
    let dynamic = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/usr/bin/readelf"), arguments: ["-d", real.path])
    let needed = dynamic.stdout.split(separator: "\n").filter { $0.contains("(NEEDED)") }
    #expect(!needed.isEmpty)
    #expect(needed.allSatisfy { !$0.contains("libswift") && !$0.contains("Foundation") })
    #expect(dynamic.stdout.contains("Library runpath: [$ORIGIN]"))

    let elsewhere = folder.appendingPathComponent("cwd")
    try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
    let environment = ["LD_LIBRARY_PATH": "", "PATH": "/usr/bin:/bin", "HOME": elsewhere.path]
    let version = try CommandRunner.run(
      executable: binary, arguments: ["--version"], environment: environment,
      removing: ["TITLECOMPOSER_FONTS"], currentDirectory: elsewhere)
    #expect(version.stdout == "title-preview \(Composer.version)\n")
    // The built binary's record, from the source tree.
    let expected = try CommandRunner.run(
      ["--jsonl", "--no-system-fonts"], stdin: Data((Self.request + "\n").utf8)
    ).stdout.split(separator: "\n").map(String.init)[0]
    let batch = try CommandRunner.run(
      executable: binary, arguments: ["--jsonl", "--no-system-fonts"],
      stdin: Data(Self.request.utf8), environment: environment,
      removing: ["TITLECOMPOSER_FONTS"], currentDirectory: elsewhere)
    #expect(batch.stdout == expected + "\n", "\(batch.stderr)")

    var serveEnvironment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    serveEnvironment["TITLECOMPOSER_FONTS"] = nil
    let server = try ServeProcess(
      ["--no-system-fonts"], executable: binary, environment: serveEnvironment,
      currentDirectory: elsewhere)
    defer { server.stop() }
    let answer = try HTTPTestConnection(port: server.port).request(
      "POST", "/v1/compose", text: Self.request)
    #expect(answer.status == 200)
    #expect(answer.text == expected)
    let document = try HTTPTestConnection(port: server.port).request("GET", "/openapi.json")
    #expect(
      try Data(document.body)
        == Data(
          contentsOf: moved.appendingPathComponent(
            "share/title-preview/openapi.json")))

    // The fonts are the ones beside the binary: others planted there measure otherwise.
    if let planted = try BundledFontLocationCLITests.plantedFolder() {
      defer { try? FileManager.default.removeItem(at: planted) }
      let fonts = moved.appendingPathComponent(
        "lib/title-preview/TitleComposer_TitleComposer.resources/Fonts")
      for name in ["NanumGothic.ttf", "NanumGothicBold.ttf"] {
        try FileManager.default.removeItem(at: fonts.appendingPathComponent(name))
        try FileManager.default.copyItem(
          at: planted.appendingPathComponent("Fonts/\(name)"),
          to: fonts.appendingPathComponent(name))
      }
      let json = try CommandRunner.run(
        executable: binary, arguments: ["-f", "json", "--no-system-fonts", "제목"],
        environment: environment, removing: ["TITLECOMPOSER_FONTS"], currentDirectory: elsewhere)
      let width = try BundledFontLocationCLITests.badgeWidth(json)
      #expect(width != nil && width != BundledFontLocationCLITests.bundledBadgeWidth)
    }
  }
}
