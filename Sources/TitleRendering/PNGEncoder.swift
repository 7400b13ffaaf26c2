// Every libdeflate call of the package lives in this file: the PNG writer. The chunks (signature,
// IHDR, one IDAT, IEND) are laid out here; libdeflate compresses the image data into a zlib
// stream in one call and computes each chunk's CRC-32.
@_spi(TitleInternals) import TitleSystem
internal import CDeflate

extension PNGCodec {
  /// Encodes straight-alpha RGBA as an 8-bit RGBA PNG (colour type 6, no interlacing), in
  /// memory: every row with filter type None, the rows compressed as one zlib stream by
  /// libdeflate.
  /// - Parameters:
  ///   - image: the image, at least 1×1.
  ///   - fast: compress at libdeflate's fastest level (1) instead of its default (6); default
  ///     true. Either way the file decodes to the same pixels.
  /// - Returns: the PNG file's bytes.
  /// - Throws: ``RenderError/invalidImageSize(width:height:)``,
  ///   ``RenderError/invalidPixels(width:height:byteCount:)`` when `pixels` does not hold
  ///   `width × height × 4` bytes, or ``RenderError/png(message:)`` when libdeflate cannot
  ///   allocate its compressor.
  public static func encode(_ image: RasterImage, fast: Bool = true) throws(RenderError) -> [UInt8]
  {
    let (width, height) = (image.width, image.height)
    try checkSize(width: width, height: height)
    guard image.pixels.count == width * height * 4 else {
      throw .invalidPixels(width: width, height: height, byteCount: image.pixels.count)
    }
    let rowBytes = width * 4
    var rows = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
    for row in 0..<height {
      let start = row * (rowBytes + 1) + 1
      rows[start..<(start + rowBytes)] = image.pixels[(row * rowBytes)..<((row + 1) * rowBytes)]
    }
    return try encode(rows: rows, width: width, height: height, level: fast ? 1 : 6)
  }

  /// A drawn canvas as a PNG at libdeflate's fastest level: the pixels go straight from the
  /// canvas into the image data, without a ``RasterImage`` between.
  static func encode(_ canvas: consuming Canvas) throws(RenderError) -> [UInt8] {
    let (width, height) = (canvas.width, canvas.height)
    try checkSize(width: width, height: height)
    let rows = canvas.pngRows()
    defer { Canvas.rowBuffers.recycle(rows) }
    return try encode(rows: rows, width: width, height: height, level: 1)
  }

  private static func checkSize(width: Int, height: Int) throws(RenderError) {
    guard (1...16384).contains(width), (1...16384).contains(height) else {
      throw .invalidImageSize(width: width, height: height)
    }
  }

  /// The PNG of image data `rows` (each row's filter-type byte, then its pixels).
  private static func encode(
    rows: [UInt8], width: Int, height: Int, level: Int32
  ) throws(RenderError) -> [UInt8] {
    let stream = try zlibStream(of: rows, level: level)
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    png.reserveCapacity(8 + 25 + 12 + stream.count + 12)
    // 8 bits a sample, RGBA, deflate, adaptive filtering, no interlacing.
    let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    appendChunk("IHDR", header, to: &png)
    appendChunk("IDAT", stream, to: &png)
    appendChunk("IEND", [], to: &png)
    return png
  }

  /// A libdeflate compressor, used by one thread at a time: taken out of ``compressors`` or
  /// made, then put back.
  private struct Compressor: @unchecked Sendable {
    let level: Int32
    let pointer: OpaquePointer
  }

  /// Compressors kept between images (making one allocates and maps about 200 KB at level 1),
  /// at most ``keptCompressors``.
  private static let compressors = Locked<[Compressor]>([])
  private static let keptCompressors = 2

  /// `data` as a zlib stream (RFC 1950) at libdeflate's compression `level`.
  /// - Throws: ``RenderError/png(message:)`` when libdeflate cannot allocate its compressor or
  ///   the stream would not fit a PNG chunk.
  private static func zlibStream(of data: [UInt8], level: Int32) throws(RenderError) -> [UInt8] {
    let kept = compressors.withLock { kept in
      kept.firstIndex { $0.level == level }.map { kept.remove(at: $0) }
    }
    guard
      let compressor = kept
        ?? libdeflate_alloc_compressor(level).map({
          Compressor(level: level, pointer: $0)
        })
    else {
      throw .png(message: "libdeflate: could not allocate a compressor")
    }
    defer {
      let surplus = compressors.withLock { kept -> Compressor? in
        guard kept.count < keptCompressors else { return compressor }
        kept.append(compressor)
        return nil
      }
      if let surplus { libdeflate_free_compressor(surplus.pointer) }
    }
    // A drawn cell compresses to a tenth of its data or less: try a buffer of a quarter first,
    // and libdeflate's bound (which always fits) only when that is too small.
    var stream = compress(data, with: compressor, capacity: data.count / 4 + 1024)
    if stream.isEmpty {
      stream = compress(
        data, with: compressor,
        capacity: libdeflate_zlib_compress_bound(compressor.pointer, data.count))
    }
    guard !stream.isEmpty, stream.count <= Int(Int32.max) else {
      throw .png(
        message: "libdeflate: the image data does not fit one PNG chunk (\(data.count) bytes)")
    }
    return stream
  }

  /// `data` compressed into at most `capacity` bytes; empty when they do not suffice.
  private static func compress(
    _ data: [UInt8], with compressor: Compressor, capacity: Int
  ) -> [UInt8] {
    [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = data.withUnsafeBytes {
        libdeflate_zlib_compress(
          compressor.pointer, $0.baseAddress, $0.count, buffer.baseAddress, capacity)
      }
    }
  }

  /// Appends a chunk: its data's length, its type, the data, and the CRC-32 of type and data.
  private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
    let type = Array(type.utf8)
    png += bigEndian(UInt32(data.count))
    png += type
    png += data
    let crc = type.withUnsafeBytes { typeBytes in
      data.withUnsafeBytes { dataBytes in
        libdeflate_crc32(
          libdeflate_crc32(0, typeBytes.baseAddress, typeBytes.count), dataBytes.baseAddress,
          dataBytes.count)
      }
    }
    png += bigEndian(crc)
  }

  /// The four bytes of `value`, most significant first.
  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [
      UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
      UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value),
    ]
  }
}
