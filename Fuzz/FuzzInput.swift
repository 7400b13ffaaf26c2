/// Reads fuzzer bytes as typed values: each read consumes bytes from the front and returns a
/// fixed default once the input is used up, so every input decodes to one request.
struct FuzzInput {
  private var bytes: ArraySlice<UInt8>

  init(_ data: UnsafePointer<UInt8>, _ size: Int) {
    bytes = ArraySlice(UnsafeBufferPointer(start: data, count: size))
  }

  /// One byte, or 0 when none are left.
  mutating func byte() -> UInt8 { bytes.popFirst() ?? 0 }

  /// Eight bytes as a little-endian integer.
  mutating func uint64() -> UInt64 {
    var value: UInt64 = 0
    for shift in stride(from: 0, to: 64, by: 8) { value |= UInt64(byte()) << UInt64(shift) }
    return value
  }

  /// The bytes not read yet.
  var rest: [UInt8] { Array(bytes) }
}

/// Stops the fuzzer with a message: libFuzzer records the input that got here as a crash.
func violation(_ message: String, file: StaticString = #file, line: UInt = #line) -> Never {
  fatalError("invariant violated: \(message)", file: file, line: line)
}
