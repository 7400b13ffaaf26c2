import TitleComposer

/// libFuzzer target `loader`: random bytes are a style file and a catalog file. Each load must
/// give a valid value or a typed error whose message is short, names the source and holds no
/// control character or bidi override; an accepted document has no repeated and no unknown key.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let text = bytes.starts(with: JSONParser.byteOrderMark) ? Array(bytes.dropFirst(3)) : bytes
  let parsed = try? JSONParser.parse(text)
  if let parsed, hasRepeatedKey(parsed) { violation("the parser accepted a repeated key") }

  // 1. A style: valid, with only known keys, or a readable error.
  do {
    let style = try TitleStyle(json: bytes, source: "fuzz.json")
    do { try style.validate() } catch { violation("an accepted style fails validate(): \(error)") }
    guard case .object(let members)? = parsed else { violation("a style from a non-object") }
    if let unknown = members.first(where: { !TitleStyle.jsonKeys.contains($0.key) }) {
      violation("a style accepted the unknown key \(unknown.key)")
    }
  } catch {
    check(error.description, mentions: "fuzz.json")
  }

  // 2. A catalog: ascending distinct ids within the limit, or a readable error.
  do {
    let catalog = try CategoryCatalog(json: bytes, source: "fuzz.json")
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
  } catch {
    check(error.description, mentions: "")
  }
  return 0
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
