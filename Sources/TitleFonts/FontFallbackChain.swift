@_spi(TitleInternals) import TitleSystem

/// An ordered list of faces that together draw any text: the first face that has a character
/// draws it, as in Chromium's font fallback.
///
/// Measuring is the hot path of layout, so the chain answers ``glyph(for:)`` from an immutable
/// table filled at construction for the pages Korean titles use (13,056 scalars: ASCII,
/// Latin-1, Hangul, punctuation, CJK symbols, full-width forms), and from a cache filled once per
/// other scalar under a lock. In the steady state no FreeType call is made. All members are
/// thread-safe.
///
/// The face that draws a scalar is a pure function of the configured faces, the scalar, the
/// content language and the font environment (``glyph(for:language:)``): the first configured
/// face that has it, else (with system fallback) the face ``FontEnvironment`` names for it — the
/// language's standard face, the emoji face, then the first face of fontconfig's order for the
/// language that covers it, however far down that order — else `.notdef`. A system face already
/// pulled in by an earlier title never draws a scalar the environment assigns to another face, so
/// the same title measures the same whatever was composed before, on any thread. A system face's
/// ``GlyphInfo/faceIndex`` is the number of configured faces plus its place in the environment's
/// ``FontEnvironment/fonts``: like the face itself, a function of the configuration alone, never
/// of which face another title or thread pulled in first.
///
/// A chain loads a system face only when it draws a scalar, and each once; the faces are shared
/// by every chain of the process (``SystemFaces``), so the faces loaded are bounded by the faces
/// of the configuration that are the first to cover a character asked for.
public final class FontFallbackChain: Sendable {
  /// The most scalars the lazy cache keeps; beyond it, rare scalars are measured on each call.
  static let maxCachedScalars = 65_536

  let initialFaces: [FontFace]
  /// Per initial face: its kern table (`nil` when FreeType must be asked) and `1 ÷ unitsPerEm`,
  /// so that kerning reads immutable values without touching the face.
  private let kerning: [(table: KernTable?, emPerUnit: Double)]
  @usableFromInline let systemFallback: Bool
  /// The installed fonts system fallback draws from.
  public let environment: FontEnvironment
  let resolver: GlyphResolver
  @usableFromInline let eager: EagerGlyphTable
  /// The eager records the measuring loop takes without a ``GlyphInfo`` (``LeanGlyphTable``).
  @_spi(TitleInternals) public let lean: LeanGlyphTable
  let lazy: Locked<LazyState>
  /// The lazy cache's answers for BMP scalars in the first ``lockFreeLanguages`` languages,
  /// published for reads without the lock (``lazyGlyph(for:language:)``'s steady state). Its
  /// pool (the pages read fastest) holds 48 pages: every Hangul syllable (44 pages) and a few
  /// more, what a Latin title font with Korean titles needs in one language.
  @_spi(TitleInternals) public let published = WriteOnceTable(
    count: lockFreeLanguages << 16, poolPageCount: 48)
  /// How many languages (by ``FallbackLanguage`` id) get lock-free reads.
  @usableFromInline static let lockFreeLanguages = 8
  /// A number no other chain made by this process has (a chain's address may be reused once it
  /// is freed): caches outside the chain key their entries by it.
  @_spi(TitleInternals) public let serial: UInt64 = FontFallbackChain.serials.withLock {
    $0 += 1
    return $0
  }
  private static let serials = Locked<UInt64>(0)

  /// State filled on demand: measured scalars outside the eager table (missing ones too), and
  /// the faces appended by system fallback.
  struct LazyState {
    /// Keyed by the language and the scalar (see ``lazyGlyph(for:language:)``).
    var cache: [UInt64: GlyphInfo] = [:]
    /// The colour glyph of scalars asked for with emoji presentation, `nil` when no colour font
    /// has it (measuring a colour glyph decodes its bitmap: never twice for one scalar).
    var colourCache: [UInt32: GlyphInfo?] = [:]
    /// The system faces pulled in, by face index (``systemFaceIndex(of:)``).
    var systemFaces: [Int: (face: FontFace, file: FontFile)] = [:]
    /// Per system face asked for: its face index, `nil` when it failed to load or has none.
    var slots: [FontFile: Int?] = [:]
    /// How many scalars were looked up beyond the configured faces (each at most once while the
    /// cache has room, found or not).
    var systemLookups = 0
  }

  /// Builds a chain from explicit faces and measures the eager blocks (a few milliseconds).
  /// - Parameters:
  ///   - faces: the faces in fallback order; the first is the primary face.
  ///   - systemFallback: when true, a scalar that no face has is drawn by the face `environment`
  ///     names for it, appended on first use. Leave false for results that do not depend on the
  ///     machine's fonts.
  ///   - environment: the installed fonts and their order (fontconfig's own configuration by
  ///     default).
  /// - Throws: ``FontError/noFontFound(description:)`` when `faces` is empty.
  public init(
    faces: [FontFace], systemFallback: Bool = false, environment: FontEnvironment = .default
  ) throws(FontError) {
    guard !faces.isEmpty else { throw .noFontFound(description: "an empty list of faces") }
    self.environment = environment
    initialFaces = faces
    primaryMetrics = faces[0].metrics
    kerning = faces.map { ($0.kernTableIfComplete, 1 / Double($0.metrics.unitsPerEm)) }
    self.systemFallback = systemFallback
    let resolver = GlyphResolver(primary: faces[0])
    self.resolver = resolver
    eager = EagerGlyphTable(resolver: resolver, faces: faces)
    lean = LeanGlyphTable(eager, systemFallback: systemFallback)
    lazy = Locked(LazyState())
  }

  /// Loads faces from files and builds a chain of them.
  /// - Parameters:
  ///   - paths: font files in fallback order, primary first.
  ///   - systemFallback: see ``init(faces:systemFallback:environment:)``.
  ///   - environment: the installed fonts system fallback draws from.
  /// - Throws: the ``FontError`` of the first file that fails to load;
  ///   ``FontError/noFontFound(description:)`` when `paths` is empty.
  public convenience init(
    paths: [String], systemFallback: Bool = false, environment: FontEnvironment = .default
  ) throws(FontError) {
    var faces: [FontFace] = []
    for path in paths { faces.append(try FontFace(contentsOf: path)) }
    try self.init(faces: faces, systemFallback: systemFallback, environment: environment)
  }

  /// The primary face (the first one).
  public var primary: FontFace { initialFaces[0] }

  /// The number of configured faces (system faces follow them in ``faces``).
  var initialFaceCount: Int { initialFaces.count }

  /// The primary face's metrics, kept in the chain so that layouts read them without touching
  /// (and reference-counting) the face, which every thread shares.
  public let primaryMetrics: FontMetrics

  /// The current faces: the configured ones, then those system fallback has pulled in, in the
  /// order of their face indices. (A system face's index is not its place in this array: ask
  /// ``face(at:)`` for the face a ``GlyphInfo/faceIndex`` names.)
  public var faces: [FontFace] {
    guard systemFallback else { return initialFaces }
    return initialFaces
      + lazy.withLock { $0.systemFaces.sorted { $0.key < $1.key }.map(\.value.face) }
  }

  /// The faces of the configuration, primary first: face indices `0..<configuredFaces.count`.
  public var configuredFaces: [FontFace] { initialFaces }

  /// Whether `index` names a face: a configured face, or (with system fallback) a face of the
  /// environment's ``FontEnvironment/fonts`` that loads (loaded now when it was not yet).
  /// - Parameter index: a face index, as a layout's glyph runs name it.
  public func hasFace(at index: Int) -> Bool {
    if index >= 0 && index < initialFaces.count { return true }
    return systemFace(at: index) != nil
  }

  /// The face at a face index, as ``GlyphInfo/faceIndex`` names it.
  /// - Parameter index: an index for which ``hasFace(at:)`` is true.
  /// - Returns: the face.
  public func face(at index: Int) -> FontFace {
    if index < initialFaces.count { return initialFaces[index] }
    guard let face = systemFace(at: index) else {
      preconditionFailure("face index \(index) names no face of this chain")
    }
    return face.face
  }

  /// The system face at a face index: already pulled in, or loaded from the environment's
  /// ``FontEnvironment/fonts`` (a layout made by another chain of the same configuration names
  /// the same faces); `nil` without system fallback or for an index that names none.
  func systemFace(at index: Int) -> (face: FontFace, file: FontFile)? {
    guard systemFallback, index >= initialFaces.count, index <= Int(UInt16.max) else { return nil }
    if let known = lazy.withLock({ $0.systemFaces[index] }) { return known }
    guard let file = environment.font(atPosition: index - initialFaces.count),
      let face = SystemFaces.face(for: file)
    else { return nil }
    return lazy.withLock { state in
      if let known = state.systemFaces[index] { return known }
      state.systemFaces[index] = (face, file)
      state.slots[file] = index
      return (face, file)
    }
  }

  /// The face index of the system face `file`: the configured faces' count plus its place in
  /// the environment's ``FontEnvironment/fonts``; `nil` when it has none (or one past
  /// `UInt16.max`, which a ``GlyphInfo`` cannot hold).
  func systemFaceIndex(of file: FontFile) -> Int? {
    guard let position = environment.position(of: file) else { return nil }
    let index = initialFaces.count + position
    return index <= Int(UInt16.max) ? index : nil
  }

  /// The glyph that draws `scalar` and its advance.
  ///
  /// Default-ignorable characters (ZWJ, variation selectors, bidi controls, soft hyphen, …) have
  /// zero advance. A Unicode space the primary face lacks (EM SPACE, THIN SPACE, …) is drawn with
  /// its space glyph at the width Unicode defines. Otherwise the first configured face that has
  /// the scalar draws it; then, with system fallback, the face the environment names for it in
  /// Korean content (``glyph(for:language:)``); else the primary face's `.notdef` with
  /// ``GlyphInfo/isMissing`` set.
  /// - Parameter scalar: the character.
  /// - Returns: the face index, glyph and advance in em.
  /// - Complexity: O(1); a table read without lock for common blocks, a locked dictionary read
  ///   for others, FreeType and fontconfig only on a scalar's first lookup.
  @inlinable
  public func glyph(for scalar: Unicode.Scalar) -> GlyphInfo {
    if let info = eager.lookup(scalar.value), !(info.isMissing && systemFallback) { return info }
    return lazyGlyph(for: scalar, language: .korean)
  }

  /// The glyph that draws `scalar` in content of `language`, and its advance.
  ///
  /// As ``glyph(for:)``, except for characters no configured face has: with system fallback
  /// they are drawn, as Chromium draws them, by the language's standard face when it has them,
  /// then (emoji presentation) the emoji face, then the first face of fontconfig's order for the
  /// language that covers them (``FontEnvironment``). The answer is a pure function of the
  /// faces, the environment, the scalar and the language.
  /// - Parameters:
  ///   - scalar: the character.
  ///   - language: the content language, made once per request (``FallbackLanguage/init(bcp47:)``).
  /// - Returns: the face index, glyph and advance in em.
  /// - Complexity: as ``glyph(for:)``: scalars the configured faces have in the eager blocks
  ///   are a table read whatever the language.
  @inlinable
  public func glyph(for scalar: Unicode.Scalar, language: FallbackLanguage) -> GlyphInfo {
    if let info = eager.lookup(scalar.value), !(info.isMissing && systemFallback) { return info }
    return lazyGlyph(for: scalar, language: language)
  }

  /// ``glyph(for:language:)`` when the answer is known without a lock: the eager blocks, or a
  /// BMP scalar already resolved in one of the first languages and published; else `nil`.
  /// Inlined into measuring loops (the lock-free part of the slow path without a call).
  @_spi(TitleInternals) @inlinable
  public func knownGlyph(for scalar: Unicode.Scalar, language: FallbackLanguage) -> GlyphInfo? {
    if let info = eager.lookup(scalar.value), !(info.isMissing && systemFallback) { return info }
    guard scalar.value < 0x1_0000 else { return nil }
    let slot = Int(language.id) << 16 | Int(scalar.value)
    return published.load(slot).map(Self.decode)
  }

  /// Calls `body` with the lean entries of the eager pages (``LeanGlyphTable``), borrowed for
  /// the call: what a measuring loop reads per code unit instead of ``knownGlyph(for:language:)``
  /// for scalars the primary face draws unshaped.
  @_spi(TitleInternals) @inlinable
  public func withLeanGlyphs<Result>(_ body: (LeanGlyphLookup) -> Result) -> Result {
    body(lean)
  }

  /// Calls `body` with a lookup that has no lean entry, for sizes whose advances cannot be scaled
  /// from font units.
  @_spi(TitleInternals) @inlinable
  public static func withoutLeanGlyphs<Result>(_ body: (LeanGlyphLookup) -> Result) -> Result {
    body(LeanGlyphTable.none)
  }

  /// Pair kerning between two consecutive glyphs, in em.
  /// - Parameters:
  ///   - left: the first glyph in logical order.
  ///   - right: the glyph that follows it.
  /// - Returns: the adjustment to add after `left` (negative tightens); 0 when the glyphs come
  ///   from different faces or the pair is not kerned.
  public func kerningEm(_ left: GlyphInfo, _ right: GlyphInfo) -> Double {
    guard left.kernsAsLeft, left.faceIndex == right.faceIndex else { return 0 }
    let index = Int(left.faceIndex)
    if index < kerning.count, let table = kerning[index].table {
      return Double(table.value(left.glyph, right.glyph)) * kerning[index].emPerUnit
    }
    let face = face(at: index)
    return Double(face.kerningUnits(left: left.glyph, right: right.glyph))
      / Double(face.metrics.unitsPerEm)
  }

  /// The slow path: a BMP scalar already resolved in one of the first languages is a lock-free
  /// table read; otherwise the cache, then measure (and maybe fontconfig), under the lock.
  @usableFromInline func lazyGlyph(for scalar: Unicode.Scalar, language: FallbackLanguage)
    -> GlyphInfo
  {
    let slot =
      scalar.value < 0x1_0000 ? Int(language.id) << 16 | Int(scalar.value) : published.count
    if let words = published.load(slot) { return Self.decode(words) }
    let key = UInt64(language.id) << 32 | UInt64(scalar.value)
    return lazy.withLock { state in
      // Another thread may have published it since the read above.
      if let words = published.load(slot) { return Self.decode(words) }
      if let cached = state.cache[key] { return cached }
      let info = resolveWithSystemFallback(scalar, language: language, state: &state)
      if slot < published.count, let words = Self.encode(info) {
        published.store(slot, first: words.first, second: words.second)
      } else if state.cache.count < Self.maxCachedScalars {
        state.cache[key] = info
      }
      return info
    }
  }

  /// A glyph record as the two words of a ``WriteOnceTable`` entry: glyph (16 bits), advance
  /// units + 1 (16 bits), face and flags in the first (below its top bit), the advance's bits in
  /// the second. `nil` for a record that does not fit (a glyph id or an advance beyond 16 bits:
  /// no sfnt face has one), which the locked cache keeps instead.
  private static func encode(_ info: GlyphInfo) -> (first: UInt64, second: UInt64)? {
    guard info.glyph <= 0xFFFF, info.advanceUnits >= -1, info.advanceUnits < 0xFFFF else {
      return nil
    }
    var first =
      UInt64(info.glyph) | UInt64(info.advanceUnits + 1) << 16 | UInt64(info.faceIndex) << 32
    if info.isMissing { first |= 1 << 48 }
    if info.kernsAsLeft { first |= 1 << 49 }
    if info.shapes { first |= 1 << 50 }
    if info.isBitmapStrike { first |= 1 << 51 }
    return (first, info.advanceEm.bitPattern)
  }

  /// The glyph record ``encode(_:)`` wrote.
  @inlinable static func decode(_ words: (first: UInt64, second: UInt64))
    -> GlyphInfo
  {
    GlyphInfo(
      faceIndex: UInt16(truncatingIfNeeded: words.first >> 32),
      glyph: UInt32(words.first & 0xFFFF),
      advanceEm: Double(bitPattern: words.second), isMissing: words.first & 1 << 48 != 0,
      kernsAsLeft: words.first & 1 << 49 != 0, shapes: words.first & 1 << 50 != 0,
      advanceUnits: Int32(words.first >> 16 & 0xFFFF) - 1,
      isBitmapStrike: words.first & 1 << 51 != 0)
  }

  /// The installed face at an index of ``faces`` that system fallback pulled in, `nil` for a
  /// configured face.
  /// - Parameter index: a valid index of ``faces`` (a ``GlyphInfo/faceIndex``).
  /// - Returns: the face as the environment lists it.
  public func systemFile(ofFaceAt index: Int) -> FontFile? {
    systemFace(at: index)?.file
  }

  /// How many faces system fallback has pulled into this chain so far.
  package var systemFaceCount: Int { lazy.withLock { $0.systemFaces.count } }

  /// The face indices of the system faces pulled in so far, in order.
  package var systemFaceIndices: [Int] { lazy.withLock { $0.systemFaces.keys.sorted() } }

  /// How many scalars this chain has looked up beyond its configured faces (for tests: once per
  /// scalar, missing ones included, while the cache has room).
  package var systemLookupCount: Int { lazy.withLock { $0.systemLookups } }
}
