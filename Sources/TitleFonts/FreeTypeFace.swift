// Every FreeType (and file-system) call of TitleFonts lives in this file, and every read of
// FreeType's memory. The rest of the module sees only Swift types (FreeTypeFace+Glyphs.swift and
// FreeTypeFace+Variations.swift turn them into bitmaps, outlines and axes): `FreeTypeFace` is the
// owner of one FT_Library + FT_Face pair and is never shared unguarded (``FontFace`` keeps it
// inside a `Locked`).
internal import CFreeType
import TitleSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// One FreeType library and one face opened in it, freed together in `deinit`.
///
/// Not thread-safe (FreeType faces are not); the owner must serialise access. Each face gets its
/// own `FT_Library` so that faces never share FreeType state and need no common lock.
final class FreeTypeFace {
  private let library: FT_Library
  private let face: FT_Face
  /// The bytes of a memory face; FreeType reads them for the face's whole life.
  private let memory: UnsafeMutableRawBufferPointer?
  /// Axis tag → design value set by ``applyVariations(_:name:)``; empty at the default instance.
  var chosenCoordinates: [String: Double] = [:]
  /// The named instance ``applyVariations(_:name:)`` set, if any (FreeType keeps `style_name`).
  var chosenInstance: String?

  private init(library: FT_Library, face: FT_Face, memory: UnsafeMutableRawBufferPointer?) {
    self.library = library
    self.face = face
    self.memory = memory
  }

  deinit {
    FT_Done_Face(face)
    FT_Done_FreeType(library)
    memory?.deallocate()
  }

  /// Opens the face at `path` with `FT_New_Face`, after checking the file with
  /// ``InputFile/checkRegularFile(_:role:)`` so that a missing file, a directory, a pipe, a
  /// dangling symbolic link and a permission problem get their own errors.
  /// - Throws: ``FontError``.
  static func open(path: String, faceIndex: Int) throws(FontError) -> FreeTypeFace {
    do {
      try InputFile.checkRegularFile(path, role: "font file")
    } catch {
      switch error.reason {
      case .noSuchFile: throw .fileNotFound(path: path)
      case .isDirectory: throw .notAFile(path: path)
      case .notRegularFile(let kind): throw .specialFile(path: path, kind: kind)
      default: throw .unreadable(path: path, reason: error.reasonDescription)
      }
    }
    let library = try newLibrary(name: path)
    var face: FT_Face?
    let error = FT_New_Face(library, path, FT_Long(faceIndex), &face)
    guard error == 0, let face else {
      FT_Done_FreeType(library)
      throw invalid(path, error)
    }
    return FreeTypeFace(library: library, face: face, memory: nil)
  }

  /// Opens a face from a copy of `bytes` with `FT_New_Memory_Face`; the copy lives as long as
  /// the face.
  /// - Throws: ``FontError/invalidFont(name:freeTypeError:message:)``.
  static func open(bytes: [UInt8], name: String, faceIndex: Int) throws(FontError) -> FreeTypeFace {
    guard !bytes.isEmpty else { throw invalid(name, FreeTypeError.unknownFileFormat.rawValue) }
    let memory = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 16)
    memory.copyBytes(from: bytes)
    let library: FT_Library
    do { library = try newLibrary(name: name) } catch {
      memory.deallocate()
      throw error
    }
    var face: FT_Face?
    let base = memory.baseAddress!.assumingMemoryBound(to: FT_Byte.self)
    let error = FT_New_Memory_Face(library, base, FT_Long(bytes.count), FT_Long(faceIndex), &face)
    guard error == 0, let face else {
      FT_Done_FreeType(library)
      memory.deallocate()
      throw invalid(name, error)
    }
    return FreeTypeFace(library: library, face: face, memory: memory)
  }

  private static func newLibrary(name: String) throws(FontError) -> FT_Library {
    var library: FT_Library?
    let error = FT_Init_FreeType(&library)
    guard error == 0, let library else { throw invalid(name, error) }
    return library
  }

  private static func invalid(_ name: String, _ error: FT_Error) -> FontError {
    let code = FreeTypeError(rawValue: error)
    return .invalidFont(name: name, freeTypeError: error, message: code.description)
  }

  // MARK: Face properties (`FT_FaceRec` fields)

  var familyName: String { face.pointee.family_name.map { String(cString: $0) } ?? "" }
  var styleName: String { face.pointee.style_name.map { String(cString: $0) } ?? "" }
  var glyphCount: Int { Int(face.pointee.num_glyphs) }
  var isScalable: Bool { CFreeType_IsScalable(face) != 0 }
  var hasColor: Bool { CFreeType_HasColor(face) != 0 }
  var hasKerning: Bool { CFreeType_HasKerning(face) != 0 }

  /// Font-unit metrics: hhea (FreeType's `ascender`/`descender`/`height`), or OS/2 typo metrics
  /// when the font sets `USE_TYPO_METRICS` (fsSelection bit 7), as Skia does for Chromium.
  var metrics: FontMetrics {
    let rec = face.pointee
    var metrics = FontMetrics(
      unitsPerEm: Int(rec.units_per_EM), ascender: Int(rec.ascender),
      descender: Int(rec.descender),
      lineGap: Int(rec.height) - Int(rec.ascender) + Int(rec.descender))
    if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_OS2) {
      let os2 = raw.assumingMemoryBound(to: TT_OS2.self).pointee
      if os2.version != 0xFFFF, os2.fsSelection & (1 << 7) != 0 {
        metrics.ascender = Int(os2.sTypoAscender)
        metrics.descender = Int(os2.sTypoDescender)
        metrics.lineGap = Int(os2.sTypoLineGap)
      }
    }
    if metrics.unitsPerEm == 0 {
      // Bitmap-only faces (CBDT): FreeType fills these fields for scalable faces only.
      if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD) {
        metrics.unitsPerEm = Int(raw.assumingMemoryBound(to: TT_Header.self).pointee.Units_Per_EM)
      }
      if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
        let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
        (metrics.ascender, metrics.descender) = (Int(hhea.Ascender), Int(hhea.Descender))
        metrics.lineGap = Int(hhea.Line_Gap)
      }
      if metrics.unitsPerEm == 0 { metrics.unitsPerEm = 1000 }
    }
    return metrics
  }

  // MARK: Glyphs

  /// `FT_Get_Char_Index`: the glyph of a code point in the Unicode cmap, 0 when absent.
  func glyphIndex(_ codePoint: UInt32) -> UInt32 {
    UInt32(FT_Get_Char_Index(face, FT_ULong(codePoint)))
  }

  /// ``glyphIndex(_:)`` for every code point of `values`, read by walking the charmap from the
  /// range's start (`FT_Get_Next_Char`): one search, then one step per mapped code point, where
  /// asking code point by code point searches the charmap for each.
  func glyphIndices(_ values: Range<UInt32>) -> [UInt32] {
    var glyphs = [UInt32](repeating: 0, count: values.count)
    var glyph: FT_UInt = 0
    var code =
      values.lowerBound == 0
      ? FT_Get_First_Char(face, &glyph) : FT_Get_Next_Char(face, FT_ULong(values.lowerBound - 1), &glyph)
    while glyph != 0 && code < FT_ULong(values.upperBound) {
      glyphs[Int(code) - Int(values.lowerBound)] = UInt32(glyph)
      code = FT_Get_Next_Char(face, code, &glyph)
    }
    return glyphs
  }

  /// `FT_Get_Advance` with `FT_LOAD_NO_SCALE`: the hmtx advance in font units, unhinted.
  func advanceUnits(_ glyph: UInt32) -> Int32 {
    var advance: FT_Fixed = 0
    let error = FT_Get_Advance(face, FT_UInt(glyph), Int32(FT_LOAD_NO_SCALE), &advance)
    return error == 0 ? Int32(clamping: advance) : 0
  }

  /// For bitmap-only faces (CBDT colour emoji): the glyph's advance in its first strike divided
  /// by that strike's ppem (`FT_Select_Size` + `FT_Load_Glyph` with `FT_LOAD_COLOR`), which is how
  /// Skia scales a bitmap strike to the requested size. `nil` for scalable faces or on error.
  /// `FT_LOAD_BITMAP_METRICS_ONLY`: the advance is in the strike's glyph metrics, so the PNG
  /// is not decoded (about a million instructions a glyph).
  func bitmapAdvanceEm(_ glyph: UInt32) -> Double? {
    guard !isScalable, face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes
    else { return nil }
    let ppem = Double(sizes[0].x_ppem)  // 26.6
    guard ppem > 0, FT_Select_Size(face, 0) == 0,
      FT_Load_Glyph(
        face, FT_UInt(glyph), Int32(FT_LOAD_COLOR | FT_LOAD_BITMAP_METRICS_ONLY)) == 0
    else { return nil }
    return Double(face.pointee.glyph.pointee.advance.x) / ppem
  }

  /// `FT_Get_Kerning` with `FT_KERNING_UNSCALED`: pair kerning in font units.
  func kerningUnits(_ left: UInt32, _ right: UInt32) -> Int32 {
    var vector = FT_Vector()
    let mode = FT_UInt(FT_KERNING_UNSCALED.rawValue)
    guard FT_Get_Kerning(face, FT_UInt(left), FT_UInt(right), mode, &vector) == 0 else { return 0 }
    return Int32(clamping: vector.x)
  }

  /// `FT_Load_Sfnt_Table`: the raw bytes of an SFNT table, `nil` when the face has none.
  /// - Parameter tag: four ASCII characters, e.g. `"kern"`.
  func sfntTable(_ tag: String) -> [UInt8]? {
    let c = Array(tag.utf8).map { CChar(bitPattern: $0) }
    guard c.count == 4 else { return nil }
    let ftTag = CFreeType_Tag(c[0], c[1], c[2], c[3])
    var length: FT_ULong = 0
    guard FT_Load_Sfnt_Table(face, ftTag, 0, nil, &length) == 0, length > 0 else { return nil }
    var bytes = [UInt8](repeating: 0, count: Int(length))
    let error = bytes.withUnsafeMutableBufferPointer {
      FT_Load_Sfnt_Table(face, ftTag, 0, $0.baseAddress, &length)
    }
    return error == 0 ? bytes : nil
  }

  // MARK: Drawing (FreeTypeFace+Glyphs.swift makes glyph bitmaps of these)

  /// A copy of the bitmap FreeType left in the glyph slot: rows top-down whatever the sign of
  /// FreeType's pitch, each `width` pixels with no padding.
  struct SlotBitmap {
    /// How a pixel is stored (`FT_Pixel_Mode`).
    enum PixelMode {
      /// `FT_PIXEL_MODE_GRAY`: one byte of coverage.
      case gray
      /// `FT_PIXEL_MODE_BGRA`: four bytes, blue, green, red, alpha, premultiplied.
      case bgra
      /// Any other mode (mono, LCD); its pixels are not copied.
      case other
    }

    var width: Int
    var height: Int
    /// The bitmap's left edge right of the pen (`bitmap_left`), in pixels.
    var left: Int
    /// The bitmap's top edge above the baseline (`bitmap_top`), in pixels.
    var top: Int
    var mode: PixelMode
    /// `height` rows of `width` pixels (1 byte each for ``PixelMode/gray``, 4 for
    /// ``PixelMode/bgra``); empty for an empty bitmap or ``PixelMode/other``.
    var bytes: [UInt8]
  }

  /// Renders an outline glyph as an 8-bit grey bitmap: `FT_Set_Char_Size` (26.6 size at
  /// 72 dpi), `FT_Load_Glyph` with `FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP`,
  /// `FT_Outline_Translate` by `offset64` and `FT_Render_Glyph` in `FT_RENDER_MODE_NORMAL`.
  /// - Parameters:
  ///   - glyph: the glyph id.
  ///   - charSize: the pixel size in 1/64 px, at least 1.
  ///   - offset64: horizontal shift in 1/64 px.
  /// - Returns: the rendered bitmap (an empty ``PixelMode/gray`` one for an outline without
  ///   points); `nil` on error or for a glyph that is not an outline.
  func renderOutline(_ glyph: UInt32, charSize: Int, offset64: Int) -> SlotBitmap? {
    guard FT_Set_Char_Size(face, 0, FT_F26Dot6(charSize), 72, 72) == 0 else { return nil }
    let flags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    guard FT_Load_Glyph(face, FT_UInt(glyph), flags) == 0, let slot = face.pointee.glyph,
      slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    else { return nil }
    if slot.pointee.outline.n_points == 0 {
      return SlotBitmap(width: 0, height: 0, left: 0, top: 0, mode: .gray, bytes: [])
    }
    FT_Outline_Translate(&slot.pointee.outline, FT_Pos(offset64), 0)
    guard FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
    return Self.copy(slot)
  }

  /// Loads a glyph from the face's first bitmap strike: `FT_Select_Size` and `FT_Load_Glyph`
  /// with `FT_LOAD_COLOR`.
  /// - Parameter glyph: the glyph id.
  /// - Returns: the strike's bitmap and the strike's size (`y_ppem`, in pixels); `nil` for a
  ///   face without strikes or on error.
  func strikeBitmap(_ glyph: UInt32) -> (bitmap: SlotBitmap, ppem: Double)? {
    guard face.pointee.num_fixed_sizes > 0, let sizes = face.pointee.available_sizes else {
      return nil
    }
    let ppem = Double(sizes[0].y_ppem) / 64
    guard ppem > 0, FT_Select_Size(face, 0) == 0,
      FT_Load_Glyph(face, FT_UInt(glyph), Int32(FT_LOAD_COLOR)) == 0, let slot = face.pointee.glyph,
      let bitmap = Self.copy(slot)
    else { return nil }
    return (bitmap, ppem)
  }

  /// The slot's bitmap copied row by row (any pitch sign); `nil` when FreeType left no buffer
  /// for a non-empty grey or BGRA bitmap.
  private static func copy(_ slot: FT_GlyphSlot) -> SlotBitmap? {
    let bitmap = slot.pointee.bitmap
    let mode: SlotBitmap.PixelMode =
      bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue)
      ? .gray : bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue) ? .bgra : .other
    let (width, height, pitch) = (Int(bitmap.width), Int(bitmap.rows), Int(bitmap.pitch))
    var copied = SlotBitmap(
      width: width, height: height, left: Int(slot.pointee.bitmap_left),
      top: Int(slot.pointee.bitmap_top), mode: mode, bytes: [])
    guard width != 0, height != 0, mode != .other else { return copied }
    guard let buffer = bitmap.buffer else { return nil }
    let rowBytes = width * (mode == .bgra ? 4 : 1)
    copied.bytes.reserveCapacity(rowBytes * height)
    for row in 0..<height {
      let source = buffer + (pitch >= 0 ? row * pitch : (height - 1 - row) * -pitch)
      copied.bytes.append(contentsOf: UnsafeBufferPointer(start: source, count: rowBytes))
    }
    return copied
  }

  /// The glyph's outline in font units: `FT_Load_Glyph` with `FT_LOAD_NO_SCALE |
  /// FT_LOAD_NO_BITMAP`, then `FT_Outline_Decompose`.
  /// - Parameter glyph: the glyph id.
  /// - Returns: the outline's commands (none for a space), `nil` for a bitmap glyph or on error.
  func outlineElements(_ glyph: UInt32) -> [GlyphOutline.Element]? {
    let flags = Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_BITMAP)
    guard FT_Load_Glyph(face, FT_UInt(glyph), flags) == 0, let slot = face.pointee.glyph,
      slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    else { return nil }
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        OutlineSink.from(user).elements.append(.move(to: OutlineSink.point(to)))
        return 0
      },
      line_to: { to, user in
        OutlineSink.from(user).elements.append(.line(to: OutlineSink.point(to)))
        return 0
      },
      conic_to: { control, to, user in
        let element = GlyphOutline.Element.quad(
          control: OutlineSink.point(control), to: OutlineSink.point(to))
        OutlineSink.from(user).elements.append(element)
        return 0
      },
      cubic_to: { c1, c2, to, user in
        let element = GlyphOutline.Element.cubic(
          control1: OutlineSink.point(c1), control2: OutlineSink.point(c2),
          to: OutlineSink.point(to))
        OutlineSink.from(user).elements.append(element)
        return 0
      },
      shift: 0, delta: 0)
    let sink = OutlineSink()
    let error = withExtendedLifetime(sink) {
      FT_Outline_Decompose(
        &slot.pointee.outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
    }
    return error == 0 ? sink.elements : nil
  }

  // MARK: Variations (FreeTypeFace+Variations.swift reads them)

  /// The number of faces in the file (`num_faces`).
  var faceCount: Int { Int(face.pointee.num_faces) }

  /// One axis of `FT_MM_Var`, values in 16.16 fixed point as FreeType gives them.
  struct MultipleMasterAxis {
    /// The `fvar` tag, four ASCII characters packed big-endian.
    var tag: UInt32
    var minimum: Int
    var defaultValue: Int
    var maximum: Int
  }

  /// One named instance of `FT_MM_Var`.
  struct MultipleMasterInstance {
    /// The name-table id of its name (`strid`).
    var nameID: UInt16
    /// One design coordinate per axis, in 16.16 fixed point.
    var coordinates: [Int]
  }

  /// `FT_Get_MM_Var` (freed with `FT_Done_MM_Var`): the variable font's axes and named
  /// instances, in `fvar` order.
  /// - Returns: `nil` when the face is not variable (`FT_FACE_FLAG_MULTIPLE_MASTERS`) or on error.
  func multipleMasters() -> (axes: [MultipleMasterAxis], instances: [MultipleMasterInstance])? {
    guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_MULTIPLE_MASTERS) != 0 else { return nil }
    var raw: UnsafeMutablePointer<FT_MM_Var>?
    guard FT_Get_MM_Var(face, &raw) == 0, let mm = raw else { return nil }
    defer { FT_Done_MM_Var(library, mm) }
    let axisCount = Int(mm.pointee.num_axis)
    let axes = (0..<axisCount).map { i in
      let axis = mm.pointee.axis[i]
      return MultipleMasterAxis(
        tag: UInt32(axis.tag), minimum: axis.minimum, defaultValue: axis.def,
        maximum: axis.maximum)
    }
    let instances = (0..<Int(mm.pointee.num_namedstyles)).map { i in
      let style = mm.pointee.namedstyle[i]
      return MultipleMasterInstance(
        nameID: UInt16(style.strid), coordinates: (0..<axisCount).map { style.coords[$0] })
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

  /// One record of the SFNT name table (`FT_SfntName`): its platform, language and bytes.
  struct NameRecord {
    var platformID: UInt16
    var languageID: UInt16
    /// The string as stored (UTF-16BE for platform 3, Mac Roman for platform 1).
    var bytes: [UInt8]
  }

  /// The name-table records with name id `id`, in table order (`FT_Get_Sfnt_Name_Count`,
  /// `FT_Get_Sfnt_Name`); records FreeType cannot read are left out.
  func nameRecords(id: UInt16) -> [NameRecord] {
    var records: [NameRecord] = []
    for i in 0..<FT_Get_Sfnt_Name_Count(face) {
      var name = FT_SfntName()
      guard FT_Get_Sfnt_Name(face, i, &name) == 0, name.name_id == id, let bytes = name.string
      else { continue }
      records.append(
        NameRecord(
          platformID: name.platform_id, languageID: name.language_id,
          bytes: Array(UnsafeBufferPointer(start: bytes, count: Int(name.string_len)))))
    }
    return records
  }
}

/// Collects `FT_Outline_Decompose` callbacks; passed to C as the `user` pointer.
private final class OutlineSink {
  var elements: [GlyphOutline.Element] = []

  static func from(_ user: UnsafeMutableRawPointer?) -> OutlineSink {
    Unmanaged<OutlineSink>.fromOpaque(user!).takeUnretainedValue()
  }

  static func point(_ vector: UnsafePointer<FT_Vector>?) -> GlyphOutline.Point {
    GlyphOutline.Point(x: Double(vector!.pointee.x), y: Double(vector!.pointee.y))
  }
}
