import TitleComposer
import TitleRendering

extension TitleService {
  /// `POST /v1/compose`: one object → one result (400 when it fails); an array → an array of
  /// results and error records; NDJSON → NDJSON.
  func compose(_ body: [UInt8], type: ContentNegotiation.BodyType) -> HTTPResponse {
    if case .lines(let mediaType) = type {
      var output: [UInt8] = []
      output.reserveCapacity(body.count * 4)
      var tally = ComposeAnswer.Tally()
      var position = 0
      let lines = NDJSONLines.split(body)
      if let tooMany = tooMany(lines.count) { return rejected(tooMany) }
      for line in lines {
        position += 1
        answer.appendRecords(
          for: line, position: position, separator: 0x0A, to: &output, tally: &tally)
        output.append(0x0A)
      }
      metrics.recordTitles(
        composed: tally.composed, errorCodes: tally.errorCodes.map(\.rawValue))
      return HTTPResponse(status: 200, contentType: mediaType, body: output)
    }
    let start = body.firstIndex { !(" \t\r\n".utf8.contains($0)) }
    if let start, body[start] == UInt8(ascii: "[") {
      let ranges: [Range<Int>]
      do {
        ranges = try JSONArraySplitter.elements(of: body)
      } catch {
        return rejected(
          ComposeAnswer.Failure(id: nil, code: .invalidJSON, message: error.description))
      }
      if let tooMany = tooMany(ranges.count) { return rejected(tooMany) }
      var output: [UInt8] = [UInt8(ascii: "[")]
      output.reserveCapacity(body.count * 4)
      var tally = ComposeAnswer.Tally()
      for (index, range) in ranges.enumerated() {
        if index > 0 { output.append(UInt8(ascii: ",")) }
        answer.appendRecords(
          for: Array(body[range]), position: index + 1, separator: UInt8(ascii: ","),
          to: &output, tally: &tally)
      }
      output.append(UInt8(ascii: "]"))
      metrics.recordTitles(
        composed: tally.composed, errorCodes: tally.errorCodes.map(\.rawValue))
      return .json(200, output)
    }
    if case .success((let line, _)) = answer.parse(body, isFirst: true), line.widths != nil {
      // One request at several widths: an array of its records, one per width.
      var output: [UInt8] = [UInt8(ascii: "[")]
      var tally = ComposeAnswer.Tally()
      answer.appendRecords(
        for: body, position: 1, separator: UInt8(ascii: ","), to: &output, tally: &tally)
      output.append(UInt8(ascii: "]"))
      metrics.recordTitles(
        composed: tally.composed, errorCodes: tally.errorCodes.map(\.rawValue))
      return .json(200, output)
    }
    switch composeOne(body) {
    case .failure(let failure): return rejected(failure)
    case .success((let composed, let line)):
      var output: [UInt8] = []
      BatchResultEncoder.append(
        composed, id: line.id, glyphRuns: line.includesGlyphRuns ?? false, to: &output)
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
  private func composeOne(_ body: [UInt8], drawing: Bool = false)
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

/// The lines of an NDJSON body: split at `\n`, a `\r` before it dropped, the empty piece after a
/// final newline left out.
enum NDJSONLines {
  static func split(_ body: [UInt8]) -> [[UInt8]] {
    var lines = body.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
      line.last == 0x0D ? Array(line.dropLast()) : Array(line)
    }
    if lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }
}
