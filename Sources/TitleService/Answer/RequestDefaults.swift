import TitleComposer
import TitleWire

/// The values a request gets for the fields it leaves out: the CLI's `--lang`, `--glyphs`,
/// `--line-height`, `--badge-spacing`, `--letter-spacing`, `--badge-letter-spacing`,
/// `--text-wrap`, `--truncation`, `--direction` and the fits in batch mode. A field the request gives keeps its value.
public struct RequestDefaults: Sendable {
  /// The language of requests without a `"lang"` (default `ko`).
  public var language = TitleLanguage.korean
  /// Whether records carry their glyph runs when a request has no `"glyphs"`.
  public var glyphRuns = false
  /// The line height (px) of requests without a `"lineHeight"`; `nil`: the style's.
  public var lineHeight: Double? = nil
  /// The badge spacing (px) of requests without a `"badgeSpacing"`; `nil`: the style's.
  public var badgeSpacing: Double? = nil
  /// The title letter-spacing, in px or in em, of requests with neither.
  public var letterSpacing: (px: Double?, em: Double?) = (nil, nil)
  /// The badge-label letter-spacing, in px or in em, of requests with neither.
  public var badgeLetterSpacing: (px: Double?, em: Double?) = (nil, nil)
  /// The wrap style of requests without a `"textWrap"`; `nil`: the style's.
  public var textWrap: TextWrap? = nil
  /// The truncation of requests without a `"truncation"`; `nil`: the style's.
  public var truncation: Truncation? = nil
  /// The direction of requests without a `"direction"`; `nil`: the style's.
  public var direction: TextDirection? = nil
  /// The fit of requests with none of the fit keys (``BatchFit``); `nil`: none.
  public var fit: TitleFit? = nil

  /// No defaults beyond the request format's own.
  public init() {}

  /// Whether any request field is given a value (the language and glyph runs aside, which the
  /// reader and the encoder take directly).
  var setsFields: Bool {
    lineHeight != nil || badgeSpacing != nil || textWrap != nil || truncation != nil
      || direction != nil || fit != nil
      || letterSpacing.px != nil || letterSpacing.em != nil || badgeLetterSpacing.px != nil
      || badgeLetterSpacing.em != nil
  }

  /// Gives the defaults to the request of `line` where it has none of its own.
  func apply(to line: inout BatchLine) {
    guard case .success(var request) = line.request else { return }
    if line.fit == nil && line.widths == nil { line.fit = fit }
    request.lineHeight = request.lineHeight ?? lineHeight
    request.badgeSpacing = request.badgeSpacing ?? badgeSpacing
    request.textWrap = request.textWrap ?? textWrap
    request.truncation = request.truncation ?? truncation
    request.direction = request.direction ?? direction
    if request.letterSpacing == nil && request.letterSpacingEm == nil {
      (request.letterSpacing, request.letterSpacingEm) = letterSpacing
    }
    if request.badgeLetterSpacing == nil && request.badgeLetterSpacingEm == nil {
      (request.badgeLetterSpacing, request.badgeLetterSpacingEm) = badgeLetterSpacing
    }
    line.request = .success(request)
  }
}

extension RequestDefaults {
  /// The defaults every request reads: the language of one without `"lang"`, whether any other
  /// field has a default to apply (``setsFields``), and the glyph runs default.
  struct Read: Sendable {
    let language: TitleLanguage
    let setsFields: Bool
    let glyphRuns: Bool

    init(_ defaults: RequestDefaults) {
      language = defaults.language
      setsFields = defaults.setsFields
      glyphRuns = defaults.glyphRuns
    }
  }
}
