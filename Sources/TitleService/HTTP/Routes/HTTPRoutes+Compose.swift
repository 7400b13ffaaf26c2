import TitleComposer
import TitleRendering
import TitleWire

extension HTTPRoutes {
  /// `POST /v1/compose`: one object → one result (400 when it fails); an array → an array of
  /// results and error records; JSON lines → JSON lines, as `--jsonl` writes them. Arrays, lines
  /// and a request with `"widths"` are answered as a stream (``ComposeStream``); an answer
  /// estimated over `--max-response-bytes` (``AnswerSizeEstimate``) is a 413 before any work.
  func compose(_ body: BudgetedBytes, type: ContentNegotiation.BodyType) -> HTTPResponse {
    let bytes = body.bytes
    let items: [ComposeStream.Item]
    let framing: ComposeStream.Framing
    let contentType: String
    if case .lines(let mediaType) = type {
      items = ComposeStream.lines(of: bytes, maximumLineBytes: maximumLineBytes)
      framing = .lines
      contentType = mediaType
    } else if let start = bytes.firstIndex(where: { !(" \t\r\n".utf8.contains($0)) }),
      bytes[start] == UInt8(ascii: "[")
    {
      do {
        items = try JSONArraySplitter.elements(of: bytes).enumerated().map {
          ComposeStream.Item(range: $1, line: $0 + 1)
        }
      } catch {
        return rejected(
          RequestAnswerer.Failure(id: nil, code: .invalidJSON, message: error.description))
      }
      framing = .array
      contentType = "application/json"
    } else {
      let line = BatchLine(
        bytes: bytes, isFirstLine: true, defaultLanguage: answerer.defaults.language)
      if let tooLarge = overLimit(estimate(line)) { return tooLarge }
      guard line.widths != nil else { return composeOne(line) }
      // One request at several widths: an array of its records, one per width.
      items = [ComposeStream.Item(range: 0..<bytes.count, line: nil)]
      framing = .array
      contentType = "application/json"
    }
    if let tooMany = tooMany(items.count) { return rejected(tooMany) }
    var estimate = 2
    for item in items where !item.isTooLong {
      let line = BatchLine(bytes: Array(bytes[item.range]), isFirstLine: item.isFirst)
      estimate += self.estimate(line) + 1
      if estimate > maximumResponseBytes { break }
    }
    if let tooLarge = overLimit(estimate) { return tooLarge }
    let stream = ComposeStream(
      body: body, items: items, framing: framing, answerer: answerer,
      maximumBytes: maximumResponseBytes, maximumLineBytes: maximumLineBytes, metrics: metrics)
    return HTTPResponse(status: 200, contentType: contentType, body: .stream(stream))
  }

  /// The estimated bytes of the records of `line` (``AnswerSizeEstimate``).
  private func estimate(_ line: BatchLine) -> Int {
    AnswerSizeEstimate.bytes(
      of: line, style: answerer.composer.style, glyphRunsByDefault: answerer.defaults.glyphRuns)
  }

  /// The 413 of an answer estimated at `bytes`, when that is over `--max-response-bytes`.
  private func overLimit(_ bytes: Int) -> HTTPResponse? {
    guard bytes > maximumResponseBytes else { return nil }
    return errorResponse(
      HTTPError(
        413, .responseTooLarge,
        "the answer would be about \(bytes) bytes or more; the limit is \(maximumResponseBytes)"
          + " (send fewer requests, widths or glyphs)"))
  }

  /// One request without `"widths"`, read: its record, or a 400 with its error record; a 413
  /// when the record is over `--max-response-bytes`.
  private func composeOne(_ line: BatchLine) -> HTTPResponse {
    var badges = BatchBadgeCache(capacity: 0)
    var tally = RequestAnswerer.Tally()
    var output: [UInt8] = []
    let kind = answerer.answer(
      read: line, line: nil, separator: UInt8(ascii: ","), badges: &badges, into: &output,
      tally: &tally)
    if kind == .result, let tooLarge = overLimit(output.count) { return tooLarge }
    metrics.recordTitles(composed: tally.composed, errorCodes: tally.errorCodes.map(\.rawValue))
    return .json(kind == .error ? 400 : 200, output)
  }

  /// The failure of a body of `count` requests, when that is over the limit.
  private func tooMany(_ count: Int) -> RequestAnswerer.Failure? {
    guard count > maximumRequests else { return nil }
    let error = ComposerError.batchTooLarge(count: count, limit: maximumRequests)
    return RequestAnswerer.Failure(id: nil, code: error.code, message: error.description)
  }

  /// `POST /v1/render?format=png|svg&scale=…`: one request → the cell's image, drawn with the
  /// `--style` file's cell keys and the query's options over them (``RenderOptions``).
  func render(_ body: [UInt8], query: RequestTarget) -> HTTPResponse {
    let style: CellStyle
    switch RenderOptions.style(query, over: cells.style) {
    case .failure(let error): return errorResponse(error)
    case .success(let read): style = read
    }
    switch answerer.composeForDrawing(body.span) {
    case .failure(let failure): return rejected(failure)
    case .success(let composed):
      do {
        let image = try cells.renderer.render(composed, style: style)
        metrics.recordTitles(composed: 1, errorCodes: [])
        return HTTPResponse(
          status: 200, contentType: style.format == .svg ? "image/svg+xml" : "image/png",
          body: image)
      } catch {
        return rejected(
          RequestAnswerer.Failure(id: nil, code: .renderFailed, message: error.description))
      }
    }
  }
}
