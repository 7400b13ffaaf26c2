import Foundation

/// A fresh folder under the temporary directory holding the paths that input-file tests aim at:
/// `folder/` (a directory), `fifo` (a named pipe) and `dangling` (a symbolic link to the missing
/// `nothing`), plus any regular files given.
public enum SpecialFileFolder {
  /// Why the folder could not be made.
  public struct Failure: Error, CustomStringConvertible {
    /// What failed.
    public var description: String
  }

  /// Makes the folder.
  /// - Parameters:
  ///   - prefix: the start of the folder's name.
  ///   - files: regular files to write into it, name → bytes.
  /// - Returns: the folder's path; the caller removes it.
  /// - Throws: a file-system error, or ``Failure`` when `mkfifo` fails.
  public static func make(prefix: String, files: [String: [UInt8]] = [:]) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(
      atPath: root + "/folder", withIntermediateDirectories: true)
    guard mkfifo(root + "/fifo", 0o600) == 0 else {
      throw Failure(description: "mkfifo \(root)/fifo: \(String(cString: strerror(errno)))")
    }
    try FileManager.default.createSymbolicLink(
      atPath: root + "/dangling", withDestinationPath: root + "/nothing")
    for (name, bytes) in files {
      try Data(bytes).write(to: URL(fileURLWithPath: root + "/" + name))
    }
    return root
  }
}
