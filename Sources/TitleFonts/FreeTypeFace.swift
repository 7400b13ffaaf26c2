// Every FreeType (and file-system) call of TitleFonts lives in this file. The rest of the module
// sees only Swift types: `FreeTypeFace` is the owner of one FT_Library + FT_Face pair and is
// never shared unguarded (``FontFace`` keeps it inside a `Locked`).
internal import CFreeType
import TitleFiles

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
  let library: FT_Library  // internal: FreeTypeFace+Variations.swift frees FT_MM_Var with it
  let face: FT_Face  // internal: FreeTypeFace+Glyphs.swift loads and renders glyphs
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
}
