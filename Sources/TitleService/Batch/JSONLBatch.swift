import Glibc
import TitleComposer
@_spi(TitleInternals) import TitleSystem
import TitleWire

/// A JSONL batch: one request per input line, one record per output line, in input order,
/// flushed as it goes; a bad line gets an error record and the rest go on. A thin loop around
/// ``RequestAnswerer/answer(_:line:isFirst:separator:fileName:badges:into:tally:)``, as
/// HarfBuzz's `util/batch.hh` is around its one-shot entry.
///
/// Lines flow through a bounded window (``LineReader/Window``): the reader waits while the
/// workers or the writer are behind. Output files get names unique within the run, decided in
/// input order before the parallel work. On SIGINT or SIGTERM (``StopSignals``) the batch stops
/// reading, writes only whole records and reports the signal.
public struct JSONLBatch: Sendable {
  /// How a batch ended.
  public enum Outcome: Sendable, Equatable {
    /// Every line was answered; `anyFailed` when an error record was among them.
    case finished(anyFailed: Bool)
    /// The input could not be read or the output written (``JSONLBatch/messages`` said why).
    case failed
    /// SIGINT or SIGTERM stopped it after the records written.
    case stopped(signal: Int32)
  }

  /// Answers every line.
  public let answerer: RequestAnswerer
  /// Worker threads.
  public let jobs: Int
  /// Lines longer than this many bytes are answered with an error without being kept.
  public let maximumLineBytes: Int
  /// Whether to show progress (``messages`` gets `\r`-led counts).
  public var showsProgress = false
  /// Where the batch's messages go (a read or write failure, a stop, progress), each with its
  /// own line ends; default nowhere.
  public var messages: @Sendable (_ text: String, _ isError: Bool) -> Void = { _, _ in }

  /// A batch.
  /// - Parameters:
  ///   - answerer: answers each line (its ``RequestAnswerer/files`` get one file per request).
  ///   - jobs: worker threads (at least 1).
  ///   - maximumLineBytes: the longest line kept.
  public init(answerer: RequestAnswerer, jobs: Int, maximumLineBytes: Int) {
    self.answerer = answerer
    self.jobs = jobs
    self.maximumLineBytes = maximumLineBytes
  }

  /// Runs the batch on the lines of `descriptor` (which stays open), writing the records to
  /// `output`.
  /// - Returns: how it ended.
  public func run(input descriptor: Int32, output: Int32 = STDOUT_FILENO) -> Outcome {
    StopSignals.install()
    let reader = LineReader(descriptor: descriptor, maximumLineBytes: maximumLineBytes)
    var failed = false
    let buffers = ChunkBufferPool()
    var writer = RecordWriter(
      descriptor: output,
      name: output == STDOUT_FILENO ? "standard output" : "output descriptor \(output)",
      pool: buffers)
    var names = UniqueFileNames()
    // The workers' badge caches: a chunk takes one and gives it back, so each lives on across
    // chunks and batches (never shared by two chunks at once).
    let badgeCaches = Locked<[BatchBadgeCache]>([])
    while let batch = reader.nextBatch(shouldStop: { StopSignals.received != nil }) {
      if let readError = batch.readError {
        messages("read error: \(readError)", true)
        failed = true
        break
      }
      let lines = batch.lines
      let fileNames = answerer.files.map {
        names.claim(
          for: lines, extension: $0.cells.fileExtension, language: answerer.defaults.language,
          jobs: jobs)
      }
      let chunkSize = answerer.files == nil ? 32 : 8
      let chunks = stride(from: 0, to: lines.count, by: chunkSize).map {
        $0..<min($0 + chunkSize, lines.count)
      }
      var outputs = ParallelMap.map(chunks, jobs: jobs, chunkSize: 1) { range in
        answer(
          lines, range, fileNames: fileNames, badgeCaches: badgeCaches, buffer: buffers.take())
      }
      do {
        for index in outputs.indices {
          failed = failed || outputs[index].failed
          try writer.append(&outputs[index])
          guard outputs[index].isComplete else { break }
        }
        try writer.flush()
      } catch {
        messages("\(error.description) (\(writer.answered) lines answered)", true)
        return .failed
      }
      if StopSignals.received != nil { break }
      if showsProgress && writer.answered >= 2000 {
        messages("\rtitle-preview: \(writer.answered) lines", false)
      }
    }
    let answered = writer.answered
    if let signal = StopSignals.received {
      if showsProgress && answered >= 2000 { messages("\n", false) }
      messages("stopped by \(StopSignals.name(signal)): \(answered) lines answered", true)
      return .stopped(signal: signal)
    }
    if showsProgress && answered >= 2000 {
      messages("\rtitle-preview: \(answered) lines, done\n", false)
    }
    return .finished(anyFailed: failed)
  }

  /// The records of `lines[range]`, answered in order by one worker into `buffer` (an empty
  /// buffer from the batch's ``ChunkBufferPool``).
  private func answer(
    _ lines: [LineReader.Line], _ range: Range<Int>, fileNames: [String?]?,
    badgeCaches: Locked<[BatchBadgeCache]>, buffer: consuming [UInt8]
  ) -> ChunkOutput {
    var output = ChunkOutput(bytes: buffer)
    // Room for records of the usual size (about 760 bytes) and one record's bound more, so
    // that the buffer does not grow while it is written.
    output.bytes.reserveCapacity(range.count * 1024 + 4096)
    var badges = badgeCaches.withLock { $0.popLast() } ?? BatchBadgeCache()
    defer { badgeCaches.withLock { $0.append(badges) } }
    var tally = RequestAnswerer.Tally()
    // Read once for the chunk, not copied out of `self` for every line.
    let answerer = self.answerer
    let all = lines.span
    for index in range {
      // Stopped while composing: the records before the first unanswered one are written.
      guard StopSignals.received == nil else {
        output.isComplete = false
        break
      }
      // The line is read in place (a span's element is borrowed), not copied out.
      let line = all[index]
      if line.isTooLong {
        BatchResultEncoder.appendError(
          "the line is longer than \(maximumLineBytes) bytes", code: .lineTooLong,
          line: line.number, id: nil, to: &output.bytes)
        tally.errorCodes.append(.lineTooLong)
      } else {
        answerer.answer(
          all[index].storage.span.extracting(line.range), line: line.number,
          fileName: fileNames?[index], badges: &badges, into: &output.bytes, tally: &tally)
      }
      output.bytes.append(0x0A)
      output.records += 1
    }
    output.failed = !tally.errorCodes.isEmpty
    return output
  }
}

extension UniqueFileNames {
  /// The file name of each line's request in input order: named by its `id`
  /// (``OutputFileName``), unique within the run; `nil` for a line that is not a request.
  mutating func claim(
    for lines: [LineReader.Line], extension fileExtension: String, language: TitleLanguage,
    jobs: Int
  ) -> [String?] {
    // Read in parallel, named in order.
    let ids = ParallelMap.map(lines, jobs: jobs, chunkSize: 64) { line -> JSONValue?? in
      guard !line.isTooLong else { return .none }
      let parsed = BatchLine(
        utf8: line.storage.span.extracting(line.range), isFirstLine: line.number == 1,
        defaultLanguage: language)
      return parsed.failure == nil ? .some(parsed.id) : .none
    }
    return zip(lines, ids).map { line, id -> String? in
      guard case .some(let id) = id else { return nil }
      return claim(OutputFileName.make(id: id, line: line.number, extension: fileExtension))
    }
  }
}
