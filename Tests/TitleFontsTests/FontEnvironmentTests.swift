import Foundation
import Testing
import TitleTestSupport

@testable import TitleFonts

/// The font environment: a fontconfig configuration, its orders per language, the standard face
/// of each language and the fingerprint. Expected faces are Chromium 156's in the same
/// environment (`scripts/oracle-fallback-faces.py`, one browser per language).
@Suite struct FontEnvironmentTests {
  static func pinnedPath() throws -> String {
    try #require(PinnedFonts.configurationPath, "the pinned configuration is missing")
  }

  /// A configuration file written for the test: `text`, in a temporary folder.
  static func configuration(_ text: String, name: String = "fonts.conf") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("font-environment-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent(name).path
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
  }

  /// The pinned configuration without its lines that contain `fragment`.
  static func pinned(dropping fragment: String) throws -> String {
    let text = try String(contentsOfFile: pinnedPath(), encoding: .utf8)
    return try configuration(
      text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.contains(fragment) }.joined(separator: "\n"))
  }

  @Test func theDefaultEnvironmentIsThePinnedConfiguration() throws {
    let files = FontEnvironment.default.configurationFiles
    #expect(files.first == (try Self.pinnedPath()))
    // The pinned file and the 36 rule files it names.
    #expect(files.count == 37)
    #expect(!files.contains { $0.contains("conf.d") || $0.hasSuffix("50-user.conf") })
  }

  /// Loading the configuration by its file gives the environment `FONTCONFIG_FILE` gives.
  @Test func aConfigurationFileGivesTheSameEnvironment() throws {
    let loaded = try FontEnvironment(configurationFile: Self.pinnedPath())
    let pinned = FontEnvironment.default
    #expect(loaded.fonts == pinned.fonts)
    for tag in ["ko", "ar", "th", "zh-Hant", "ja-JP"] {
      let language = FallbackLanguage(bcp47: tag)
      #expect(loaded.fallbackOrder(for: language) == pinned.fallbackOrder(for: language))
      #expect(loaded.standardFace(for: language) == pinned.standardFace(for: language))
    }
    #expect(loaded.fingerprint == pinned.fingerprint)
  }

  /// The standard face of each language: the face Chromium draws "http" with in a title set in
  /// Noto Sans Arabic (which has no Latin letters), and for `hi` the face it draws ₹ and ASCII
  /// punctuation with (Noto Sans Devanagari, whose lack of Latin letters leaves "http" to Noto
  /// Sans, the next face of fontconfig's order).
  @Test(
    arguments: [
      ("ko", "Noto Sans CJK KR"), ("ja", "Noto Sans CJK JP"), ("zh-Hans", "Noto Sans CJK SC"),
      ("zh-Hant", "Noto Sans CJK TC"), ("zh-TW", "Noto Sans CJK TC"), ("zh-HK", "Noto Sans CJK TC"),
      ("en", "Noto Sans"), ("ar", "Noto Sans"), ("he", "Noto Sans"), ("th", "Noto Sans"),
      ("hi", "Noto Sans Devanagari"), ("vi", "Noto Sans"), ("xx", "Noto Sans"),
    ])
  func standardFaces(tag: String, family: String) {
    let face = FontEnvironment.default.standardFace(for: FallbackLanguage(bcp47: tag))
    #expect(face?.family == family)
    #expect(face?.style == "Regular")
  }

  /// Without Noto Sans the `sans-serif` face is DejaVu Sans (Chromium: "http" in a Noto Sans
  /// Arabic title under `ar` is DejaVu Sans, 34.91 px at 17 px), and the fingerprint changes.
  @Test func withoutNotoSansTheStandardFaceIsDejaVuSans() throws {
    let environment = try FontEnvironment(configurationFile: Self.pinned(dropping: "/NotoSans-"))
    let face = environment.standardFace(for: FallbackLanguage(bcp47: "ar"))
    #expect(face?.path == "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
    #expect(environment.fingerprint != FontEnvironment.default.fingerprint)
  }

  /// The rules are part of the environment: without 60-latin.conf (which puts Noto Sans first
  /// for `sans-serif`) the order changes, and so does the fingerprint.
  @Test func theRulesArePartOfTheFingerprint() throws {
    let environment = try FontEnvironment(configurationFile: Self.pinned(dropping: "60-latin"))
    #expect(environment.configurationFiles.count == 36)
    #expect(environment.fingerprint != FontEnvironment.default.fingerprint)
    let english = FallbackLanguage(bcp47: "en")
    #expect(
      environment.fallbackOrder(for: english) != FontEnvironment.default.fallbackOrder(for: english)
    )
  }

  /// The fingerprint is SHA-256 of the listing its documentation describes, checked with
  /// coreutils' `sha256sum` on a configuration of three fonts.
  @Test func theFingerprintIsTheDigestOfTheListing() throws {
    let fonts = [
      "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
      "/usr/share/fonts/truetype/noto/NotoSansThai-Regular.ttf",
      "/usr/share/fonts/truetype/hanazono/HanaMinA.ttf",
    ]
    let globs =
      (["/usr/share/fonts/truetype"] + fonts.map { ($0 as NSString).deletingLastPathComponent }
      + fonts)
      .map { "<glob>\($0)</glob>" }.joined()
    let path = try Self.configuration(
      """
      <?xml version="1.0"?>
      <fontconfig><dir>/usr/share/fonts</dir><cachedir prefix="xdg">fontconfig</cachedir>
      <selectfont><rejectfont><glob>*</glob></rejectfont><acceptfont>\(globs)</acceptfont></selectfont>
      </fontconfig>
      """)
    let environment = try FontEnvironment(configurationFile: path)
    #expect(Set(environment.fonts.map(\.path)) == Set(fonts))
    var listing = "TitleComposer font environment 1\n"
    listing += "configuration \(try Self.sha256sum(path))\n"
    for face in environment.fonts {
      listing += "font \(try Self.sha256sum(face.path)) \(face.path)#\(face.faceIndex)\n"
    }
    let listingPath = try Self.configuration(listing, name: "listing")
    #expect(environment.fingerprint == (try Self.sha256sum(listingPath)))
    #expect(environment.fingerprint.count == 64)
  }

  /// `sha256sum FILE`'s digest.
  static func sha256sum(_ path: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
    process.arguments = [path]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: output, as: UTF8.self).split(separator: " ").first.map(String.init)
      ?? ""
  }

  @Test func unreadableAndMalformedConfigurationsAreTypedErrors() throws {
    #expect(
      throws: FontError.unreadableConfiguration(
        path: "/nonexistent/fonts.conf", reason: "no such file")
    ) {
      try FontEnvironment(configurationFile: "/nonexistent/fonts.conf")
    }
    #expect(throws: FontError.self) { try FontEnvironment(configurationFile: "/tmp") }
    let malformed = try Self.configuration("<fontconfig><dir>unclosed")
    #expect(throws: FontError.invalidConfiguration(path: malformed)) {
      try FontEnvironment(configurationFile: malformed)
    }
  }

  @Test func sharedEnvironmentsAreLoadedOnce() throws {
    let path = try Self.pinnedPath()
    #expect(
      try FontEnvironment.shared(configurationFile: path)
        === FontEnvironment.shared(configurationFile: path))
  }

  /// One sort per language; each answer worked out once, missing ones too; and the answers do not
  /// depend on the order they were asked in.
  @Test func answersAreWorkedOutOncePerLanguageAndCharacter() throws {
    let first = try FontEnvironment(configurationFile: Self.pinnedPath())
    let second = try FontEnvironment(configurationFile: Self.pinnedPath())
    let languages = ["ko", "ar", "th", "zh-Hant"].map(FallbackLanguage.init(bcp47:))
    let scalars = stride(from: 0x20, to: 0x3_2000, by: 97).compactMap(Unicode.Scalar.init)
    for language in languages {
      for scalar in scalars { _ = first.fallbackFace(for: scalar, language: language) }
    }
    #expect(first.sortCount == languages.count)
    #expect(first.answerCount == languages.count * scalars.count)
    for language in languages.reversed() {
      for scalar in scalars.reversed() {
        #expect(
          second.fallbackFace(for: scalar, language: language)
            == first.fallbackFace(for: scalar, language: language))
      }
    }
    #expect(first.answerCount == languages.count * scalars.count)
  }
}
