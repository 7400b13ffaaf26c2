/// One face of a TrueType or OpenType file (or collection) rewritten as a single-face sfnt file
/// that a browser's font sanitizer accepts, for the playground's `@font-face` rules.
///
/// Browsers check web fonts with OTS, which refuses a whole font for one zero-length table: the
/// NanumGothic files carry Microsoft VTT's source tables (`TSI0`–`TSI5`, `TSI3` empty), which no
/// rasterizer reads. The rewrite keeps every other table byte for byte (so the browser measures
/// exactly the glyphs the composer does), drops the `TSI*` tables and any empty table, lays the
/// kept tables out again on 4-byte boundaries and sets `head.checkSumAdjustment` for the new
/// file. A collection (`ttcf`) gives the face at `faceIndex`, as one face file.
struct WebFontFile: Sendable, Equatable {
  /// The sfnt file.
  var bytes: [UInt8]
  /// Its media type: `font/otf` for CFF outlines (`OTTO`), else `font/ttf`.
  var contentType: String

  /// Why a font file cannot be served as a web font.
  enum Problem: Error, Equatable, CustomStringConvertible {
    /// Not a TrueType, OpenType or collection file (WOFF, Type 1, truncated).
    case notSFNT
    /// A collection without the face asked for.
    case noSuchFace(index: Int, count: Int)
    /// A table or the table directory lies outside the file.
    case damaged(String)

    var description: String {
      switch self {
      case .notSFNT: return "not a TrueType or OpenType file"
      case .noSuchFace(let index, let count):
        return "face \(index) asked, the collection has \(count)"
      case .damaged(let what): return "damaged: \(what)"
      }
    }
  }

  /// One entry of the table directory.
  struct Table: Equatable {
    var tag: String
    var checksum: UInt32
    var offset: Int
    var length: Int
  }

  /// The sum `head.checkSumAdjustment` makes of a whole file (the OpenType specification's
  /// `0xB1B0AFBA`).
  static let fileChecksum: UInt32 = 0xB1B0_AFBA

  /// The face `faceIndex` of `file` as a web font.
  /// - Parameters:
  ///   - file: the bytes of a `.ttf`, `.otf`, `.ttc` or `.otc` file.
  ///   - faceIndex: the face of a collection (0 for a single-face file).
  /// - Throws: ``Problem``.
  init(file: [UInt8], faceIndex: Int) throws(Problem) {
    let directory = try Self.directoryOffset(file, faceIndex: faceIndex)
    let flavor = try Self.uint32(file, at: directory)
    let tables = try Self.tables(file, directoryAt: directory).filter { table in
      table.length > 0 && !table.tag.hasPrefix("TSI")
    }
    bytes = try Self.assemble(file, flavor: flavor, tables: tables)
    contentType = flavor == 0x4F54_544F ? "font/otf" : "font/ttf"
  }

  /// Where the table directory of face `faceIndex` starts.
  private static func directoryOffset(_ file: [UInt8], faceIndex: Int) throws(Problem) -> Int {
    let tag = try uint32(file, at: 0)
    switch tag {
    case 0x0001_0000, 0x4F54_544F, 0x7472_7565:  // 1.0, 'OTTO', 'true'
      guard faceIndex == 0 else { throw .noSuchFace(index: faceIndex, count: 1) }
      return 0
    case 0x7474_6366:  // 'ttcf'
      let count = Int(try uint32(file, at: 8))
      guard faceIndex >= 0 && faceIndex < count else {
        throw .noSuchFace(index: faceIndex, count: count)
      }
      return Int(try uint32(file, at: 12 + 4 * faceIndex))
    default:
      throw .notSFNT
    }
  }

  /// The table directory at `offset`, every table checked to lie inside the file.
  static func tables(_ file: [UInt8], directoryAt offset: Int) throws(Problem) -> [Table] {
    let count = Int(try uint16(file, at: offset + 4))
    var tables: [Table] = []
    for index in 0..<count {
      let entry = offset + 12 + 16 * index
      let table = Table(
        tag: String(decoding: try slice(file, at: entry, count: 4), as: UTF8.self),
        checksum: try uint32(file, at: entry + 4),
        offset: Int(try uint32(file, at: entry + 8)),
        length: Int(try uint32(file, at: entry + 12)))
      guard table.offset <= file.count && table.length <= file.count - table.offset else {
        throw .damaged("table \(table.tag) ends past the file's end")
      }
      tables.append(table)
    }
    return tables
  }

  /// A single-face file of `tables` (copied from `file`), sorted by tag as the directory must be.
  private static func assemble(_ file: [UInt8], flavor: UInt32, tables: [Table]) throws(Problem)
    -> [UInt8]
  {
    let tables = tables.sorted { Array($0.tag.utf8).lexicographicallyPrecedes(Array($1.tag.utf8)) }
    var power = 1
    var log2 = 0
    while power * 2 <= tables.count {
      power *= 2
      log2 += 1
    }
    var out: [UInt8] = []
    append32(&out, flavor)
    append16(&out, UInt16(tables.count))
    append16(&out, UInt16(power * 16))
    append16(&out, UInt16(log2))
    append16(&out, UInt16(tables.count * 16 - power * 16))
    var offset = 12 + 16 * tables.count
    var headOffset: Int? = nil
    for table in tables {
      out.append(contentsOf: Array(table.tag.utf8))
      append32(&out, table.checksum)
      append32(&out, UInt32(offset))
      append32(&out, UInt32(table.length))
      if table.tag == "head" { headOffset = offset }
      offset += (table.length + 3) & ~3
    }
    for table in tables {
      out.append(contentsOf: file[table.offset..<(table.offset + table.length)])
      while out.count % 4 != 0 { out.append(0) }
    }
    if let headOffset {
      guard headOffset + 12 <= out.count else { throw .damaged("the head table is too short") }
      out.replaceSubrange((headOffset + 8)..<(headOffset + 12), with: [0, 0, 0, 0])
      let adjustment = fileChecksum &- checksum(out)
      out.replaceSubrange(
        (headOffset + 8)..<(headOffset + 12),
        with: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adjustment >> $0) })
    }
    return out
  }

  /// The OpenType checksum of `bytes`: the sum of its big-endian 32-bit words, the last one
  /// padded with zeros.
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var sum: UInt32 = 0
    var index = 0
    while index < bytes.count {
      var word: UInt32 = 0
      for byte in 0..<4 {
        word = word << 8 | UInt32(index + byte < bytes.count ? bytes[index + byte] : 0)
      }
      sum &+= word
      index += 4
    }
    return sum
  }

  private static func slice(_ file: [UInt8], at offset: Int, count: Int) throws(Problem)
    -> ArraySlice<UInt8>
  {
    guard offset >= 0 && offset <= file.count - count else {
      throw offset < 12 ? .notSFNT : .damaged("the table directory ends past the file's end")
    }
    return file[offset..<(offset + count)]
  }

  private static func uint32(_ file: [UInt8], at offset: Int) throws(Problem) -> UInt32 {
    try slice(file, at: offset, count: 4).reduce(0) { $0 << 8 | UInt32($1) }
  }

  private static func uint16(_ file: [UInt8], at offset: Int) throws(Problem) -> UInt16 {
    try slice(file, at: offset, count: 2).reduce(0) { $0 << 8 | UInt16($1) }
  }

  private static func append32(_ out: inout [UInt8], _ value: UInt32) {
    out.append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
  }

  private static func append16(_ out: inout [UInt8], _ value: UInt16) {
    out.append(contentsOf: [UInt8(value >> 8), UInt8(truncatingIfNeeded: value)])
  }
}
