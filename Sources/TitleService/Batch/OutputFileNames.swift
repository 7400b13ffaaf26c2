import TitleComposer
import TitleWire

/// A file name for a batch request's output from its `id`: letters, digits, `-`, `_` and `.`
/// kept, anything else (path separators included) replaced by `_`, at most
/// ``maximumBaseBytes`` bytes of UTF-8; no usable id → `line-N`.
enum OutputFileName {
  /// The longest base name kept, in UTF-8 bytes: room for a `-N` suffix and the extension
  /// within the 255-byte limit of a Linux file name.
  static let maximumBaseBytes = 200

  /// The name for a request with `id` on input line `line`.
  static func make(id: JSONValue?, line: Int, extension fileExtension: String) -> String {
    var base: String
    switch id {
    case .string(let text): base = text
    case .number(_, let text): base = text
    default: base = "line-\(line)"
    }
    var kept = String.UnicodeScalarView()
    var bytes = 0
    for scalar in base.unicodeScalars {
      let safe =
        scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
          || "-_.".unicodeScalars.contains(scalar)
        ? scalar : "_"
      let length = String(safe).utf8.count
      guard bytes + length <= maximumBaseBytes else { break }
      kept.append(safe)
      bytes += length
    }
    base = String(kept)
    if base.isEmpty || base.allSatisfy({ $0 == "." }) { base = "line-\(line)" }
    return base + "." + fileExtension
  }
}

/// The file names of one batch run, unique within the run: the first request to want a name
/// gets it, later ones get `name-2.ext`, `name-3.ext`, … (the first of those still free).
/// Names are handed out in input order, so the same input always gives the same names.
///
/// Names that differ only in case count as the same (`A.png` and `a.png` become `A.png` and
/// `a-2.png`), so a run also gives distinct files on a case-insensitive file system. The names
/// of a run are kept in memory: tens of bytes per file written.
struct UniqueFileNames {
  private var taken: Set<String> = []
  /// Per wanted name, the next suffix to try, so a thousand `dup`s take linear time.
  private var nextSuffix: [String: Int] = [:]

  /// A name based on `name` (`base.ext`) that no earlier call returned.
  mutating func claim(_ name: String) -> String {
    if taken.insert(name.lowercased()).inserted { return name }
    let dot = name.lastIndex(of: ".") ?? name.endIndex
    let base = name[..<dot]
    let suffix = name[dot...]
    let key = name.lowercased()
    var number = nextSuffix[key] ?? 2
    while true {
      let candidate = "\(base)-\(number)\(suffix)"
      number += 1
      if taken.insert(candidate.lowercased()).inserted {
        nextSuffix[key] = number
        return candidate
      }
    }
  }
}
