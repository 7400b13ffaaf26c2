import TitleComposer
import TitleService
import TitleWire

/// libFuzzer target `batch`: random bytes are one JSONL batch line, answered as `--jsonl` and
/// the HTTP service answer one (``RequestAnswerer``). The answer is a result or an error record,
/// never a crash; every record written (one, or one per width) must be valid JSON that echoes
/// the request's `id`; and any JSON value the parser accepts must survive being written back
/// (``JSONValue/jsonBytes``) and a second parse unchanged.
let answerer: RequestAnswerer = {
  do {
    return RequestAnswerer(composer: try Composer(fallback: .none))
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
    let written = value.jsonBytes
    let reparsed: JSONValue
    do {
      reparsed = try JSONParser.parse(written)
    } catch {
      violation(
        "written value does not parse: \(error) in \(String(decoding: written, as: UTF8.self))")
    }
    if reparsed != value && !containsNaN(value) {
      violation("value changed in a round trip: \(value) → \(reparsed)")
    }
  }

  // 2. The batch line: result or error records, valid JSON with the id echoed.
  let line = BatchLine(bytes: bytes)
  if case .failure(let error) = line.request, error.description.isEmpty {
    violation("an empty error message")
  }
  var answered: [UInt8] = []
  var badges = BatchBadgeCache()
  var tally = RequestAnswerer.Tally()
  let kind = answerer.answer(
    bytes.span, line: 1, separator: UInt8(ascii: ","), badges: &badges, into: &answered,
    tally: &tally)
  if answered.contains(0x0A) || answered.contains(0x0D) { violation("a record spans lines") }
  let records: [JSONValue]
  do {
    if kind == .widths, case .array(let elements) = try JSONParser.parse([0x5B] + answered + [0x5D])
    {
      records = elements
    } else {
      records = [try JSONParser.parse(answered)]
    }
  } catch {
    violation("record is not JSON: \(error): \(String(decoding: answered, as: UTF8.self))")
  }
  for parsed in records {
    guard case .object = parsed else { violation("record is not an object") }
    let echoed = parsed["id"] ?? .null
    if let id = line.id, echoed != id, !containsNaN(id) {
      violation("id \(id) echoed as \(echoed)")
    }
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
