import Foundation
import TitleComposer

/// `title-bench --growth`: composes hostile titles of growing length (1 KB … 10 MB of UTF-8) and
/// prints time and memory per length, to show that composing is linear: the time per megabyte
/// stays flat as the title grows a thousandfold. Shapes: Korean words, one unbreakable word,
/// and a run of hanging tabs (the two shapes where a careless line breaker turns quadratic).
enum GrowthBenchmark {
  /// The title shapes, each built to `bytes` UTF-8 bytes.
  static let shapes: [(name: String, make: @Sendable (Int) -> String)] = [
    ("korean words", { String(repeating: "가나다 ", count: $0 / 10) }),
    ("one long word", { String(repeating: "a", count: $0) }),
    ("hanging tabs", { "제목" + String(repeating: "\t", count: $0 - 7) + "끝" }),
  ]

  /// Prints one row per shape and length: µs, µs per KB, lines, peak resident memory.
  /// - Parameter maximumBytes: the longest title, in UTF-8 bytes (default 10 MB).
  static func run(maximumBytes: Int = 10_000_000) throws {
    #if DEBUG
      print("warning: a debug build; use `swift run -c release title-bench --growth`\n")
    #endif
    var lengths: [Int] = []
    var length = 1_000
    while length <= maximumBytes {
      lengths.append(length)
      length *= 10
    }
    var style = TitleStyle()
    style.maximumTitleLength = maximumBytes
    let composer = try Composer(style: style, fallback: .none)
    print("shape           UTF-8 bytes        ms   µs per KB    lines   peak resident")
    for shape in shapes {
      for bytes in lengths {
        let title = shape.make(bytes)
        var lines = 0
        let seconds = try Clock.measure {
          lines = try composer.compose(
            TitleRequest(categoryID: 1, title: title, width: 343, numberOfLines: 0)
          ).lines.count
        }
        print(
          shape.name.padding(toLength: 14, withPad: " ", startingAt: 0)
            + String(
              format: " %12d %9.2f %11.2f %8d   %@", title.utf8.count, seconds * 1000,
              seconds * 1e6 / (Double(title.utf8.count) / 1000), lines,
              ProcessMemory.megabytes(ProcessMemory.peak)))
      }
    }
  }
}
