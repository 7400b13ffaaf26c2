import Foundation
import TitleComposer
import TitleFonts

/// `title-bench --font-soak N`: loads and releases the bundled fonts N times (a face, then a
/// whole composer with its fallback chains every 100th time) and prints resident memory every
/// 10 %, to show that releasing a face frees its FreeType face, library and memory copy.
enum FontReloadSoak {
  /// Loads `loads` faces and `loads / 100` composers, printing resident memory as it goes.
  static func run(loads: Int) throws {
    guard let path = BundledFont.nanumGothicBold.path else {
      throw BenchError("the bundled fonts are not found (set TITLECOMPOSER_FONTS)")
    }
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
    let start = ProcessMemory.resident
    print(
      "font soak: \(loads) loads of \(path); resident at start \(ProcessMemory.megabytes(start))")
    let step = max(1, loads / 10)
    for index in 1...loads {
      let face =
        index % 2 == 0
        ? try FontFace(contentsOf: path) : try FontFace(data: bytes, name: "NanumGothicBold.ttf")
      _ = face.advanceEm(glyph: face.glyphIndex(for: "가"))
      if index % 100 == 0 {
        _ = try Composer(fallback: .none).compose(categoryID: 1, title: "제목", width: 343)
      }
      if index % step == 0 {
        print(
          String(
            format: "%8d loads  resident %@", index, ProcessMemory.megabytes(ProcessMemory.resident)
          ))
      }
    }
  }
}
