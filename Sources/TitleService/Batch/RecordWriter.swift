import TitleSystem

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

/// Writes batch records to a descriptor: the chunks of a batch are kept as the workers wrote
/// them (not copied into one buffer) and written together with `writev(2)` once per batch, or
/// sooner when they pass 4 MiB, always ending with a whole record; counts the records written.
/// Written buffers go back to its ``ChunkBufferPool``, for the next chunks to be written into.
struct RecordWriter {
  /// Records written so far.
  private(set) var answered = 0
  private let descriptor: Int32
  private let name: String
  private var pending: [[UInt8]] = []
  private var pendingBytes = 0
  private var pendingRecords = 0
  private let pieceBytes = 4 << 20
  private let pool: ChunkBufferPool

  /// A writer to `descriptor`, called `name` in messages (`standard output`), that gives the
  /// buffers it has written back to `pool`.
  init(descriptor: Int32, name: String, pool: ChunkBufferPool) {
    self.descriptor = descriptor
    self.name = name
    self.pool = pool
  }

  /// Adds one chunk's records, writing the pending ones when they are many. The chunk's buffer
  /// is moved out (`chunk.bytes` is left empty), so that the writer holds the only reference
  /// and the pool can reuse it once it is written.
  /// - Throws: ``OutputError`` when the descriptor cannot be written.
  mutating func append(_ chunk: inout ChunkOutput) throws(OutputError) {
    pendingBytes += chunk.bytes.count
    pendingRecords += chunk.records
    if !chunk.bytes.isEmpty {
      pending.append([])
      swap(&pending[pending.count - 1], &chunk.bytes)
    }
    if pendingBytes >= pieceBytes { try flush() }
  }

  /// Writes the pending records.
  /// - Throws: ``OutputError`` when the descriptor cannot be written.
  mutating func flush() throws(OutputError) {
    guard !pending.isEmpty else { return }
    if let code = POSIX.writeAll(pieces: pending, to: descriptor) {
      throw OutputError(target: name, errno: code)
    }
    answered += pendingRecords
    pool.giveBack(&pending)
    pendingBytes = 0
    pendingRecords = 0
  }
}
