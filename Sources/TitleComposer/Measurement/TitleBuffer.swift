/// A title as the pipeline needs it: UTF-16 code units after a prefix (the badge's object
/// replacement character or padding spaces), and for every UTF-16 offset the matching UTF-8
/// offset into the title, so line texts are cut from the title's own UTF-8 bytes at the end.
///
/// Built in one pass over the title's UTF-8 (no `String.utf16` view walking, no index math).
struct TitleBuffer {
  /// Prefix + title, UTF-16.
  let utf16: [UInt16]
  /// `utf8Offsets[i]`: the UTF-8 offset in the title of UTF-16 offset `i` of the title
  /// (not counting the prefix); `count = title UTF-16 length + 1`.
  let utf8Offsets: [Int32]
  /// UTF-16 length of the prefix.
  let prefixLength: Int

  init(title: String, prefix: UInt16, prefixCount: Int) {
    var title = title
    title.makeContiguousUTF8()
    let utf8Count = title.utf8.count
    // UTF-16 never needs more code units than UTF-8 has bytes.
    var unitCount = prefixCount
    var offsetCount = 0
    var offsets = [Int32]()
    let units = [UInt16](unsafeUninitializedCapacity: prefixCount + utf8Count) {
      units, unitsInitialized in
      offsets = [Int32](unsafeUninitializedCapacity: utf8Count + 1) { offsets, offsetsInitialized in
        for index in 0..<prefixCount { units[index] = prefix }
        title.utf8.withContiguousStorageIfAvailable { bytes in
          var index = 0
          let count = bytes.count
          while index < count {
            let lead = bytes[index]
            offsets[offsetCount] = Int32(index)
            offsetCount += 1
            if lead < 0x80 {
              units[unitCount] = UInt16(lead)
              unitCount += 1
              index += 1
              continue
            }
            let scalar: UInt32
            let length: Int
            if lead < 0xE0 {
              scalar = UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
              length = 2
            } else if lead < 0xF0 {
              scalar =
                UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6
                | UInt32(bytes[index + 2] & 0x3F)
              length = 3
            } else {
              scalar =
                UInt32(lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12
                | UInt32(bytes[index + 2] & 0x3F) << 6 | UInt32(bytes[index + 3] & 0x3F)
              length = 4
            }
            if scalar < 0x10000 {
              units[unitCount] = UInt16(truncatingIfNeeded: scalar)
              unitCount += 1
            } else {
              let value = scalar - 0x10000
              units[unitCount] = UInt16(truncatingIfNeeded: 0xD800 + (value >> 10))
              units[unitCount + 1] = UInt16(truncatingIfNeeded: 0xDC00 + (value & 0x3FF))
              unitCount += 2
              offsets[offsetCount] = Int32(index)
              offsetCount += 1
            }
            index += length
          }
        }
        offsets[offsetCount] = Int32(utf8Count)
        offsetsInitialized = offsetCount + 1
      }
      unitsInitialized = unitCount
    }
    self.utf16 = units
    self.utf8Offsets = offsets
    self.prefixLength = prefixCount
  }

  /// The title's text between two UTF-16 offsets of the title (prefix not counted).
  static func substring(of title: String, utf8From start: Int32, to end: Int32) -> String {
    guard end > start else { return "" }
    return title.utf8.withContiguousStorageIfAvailable { bytes in
      String(decoding: UnsafeBufferPointer(rebasing: bytes[Int(start)..<Int(end)]), as: UTF8.self)
    } ?? String(decoding: Array(title.utf8)[Int(start)..<Int(end)], as: UTF8.self)
  }
}
