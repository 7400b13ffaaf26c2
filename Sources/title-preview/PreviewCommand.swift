import Glibc
import TitleComposer
import TitleRendering
import TitleService
import TitleSystem

/// `title-preview [options] [<title>]`: one title as text, JSON, PNG or SVG; with `--jsonl`, a
/// batch of requests.
enum PreviewCommand {
  static func run(arguments: [[UInt8]]) -> ExitStatus {
    Subcommand.run(
      spec: PreviewOptions.spec, arguments: arguments, parse: PreviewOptions.parse,
      showsHelp: \.showHelp
    ) { parsed in
      if parsed.showVersion { return TitlePreview.printText(PreviewOptions.version) }
      let composer = try TitlePreview.makeComposer(
        fonts: parsed.fonts, limits: parsed.limits, runStyles: parsed.rich.runStyles)
      var options = parsed
      if let stylePath = options.fonts.stylePath {
        options.output = options.output.styleFormat(try StyleFileContents.format(stylePath))
      }
      try options.checkOutputDirectory()
      if let path = options.batch.jsonlPath {
        return try runBatch(path: path, composer: composer, options: options)
      }
      let fitted: FittedTitle? =
        if let fit = options.fit.fit {
          try composer.compose(try request(options), fitting: fit)
        } else { nil }
      let composed = try fitted?.composed ?? composer.compose(try request(options))
      switch options.output.format {
      case .json:
        if let fitted { return try options.output.printJSON(fitted, glyphs: options.glyphs) }
        return try options.output.printJSON(composed, glyphs: options.glyphs)
      case .text:
        return try options.output.printText(
          TerminalPreview(colored: options.output.wantsColor).render(composed)
            + (fitted.map(FitSummary.text) ?? ""))
      case .png, .svg:
        let cells = try CellOutput(
          composer: composer, stylePath: options.fonts.stylePath, output: options.output)
        return try options.output.writeCell(try cells.render(composed))
      }
    }
  }

  /// The request of the title given (or read from standard input).
  private static func request(_ options: PreviewOptions) throws -> TitleRequest {
    let format = options.output.format
    let title = options.rich.isRich ? "" : try StandardInput.text(or: options.titleBytes)
    var request = TitleRequest(
      categoryID: options.categoryID, title: title,
      width: options.width, numberOfLines: options.numberOfLines, wordBreak: options.wordBreak,
      padding: options.padding, whiteSpace: options.whiteSpace,
      titleSize: options.titleSize, badgeSize: options.badgeSize, lang: options.lang,
      includesGlyphRuns: options.glyphs || format == .png || format == .svg,
      lineHeight: options.lineHeight, badgeSpacing: options.badgeSpacing,
      textWrap: options.textWrap, truncation: options.truncation)
    (request.letterSpacing, request.letterSpacingEm) = options.letterSpacing
    (request.badgeLetterSpacing, request.badgeLetterSpacingEm) = options.badgeLetterSpacing
    request.direction = options.direction
    if options.rich.isRich {
      request.runs = options.rich.runs ?? []
      request.endRuns = options.rich.endRuns ?? []
      request.title = request.richText
    }
    try options.rich.checkHighlights(length: request.title.utf16.count)
    request.highlights = options.rich.highlights
    return request
  }

  /// Batch mode: the requests of `path` ("-": standard input), the options as their defaults.
  private static func runBatch(path: String, composer: Composer, options: PreviewOptions) throws
    -> ExitStatus
  {
    var files: RequestAnswerer.Files? = nil
    if let directory = options.batch.outputDirectory {
      files = RequestAnswerer.Files(
        cells: try CellOutput(
          composer: composer, stylePath: options.fonts.stylePath, output: options.output),
        folder: try OutputFolder(path: directory))
    }
    var defaults = RequestDefaults()
    defaults.language = options.lang
    defaults.glyphRuns = options.glyphs
    defaults.lineHeight = options.lineHeight
    defaults.badgeSpacing = options.badgeSpacing
    defaults.letterSpacing = options.letterSpacing
    defaults.badgeLetterSpacing = options.badgeLetterSpacing
    defaults.textWrap = options.textWrap
    defaults.truncation = options.truncation
    defaults.direction = options.direction
    defaults.fit = options.fit.fit
    var batch = JSONLBatch(
      answerer: RequestAnswerer(composer: composer, defaults: defaults, files: files),
      jobs: options.batch.jobs, maximumLineBytes: options.batch.maximumLineBytes)
    batch.showsProgress = isatty(STDERR_FILENO) == 1
    batch.messages = { text, isError in
      if isError { writeError(text) } else { StandardError.write(text) }
    }
    let descriptor: Int32
    if path != "-" {
      do {
        descriptor = try InputFile.open(path, role: "JSONL input")
      } catch {
        writeError(error.description)
        return .failure
      }
    } else {
      descriptor = STDIN_FILENO
    }
    switch batch.run(input: descriptor) {
    case .finished(let anyFailed):
      if descriptor != STDIN_FILENO { close(descriptor) }
      return anyFailed ? .failure : .success
    case .failed: return .failure
    case .stopped(let signal): return ExitStatus(signal: signal)
    }
  }
}
