import Foundation
import Testing
import TitleRendering
import TitleTestSupport

/// The pictures under docs/images are what this build draws: `scripts/make-doc-images.sh` draws
/// each one into a folder of its own, and each must have the committed picture's size and pixels.
///
/// Pixels, not bytes: a PNG's bytes also depend on zlib's version and settings, which can change
/// without a pixel changing; the picture a reader sees is its pixels.
@Suite struct DocImageTests {
  static let root = CorpusFile.packageRoot
  static let committed = root.appendingPathComponent("docs/images")

  @Test func committedPicturesAreCurrent() throws {
    let fresh = FileManager.default.temporaryDirectory
      .appendingPathComponent("doc-images-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: fresh) }
    let run = try CommandRunner.run(
      executable: URL(fileURLWithPath: "/bin/bash"),
      arguments: [Self.root.appendingPathComponent("scripts/make-doc-images.sh").path, fresh.path],
      environment: ["TITLE_PREVIEW": CommandRunner.executable.path])
    try #require(run.status == 0, "make-doc-images.sh failed: \(run.stderr)")
    let drawn = try Self.pictures(in: fresh)
    let kept = try Self.pictures(in: Self.committed)
    #expect(!drawn.isEmpty)
    for name in kept.subtracting(drawn) {
      Issue.record("docs/images/\(name) is drawn by no line of scripts/make-doc-images.sh")
    }
    for name in drawn.sorted() {
      guard kept.contains(name) else {
        Issue.record("docs/images/\(name) is missing: run scripts/make-doc-images.sh")
        continue
      }
      let new = try Self.image(fresh.appendingPathComponent(name))
      let old = try Self.image(Self.committed.appendingPathComponent(name))
      let same = new == old  // a flag, so a failure prints the message, not the pixels
      #expect(
        same,
        """
        docs/images/\(name) is not what this build draws (\(Self.difference(old, new))): \
        run scripts/make-doc-images.sh and commit the pictures
        """)
    }
  }

  static func pictures(in folder: URL) throws -> Set<String> {
    Set(
      try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
        $0.hasSuffix(".png")
      })
  }

  static func image(_ url: URL) throws -> RasterImage {
    try PNGCodec.decode(Array(try Data(contentsOf: url)))
  }

  /// The sizes, or how many pixels differ.
  static func difference(_ old: RasterImage, _ new: RasterImage) -> String {
    guard old.width == new.width, old.height == new.height else {
      return "\(old.width)×\(old.height) committed, \(new.width)×\(new.height) drawn"
    }
    let differing = stride(from: 0, to: old.pixels.count, by: 4).filter {
      old.pixels[$0..<$0 + 4] != new.pixels[$0..<$0 + 4]
    }.count
    return "\(differing) of \(old.width * old.height) pixels differ"
  }
}
