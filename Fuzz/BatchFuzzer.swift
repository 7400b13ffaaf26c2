import TitleComposer

/// libFuzzer target `batch`: random bytes are one JSONL batch line. The parser must answer with a
/// request or an error message, never crash; every record written back (a composed result or an
/// error record) must be valid JSON that echoes the request's `id`; and any JSON value the parser
/// accepts must survive ``JSONWriter`` and a second parse unchanged.
let composer: Composer = {
  do {
    return try Composer(fallback: .none)
  } catch {
    fatalError("cannot build the composer: \(error)")
  }
}()

/// libFuzzer calls this once per input; it returns 0 and stops the process on a violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))

  // 1. Any value the parser accepts writes back to JSON that parses to the same value.
  if let value = try? JSONParser.parse(bytes) {
    var writer = JSONWriter()
    writer.value(value)
    let reparsed: JSONValue
    do {
      reparsed = try JSONParser.parse(writer.bytes)
    } catch {
      violation(
        "written value does not parse: \(error) in \(String(decoding: writer.bytes, as: UTF8.self))"
      )
    }
    if reparsed != value && !containsNaN(value) {
      violation("value changed in a round trip: \(value) → \(reparsed)")
    }
  }

  // 2. The batch line: a request or an error record, both valid JSON with the id echoed.
  let line = BatchLine(bytes: bytes)
  let record: [UInt8]
  switch line.request {
  case .success(let request):
    do {
      record = BatchResultEncoder.encode(try composer.compose(request), id: line.id)
    } catch {
      record = BatchResultEncoder.encodeError(error.description, line: 1, id: line.id)
    }
  case .failure(let error):
    if error.description.isEmpty { violation("an empty error message") }
    record = BatchResultEncoder.encodeError(error.description, line: 1, id: line.id)
  }
  if record.contains(0x0A) || record.contains(0x0D) { violation("a record spans lines") }
  let parsed: JSONValue
  do {
    parsed = try JSONParser.parse(record)
  } catch {
    violation("record is not JSON: \(error): \(String(decoding: record, as: UTF8.self))")
  }
  guard case .object = parsed else { violation("record is not an object") }
  let echoed = parsed["id"] ?? .null
  if let id = line.id, echoed != id, !containsNaN(id) {
    violation("id \(id) echoed as \(echoed)")
  }
  return 0
}

/// Whether a value holds a number that is not equal to itself (no JSON text parses to NaN, so
/// this is a guard, not an expected case).
func containsNaN(_ value: JSONValue) -> Bool {
  switch value {
  case .number(let number, _): number.isNaN
  case .array(let values): values.contains(where: containsNaN)
  case .object(let members): members.contains { containsNaN($0.value) }
  default: false
  }
}
