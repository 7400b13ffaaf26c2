import FoundationEssentials
import TitleComposer
import TitleFonts
import TitleSystem

/// What the playground routes answer: the page (`GET /`, the page resource with the server's
/// style and categories written into it) and the title and badge faces as web fonts
/// (`GET /fonts/title`, `GET /fonts/badge`), made once when the server starts.
struct Playground: Sendable {
  /// The page's HTML.
  let page: [UInt8]
  /// The web fonts by route: `/fonts/title` and `/fonts/badge`.
  let fonts: [String: WebFontFile]

  /// The routes the playground adds, all `GET`.
  static let routes = ["/", "/fonts/title", "/fonts/badge"]

  /// The most categories the page lists (the first of the catalog's ids, ascending).
  static let listedCategories = 1_000

  /// The longest font file read (a CJK collection is tens of megabytes).
  static let maximumFontBytes = 256 << 20

  /// The page's template: where the configuration goes.
  static let configurationMarker = Array("/*configuration*/".utf8)

  /// The playground of `composer`: its title and badge faces read and rewritten as web fonts,
  /// its style and first ``listedCategories`` categories written into the page.
  /// - Throws: ``ServeError`` naming a face that cannot be read or served as a web font.
  init(composer: Composer, template: [UInt8]) throws(ServeError) {
    let style = composer.style
    var fonts: [String: WebFontFile] = [:]
    for (route, source, role) in [
      ("/fonts/title", style.titleFont, "title font"),
      ("/fonts/badge", style.badgeFont, "badge font"),
    ] {
      fonts[route] = try Self.webFont(source, role: role)
    }
    self.fonts = fonts
    let configuration: [UInt8]
    do {
      configuration = try PlaygroundConfiguration(composer: composer).json()
    } catch {
      throw ServeError("the playground cannot write the style as JSON: \(error)")
    }
    guard let marker = Self.range(of: Self.configurationMarker, in: template) else {
      throw ServeError("the playground page has no configuration marker")
    }
    page =
      Array(template[..<marker.lowerBound]) + configuration
      + Array(template[marker.upperBound...])
  }

  /// The face `source` as a web font.
  private static func webFont(_ source: FontSource, role: String) throws(ServeError) -> WebFontFile
  {
    let path: String
    var index = 0
    switch source {
    case .bundled(let font):
      do {
        path = try BundledFont.locateDirectory() + "/" + font.fileName
      } catch {
        throw ServeError("the playground cannot find the \(role): \(error)")
      }
    case .file(let file): path = file
    case .fileFace(let file, let choice): (path, index) = (file, choice.index)
    }
    do {
      let bytes = try InputFile.read(path, role: role, maximumBytes: maximumFontBytes)
      return try WebFontFile(file: bytes, faceIndex: index)
    } catch let error as FileError {
      throw ServeError("the playground cannot read the \(role): \(error) (or --no-playground)")
    } catch {
      throw ServeError(
        "the playground cannot serve the \(role) \(source) as a web font: \(error)"
          + " (or --no-playground)")
    }
  }

  /// The first range of `needle` in `bytes`.
  private static func range(of needle: [UInt8], in bytes: [UInt8]) -> Range<Int>? {
    guard !needle.isEmpty && bytes.count >= needle.count else { return nil }
    for start in 0...(bytes.count - needle.count)
    where bytes[start] == needle[0] && Array(bytes[start..<(start + needle.count)]) == needle {
      return start..<(start + needle.count)
    }
    return nil
  }
}

/// The server's style and categories as the playground page reads them (the JSON written into
/// the page): everything the page needs to lay the title out with CSS as the composer does.
struct PlaygroundConfiguration: Encodable {
  struct Face: Encodable {
    /// The route that serves it.
    var url: String
    /// The face, as messages name it (a bundled name or a path).
    var name: String
    /// Axis values for CSS `font-variation-settings`.
    var variations: [String: Double]
    /// A named instance the browser cannot select by name (it lays the title out in the face's
    /// default instance, and the page says so).
    var instance: String?
  }

  struct Badge: Encodable {
    var id: Int
    var label: String
    var background: String
    var foreground: String
  }

  /// A run style of rich titles, as the page can draw it with CSS.
  struct Run: Encodable {
    /// Which served face draws it: `"title"` or `"badge"`; `nil` when its font is neither, so
    /// the browser cannot load it (the page says so).
    var face: String?
    /// Its font as messages name it, when it names one.
    var font: String?
    var size: Double?
    var letterSpacing: Double?
    var color: String?
  }

  var version = Composer.version
  var titleFont: Face
  var badgeFont: Face
  var titleSize: Double
  var badgeSize: Double
  var badgeHorizontalPadding: Double
  var badgeVerticalPadding: Double
  var badgeCornerRadius: Double
  /// What the label is measured with after it: `""` or U+2003.
  var badgeLabelSuffix: String
  var badgeSpacing: Double
  /// The title's letter-spacing in px (the style's px or em value, resolved).
  var letterSpacing: Double
  /// The badge label's letter-spacing in px.
  var badgeLetterSpacing: Double
  var textWrap: String
  var titleColor: String
  var maximumTitleLength: Int
  var categories: [Badge]
  /// The style's run styles by name.
  var runStyles: [String: Run]

  init(composer: Composer) {
    let style = composer.style
    titleFont = Self.face(style.titleFont, url: "/fonts/title")
    badgeFont = Self.face(style.badgeFont, url: "/fonts/badge")
    titleSize = style.titleSize
    badgeSize = style.badgeSize
    badgeHorizontalPadding = style.badgeHorizontalPadding
    badgeVerticalPadding = style.badgeVerticalPadding
    badgeCornerRadius = style.badgeCornerRadius
    badgeLabelSuffix = style.badgeLabelSuffix == .emSpace ? "\u{2003}" : ""
    badgeSpacing = style.badgeSpacing
    letterSpacing =
      style.letterSpacing != 0 ? style.letterSpacing : style.letterSpacingEm * style.titleSize
    badgeLetterSpacing =
      style.badgeLetterSpacing != 0
      ? style.badgeLetterSpacing : style.badgeLetterSpacingEm * style.badgeSize
    textWrap = style.textWrap.rawValue
    titleColor = style.titleColor.hex
    maximumTitleLength = style.maximumTitleLength
    runStyles = style.runStyles.mapValues { run in
      let face: String? =
        switch run.font {
        case nil, style.titleFont: "title"
        case style.badgeFont: "badge"
        default: nil
        }
      return Run(
        face: face, font: run.font.map { Self.face($0, url: "").name }, size: run.size,
        letterSpacing: run.letterSpacing, color: run.color?.hex)
    }
    categories = composer.catalog.knownIDs.prefix(Playground.listedCategories).compactMap { id in
      (try? composer.catalog.category(id: id)).map {
        Badge(id: id, label: $0.label, background: $0.background.hex, foreground: $0.foreground.hex)
      }
    }
  }

  private static func face(_ source: FontSource, url: String) -> Face {
    switch source {
    case .bundled(let font): return Face(url: url, name: font.rawValue, variations: [:])
    case .file(let path): return Face(url: url, name: path, variations: [:])
    case .fileFace(let path, let choice):
      return Face(url: url, name: path, variations: choice.variations, instance: choice.instance)
    }
  }

  /// The configuration as JSON safe inside a `<script>` element (`<` written `\u003c`).
  /// - Throws: `EncodingError` for a value JSON cannot hold (not a finite number).
  func json() throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data = try encoder.encode(self)
    var out: [UInt8] = []
    for byte in data {
      if byte == UInt8(ascii: "<") {
        out.append(contentsOf: Array("\\u003c".utf8))
      } else {
        out.append(byte)
      }
    }
    return out
  }
}
