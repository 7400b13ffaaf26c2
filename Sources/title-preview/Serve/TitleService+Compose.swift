import TitleComposer
import TitleRendering

extension TitleService {
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
          ComposeStream.Item(range: $1, position: $0 + 1)
        }
      } catch {
        return rejected(
          ComposeAnswer.Failure(id: nil, code: .invalidJSON, message: error.description))
      }
      framing = .array
      contentType = "application/json"
    } else {
      let line = BatchLine(bytes: bytes, isFirstLine: true)
      if let tooLarge = overLimit(AnswerSizeEstimate.bytes(of: line, style: answer.composer.style))
      {
        return tooLarge
      }
      guard line.widths != nil else { return composeOne(bytes) }
      // One request at several widths: an array of its records, one per width.
      items = [ComposeStream.Item(range: 0..<bytes.count, position: 1)]
      framing = .array
      contentType = "application/json"
    }
    if let tooMany = tooMany(items.count) { return rejected(tooMany) }
    var estimate = 2
    for item in items where !item.isTooLong {
      let line = BatchLine(bytes: Array(bytes[item.range]), isFirstLine: item.position == 1)
      estimate += AnswerSizeEstimate.bytes(of: line, style: answer.composer.style) + 1
      if estimate > maximumResponseBytes { break }
    }
    if let tooLarge = overLimit(estimate) { return tooLarge }
    let stream = ComposeStream(
      body: body, items: items, framing: framing, answer: answer,
      maximumBytes: maximumResponseBytes, maximumLineBytes: maximumLineBytes, metrics: metrics)
    return HTTPResponse(status: 200, contentType: contentType, body: .stream(stream))
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

  /// One request without `"widths"`: its record, or a 400 with its error record; a 413 when the
  /// record is over `--max-response-bytes`.
  private func composeOne(_ bytes: [UInt8]) -> HTTPResponse {
    switch composeOne(bytes, drawing: false) {
    case .failure(let failure): return rejected(failure)
    case .success((let composed, let line)):
      var output: [UInt8] = []
      BatchResultEncoder.append(
        composed, id: line.id, glyphRuns: line.includesGlyphRuns ?? false, to: &output)
      if let tooLarge = overLimit(output.count) { return tooLarge }
      metrics.recordTitles(composed: 1, errorCodes: [])
      return .json(200, output)
    }
  }

  /// The failure of a body of `count` requests, when that is over the limit.
  private func tooMany(_ count: Int) -> ComposeAnswer.Failure? {
    guard count > maximumRequests else { return nil }
    let error = ComposerError.batchTooLarge(count: count, limit: maximumRequests)
    return ComposeAnswer.Failure(id: nil, code: error.code, message: error.description)
  }

  /// `POST /v1/render?format=png|svg&scale=…`: one request → the cell's image, drawn with the
  /// `--style` file's cell keys and the query's options over them (``RenderOptions``).
  func render(_ body: [UInt8], query: RequestTarget) -> HTTPResponse {
    let style: CellStyle
    switch RenderOptions.style(query, over: cells.style) {
    case .failure(let error): return errorResponse(error)
    case .success(let read): style = read
    }
    switch composeOne(body, drawing: true) {
    case .failure(let failure): return rejected(failure)
    case .success((let composed, _)):
      do {
        let image = try cells.renderer.render(composed, style: style)
        metrics.recordTitles(composed: 1, errorCodes: [])
        return HTTPResponse(
          status: 200, contentType: style.format == .svg ? "image/svg+xml" : "image/png",
          body: image)
      } catch {
        return rejected(
          ComposeAnswer.Failure(id: nil, code: .renderFailed, message: error.description))
      }
    }
  }

  /// Reads and composes a body of one request (with its glyph runs when it is to be drawn).
  private func composeOne(_ body: [UInt8], drawing: Bool)
    -> Result<(ComposedTitle, BatchLine), ComposeAnswer.Failure>
  {
    switch answer.parse(body, isFirst: true) {
    case .failure(let failure): return .failure(failure)
    case .success((let line, var request)):
      if drawing && line.widths != nil {
        return .failure(
          ComposeAnswer.Failure(
            id: line.id, code: .invalidWidths,
            message: "\"widths\" cannot be drawn: a cell is drawn at one \"width\""))
      }
      if drawing { request.includesGlyphRuns = true }
      return answer.compose(request, id: line.id).map { ($0, line) }
    }
  }
}
