// A variable font's axes, named instances and their names, from what FreeTypeFace.swift reads
// of `FT_MM_Var` and the SFNT name table. No C type here.

extension FreeTypeFace {
  /// The variable font's axes and named instances (name → design coordinates, in `fvar`
  /// order), or `nil` when the face is not variable.
  func variationInfo() -> (axes: [FontAxis], instances: [(name: String, coordinates: [Double])])? {
    guard let (rawAxes, rawInstances) = multipleMasters() else { return nil }
    let axes = rawAxes.map { axis in
      FontAxis(
        tag: Self.tagString(axis.tag), minimum: Self.fixed(axis.minimum),
        defaultValue: Self.fixed(axis.defaultValue), maximum: Self.fixed(axis.maximum))
    }
    let instances = rawInstances.map { instance in
      (sfntName(id: instance.nameID) ?? "", instance.coordinates.map(Self.fixed))
    }
    return (axes, instances)
  }

  /// A name-table string (Windows Unicode preferred, then Macintosh Roman as ASCII).
  private func sfntName(id: UInt16) -> String? {
    var fallback: String?
    for record in nameRecords(id: id) {
      let data = record.bytes
      if record.platformID == 3 {
        let units = stride(from: 0, to: data.count - 1, by: 2).map {
          UInt16(data[$0]) << 8 | UInt16(data[$0 + 1])
        }
        if record.languageID == 0x409 || fallback == nil {
          fallback = String(decoding: units, as: UTF16.self)
        }
        if record.languageID == 0x409 { return fallback }
      } else if record.platformID == 1, fallback == nil {
        fallback = String(decoding: data.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
      }
    }
    return fallback
  }

  private static func fixed(_ value: Int) -> Double { Double(value) / 65536 }

  private static func tagString(_ tag: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> $0) }
    return String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : 0x3F }, as: UTF8.self)
  }
}

extension FreeTypeFace {
  /// The chosen design coordinates in `fvar` axis order (what HarfBuzz is given), empty at the
  /// default instance or for a face that is not variable.
  var designCoordinatesInAxisOrder: [Double] {
    guard !chosenCoordinates.isEmpty, let axes = variationInfo()?.axes else { return [] }
    return axes.map { chosenCoordinates[$0.tag] ?? $0.defaultValue }
  }
}
