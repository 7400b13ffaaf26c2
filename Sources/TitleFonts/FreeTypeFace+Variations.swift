// The FreeType multiple-master calls (FT_Get_MM_Var, FT_Set_Named_Instance,
// FT_Set_Var_Design_Coordinates) and the SFNT name lookups they need.
internal import CFreeType

extension FreeTypeFace {
  /// The number of faces in the file (`num_faces`).
  var faceCount: Int { Int(face.pointee.num_faces) }

  /// The variable font's axes and named instances (name → design coordinates, in `fvar`
  /// order), or `nil` when the face is not variable.
  func variationInfo() -> (axes: [FontAxis], instances: [(name: String, coordinates: [Double])])? {
    guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return nil }
    var raw: UnsafeMutablePointer<FT_MM_Var>?
    guard FT_Get_MM_Var(face, &raw) == 0, let mm = raw else { return nil }
    defer { FT_Done_MM_Var(library, mm) }
    let axisCount = Int(mm.pointee.num_axis)
    var axes: [FontAxis] = []
    for i in 0..<axisCount {
      let axis = mm.pointee.axis[i]
      axes.append(
        FontAxis(
          tag: Self.tagString(UInt32(axis.tag)), minimum: Self.fixed(axis.minimum),
          defaultValue: Self.fixed(axis.def), maximum: Self.fixed(axis.maximum)))
    }
    var instances: [(String, [Double])] = []
    for i in 0..<Int(mm.pointee.num_namedstyles) {
      let style = mm.pointee.namedstyle[i]
      let coordinates = (0..<axisCount).map { Self.fixed(style.coords[$0]) }
      instances.append((sfntName(id: UInt16(style.strid)) ?? "", coordinates))
    }
    return (axes, instances)
  }

  /// `FT_Set_Named_Instance`: instance `number` counted from 1.
  func setNamedInstance(_ number: Int) -> Bool {
    FT_Set_Named_Instance(face, FT_UInt(number)) == 0
  }

  /// `FT_Set_Var_Design_Coordinates` with one value per axis, in `fvar` order.
  func setDesignCoordinates(_ values: [Double]) -> Bool {
    var fixed = values.map { FT_Fixed(($0 * 65536).rounded()) }
    return FT_Set_Var_Design_Coordinates(face, FT_UInt(fixed.count), &fixed) == 0
  }

  /// A name-table string (Windows Unicode preferred, then Macintosh Roman as ASCII).
  private func sfntName(id: UInt16) -> String? {
    var fallback: String?
    for i in 0..<FT_Get_Sfnt_Name_Count(face) {
      var name = FT_SfntName()
      guard FT_Get_Sfnt_Name(face, i, &name) == 0, name.name_id == id, let bytes = name.string
      else { continue }
      let data = Array(UnsafeBufferPointer(start: bytes, count: Int(name.string_len)))
      if name.platform_id == 3 {
        let units = stride(from: 0, to: data.count - 1, by: 2).map {
          UInt16(data[$0]) << 8 | UInt16(data[$0 + 1])
        }
        if name.language_id == 0x409 || fallback == nil {
          fallback = String(decoding: units, as: UTF16.self)
        }
        if name.language_id == 0x409 { return fallback }
      } else if name.platform_id == 1, fallback == nil {
        fallback = String(decoding: data.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
      }
    }
    return fallback
  }

  private static func fixed(_ value: FT_Fixed) -> Double { Double(value) / 65536 }

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
