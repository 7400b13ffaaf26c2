@_spi(TitleInternals) import TitleSystem

/// The installed fonts a layout may fall back to and the fontconfig configuration that orders
/// them: what system fallback depends on, made visible (``fallbackOrder(for:)``) and comparable
/// across machines (``fingerprint``).
///
/// Chromium on Linux, measured with the oracle and read in Blink (`FontFallbackList`,
/// `FontFallbackIterator`, `font_cache_linux.cc`) and `ui/gfx/font_fallback_linux.cc`, draws a
/// character the style's fonts lack with:
/// 1. the language's standard font (``standardFace(for:)``), from Chromium's settings for the
///    language's script: Noto Sans CJK JP, KR, SC or TC for Japanese, Korean and Chinese content,
///    Noto Sans Devanagari for Hindi, when installed; else (and for every other language, whose
///    setting "Times New Roman" is not installed) the face fontconfig matches for `sans-serif`
///    (Noto Sans when installed, else DejaVu Sans): so Latin inside a title set in Noto Sans
///    Arabic is drawn in Noto Sans;
/// 2. for an emoji-presentation character, the first face of fontconfig's order for the emoji
///    locale `und-Zsye` that covers U+1F46A FAMILY, if it has the character (``emojiFace(for:)``);
/// 3. the first face of fontconfig's order for the content language (`FcFontSort` of a pattern of
///    the language alone, untrimmed) whose charset has the character (``fallbackFace(for:language:)``),
///    among the faces Chromium can draw with (scalable, TrueType or CFF, readable): however far
///    down the order it is.
///
/// Each answer is a pure function of the configuration, the language and the character. Orders
/// are read once per language and answers remembered per language and character, missing ones
/// too, so fontconfig is asked once per language, never per character. Thread-safe.
public final class FontEnvironment: Sendable {
  /// fontconfig's own configuration: the file `FONTCONFIG_FILE` names, else the system's
  /// `fonts.conf`. With no usable configuration, an environment without fonts.
  ///
  /// Loaded on its first use (a fallback asked for, ``configurationFiles``, ``fingerprint``),
  /// not when a composer is made: loading it costs a third of a one-line batch run's start-up,
  /// and titles the style's fonts draw never need it.
  public static let `default` = FontEnvironment(state: .loadingDefaultOnFirstUse())

  /// The most answers remembered per environment; beyond, an answer is worked out again each
  /// time it is asked (the same answer).
  static let maximumRememberedAnswers = 1 << 17

  /// The configuration files fontconfig read, in order: the main one first, then each file it
  /// included.
  public var configurationFiles: [String] {
    state.withLock { state in
      let configuration = state.loadedConfiguration()
      return fontconfigLock.withLock { configuration?.configurationFiles ?? [] }
    }
  }

  private let state: Locked<EnvironmentState>
  /// ``fingerprint`` once worked out.
  let fingerprintCache = Locked<String?>(nil)

  /// Loads the fontconfig configuration in `configurationFile` (and the files it includes) and
  /// the fonts it names.
  ///
  /// Environments made from one file share nothing: use ``shared(configurationFile:)`` to load
  /// each file once per process.
  /// - Parameter configurationFile: a fontconfig configuration file (`fonts.conf` syntax).
  /// - Throws: ``FontError/unreadableConfiguration(path:reason:)`` for a file that cannot be
  ///   read; ``FontError/invalidConfiguration(path:)`` when fontconfig rejects it.
  public convenience init(configurationFile: String) throws(FontError) {
    do {
      try InputFile.checkRegularFile(configurationFile, role: "fontconfig configuration")
    } catch {
      throw .unreadableConfiguration(path: configurationFile, reason: error.reasonDescription)
    }
    let loaded = fontconfigLock.withLock {
      FontconfigConfiguration.load(file: configurationFile)
    }
    guard let loaded else { throw .invalidConfiguration(path: configurationFile) }
    self.init(configuration: loaded)
  }

  /// The environment of `configurationFile`, loaded on its first use in this process and
  /// shared after (at most ``maximumSharedEnvironments`` files are kept).
  /// - Parameter configurationFile: a fontconfig configuration file.
  /// - Throws: the errors of ``init(configurationFile:)``.
  public static func shared(configurationFile: String) throws(FontError) -> FontEnvironment {
    if let known = sharedEnvironments.withLock({ $0[configurationFile] }) { return known }
    let environment = try FontEnvironment(configurationFile: configurationFile)
    return sharedEnvironments.withLock { shared in
      if let known = shared[configurationFile] { return known }
      if shared.count < maximumSharedEnvironments { shared[configurationFile] = environment }
      return environment
    }
  }

  /// The most configuration files ``shared(configurationFile:)`` keeps loaded.
  public static let maximumSharedEnvironments = 16
  private static let sharedEnvironments = Locked<[String: FontEnvironment]>([:])

  private convenience init(configuration: sending FontconfigConfiguration?) {
    self.init(state: EnvironmentState(configuration: configuration))
  }

  private init(state: sending EnvironmentState) {
    self.state = Locked(state)
  }

  /// The faces system fallback tries for content in `language`, in order: fontconfig's order
  /// for the language, faces Chromium cannot draw with left out.
  /// - Parameter language: the content language.
  /// - Returns: every face of the configuration that fallback may use.
  public func fallbackOrder(for language: FallbackLanguage) -> [FontFile] {
    fallbackOrder(forLanguage: language.descriptor.fontconfigLanguage ?? "")
  }

  /// The faces of fontconfig's order for the fontconfig language `key` ("" for none).
  func fallbackOrder(forLanguage key: String) -> [FontFile] {
    state.withLock { state in state.order(for: key).map { state.faces[Int($0)].file } }
  }

  /// The language's standard face: the first face fallback tries after the style's fonts.
  /// - Parameter language: the content language.
  /// - Returns: the face of the first installed family of
  ///   ``FallbackLanguage/standardFamilies`` (the first family when none is installed), or of a
  ///   family metric-compatible with it; else fontconfig's match for `sans-serif`; `nil` when the
  ///   configuration has no font.
  public func standardFace(for language: FallbackLanguage) -> FontFile? {
    let families = language.standardFamilies
    return state.withLock { state in
      state.standard(families: families).map { state.faces[$0].file }
    }
  }

  /// The face system fallback draws `scalar` with in content of `language`: the first face of
  /// ``fallbackOrder(for:)`` that covers it.
  /// - Parameters:
  ///   - scalar: the character.
  ///   - language: the content language.
  /// - Returns: the face, or `nil` when no face of the configuration covers `scalar`.
  /// - Complexity: one charset look-up per face of the order the first time, then a dictionary
  ///   read.
  public func fallbackFace(for scalar: Unicode.Scalar, language: FallbackLanguage) -> FontFile? {
    let key = language.descriptor.fontconfigLanguage ?? ""
    return state.withLock { state in
      state.answer(scalar.value, language: key).map { state.faces[$0].file }
    }
  }

  /// The face an emoji-presentation character is drawn with before the language's order: the
  /// first face of the order for `und-Zsye` (Chromium's colour-emoji locale) that covers
  /// U+1F46A FAMILY, when it has `scalar`.
  /// - Parameter scalar: the character.
  /// - Returns: the face, or `nil` when that face lacks `scalar` or there is none.
  public func emojiFace(for scalar: Unicode.Scalar) -> FontFile? {
    state.withLock { state in
      guard let face = state.answer(0x1F46A, language: EnvironmentState.emojiLanguage),
        state.faces[face].charset?.contains(scalar.value) == true
      else { return nil }
      return state.faces[face].file
    }
  }

  /// Whether `file` can draw `scalar`, as fontconfig's charset says: it has the character, or
  /// (as HarfBuzz's normalizer uses it) every part of its canonical decomposition. `false` for a
  /// face this environment has not listed.
  /// - Parameters:
  ///   - file: a face of this environment.
  ///   - scalar: the character.
  public func canDraw(_ file: FontFile, _ scalar: Unicode.Scalar) -> Bool {
    state.withLock { state in
      guard let slot = state.index[file], let charset = state.faces[Int(slot)].charset else {
        return false
      }
      return Self.canDraw(scalar.value, charset, depth: 0)
    }
  }

  /// The place of `file` in ``fonts`` (fontconfig's order for content without a language): a
  /// number that depends on the configuration alone, not on which faces were asked for first.
  /// Every face fallback draws with is in that order (fontconfig sorts all its fonts for every
  /// language), so a chain numbers the system faces it pulls in by it.
  /// - Parameter file: a face of this environment.
  /// - Returns: its position from 0, or `nil` for a face ``fonts`` does not list.
  /// - Complexity: one sort the first time (shared with ``fonts``), then a dictionary read.
  public func position(of file: FontFile) -> Int? {
    state.withLock { state in state.position(of: file) }
  }

  /// The face at `position` of ``fonts``, or `nil` past its end.
  /// - Parameter position: a position from 0.
  public func font(atPosition position: Int) -> FontFile? {
    state.withLock { state in
      let order = state.order(for: "")
      guard position >= 0 && position < order.count else { return nil }
      return state.faces[Int(order[position])].file
    }
  }

  /// HarfBuzz's decomposition rule (``FontFace/drawingGlyph(for:)``) over a charset.
  private static func canDraw(_ value: UInt32, _ charset: FontconfigCharset, depth: Int) -> Bool {
    if charset.contains(value) { return true }
    guard depth < 8, let (first, second) = HarfBuzzFont.canonicalDecomposition(of: value) else {
      return false
    }
    guard second == 0 || charset.contains(second) else { return false }
    return canDraw(first, charset, depth: depth + 1)
  }

  /// How many times this environment has had fontconfig sort its fonts (one per language and
  /// per family asked for; for tests).
  package var sortCount: Int { state.withLock { $0.sortCount } }

  /// How many answers ``fallbackFace(for:language:)`` worked out rather than remembered (for
  /// tests).
  package var answerCount: Int { state.withLock { $0.answerCount } }
}
