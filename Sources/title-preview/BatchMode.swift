import Foundation
import TitleComposer
import TitleFiles
import TitleRendering

/// `title-preview --jsonl`: one JSON request per input line, one JSON result per output line, in
/// input order, flushed as it goes; a bad line gets an error record and the rest go on.
struct BatchMode {
  let composer: TitleComposer
  let jobs: Int
  /// Lines longer than this many bytes are answered with an error without being kept.
  let maximumLineBytes: Int
  /// Whether to show progress on standard error.
  let showsProgress: Bool
  /// Where PNG or SVG files go, one per request, when asked for.
  let fileOutput: FileOutput?

  /// Renders each composed title into a file named by its request's id.
  struct FileOutput: Sendable {
    let cells: CellOutput
    let directory: String
  }

  /// Runs the batch from `path` (`nil` or "-" = standard input).
  /// - Returns: `.failure` if any line failed or the input could not be read.
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
    let reader = LineReader(descriptor: descriptor, maximumLineBytes: maximumLineBytes)
    var failed = false
    var processed = 0
    let composer = self.composer
    let maximumLineBytes = self.maximumLineBytes
    let fileOutput = self.fileOutput
    while let batch = reader.nextBatch(limit: 4096) {
      if let readError = batch.readError {
        writeError("read error: \(readError)")
        failed = true
        break
      }
      let outputs = ParallelMap.map(batch.lines, jobs: jobs, chunkSize: 8) { line in
        Self.answer(line, composer: composer, maximumLineBytes: maximumLineBytes, files: fileOutput)
      }
      var bytes: [UInt8] = []
      for output in outputs {
        bytes.append(contentsOf: output.bytes)
        bytes.append(0x0A)
        failed = failed || output.failed
      }
      FileHandle.standardOutput.write(Data(bytes))
      processed += batch.lines.count
      if showsProgress && processed >= 2000 {
        FileHandle.standardError.write(Data("\rtitle-preview: \(processed) lines".utf8))
      }
    }
    if showsProgress && processed >= 2000 {
      FileHandle.standardError.write(Data("\rtitle-preview: \(processed) lines, done\n".utf8))
    }
    if descriptor != STDIN_FILENO { close(descriptor) }
    return failed ? .failure : .success
  }

  /// The output line for one input line.
  static func answer(
    _ line: LineReader.Line, composer: TitleComposer, maximumLineBytes: Int, files: FileOutput?
  ) -> (bytes: [UInt8], failed: Bool) {
    if line.isTooLong {
      let message = "the line is longer than \(maximumLineBytes) bytes"
      return (BatchResultEncoder.encodeError(message, line: line.number, id: nil), true)
    }
    let parsed = BatchLine(bytes: line.bytes, isFirstLine: line.number == 1)
    switch parsed.request {
    case .failure(let error):
      return (
        BatchResultEncoder.encodeError(error.description, line: line.number, id: parsed.id), true
      )
    case .success(let request):
      do {
        let composed = try composer.compose(request)
        guard let files else { return (BatchResultEncoder.encode(composed, id: parsed.id), false) }
        let name = OutputFileName.make(
          id: parsed.id, line: line.number, extension: files.cells.fileExtension)
        let path = (files.directory as NSString).appendingPathComponent(name)
        try Data(try files.cells.render(composed)).write(to: URL(fileURLWithPath: path))
        return (BatchResultEncoder.encode(composed, id: parsed.id, file: path), false)
      } catch let error as ComposerError {
        return (
          BatchResultEncoder.encodeError(error.description, line: line.number, id: parsed.id), true
        )
      } catch let error as RenderError {
        return (
          BatchResultEncoder.encodeError(error.description, line: line.number, id: parsed.id), true
        )
      } catch {
        return (
          BatchResultEncoder.encodeError(
            error.localizedDescription, line: line.number, id: parsed.id), true
        )
      }
    }
  }
}
