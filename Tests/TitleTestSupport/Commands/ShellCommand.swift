import Foundation

/// Runs the built `title-preview` the ways the output-hardening tests need: through `/bin/sh`
/// (to redirect or close its standard output), from another folder, or found through `PATH`.
public enum ShellCommand {
  /// Runs `script` with `sh -c`, `$0` being the `title-preview` binary and `$1…` `arguments`.
  public static func run(
    _ script: String, arguments: [String] = [], stdin: Data = Data(),
    environment: [String: String] = [:], removing removed: [String] = [],
    currentDirectory: URL? = nil, shell: String = "/bin/sh"
  ) throws -> CommandRunner.Output {
    try CommandRunner.run(
      executable: URL(fileURLWithPath: shell),
      arguments: ["-c", script, CommandRunner.executable.path] + arguments, stdin: stdin,
      environment: environment, removing: removed, currentDirectory: currentDirectory)
  }

  /// A new empty folder under the temporary directory.
  public static func temporaryFolder(_ name: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("hardening-output-\(name)-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// One JSON object per line of `text`.
  public static func records(_ text: String) throws -> [[String: Any]] {
    try text.split(separator: "\n").map {
      try JSONSerialization.jsonObject(with: Data($0.utf8)) as! [String: Any]
    }
  }
}
