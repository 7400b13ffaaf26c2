/// Why a font could not be loaded or found.
///
/// Every case carries enough context (the path or name, FreeType's error code and its name) to
/// produce a readable ``description`` without consulting FreeType, whose `FT_Error_String` is
/// compiled out of Debian's build.
public enum FontError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No file exists at `path`.
  case fileNotFound(path: String)
  /// None of the places searched holds the package's bundled fonts; `searched` lists them in
  /// the order they were tried (`BundledFont.searchLocations` in TitleComposer).
  case bundledFontsNotFound(searched: [String])
  /// `path` is a directory.
  case notAFile(path: String)
  /// `path` is a special file, not a regular one: `kind` is e.g. "a FIFO (named pipe)",
  /// "a character device", "a socket" (FreeType needs a file it can seek in).
  case specialFile(path: String, kind: String)
  /// The file exists but cannot be read (permissions, a dangling symbolic link, I/O error);
  /// `reason` says why in plain words.
  case unreadable(path: String, reason: String)
  /// FreeType rejected the data: empty, truncated, corrupt or not a font.
  ///
  /// `name` is the path or the name given with the bytes; `freeTypeError` is the raw `FT_Error`
  /// and `message` its readable meaning (see ``FreeTypeError``).
  case invalidFont(name: String, freeTypeError: Int32, message: String)
  /// fontconfig found no installed font matching `description`.
  case noFontFound(description: String)
  /// FreeType loaded the font but its metrics would give negative or nonsensical layout: units
  /// per em outside 16…16384, an ascender at or below the baseline, a descender above it, a
  /// line height at or below zero, a zero or negative advance for a space, letter, digit, Hangul
  /// syllable or ideograph, or kerning of more than one em. `name` is the path or the name given
  /// with the bytes; `reason` says which value is wrong.
  case invalidMetrics(name: String, reason: String)
  /// A face index outside the file's faces: negative, or at least `faceCount` (a single font has
  /// one face, index 0).
  case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
  /// Axis values or a named instance were asked of a font that is not variable.
  case notVariable(name: String)
  /// The variable font has no axis `axis`; `known` lists its axis tags.
  case unknownAxis(name: String, axis: String, known: [String])
  /// `value` is outside the axis's range `minimum…maximum` (values are rejected, not clamped).
  case axisValueOutOfRange(
    name: String, axis: String, value: Double, minimum: Double, maximum: Double)
  /// The variable font has no named instance `instance`; `known` lists its instances' names.
  case unknownInstance(name: String, instance: String, known: [String])
  /// The fontconfig configuration file at `path` cannot be read: missing, a directory, a special
  /// file, a permission problem; `reason` says which in plain words.
  case unreadableConfiguration(path: String, reason: String)
  /// fontconfig rejected the configuration file at `path` (malformed XML or elements; fontconfig
  /// prints the details on standard error).
  case invalidConfiguration(path: String)

  /// A one-line, human-readable explanation of the failure.
  public var description: String {
    switch self {
    case .fileNotFound(let path):
      return "cannot read font file \(path): not found"
    case .bundledFontsNotFound(let searched):
      return "the bundled fonts (NanumGothic*.ttf) are not in any of: "
        + searched.joined(separator: ", ") + " (set TITLECOMPOSER_FONTS to their folder)"
    case .notAFile(let path):
      return "cannot read font file \(path): it is a directory"
    case .specialFile(let path, let kind):
      return "cannot read font file \(path): it is \(kind), not a regular file"
    case .unreadable(let path, let reason):
      return "cannot read font file \(path): \(reason)"
    case .invalidFont(let name, let code, let message):
      return "not a usable font: \(name): \(message) (FreeType error \(code))"
    case .noFontFound(let description):
      return "no installed font found for \(description)"
    case .invalidMetrics(let name, let reason):
      return "font has unusable metrics: \(name): \(reason)"
    case .faceIndexOutOfRange(let path, let index, let count):
      return "no face \(index) in font file \(path): it has \(count) face\(count == 1 ? "" : "s")"
        + " (index 0 to \(count - 1))"
    case .notVariable(let name):
      return "font \(name) is not a variable font: it takes no axis values or named instance"
    case .unknownAxis(let name, let axis, let known):
      return "font \(name) has no axis \"\(axis)\" (its axes: \(known.joined(separator: ", ")))"
    case .axisValueOutOfRange(let name, let axis, let value, let minimum, let maximum):
      return
        "axis \(axis) of font \(name) takes \(Self.number(minimum)) to \(Self.number(maximum)),"
        + " got \(Self.number(value))"
    case .unknownInstance(let name, let instance, let known):
      let list = known.map { "\"\($0)\"" }.joined(separator: ", ")
      return "font \(name) has no named instance \"\(instance)\" (its instances: \(list))"
    case .unreadableConfiguration(let path, let reason):
      return "cannot read fontconfig configuration \(path): \(reason)"
    case .invalidConfiguration(let path):
      return "fontconfig cannot use the configuration file \(path)"
    }
  }

  /// A design value as messages show it: `700`, `12.5`.
  private static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// A FreeType error code with its name and meaning, from our own copy of `fterrdef.h`.
///
/// Debian builds FreeType without `FT_CONFIG_OPTION_ERROR_STRINGS`, so `FT_Error_String` returns
/// NULL; this table keeps messages readable anyway.
public struct FreeTypeError: RawRepresentable, Sendable, Equatable, Hashable,
  CustomStringConvertible
{
  /// The raw `FT_Error` value.
  public var rawValue: Int32

  /// Wraps a raw `FT_Error`.
  /// - Parameter rawValue: the code FreeType returned.
  public init(rawValue: Int32) { self.rawValue = rawValue }

  /// `FT_Err_Unknown_File_Format`: the data is not in any format FreeType knows (random bytes).
  public static let unknownFileFormat = FreeTypeError(rawValue: 0x02)
  /// `FT_Err_Invalid_File_Format`: a font format FreeType knows, but broken.
  public static let invalidFileFormat = FreeTypeError(rawValue: 0x03)
  /// `FT_Err_Invalid_Stream_Operation`: typically reading past the end of truncated data.
  public static let invalidStreamOperation = FreeTypeError(rawValue: 0x55)

  /// FreeType's identifier without the `FT_Err_` prefix, e.g. `Unknown_File_Format`.
  public var name: String { Self.table[rawValue]?.name ?? "Unknown_Error_\(rawValue)" }

  /// FreeType's message for the code, e.g. "unknown file format".
  public var message: String { Self.table[rawValue]?.message ?? "unknown FreeType error" }

  /// `"Unknown_File_Format: unknown file format"`.
  public var description: String { "\(name): \(message)" }

  /// Codes and messages as listed in FreeType 2.12's `fterrdef.h`.
  private static let table: [Int32: (name: String, message: String)] = [
    0x00: ("Ok", "no error"),
    0x01: ("Cannot_Open_Resource", "cannot open resource"),
    0x02: ("Unknown_File_Format", "unknown file format"),
    0x03: ("Invalid_File_Format", "broken file"),
    0x04: ("Invalid_Version", "invalid FreeType version"),
    0x05: ("Lower_Module_Version", "module version is too low"),
    0x06: ("Invalid_Argument", "invalid argument"),
    0x07: ("Unimplemented_Feature", "unimplemented feature"),
    0x08: ("Invalid_Table", "broken table"),
    0x09: ("Invalid_Offset", "broken offset within table"),
    0x0a: ("Array_Too_Large", "array allocation size too large"),
    0x0b: ("Missing_Module", "missing module"),
    0x0c: ("Missing_Property", "missing property"),
    0x10: ("Invalid_Glyph_Index", "invalid glyph index"),
    0x11: ("Invalid_Character_Code", "invalid character code"),
    0x12: ("Invalid_Glyph_Format", "unsupported glyph image format"),
    0x13: ("Cannot_Render_Glyph", "cannot render this glyph format"),
    0x14: ("Invalid_Outline", "invalid outline"),
    0x15: ("Invalid_Composite", "invalid composite glyph"),
    0x16: ("Too_Many_Hints", "too many hints"),
    0x17: ("Invalid_Pixel_Size", "invalid pixel size"),
    0x18: ("Invalid_SVG_Document", "invalid SVG document"),
    0x20: ("Invalid_Handle", "invalid object handle"),
    0x21: ("Invalid_Library_Handle", "invalid library handle"),
    0x22: ("Invalid_Driver_Handle", "invalid module handle"),
    0x23: ("Invalid_Face_Handle", "invalid face handle"),
    0x24: ("Invalid_Size_Handle", "invalid size handle"),
    0x25: ("Invalid_Slot_Handle", "invalid glyph slot handle"),
    0x26: ("Invalid_CharMap_Handle", "invalid charmap handle"),
    0x27: ("Invalid_Cache_Handle", "invalid cache manager handle"),
    0x28: ("Invalid_Stream_Handle", "invalid stream handle"),
    0x30: ("Too_Many_Drivers", "too many modules"),
    0x31: ("Too_Many_Extensions", "too many extensions"),
    0x40: ("Out_Of_Memory", "out of memory"),
    0x41: ("Unlisted_Object", "unlisted object"),
    0x51: ("Cannot_Open_Stream", "cannot open stream"),
    0x52: ("Invalid_Stream_Seek", "invalid stream seek"),
    0x53: ("Invalid_Stream_Skip", "invalid stream skip"),
    0x54: ("Invalid_Stream_Read", "invalid stream read"),
    0x55: ("Invalid_Stream_Operation", "invalid stream operation"),
    0x56: ("Invalid_Frame_Operation", "invalid frame operation"),
    0x57: ("Nested_Frame_Access", "nested frame access"),
    0x58: ("Invalid_Frame_Read", "invalid frame read"),
    0x60: ("Raster_Uninitialized", "raster uninitialized"),
    0x61: ("Raster_Corrupted", "raster corrupted"),
    0x62: ("Raster_Overflow", "raster overflow"),
    0x63: ("Raster_Negative_Height", "negative height while rastering"),
    0x70: ("Too_Many_Caches", "too many registered caches"),
    0x80: ("Invalid_Opcode", "invalid opcode"),
    0x81: ("Too_Few_Arguments", "too few arguments"),
    0x82: ("Stack_Overflow", "stack overflow"),
    0x83: ("Code_Overflow", "code overflow"),
    0x84: ("Bad_Argument", "bad argument"),
    0x85: ("Divide_By_Zero", "division by zero"),
    0x86: ("Invalid_Reference", "invalid reference"),
    0x87: ("Debug_OpCode", "found debug opcode"),
    0x88: ("ENDF_In_Exec_Stream", "found ENDF opcode in execution stream"),
    0x89: ("Nested_DEFS", "nested DEFS"),
    0x8a: ("Invalid_CodeRange", "invalid code range"),
    0x8b: ("Execution_Too_Long", "execution context too long"),
    0x8c: ("Too_Many_Function_Defs", "too many function definitions"),
    0x8d: ("Too_Many_Instruction_Defs", "too many instruction definitions"),
    0x8e: ("Table_Missing", "SFNT font table missing"),
    0x8f: ("Horiz_Header_Missing", "horizontal header (hhea) table missing"),
    0x90: ("Locations_Missing", "locations (loca) table missing"),
    0x91: ("Name_Table_Missing", "name table missing"),
    0x92: ("CMap_Table_Missing", "character map (cmap) table missing"),
    0x93: ("Hmtx_Table_Missing", "horizontal metrics (hmtx) table missing"),
    0x94: ("Post_Table_Missing", "PostScript (post) table missing"),
    0x95: ("Invalid_Horiz_Metrics", "invalid horizontal metrics"),
    0x96: ("Invalid_CharMap_Format", "invalid character map (cmap) format"),
    0x97: ("Invalid_PPem", "invalid ppem value"),
    0x98: ("Invalid_Vert_Metrics", "invalid vertical metrics"),
    0x99: ("Could_Not_Find_Context", "could not find context"),
    0x9a: ("Invalid_Post_Table_Format", "invalid PostScript (post) table format"),
    0x9b: ("Invalid_Post_Table", "invalid PostScript (post) table"),
    0x9c: ("DEF_In_Glyf_Bytecode", "found FDEF or IDEF opcode in glyf bytecode"),
    0x9d: ("Missing_Bitmap", "missing bitmap in strike"),
    0x9e: ("Missing_SVG_Hooks", "SVG hooks have not been set"),
    0xa0: ("Syntax_Error", "opcode syntax error"),
    0xa1: ("Stack_Underflow", "argument stack underflow"),
    0xa2: ("Ignore", "ignore"),
    0xa3: ("No_Unicode_Glyph_Name", "no Unicode glyph name found"),
    0xa4: ("Glyph_Too_Big", "glyph too big for hinting"),
    0xb0: ("Missing_Startfont_Field", "`STARTFONT' field missing"),
    0xb1: ("Missing_Font_Field", "`FONT' field missing"),
    0xb2: ("Missing_Size_Field", "`SIZE' field missing"),
    0xb3: ("Missing_Fontboundingbox_Field", "`FONTBOUNDINGBOX' field missing"),
    0xb4: ("Missing_Chars_Field", "`CHARS' field missing"),
    0xb5: ("Missing_Startchar_Field", "`STARTCHAR' field missing"),
    0xb6: ("Missing_Encoding_Field", "`ENCODING' field missing"),
    0xb7: ("Missing_Bbx_Field", "`BBX' field missing"),
    0xb8: ("Bbx_Too_Big", "`BBX' too big"),
    0xb9: ("Corrupted_Font_Header", "Font header corrupted or missing fields"),
    0xba: ("Corrupted_Font_Glyphs", "Font glyphs corrupted or missing fields"),
  ]
}
