import Foundation
import TitleComposer
import TitleRendering

/// `title-preview [options] [<title>]`: one title as text, JSON, PNG or SVG; with `--jsonl`, a
/// batch of requests.
enum PreviewCommand {
  static func run(arguments: [[UInt8]]) -> ExitStatus {
    Subcommand.run(
      spec: PreviewOptions.spec, arguments: arguments, parse: PreviewOptions.parse,
      showsHelp: \.showHelp
    ) { options in
      if options.showVersion { return TitlePreview.printText(PreviewOptions.version) }
      let composer = try TitlePreview.makeComposer(fonts: options.fonts, limits: options.limits)
      if let path = options.batch.jsonlPath {
        return try runBatch(path: path, composer: composer, options: options)
      }
      let composed = try composer.compose(try request(options))
      switch options.output.format {
      case .json:
        return try options.output.printJSON(composed, glyphs: options.glyphs)
      case .text:
        return try options.output.printText(
          TerminalPreview(colored: options.output.wantsColor).render(composed))
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
    var request = TitleRequest(
      categoryID: options.categoryID, title: try StandardInput.text(or: options.titleBytes),
      width: options.width, numberOfLines: options.numberOfLines, wordBreak: options.wordBreak,
      padding: options.padding, whiteSpace: options.whiteSpace,
      titleSize: options.titleSize, badgeSize: options.badgeSize, lang: options.lang,
      includesGlyphRuns: options.glyphs || format == .png || format == .svg,
      lineHeight: options.lineHeight, badgeSpacing: options.badgeSpacing,
      textWrap: options.textWrap, truncation: options.truncation)
    (request.letterSpacing, request.letterSpacingEm) = options.letterSpacing
    (request.badgeLetterSpacing, request.badgeLetterSpacingEm) = options.badgeLetterSpacing
    return request
  }

  /// Batch mode: the requests of `path` ("-": standard input), the options as their defaults.
  private static func runBatch(path: String, composer: Composer, options: PreviewOptions) throws
    -> ExitStatus
  {
    var output: BatchMode.FileOutput? = nil
    if let directory = options.batch.outputDirectory {
      output = BatchMode.FileOutput(
        cells: try CellOutput(
          composer: composer, stylePath: options.fonts.stylePath, output: options.output),
        folder: try OutputFolder(path: directory))
    }
    var batch = BatchMode(
      composer: composer, jobs: options.batch.jobs,
      maximumLineBytes: options.batch.maximumLineBytes,
      showsProgress: isatty(STDERR_FILENO) == 1, fileOutput: output,
      defaultLanguage: options.lang)
    batch.glyphRunsByDefault = options.glyphs
    batch.defaultLineHeight = options.lineHeight
    batch.defaultBadgeSpacing = options.badgeSpacing
    batch.defaultLetterSpacing = options.letterSpacing
    batch.defaultBadgeLetterSpacing = options.badgeLetterSpacing
    batch.defaultTextWrap = options.textWrap
    batch.defaultTruncation = options.truncation
    return batch.run(path: path)
  }
}
