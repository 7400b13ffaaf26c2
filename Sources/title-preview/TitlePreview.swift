import Foundation
import TitleComposer
import TitleRendering

/// The command: parse, compose, print.
enum TitlePreview {
  static func run(arguments: [[UInt8]]) -> ExitStatus {
    switch arguments.first {
    case Array("tags".utf8): return TagsCommand.run(arguments: Array(arguments.dropFirst()))
    case Array("tooltip".utf8): return TooltipCommand.run(arguments: Array(arguments.dropFirst()))
    case Array("serve".utf8): return ServeCommand.run(arguments: Array(arguments.dropFirst()))
    default: break
    }
    let options: CommandLineOptions
    do {
      options = try CommandLineOptions.parse(arguments)
    } catch {
      writeError(error.description + "\n(see 'title-preview --help')")
      return .usage
    }
    if options.showHelp { return printText(HelpText.usage) }
    if options.showVersion { return printText(HelpText.version) }
    do {
      let composer = try makeComposer(options)
      if let path = options.jsonlPath {
        var output: BatchMode.FileOutput? = nil
        if let directory = options.outputDirectory {
          output = BatchMode.FileOutput(
            cells: try CellOutput(composer: composer, options: options),
            folder: try OutputFolder(path: directory))
        }
        var batch = BatchMode(
          composer: composer, jobs: options.jobs, maximumLineBytes: options.maximumLineBytes,
          showsProgress: isatty(STDERR_FILENO) == 1, fileOutput: output,
          defaultLanguage: options.lang)
        batch.glyphRunsByDefault = options.glyphs
        batch.defaultLineHeight = options.lineHeight
        batch.defaultBadgeSpacing = options.badgeSpacing
        batch.defaultLetterSpacing = options.letterSpacing
        batch.defaultBadgeLetterSpacing = options.badgeLetterSpacing
        batch.defaultTextWrap = options.textWrap
        return batch.run(path: path)
      }
      let title = try readTitle(options)
      var request = TitleRequest(
        categoryID: options.categoryID, title: title, width: options.width,
        numberOfLines: options.numberOfLines, wordBreak: options.wordBreak,
        padding: options.padding, whiteSpace: options.whiteSpace,
        titleSize: options.titleSize, badgeSize: options.badgeSize, lang: options.lang,
        includesGlyphRuns: options.glyphs || options.format == .png || options.format == .svg,
        lineHeight: options.lineHeight, badgeSpacing: options.badgeSpacing,
        textWrap: options.textWrap)
      (request.letterSpacing, request.letterSpacingEm) = options.letterSpacing
      (request.badgeLetterSpacing, request.badgeLetterSpacingEm) = options.badgeLetterSpacing
      let composed = try composer.compose(request)
      switch options.format {
      case .json:
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.userInfo[.includesGlyphRuns] = options.glyphs
        try StandardOutput.write(try encoder.encode(composed) + [0x0A])
      case .text:
        try StandardOutput.write(
          TerminalPreview(colored: Terminal.wantsColor(options.color)).render(composed))
      case .png, .svg:
        let bytes = try CellOutput(composer: composer, options: options).render(composed)
        if let path = options.outputPath {
          try OutputFile.write(bytes, to: path)
        } else if options.format == .png && isatty(STDOUT_FILENO) == 1 {
          writeError("refusing to write a PNG to a terminal: use -o FILE or a pipe")
          return .usage
        } else {
          try StandardOutput.write(bytes)
        }
      }
      return .success
    } catch let error as ComposerError {
      writeError(error.description)
      return .failure
    } catch let error as RenderError {
      writeError(error.description)
      return .failure
    } catch let error as OutputError {
      writeError(error.description)
      return .failure
    } catch {
      writeError(String(describing: error))
      return .failure
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

  static func makeComposer(_ options: CommandLineOptions) throws -> Composer {
    var style = TitleStyle()
    if let stylePath = options.stylePath {
      style = try StyleFileContents.titleStyle(stylePath)
      // The cell's line-height multiple changes layout: it belongs to the composer.
      style = try StyleFileContents.cellStyle(stylePath).applied(to: style)
    }
    let catalog =
      try options.catalogPath.map { path throws(ComposerError) in
        try CategoryCatalog(contentsOf: path)
      } ?? .builtIn
    if let length = options.maximumTitleLength { style.maximumTitleLength = length }
    // A `--fallback-font` argument that starts with "{" is a font object, as in the style file.
    let fonts = try options.fallbackFonts.map { argument throws(ComposerError) -> FontSource in
      argument.hasPrefix("{")
        ? try FontSource(json: Array(argument.utf8), source: "--fallback-font")
        : .file(path: argument)
    }
    let fallback = FontFallback(fonts: fonts, usesSystemFonts: options.usesSystemFonts)
    var limits = ComposerLimits.default
    if let budget = options.timeBudget {
      limits.timeBudget = NumericOption.duration(milliseconds: budget)
    }
    return try Composer(style: style, catalog: catalog, fallback: fallback, limits: limits)
  }

  /// The title from the arguments, or standard input without its final newline.
  static func readTitle(_ options: CommandLineOptions) throws -> String {
    var bytes = try options.titleBytes ?? StandardInput.readAll()
    if options.titleBytes == nil {
      if bytes.last == 0x0A { bytes.removeLast() }
      if bytes.last == 0x0D { bytes.removeLast() }
    }
    return try UTF8Validation.string(from: bytes)
  }
}

/// Whether standard output is a colour terminal.
enum Terminal {
  static func wantsColor(_ choice: ColorChoice) -> Bool {
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      let term = ProcessInfo.processInfo.environment["TERM"] ?? ""
      return isatty(STDOUT_FILENO) == 1 && !term.isEmpty && term != "dumb"
    }
  }
}
