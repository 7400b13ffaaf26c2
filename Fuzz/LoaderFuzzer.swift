import Foundation
import TitleComposer
import TitleRendering
import TitleWire

/// libFuzzer target `loaders`: random bytes are a style file or a catalog file, read the way the
/// CLI reads `--style` and `--catalog` — from memory and from a file — and each loader must
/// accept them or answer with a typed error whose message is one short line of visible text
/// that names its source. An accepted document has no repeated and no unknown key; a style both
/// readers accept composes and draws a title; a catalog finds each of its ids and names an
/// unknown one in a short message.
///
/// Input layout: byte 0 picks the loader (even: style, odd: catalog); the rest is the file.
let path = "/dev/shm/titlecomposer-fuzz-loader-\(getpid()).json"

/// libFuzzer calls this once per input; it returns 0 and stops the process on a violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  guard size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
  guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
    violation("cannot write \(path)")
  }
  let text = bytes.starts(with: JSONParser.byteOrderMark) ? Array(bytes.dropFirst(3)) : bytes
  let parsed = try? JSONParser.parse(text)
  if let parsed, hasRepeatedKey(parsed) { violation("the parser accepted a repeated key") }
  if data[0] & 1 == 0 {
    loadStyle(bytes, parsed: parsed)
  } else {
    loadCatalog(bytes)
  }
  return 0
}

/// A style file through both of its readers, from memory and from the file; when both accept
/// it, only known keys, and a title composed and drawn with it.
func loadStyle(_ bytes: [UInt8], parsed: JSONValue?) {
  let titleStyle: TitleStyle
  let cellStyle: CellStyle
  do {
    titleStyle = try TitleStyle(json: bytes, source: "fuzz.json", alsoKnownKeys: CellStyle.jsonKeys)
    do { try titleStyle.validate() } catch { violation("an accepted style fails validate()") }
  } catch {
    check(error.description, mentions: "fuzz.json")
    expectFailure(naming: path) { () throws(ComposerError) in
      _ = try StyleFile.load(path, alsoKnownKeys: CellStyle.jsonKeys)
    }
    return
  }
  do {
    _ = try StyleFile.load(path, alsoKnownKeys: CellStyle.jsonKeys)
  } catch {
    violation("the bytes are accepted in memory, not from the file: \(error)")
  }
  do {
    cellStyle = try CellStyle(json: bytes, source: "fuzz.json", alsoKnownKeys: TitleStyle.jsonKeys)
  } catch {
    check(error.description, mentions: "")
    return
  }
  guard case .object(let members)? = parsed else { violation("a style from a non-object") }
  let known = TitleStyle.jsonKeys.union(CellStyle.jsonKeys)
  if let unknown = members.first(where: { !known.contains($0.key) }) {
    violation("a style accepted the unknown key \(unknown.key)")
  }
  let composer: Composer
  do {
    composer = try Composer(style: cellStyle.applied(to: titleStyle), fallback: .none)
  } catch {
    check(error.description, mentions: "")
    return
  }
  do {
    let title = try composer.compose(
      categoryID: 1, title: "요즘 인기 있는 절에서 템플스테이 체험하기", width: 343, numberOfLines: 2)
    _ = try CellRenderer(composer: composer).render(title, style: cellStyle)
  } catch let error as ComposerError {
    check(error.description, mentions: "")
  } catch let error as RenderError {
    check(error.description, mentions: "")
  } catch {
    violation("an untyped error: \(error)")
  }
}

/// A catalog from memory and from the file: the same answer, ascending distinct ids within the
/// limit, every id found, an unknown id named in a message of bounded size.
func loadCatalog(_ bytes: [UInt8]) {
  let catalog: CategoryCatalog
  do {
    catalog = try CategoryCatalog(json: bytes, source: "fuzz.json")
  } catch {
    check(error.description, mentions: "")
    let namesSource = error.description.contains("fuzz.json")
    expectFailure(naming: namesSource ? path : "") { () throws(ComposerError) in
      _ = try CategoryCatalog(contentsOf: path)
    }
    return
  }
  do {
    let fromFile = try CategoryCatalog(contentsOf: path)
    if fromFile != catalog { violation("the file and memory give different catalogs") }
  } catch {
    violation("the bytes are accepted in memory, not from the file: \(error)")
  }
  let ids = catalog.knownIDs
  if ids.isEmpty || ids.count > CategoryCatalog.maximumCount {
    violation("catalog size \(ids.count)")
  }
  if zip(ids, ids.dropFirst()).contains(where: { $0 >= $1 }) { violation("ids out of order") }
  for id in ids.prefix(64) where (try? catalog.category(id: id))?.label.isEmpty ?? true {
    violation("category \(id) missing or unlabelled")
  }
  let absent = ids[0] > Int.min ? ids[0] - 1 : ids[ids.count - 1] + 1
  do {
    _ = try catalog.category(id: absent)
    violation("unknown id \(absent) found")
  } catch {
    check(error.description, mentions: "unknown category id")
  }
}

/// The file reader refuses what the memory reader refused, with a readable message that names
/// the file wherever the memory reader's message named its source.
func expectFailure(naming file: String, _ load: () throws(ComposerError) -> Void) {
  do {
    try load()
    violation("the file is accepted, the same bytes in memory are not")
  } catch {
    check(error.description, mentions: file)
  }
}

/// A message is one short line of visible text and says what it is about.
func check(_ message: String, mentions: String) {
  if message.isEmpty || message.utf8.count > 2000 {
    violation("message of \(message.utf8.count) bytes")
  }
  if message.unicodeScalars.contains(where: VisibleText.needsEscaping) {
    violation("a control character in the message: \(VisibleText.escaping(message))")
  }
  if !mentions.isEmpty && !message.contains(mentions) {
    violation("the message does not name \(mentions): \(message)")
  }
}

/// Whether any object in `value` has a key twice.
func hasRepeatedKey(_ value: JSONValue) -> Bool {
  switch value {
  case .array(let values): return values.contains(where: hasRepeatedKey)
  case .object(let members):
    return Set(members.map(\.key)).count != members.count
      || members.contains { hasRepeatedKey($0.value) }
  default: return false
  }
}
