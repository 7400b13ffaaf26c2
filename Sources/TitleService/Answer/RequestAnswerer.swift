import TitleComposer
import TitleRendering
import TitleSystem
import TitleWire

/// The one answer to a request line: read it (``BatchLine``), compose it (``Composer``) and write
/// its record (``BatchResultEncoder``), or the error record of why not. `title-preview --jsonl`
/// answers each input line with it and the HTTP service each request of a body, so that a
/// result is byte for byte the same whichever asked.
///
/// ```swift
/// let answerer = RequestAnswerer(composer: try Composer())
/// var record: [UInt8] = []
/// var tally = RequestAnswerer.Tally()
/// var badges = BatchBadgeCache()
/// let line = Array(#"{"id": 7, "category": 1, "title": "요즘 인기", "width": 343}"#.utf8)
/// answerer.answer(line.span, line: 1, badges: &badges, into: &record, tally: &tally)
/// ```
public struct RequestAnswerer: Sendable {
  /// What became of the requests answered: how many records are results, and the codes of the
  /// error records.
  public struct Tally: Sendable, Equatable {
    /// Result records written.
    public var composed = 0
    /// The codes of the error records written, in order.
    public var errorCodes: [WireErrorCode] = []

    /// An empty tally.
    public init() {}
  }

  /// What one request was answered with.
  public enum Kind: Sendable, Equatable {
    /// One result record.
    case result
    /// One error record: the request could not be read or composed.
    case error
    /// A `"widths"` request: one record per width, results and errors, `separator` between them
    /// (or one error record when the title could not be prepared at all).
    case widths
  }

  /// Where each composed title is drawn, as a file named for its request (`--out-dir`).
  public struct Files: Sendable {
    /// The renderer and style of each file.
    public let cells: CellOutput
    /// The folder the files go into.
    public let folder: OutputFolder

    /// Files drawn with `cells` into `folder`.
    public init(cells: CellOutput, folder: OutputFolder) {
      self.cells = cells
      self.folder = folder
    }
  }

  /// The composer every request is composed with.
  public let composer: Composer
  /// What a request that does not say gets (the CLI's `--lang`, `--glyphs`, …).
  public var defaults: RequestDefaults {
    didSet { readDefaults = RequestDefaults.Read(defaults) }
  }
  /// What answering each request reads of ``defaults``, kept beside them so that a request
  /// reads three fields, not a copy of all the defaults.
  private var readDefaults: RequestDefaults.Read
  /// Where composed titles are drawn, when they are (``Files``).
  public var files: Files?

  /// An answerer.
  /// - Parameters:
  ///   - composer: composes every request.
  ///   - defaults: the values of fields a request leaves out; default none.
  ///   - files: where each composed title is drawn; default nowhere.
  public init(
    composer: Composer, defaults: RequestDefaults = RequestDefaults(), files: Files? = nil
  ) {
    self.composer = composer
    self.defaults = defaults
    self.readDefaults = RequestDefaults.Read(defaults)
    self.files = files
  }

  /// Appends the record of the request in `bytes` to `output`: its result, or its error record
  /// `{"line", "id", "code", "error"}`; for a request with `"widths"`, one record per width in
  /// order, `separator` between them (``BatchWidths``). Never throws: a request that cannot be
  /// read, composed, drawn or written is answered by its error record.
  /// - Parameters:
  ///   - bytes: the request object's bytes (a line without its terminator, or an element of a
  ///     body).
  ///   - line: the request's position in its input, from 1, written as the error record's
  ///     `"line"`; `nil` for a request that is a whole body (its error record then has none,
  ///     and the records of its widths say line 1).
  ///   - isFirst: whether `bytes` start the input (a leading byte order mark is then skipped);
  ///     default `line == 1`, and true for a whole body.
  ///   - separator: what goes between the records of a `"widths"` request (a newline in JSONL,
  ///     a comma in a JSON array).
  ///   - fileName: the name of the file the composed title is drawn into, with ``files``.
  ///   - badges: the worker's cache of written badges (the record's bytes do not depend on it).
  ///   - output: the buffer the records are appended to (no terminator after the last).
  ///   - tally: counts the result and error records written.
  /// - Returns: what the request was answered with.
  @discardableResult
  public func answer(
    _ bytes: Span<UInt8>, line: Int?, isFirst: Bool? = nil, separator: UInt8 = 0x0A,
    fileName: String? = nil, badges: inout BatchBadgeCache, into output: inout [UInt8],
    tally: inout Tally
  ) -> Kind {
    answer(
      read: BatchLine(
        utf8: bytes, isFirstLine: isFirst ?? ((line ?? 1) == 1),
        defaultLanguage: readDefaults.language),
      line: line, separator: separator, fileName: fileName, badges: &badges, into: &output,
      tally: &tally)
  }

  /// Appends the record of a request already read (with ``RequestDefaults/language`` as its
  /// default language; the other defaults not yet applied), as
  /// ``answer(_:line:isFirst:separator:fileName:badges:into:tally:)`` does for its bytes.
  func answer(
    read parsed: consuming BatchLine, line: Int?, separator: UInt8 = 0x0A,
    fileName: String? = nil, badges: inout BatchBadgeCache, into output: inout [UInt8],
    tally: inout Tally
  ) -> Kind {
    if readDefaults.setsFields { defaults.apply(to: &parsed) }
    let glyphRuns = parsed.includesGlyphRuns ?? readDefaults.glyphRuns
    let code: WireErrorCode
    let message: String
    if let error = parsed.failure {
      (code, message) = (error.code, error.description)
    } else if let widths = parsed.widths {
      answerWidths(
        widths, of: parsed, line: line ?? 1, glyphRuns: glyphRuns, separator: separator,
        into: &output, tally: &tally)
      return .widths
    } else {
      do {
        // Drawing needs the runs whether or not the record shows them. (The request is copied
        // only when that changes it: a line read without "glyphs" asks for none.)
        let drawsGlyphRuns = glyphRuns || files != nil
        if let fit = parsed.fit {
          try answerFit(
            fit, of: parsed, glyphRuns: glyphRuns, drawsGlyphRuns: drawsGlyphRuns,
            fileName: fileName, into: &output)
          tally.composed += 1
          return .result
        }
        let composed: ComposedTitle
        if parsed.readRequest.includesGlyphRuns == drawsGlyphRuns {
          composed = try composer.compose(parsed.readRequest)
        } else {
          var drawn = parsed.readRequest
          drawn.includesGlyphRuns = drawsGlyphRuns
          composed = try composer.compose(drawn)
        }
        if let files, let fileName {
          try files.folder.write(try files.cells.render(composed), named: fileName)
          BatchResultEncoder.append(
            composed, id: parsed.id, file: files.folder.path(of: fileName), glyphRuns: glyphRuns,
            to: &output)
        } else {
          BatchResultEncoder.append(
            composed, id: parsed.id, glyphRuns: glyphRuns, badges: &badges,
            titleIsPlain: parsed.titleIsPlain, to: &output)
        }
        tally.composed += 1
        return .result
      } catch let error as ComposerError {
        (code, message) = (error.code, error.description)
      } catch let error as RenderError {
        (code, message) = (.renderFailed, error.description)
      } catch let error as OutputError {
        (code, message) = (.writeFailed, error.description)
      } catch {
        (code, message) = (.internalError, String(describing: error))
      }
    }
    BatchResultEncoder.appendError(message, code: code, line: line, id: parsed.id, to: &output)
    tally.errorCodes.append(code)
    return .error
  }

  /// The record of a request with fit keys (``BatchLine/fit``): composed with
  /// ``Composer/compose(_:fitting:)``, drawn into its file when there are files.
  /// - Throws: what composing, drawing or writing throws.
  private func answerFit(
    _ fit: TitleFit, of parsed: borrowing BatchLine, glyphRuns: Bool, drawsGlyphRuns: Bool,
    fileName: String?, into output: inout [UInt8]
  ) throws {
    var request = parsed.readRequest
    request.includesGlyphRuns = drawsGlyphRuns
    let fitted = try composer.compose(request, fitting: fit)
    var file: String? = nil
    if let files, let fileName {
      try files.folder.write(try files.cells.render(fitted.composed), named: fileName)
      file = files.folder.path(of: fileName)
    }
    BatchResultEncoder.append(fitted, id: parsed.id, file: file, glyphRuns: glyphRuns, to: &output)
  }

  /// The records of a `"widths"` request: the title prepared once and laid out at each width.
  private func answerWidths(
    _ widths: [Double], of parsed: borrowing BatchLine, line: Int, glyphRuns: Bool,
    separator: UInt8, into output: inout [UInt8], tally: inout Tally
  ) {
    guard files == nil else {
      let message = "\"widths\" cannot be used with --out-dir (one file per request)"
      BatchResultEncoder.appendError(
        message, code: .invalidWidths, line: line, id: parsed.id, to: &output)
      tally.errorCodes.append(.invalidWidths)
      return
    }
    var request = parsed.readRequest
    request.includesGlyphRuns = glyphRuns
    let results: [Result<ComposedTitle, ComposerError>]
    do {
      results = try composer.compose(request, widths: widths)
    } catch {
      BatchResultEncoder.appendError(
        error.description, code: error.code, line: line, id: parsed.id, to: &output)
      tally.errorCodes.append(error.code)
      return
    }
    for (index, (width, result)) in zip(widths, results).enumerated() {
      if index > 0 { output.append(separator) }
      switch result {
      case .success(let composed):
        BatchResultEncoder.append(composed, id: parsed.id, glyphRuns: glyphRuns, to: &output)
        tally.composed += 1
      case .failure(let error):
        BatchResultEncoder.appendError(
          error.description, code: error.code, line: line, id: parsed.id, width: width,
          to: &output)
        tally.errorCodes.append(error.code)
      }
    }
  }

  /// Reads and composes the one request of `bytes` to be drawn (its glyph runs included): what
  /// the service's render route draws.
  /// - Returns: the composed title, or the error record of why it could not be composed (no
  ///   `"line"`).
  public func composeForDrawing(_ bytes: Span<UInt8>) -> Result<ComposedTitle, Failure> {
    var parsed = BatchLine(
      utf8: bytes, isFirstLine: true, defaultLanguage: readDefaults.language)
    if readDefaults.setsFields { defaults.apply(to: &parsed) }
    if let error = parsed.failure {
      return .failure(Failure(id: parsed.id, code: error.code, message: error.description))
    }
    if parsed.widths != nil {
      return .failure(
        Failure(
          id: parsed.id, code: .invalidWidths,
          message: "\"widths\" cannot be drawn: a cell is drawn at one \"width\""))
    }
    var request = parsed.readRequest
    request.includesGlyphRuns = true
    do {
      if let fit = parsed.fit {
        return .success(try composer.compose(request, fitting: fit).composed)
      }
      return .success(try composer.compose(request))
    } catch {
      return .failure(Failure(id: parsed.id, code: error.code, message: error.description))
    }
  }

  /// Why a request was not composed.
  public struct Failure: Error, Sendable {
    /// The request's `id`, when it had one.
    public var id: JSONValue?
    /// What went wrong, for programs.
    public var code: WireErrorCode
    /// What went wrong, for people.
    public var message: String

    /// A failure.
    public init(id: JSONValue?, code: WireErrorCode, message: String) {
      self.id = id
      self.code = code
      self.message = message
    }

    /// The error record without a line, `{"id", "code", "error"}`: the service's 400 body.
    public var record: [UInt8] {
      BatchResultEncoder.encodeError(message, code: code, line: nil, id: id)
    }
  }
}
