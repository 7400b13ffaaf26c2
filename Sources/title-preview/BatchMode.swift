import Foundation
import TitleComposer
@_spi(TitleInternals) import TitleSystem
import TitleRendering

/// `title-preview --jsonl`: one JSON request per input line, one JSON result per output line, in
/// input order, flushed as it goes; a bad line gets an error record and the rest go on.
///
/// Lines flow through a bounded window (``LineReader/Window``): the reader waits while the
/// workers or the writer are behind. Output files get names unique within the run, decided in
/// input order before the parallel work. On SIGINT or SIGTERM the batch stops reading, writes
/// only whole records and exits with 128 + the signal.
struct BatchMode {
  let composer: Composer
  let jobs: Int
  /// Lines longer than this many bytes are answered with an error without being kept.
  let maximumLineBytes: Int
  /// Whether to show progress on standard error.
  let showsProgress: Bool
  /// Where PNG or SVG files go, one per request, when asked for.
  let fileOutput: FileOutput?
  /// Whether result lines carry their glyph runs when a request does not say (`--glyphs`).
  var glyphRunsByDefault = false
  /// The language of requests without a `"lang"` (`--lang`; default `ko`).
  var defaultLanguage = TitleLanguage.korean
  /// The line height of requests without a `"lineHeight"` (`--line-height`; default the style's).
  var defaultLineHeight: Double? = nil
  /// The badge spacing of requests without a `"badgeSpacing"` (`--badge-spacing`; default the
  /// style's).
  var defaultBadgeSpacing: Double? = nil
  /// The title letter-spacing (px or em) of requests without one (`--letter-spacing`).
  var defaultLetterSpacing: (px: Double?, em: Double?) = (nil, nil)
  /// The badge-label letter-spacing (px or em) of requests without one
  /// (`--badge-letter-spacing`).
  var defaultBadgeLetterSpacing: (px: Double?, em: Double?) = (nil, nil)
  /// The wrap style of requests without a `"textWrap"` (`--text-wrap`; default the style's).
  var defaultTextWrap: TextWrap? = nil

  /// Renders each composed title into a file named by its request's id.
  struct FileOutput: Sendable {
    let cells: CellOutput
    let folder: OutputFolder
  }

  /// One line on its way through the batch: parsed, and the file name it gets, if any.
  struct Job: Sendable {
    let line: LineReader.Line
    let parsed: BatchLine?
    var fileName: String? = nil
  }

  /// Runs the batch from `path` (`nil` or "-" = standard input).
  /// - Returns: `.failure` if any line failed, the input could not be read or the output
  ///   written; 128 + the signal when stopped by SIGINT or SIGTERM.
  func run(path: String?) -> ExitStatus {
    let descriptor: Int32
    if let path, path != "-" {
      do {
        descriptor = try InputFile.open(path, role: "JSONL input")
      } catch {
        writeError(error.description)
        return .failure
      }
    } else {
      descriptor = STDIN_FILENO
    }
    StopSignals.install()
    let reader = LineReader(descriptor: descriptor, maximumLineBytes: maximumLineBytes)
    var failed = false
    var writer = RecordWriter()
    var names = UniqueFileNames()
    let composer = self.composer
    let maximumLineBytes = self.maximumLineBytes
    let fileOutput = self.fileOutput
    let defaultLineHeight = self.defaultLineHeight
    let defaultBadgeSpacing = self.defaultBadgeSpacing
    let defaultLetterSpacing = self.defaultLetterSpacing
    let defaultBadgeLetterSpacing = self.defaultBadgeLetterSpacing
    let defaultTextWrap = self.defaultTextWrap
    // The workers' badge caches: a chunk takes one and gives it back, so each lives on across
    // chunks and batches (never shared by two chunks at once).
    let badgeCaches = Locked<[BatchBadgeCache]>([])
    while let batch = reader.nextBatch(shouldStop: { StopSignals.received != nil }) {
      if let readError = batch.readError {
        writeError("read error: \(readError)")
        failed = true
        break
      }
      let lines = batch.lines
      let hasDefaults =
        defaultLineHeight != nil || defaultBadgeSpacing != nil || defaultTextWrap != nil
        || defaultLetterSpacing.px != nil || defaultLetterSpacing.em != nil
        || defaultBadgeLetterSpacing.px != nil || defaultBadgeLetterSpacing.em != nil
      // A line too long to keep has no reading (`nil`).
      let parse = { @Sendable (line: LineReader.Line) -> BatchLine? in
        guard !line.isTooLong else { return nil }
        var parsed = BatchLine(
          utf8: line.storage.span.extracting(line.range), isFirstLine: line.number == 1,
          defaultLanguage: defaultLanguage)
        if hasDefaults {
          parsed.applyDefaults(
            lineHeight: defaultLineHeight, badgeSpacing: defaultBadgeSpacing,
            textWrap: defaultTextWrap)
          parsed.applyDefaults(
            letterSpacing: defaultLetterSpacing, badgeLetterSpacing: defaultBadgeLetterSpacing)
        }
        return parsed
      }
      // With files, every line is parsed first so that names are given out in input order;
      // without, each worker parses its own lines as it answers them.
      var parsedJobs: [Job]? = nil
      if let fileOutput {
        var work = ParallelMap.map(lines, jobs: jobs, chunkSize: 64) { line in
          Job(line: line, parsed: parse(line))
        }
        for index in work.indices {
          guard let parsed = work[index].parsed, case .success = parsed.request else { continue }
          work[index].fileName = names.claim(
            OutputFileName.make(
              id: parsed.id, line: work[index].line.number,
              extension: fileOutput.cells.fileExtension))
        }
        parsedJobs = work
      }
      let prepared = parsedJobs
      let chunkSize = fileOutput == nil ? 32 : 8
      let chunks = stride(from: 0, to: lines.count, by: chunkSize).map {
        $0..<min($0 + chunkSize, lines.count)
      }
      let outputs = ParallelMap.map(chunks, jobs: jobs, chunkSize: 1) { range in
        var output = ChunkOutput()
        // Room for records of the usual size (about 760 bytes) and one record's bound more,
        // so that the buffer does not grow while it is written.
        output.bytes.reserveCapacity(range.count * 1024 + 4096)
        var badges = badgeCaches.withLock { $0.popLast() } ?? BatchBadgeCache()
        defer { badgeCaches.withLock { $0.append(badges) } }
        for index in range {
          // Stopped while composing: the records before the first unanswered one are written.
          guard StopSignals.received == nil else {
            output.isComplete = false
            break
          }
          // Without files the line is read here and answered in place: no job is built.
          let failed: Bool
          if let prepared {
            failed = Self.answer(
              prepared[index].line, parsed: prepared[index].parsed,
              fileName: prepared[index].fileName, composer: composer,
              maximumLineBytes: maximumLineBytes, files: fileOutput,
              glyphRunsByDefault: glyphRunsByDefault, badges: &badges, into: &output.bytes)
          } else if lines[index].isTooLong {
            failed = Self.answer(
              lines[index], parsed: nil, fileName: nil, composer: composer,
              maximumLineBytes: maximumLineBytes, files: fileOutput,
              glyphRunsByDefault: glyphRunsByDefault, badges: &badges, into: &output.bytes)
          } else if hasDefaults {
            failed = Self.answer(
              lines[index], parsed: parse(lines[index]), fileName: nil, composer: composer,
              maximumLineBytes: maximumLineBytes, files: fileOutput,
              glyphRunsByDefault: glyphRunsByDefault, badges: &badges, into: &output.bytes)
          } else {
            // The common line: read and answered with no optional reading between (each
            // hand-over of a reading is a copy of a request of some 300 bytes).
            let line = lines[index]
            failed = Self.answerRead(
              line,
              parsed: BatchLine(
                utf8: line.storage.span.extracting(line.range), isFirstLine: line.number == 1,
                defaultLanguage: defaultLanguage),
              composer: composer, glyphRunsByDefault: glyphRunsByDefault, badges: &badges,
              into: &output.bytes)
          }
          output.bytes.append(0x0A)
          output.records += 1
          output.failed = output.failed || failed
        }
        return output
      }
      do {
        for output in outputs {
          failed = failed || output.failed
          try writer.append(output)
          guard output.isComplete else { break }
        }
        try writer.flush()
      } catch {
        writeError("\(error.description) (\(writer.answered) lines answered)")
        return .failure
      }
      let answered = writer.answered
      if StopSignals.received != nil { break }
      if showsProgress && answered >= 2000 {
        StandardError.write("\rtitle-preview: \(answered) lines")
      }
    }
    let answered = writer.answered
    if let signal = StopSignals.received {
      if showsProgress && answered >= 2000 { StandardError.write("\n") }
      writeError("stopped by \(StopSignals.name(signal)): \(answered) lines answered")
      return ExitStatus(signal: signal)
    }
    if showsProgress && answered >= 2000 {
      StandardError.write("\rtitle-preview: \(answered) lines, done\n")
    }
    if descriptor != STDIN_FILENO { close(descriptor) }
    return failed ? .failure : .success
  }

  /// Appends the output line for one input line (without its newline) to `bytes`.
  /// - Parameters:
  ///   - line: the input line.
  ///   - parsed: its reading; `nil` for a line too long to keep.
  ///   - fileName: the name of its rendered file, when files are written.
  /// - Returns: whether the line failed (an error record).
  static func answer(
    _ line: LineReader.Line, parsed: BatchLine?, fileName: String?,
    composer: Composer, maximumLineBytes: Int, files: FileOutput?,
    glyphRunsByDefault: Bool, badges: inout BatchBadgeCache, into bytes: inout [UInt8]
  ) -> Bool {
    guard let parsed else {
      let message = "the line is longer than \(maximumLineBytes) bytes"
      BatchResultEncoder.appendError(
        message, code: .lineTooLong, line: line.number, id: nil, to: &bytes)
      return true
    }
    return answerRead(
      line, parsed: parsed, fileName: fileName, composer: composer, files: files,
      glyphRunsByDefault: glyphRunsByDefault, badges: &badges, into: &bytes)
  }

  /// ``answer(_:parsed:fileName:composer:maximumLineBytes:files:glyphRunsByDefault:badges:into:)``
  /// for a line that was read.
  static func answerRead(
    _ line: LineReader.Line, parsed: borrowing BatchLine, fileName: String? = nil,
    composer: Composer, files: FileOutput? = nil, glyphRunsByDefault: Bool,
    badges: inout BatchBadgeCache, into bytes: inout [UInt8]
  ) -> Bool {
    let message: String
    let code: WireErrorCode
    // The request is read in place (`readRequest`), not copied out of a `Result`.
    if let error = parsed.failure {
      (message, code) = (error.description, error.code)
    } else if let widths = parsed.widths {
      return answerWidths(
        widths, request: parsed.readRequest, line: line, id: parsed.id, composer: composer,
        files: files, glyphRuns: parsed.includesGlyphRuns ?? glyphRunsByDefault, into: &bytes)
    } else {
      do {
        let glyphRuns = parsed.includesGlyphRuns ?? glyphRunsByDefault
        // Rendering draws the runs, whether or not the result shows them. (The request is
        // copied only when that changes it: a line read without "glyphs" asks for none.)
        let drawsGlyphRuns = glyphRuns || files != nil
        let composed: ComposedTitle
        if parsed.readRequest.includesGlyphRuns == drawsGlyphRuns {
          composed = try composer.compose(parsed.readRequest)
        } else {
          var drawn = parsed.readRequest
          drawn.includesGlyphRuns = drawsGlyphRuns
          composed = try composer.compose(drawn)
        }
        guard let files, let name = fileName else {
          BatchResultEncoder.append(
            composed, id: parsed.id, glyphRuns: glyphRuns, badges: &badges,
            titleIsPlain: parsed.titleIsPlain, to: &bytes)
          return false
        }
        try files.folder.write(try files.cells.render(composed), named: name)
        BatchResultEncoder.append(
          composed, id: parsed.id, file: files.folder.path(of: name), glyphRuns: glyphRuns,
          to: &bytes)
        return false
      } catch let error as ComposerError {
        (message, code) = (error.description, error.code)
      } catch let error as RenderError {
        (message, code) = (error.description, .renderFailed)
      } catch let error as OutputError {
        (message, code) = (error.description, .writeFailed)
      } catch {
        (message, code) = (String(describing: error), .internalError)
      }
    }
    BatchResultEncoder.appendError(
      message, code: code, line: line.number, id: parsed.id, to: &bytes)
    return true
  }
}

/// The records of one chunk of a batch's lines, written by one worker into one buffer: each
/// record whole and ended by a newline, in input order.
struct ChunkOutput: Sendable {
  /// The records.
  var bytes: [UInt8] = []
  /// How many records `bytes` holds.
  var records = 0
  /// Whether any of them is an error record.
  var failed = false
  /// `false` when a stop signal came before the chunk's last line was answered.
  var isComplete = true
}

/// Writes batch records to standard output: the chunks of a batch are kept as the workers wrote
/// them (not copied into one buffer) and written together with `writev(2)` once per batch, or
/// sooner when they pass 4 MiB, always ending with a whole record; counts the records written.
struct RecordWriter {
  /// Records written so far.
  private(set) var answered = 0
  private var pending: [[UInt8]] = []
  private var pendingBytes = 0
  private var pendingRecords = 0
  private let pieceBytes = 4 << 20

  /// Adds one chunk's records, writing the pending ones when they are many.
  /// - Throws: ``OutputError`` when standard output cannot be written.
  mutating func append(_ chunk: ChunkOutput) throws(OutputError) {
    if !chunk.bytes.isEmpty { pending.append(chunk.bytes) }
    pendingBytes += chunk.bytes.count
    pendingRecords += chunk.records
    if pendingBytes >= pieceBytes { try flush() }
  }

  /// Writes the pending records.
  /// - Throws: ``OutputError`` when standard output cannot be written.
  mutating func flush() throws(OutputError) {
    guard !pending.isEmpty else { return }
    try StandardOutput.write(pieces: pending)
    answered += pendingRecords
    pending.removeAll(keepingCapacity: true)
    pendingBytes = 0
    pendingRecords = 0
  }
}

extension BatchLine {
  /// Gives `lineHeight`, `badgeSpacing` and `textWrap` to a request that has none
  /// (`--line-height`, `--badge-spacing`, `--text-wrap`).
  fileprivate mutating func applyDefaults(
    lineHeight: Double?, badgeSpacing: Double?, textWrap: TextWrap?
  ) {
    guard case .success(var request) = request else { return }
    request.lineHeight = request.lineHeight ?? lineHeight
    request.badgeSpacing = request.badgeSpacing ?? badgeSpacing
    request.textWrap = request.textWrap ?? textWrap
    self.request = .success(request)
  }

  /// Gives the letter-spacings (px or em) to a request that has neither form
  /// (`--letter-spacing`, `--badge-letter-spacing`).
  fileprivate mutating func applyDefaults(
    letterSpacing: (px: Double?, em: Double?), badgeLetterSpacing: (px: Double?, em: Double?)
  ) {
    guard case .success(var request) = request else { return }
    if request.letterSpacing == nil && request.letterSpacingEm == nil {
      (request.letterSpacing, request.letterSpacingEm) = letterSpacing
    }
    if request.badgeLetterSpacing == nil && request.badgeLetterSpacingEm == nil {
      (request.badgeLetterSpacing, request.badgeLetterSpacingEm) = badgeLetterSpacing
    }
    self.request = .success(request)
  }
}
