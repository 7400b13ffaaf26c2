import Foundation
import TitleTestSupport

/// A golden file under `Tests/Goldens`: bytes a command wrote once, compared byte for byte on every
/// run and rewritten only when `RECORD_GOLDENS=1` is set (then the test records an issue, so a
/// recording run never passes). A regression net, not evidence: see `Tests/Goldens/README.md`.
enum GoldenFile {
  /// What comparing fresh output with a golden found.
  enum Outcome: Equatable {
    /// The bytes equal the golden's.
    case same
    /// `RECORD_GOLDENS=1`: the golden was rewritten with the fresh bytes.
    case recorded
    /// The bytes differ (or the golden is missing); the text says where, for a reviewer.
    case differs(String)
  }

  /// `Tests/Goldens`.
  static let folder = CorpusFile.packageRoot.appendingPathComponent("Tests/Goldens")

  /// Whether this run re-records goldens (`RECORD_GOLDENS=1`).
  static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

  /// Compares `bytes` with the golden at `url`, or rewrites it when recording.
  /// - Parameters:
  ///   - bytes: what the command wrote this time.
  ///   - url: the golden file.
  ///   - describe: words for a difference, given the golden's bytes and the fresh ones.
  /// - Returns: the outcome.
  /// - Throws: when recording and the golden cannot be written.
  static func compare(
    _ bytes: Data, with url: URL, describe: (_ golden: Data, _ fresh: Data) -> String
  ) throws -> Outcome {
    if isRecording {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try bytes.write(to: url)
      return .recorded
    }
    guard let golden = try? Data(contentsOf: url) else {
      return .differs("\(url.lastPathComponent) is missing: record it with RECORD_GOLDENS=1")
    }
    return golden == bytes ? .same : .differs(describe(golden, bytes))
  }

  /// A difference between two JSONL documents, for a reviewer: the first line that differs, the
  /// JSON path of its first differing value (`JSONDifference`) and both lines.
  static func firstDifferingRecord(golden: Data, fresh: Data) -> String {
    let old = String(decoding: golden, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let new = String(decoding: fresh, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard let index = old.indices.first(where: { $0 < new.count && old[$0] != new[$0] }) else {
      return
        "the golden has \(old.count) lines, this run \(new.count) (the first \(min(old.count, new.count)) agree)"
    }
    let (was, now) = (old[index], new[index])
    var place = "bytes differ"
    if let a = try? JSONSerialization.jsonObject(with: Data(was.utf8)),
      let b = try? JSONSerialization.jsonObject(with: Data(now.utf8))
    {
      place =
        JSONDifference.first(a, b).map { "first difference at \($0)" } ?? "same JSON, other bytes"
    }
    return "line \(index + 1): \(place)\n  golden: \(was)\n  now:    \(now)"
  }

  /// A difference between two text files (SVG): the first line that differs and both lines.
  static func firstDifferingLine(golden: Data, fresh: Data) -> String {
    let old = String(decoding: golden, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    let new = String(decoding: fresh, as: UTF8.self).split(
      separator: "\n", omittingEmptySubsequences: false)
    guard let index = old.indices.first(where: { $0 < new.count && old[$0] != new[$0] }) else {
      return "the golden has \(old.count) lines, this run \(new.count)"
    }
    return "line \(index + 1):\n  golden: \(old[index])\n  now:    \(new[index])"
  }
}
