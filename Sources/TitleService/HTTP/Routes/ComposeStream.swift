import TitleComposer
import TitleSystem
import TitleWire

/// The answer to a body of several requests (an array, JSON lines, or one request with
/// `"widths"`), composed as the client reads it: each request is answered only when the socket
/// has taken what came before, so the answer is never built whole, and a client that does not
/// read holds one piece of it.
///
/// A request whose records would take the answer past `maximumBytes` is answered instead by an
/// error record `responseTooLarge`, and so is every request after it, without being composed:
/// the answer stays whole JSON and within its limit (plus those short records).
final class ComposeStream: HTTPBodyStream, @unchecked Sendable {
  // @unchecked Sendable is sound: the server pulls a stream from one thread at a time (the
  // connection's), and every stored property is touched only by `next`.

  /// One request of the body: its bytes and its position (the line's number, or the array
  /// element's from 1; `nil` for a body that is one request).
  struct Item: Sendable, Equatable {
    var range: Range<Int>
    var line: Int?
    /// A JSON line longer than `--jsonl` reads (its answer is the `lineTooLong` record).
    var isTooLong = false

    /// Whether the request starts the body (a byte order mark is then skipped).
    var isFirst: Bool { (line ?? 1) == 1 }
  }

  /// How the records are put together.
  enum Framing: Sendable {
    /// A JSON array: `[`, the records separated by commas (a `"widths"` request's too), `]`.
    case array
    /// JSON lines: each request's records (a `"widths"` request's separated by newlines), then
    /// a newline, as `--jsonl` writes them.
    case lines
  }

  private let body: BudgetedBytes
  private let items: [Item]
  private let framing: Framing
  private let answerer: RequestAnswerer
  private let maximumBytes: Int
  private let maximumLineBytes: Int
  private let metrics: ServeMetrics
  private var index = 0
  private var hasBegun = false
  private var hasEnded = false
  private var written = 0
  private var isOverLimit = false
  private var badges = BatchBadgeCache(capacity: 0)

  /// The answer to `items` of `body`.
  /// - Parameters:
  ///   - body: the request body, kept (and counted in the budget) while the answer is written.
  ///   - items: the requests, in order.
  ///   - framing: array or lines.
  ///   - answerer: reads, composes and writes each request.
  ///   - maximumBytes: `--max-response-bytes`.
  ///   - maximumLineBytes: the longest line (for the message of a longer one's record).
  ///   - metrics: counts the titles composed and the error records, as they are written.
  init(
    body: BudgetedBytes, items: [Item], framing: Framing, answerer: RequestAnswerer,
    maximumBytes: Int, maximumLineBytes: Int, metrics: ServeMetrics
  ) {
    self.body = body
    self.items = items
    self.framing = framing
    self.answerer = answerer
    self.maximumBytes = maximumBytes
    self.maximumLineBytes = maximumLineBytes
    self.metrics = metrics
  }

  func next(maximumCount: Int) -> [UInt8]? {
    guard !hasEnded else { return nil }
    var piece: [UInt8] = []
    if !hasBegun {
      hasBegun = true
      if framing == .array { piece.append(UInt8(ascii: "[")) }
    }
    var tally = RequestAnswerer.Tally()
    while index < items.count && piece.count < maximumCount {
      let item = items[index]
      index += 1
      if framing == .array && index > 1 { piece.append(UInt8(ascii: ",")) }
      var records: [UInt8] = []
      if item.isTooLong {
        BatchResultEncoder.appendError(
          "the line is longer than \(maximumLineBytes) bytes", code: .lineTooLong,
          line: item.line, id: nil, to: &records)
        tally.errorCodes.append(.lineTooLong)
      } else {
        var recordsTally = RequestAnswerer.Tally()
        if !isOverLimit {
          let bytes = body.bytes
          answerer.answer(
            bytes.span.extracting(item.range), line: item.line, isFirst: item.isFirst,
            separator: framing == .array ? UInt8(ascii: ",") : 0x0A, badges: &badges,
            into: &records, tally: &recordsTally)
          // The closing bracket or newline after it must fit too.
          if written + piece.count + records.count + 1 > maximumBytes { isOverLimit = true }
        }
        if isOverLimit {
          records = limitRecord(item)
          recordsTally = RequestAnswerer.Tally()
          recordsTally.errorCodes = [.responseTooLarge]
        }
        tally.composed += recordsTally.composed
        tally.errorCodes += recordsTally.errorCodes
      }
      piece += records
      if framing == .lines { piece.append(0x0A) }
    }
    if index == items.count {
      hasEnded = true
      if framing == .array { piece.append(UInt8(ascii: "]")) }
    }
    written += piece.count
    metrics.recordTitles(composed: tally.composed, errorCodes: tally.errorCodes.map(\.rawValue))
    return piece
  }
}

extension ComposeStream {
  /// The error record that stands for the records of `item` when they would take the answer
  /// past the limit: `responseTooLarge`, with the request's id.
  private func limitRecord(_ item: Item) -> [UInt8] {
    let parsed = BatchLine(
      bytes: Array(body.bytes[item.range]), isFirstLine: item.isFirst,
      defaultLanguage: answerer.defaults.language)
    return BatchResultEncoder.encodeError(
      "the answer would pass the limit of \(maximumBytes) bytes with this request's records",
      code: .responseTooLarge, line: item.line, id: parsed.id)
  }

  /// The requests of a JSON-lines body, read as `--jsonl` reads its input: lines end at `\n`
  /// (a `\r` before it dropped); a line of only spaces and tabs is skipped, but counted; the
  /// last line needs no newline.
  /// - Returns: the lines that hold something, each with its number from 1; a line longer than
  ///   `maximumLineBytes` marked (`--jsonl` answers it `lineTooLong`).
  static func lines(of body: [UInt8], maximumLineBytes: Int) -> [Item] {
    var items: [Item] = []
    var start = 0
    var number = 0
    while start < body.count {
      let end =
        POSIX.firstIndex(of: 0x0A, in: body, from: start, to: body.count) ?? body.count
      number += 1
      guard end - start <= maximumLineBytes else {
        items.append(Item(range: start..<end, line: number, isTooLong: true))
        start = end + 1
        continue
      }
      var upper = end
      if upper > start && body[upper - 1] == 0x0D { upper -= 1 }
      if !body[start..<upper].allSatisfy({ $0 == 0x20 || $0 == 0x09 }) {
        items.append(Item(range: start..<upper, line: number))
      }
      start = end + 1
    }
    return items
  }
}
