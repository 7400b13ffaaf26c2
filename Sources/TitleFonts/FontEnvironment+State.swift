@_spi(TitleInternals) import TitleSystem

/// What a ``FontEnvironment`` knows: its configuration, the faces it has listed (each once, with
/// its charset), the order read for each language, the standard faces and the answers worked
/// out. Lives in the environment's lock; fontconfig is called under ``fontconfigLock`` inside it
/// (always in that order).
struct EnvironmentState {
  /// The language of Chromium's colour-emoji fallback (`und-Zsye`), as fontconfig writes it.
  static let emojiLanguage = "und-zsye"
  /// The language Skia's family match runs with: the one `FcDefaultSubstitute` adds under the
  /// C locale, as in the browser process Chromium's oracle runs.
  static let familyMatchLanguage = "en"

  /// A listed face and the characters it covers.
  struct Face {
    let file: FontFile
    let charset: FontconfigCharset?
  }

  /// The configuration; `nil` when fontconfig has none, and until it is loaded when
  /// ``loadsDefaultOnFirstUse``.
  private var configuration: FontconfigConfiguration?
  /// Whether ``configuration`` is fontconfig's own, still to be loaded
  /// (``FontEnvironment/default``: a process that never falls back never loads it).
  private var loadsDefaultOnFirstUse: Bool
  private(set) var faces: [Face] = []
  private(set) var index: [FontFile: Int32] = [:]
  /// Per fontconfig language ("" for none): the usable faces in fontconfig's order.
  private var orders: [String: [Int32]] = [:]
  /// Per fontconfig language: scalar value → face, -1 for none.
  private var answers: [String: [UInt32: Int32]] = [:]
  private var rememberedAnswers = 0
  /// Per family asked for ("" for `sans-serif`): the face, `nil` when none.
  private var standards: [String: Int?] = [:]
  /// Per font file: whether this process may read it.
  private var readable: [String: Bool] = [:]
  private(set) var sortCount = 0
  private(set) var answerCount = 0

  init(configuration: FontconfigConfiguration?) {
    self.configuration = configuration
    loadsDefaultOnFirstUse = false
  }

  /// The state of fontconfig's own configuration, loaded on first use
  /// (``FontconfigConfiguration/loadDefault()``).
  static func loadingDefaultOnFirstUse() -> EnvironmentState {
    var state = EnvironmentState(configuration: nil)
    state.loadsDefaultOnFirstUse = true
    return state
  }

  /// The configuration, loaded now if it is fontconfig's own and not loaded yet. (Not under
  /// ``fontconfigLock``: this takes it.)
  mutating func loadedConfiguration() -> FontconfigConfiguration? {
    if loadsDefaultOnFirstUse {
      loadsDefaultOnFirstUse = false
      configuration = fontconfigLock.withLock { FontconfigConfiguration.loadDefault() }
    }
    return configuration
  }

  /// The usable faces in fontconfig's order for `language` ("" for none), read on first use.
  mutating func order(for language: String) -> [Int32] {
    if let known = orders[language] { return known }
    let fonts = sorted(language: language.isEmpty ? nil : language, family: nil)
    let order = fonts.compactMap { font in usable(font) ? register(font) : nil }
    orders[language] = order
    return order
  }

  /// Per face of ``faces``: its position in the order for content without a language, `-1`
  /// for none; filled on first use.
  private var positions: [Int32] = []

  /// The position of `file` in the order for content without a language (``FontEnvironment/position(of:)``).
  mutating func position(of file: FontFile) -> Int? {
    guard let slot = index[file] else { return nil }
    if Int(slot) >= positions.count {
      let order = order(for: "")
      positions = Array(repeating: -1, count: faces.count)
      for (position, face) in order.enumerated() { positions[Int(face)] = Int32(position) }
    }
    let position = Int(slot) < positions.count ? positions[Int(slot)] : -1
    return position < 0 ? nil : Int(position)
  }

  /// The first face of `language`'s order that covers `value`, remembered (missing too).
  mutating func answer(_ value: UInt32, language: String) -> Int? {
    if let known = answers[language]?[value] { return known < 0 ? nil : Int(known) }
    answerCount += 1
    let order = order(for: language)
    let found = order.first { faces[Int($0)].charset?.contains(value) == true }
    if rememberedAnswers < FontEnvironment.maximumRememberedAnswers {
      answers[language, default: [:]][value] = found ?? -1
      rememberedAnswers += 1
    }
    return found.map(Int.init)
  }

  /// The standard face for Chromium's setting `families`: the first family with an installed
  /// face, else the first (`FontCache::FirstAvailableOrFirst`), matched as Skia matches a family
  /// name; when that family (or one metric-compatible with it) is not installed, the face Skia
  /// matches for `sans-serif` (Blink's last-resort font).
  mutating func standard(families: [String]) -> Int? {
    let chosen = families.first { isInstalled(family: $0) } ?? families.first
    if let chosen, let face = matched(family: chosen) { return face }
    return matched(family: nil)
  }

  /// Whether a usable face of the family itself is installed (gfx `IsFontFamilyAvailable`).
  private mutating func isInstalled(family: String) -> Bool {
    guard let face = matched(family: family) else { return false }
    return faces[face].file.family.lowercased() == family.lowercased()
      || Self.metricCompatible.allSatisfy { !$0.contains(family.lowercased()) }
  }

  /// Families Skia accepts in place of one another (`IsMetricCompatibleReplacement`).
  private static let metricCompatible: [[String]] = [
    ["arial", "arimo", "liberation sans"], ["times new roman", "tinos", "liberation serif"],
    ["courier new", "cousine", "liberation mono"],
  ]

  /// Skia's `matchFamilyName`: the first usable face of fontconfig's order for the family in the
  /// regular style; for a named family only when it is that family or metric-compatible with it.
  private mutating func matched(family: String?) -> Int? {
    let key = family ?? ""
    if let known = standards[key] { return known }
    let fonts = sorted(language: Self.familyMatchLanguage, family: family ?? "sans-serif")
    var face: Int?
    if let first = fonts.first(where: { usable($0) }) {
      let wanted = family?.lowercased()
      let accepted =
        wanted.map { wanted in
          Self.metricCompatible.first { $0.contains(wanted) } ?? [wanted]
        }
      if accepted == nil
        || first.families.contains(where: { accepted!.contains($0.lowercased()) })
      {
        face = Int(register(first))
      }
    }
    standards[key] = face
    return face
  }

  private mutating func sorted(language: String?, family: String?) -> [FontconfigFont] {
    guard let configuration = loadedConfiguration() else { return [] }
    sortCount += 1
    return fontconfigLock.withLock {
      configuration.sortedFonts(language: language, family: family, regularStyle: family != nil)
    }
  }

  /// Whether Chromium can draw with `font` (`IsValidFontFromPattern`): scalable, TrueType or
  /// CFF, readable; and fontconfig says what it covers.
  private mutating func usable(_ font: FontconfigFont) -> Bool {
    guard font.isScalable, font.isTrueTypeOrCFF, font.charset != nil else { return false }
    if let known = readable[font.path] { return known }
    let isReadable = (try? InputFile.checkRegularFile(font.path, role: "font file")) != nil
    readable[font.path] = isReadable
    return isReadable
  }

  /// The face's index in ``faces``, listing it on first sight.
  private mutating func register(_ font: FontconfigFont) -> Int32 {
    let file = FontFile(
      path: font.path, faceIndex: font.index & 0xFFFF, namedInstance: font.index >> 16,
      family: font.families.first ?? "", style: font.style, isColor: font.isColor)
    if let known = index[file] { return known }
    let slot = Int32(faces.count)
    faces.append(Face(file: file, charset: font.charset))
    index[file] = slot
    return slot
  }
}
