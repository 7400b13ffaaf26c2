import Glibc
import TitleComposer
import TitleRendering
import TitleSystem
import TitleWire

/// The program: the command named by the first argument (`tags`, `tooltip`, `serve`, `fonts`,
/// `help`), or the title preview itself.
enum TitlePreview {
  static func run(arguments: [[UInt8]]) -> ExitStatus {
    let rest = Array(arguments.dropFirst())
    switch arguments.first {
    case Array("tags".utf8): return TagsCommand.run(arguments: rest)
    case Array("tooltip".utf8): return TooltipCommand.run(arguments: rest)
    case Array("serve".utf8): return ServeCommand.run(arguments: rest)
    case Array("help".utf8): return HelpCommand.run(arguments: rest)
    case Array("fonts".utf8): return FontsCommand.run(arguments: rest)
    default: return PreviewCommand.run(arguments: arguments)
    }
  }

  /// Prints `text` and a newline (help, version).
  /// - Returns: `.success`, or `.failure` with a message when standard output cannot be written.
  static func printText(_ text: String) -> ExitStatus {
    do {
      try StandardOutput.printLine(text)
      return .success
    } catch {
      writeError(error.description)
      return .failure
    }
  }

  /// The composer of the title preview, batch mode and `serve`: the style file (its title keys,
  /// and the cell's line-height multiple, which changes layout), the title and badge fonts given
  /// over it, `runStyles` over the style's, the catalog, the fallback fonts and the limits.
  static func makeComposer(
    fonts: FontOptions, limits: LimitOptions, runStyles: [String: RunStyle] = [:]
  ) throws -> Composer {
    var style = TitleStyle()
    if let stylePath = fonts.stylePath {
      style = try StyleFileContents.titleStyle(stylePath)
      style = try StyleFileContents.cellStyle(stylePath).applied(to: style)
    }
    let catalog =
      try fonts.catalogPath.map { path throws(ComposerError) in
        try CategoryCatalog(contentsOf: path)
      } ?? .builtIn
    if let length = limits.maximumTitleLength { style.maximumTitleLength = length }
    if let font = fonts.titleFont {
      style.titleFont = try FontOptions.fontSource(font, option: "--title-font")
    }
    if let font = fonts.badgeFont {
      style.badgeFont = try FontOptions.fontSource(font, option: "--badge-font")
    }
    if let path = fonts.fontsConfig { style.fontsConfig = path }
    style.runStyles.merge(runStyles) { _, given in given }
    let sources = try fonts.fallbackFonts.map { argument throws(ComposerError) in
      try FontOptions.fontSource(argument, option: "--fallback-font")
    }
    let fallback = FontFallback(fonts: sources, usesSystemFonts: fonts.usesSystemFonts)
    var composerLimits = ComposerLimits.default
    if let budget = limits.timeBudget {
      composerLimits.timeBudget = NumericOption.duration(milliseconds: budget)
    }
    return try Composer(style: style, catalog: catalog, fallback: fallback, limits: composerLimits)
  }
}
