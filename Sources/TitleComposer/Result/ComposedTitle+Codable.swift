// The wire coding of a composed title: the one object `--format json`, the `--jsonl` record
// (BatchResultEncoder) and the HTTP service write, docs/title-result.schema.json.

extension ComposedBadge {
  /// The wire keys (docs/title-result.schema.json): `categoryID` is `"category"`, the frame is
  /// flat (`"x"`, `"y"`, `"width"`, `"height"`).
  private enum CodingKeys: String, CodingKey {
    case categoryID = "category", label, x, y, width, height, cornerRadius, background
    case foreground, labelSize, labelX, labelBaseline, labelAdvance, runs, labelLetterSpacing
  }

  /// Decodes a badge from its wire object; `runs` may be absent (empty), `labelLetterSpacing`
  /// too (0).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      categoryID: try container.decode(Int.self, forKey: .categoryID),
      label: try container.decode(String.self, forKey: .label),
      frame: Rect(
        x: try container.decode(Double.self, forKey: .x),
        y: try container.decode(Double.self, forKey: .y),
        width: try container.decode(Double.self, forKey: .width),
        height: try container.decode(Double.self, forKey: .height)),
      cornerRadius: try container.decode(Double.self, forKey: .cornerRadius),
      background: try container.decode(RGBColor.self, forKey: .background),
      foreground: try container.decode(RGBColor.self, forKey: .foreground),
      labelSize: try container.decode(Double.self, forKey: .labelSize),
      labelX: try container.decode(Double.self, forKey: .labelX),
      labelBaseline: try container.decode(Double.self, forKey: .labelBaseline),
      labelAdvance: try container.decode(Double.self, forKey: .labelAdvance),
      runs: try container.decodeIfPresent([GlyphRun].self, forKey: .runs) ?? [])
    labelLetterSpacing =
      try container.decodeIfPresent(Double.self, forKey: .labelLetterSpacing) ?? 0
  }

  /// Encodes the wire object: every field (numbers rounded to 1e-6, ``WireNumber``), `runs`
  /// only when `userInfo` sets `includesGlyphRuns`, `labelLetterSpacing` only when not 0.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(categoryID, forKey: .categoryID)
    try container.encode(label, forKey: .label)
    try container.encode(WireNumber.rounded(frame.x), forKey: .x)
    try container.encode(WireNumber.rounded(frame.y), forKey: .y)
    try container.encode(WireNumber.rounded(frame.width), forKey: .width)
    try container.encode(WireNumber.rounded(frame.height), forKey: .height)
    try container.encode(WireNumber.rounded(cornerRadius), forKey: .cornerRadius)
    try container.encode(background, forKey: .background)
    try container.encode(foreground, forKey: .foreground)
    try container.encode(WireNumber.rounded(labelSize), forKey: .labelSize)
    try container.encode(WireNumber.rounded(labelX), forKey: .labelX)
    try container.encode(WireNumber.rounded(labelBaseline), forKey: .labelBaseline)
    try container.encode(WireNumber.rounded(labelAdvance), forKey: .labelAdvance)
    if encoder.userInfo[.includesGlyphRuns] as? Bool == true {
      try container.encode(runs.map(WireGlyphRun.init), forKey: .runs)
    }
    if labelLetterSpacing != 0 {
      try container.encode(WireNumber.rounded(labelLetterSpacing), forKey: .labelLetterSpacing)
    }
  }
}

extension ComposedLine {
  private enum CodingKeys: String, CodingKey {
    case text, start, end, x, width, baseline, isTruncated = "truncated", runs, faces
    case top, height, cut, parts
  }

  /// Decodes `start`/`end` offsets and the other fields.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try container.decode(Int.self, forKey: .start)
    let end = try container.decode(Int.self, forKey: .end)
    guard start <= end else {
      throw DecodingError.dataCorruptedError(
        forKey: .end, in: container, debugDescription: "end \(end) is before start \(start)")
    }
    self.init(
      text: try container.decode(String.self, forKey: .text), range: start..<end,
      x: try container.decode(Double.self, forKey: .x),
      width: try container.decode(Double.self, forKey: .width),
      baseline: try container.decode(Double.self, forKey: .baseline),
      isTruncated: try container.decodeIfPresent(Bool.self, forKey: .isTruncated) ?? false,
      runs: try container.decodeIfPresent([GlyphRun].self, forKey: .runs) ?? [],
      faces: try container.decodeIfPresent([LineFace].self, forKey: .faces) ?? [])
    if let parts = try container.decodeIfPresent([LinePart].self, forKey: .parts) {
      setRich(
        parts: parts,
        lineBox: LineBox(
          top: try container.decode(Double.self, forKey: .top),
          height: try container.decode(Double.self, forKey: .height)),
        cut: try container.decodeIfPresent(Int.self, forKey: .cut))
    }
  }

  /// Encodes the wire object: `range` as `start`/`end`, numbers rounded to 1e-6
  /// (``WireNumber``), and `runs` and `faces` only when the encoder's `userInfo` sets
  /// `CodingUserInfoKey.includesGlyphRuns`; a rich title's line adds `top`, `height`, `cut`
  /// (truncated last line only) and `parts`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(text, forKey: .text)
    try container.encode(range.lowerBound, forKey: .start)
    try container.encode(range.upperBound, forKey: .end)
    try container.encode(WireNumber.rounded(x), forKey: .x)
    try container.encode(WireNumber.rounded(width), forKey: .width)
    try container.encode(WireNumber.rounded(baseline), forKey: .baseline)
    try container.encode(isTruncated, forKey: .isTruncated)
    if encoder.userInfo[.includesGlyphRuns] as? Bool == true {
      try container.encode(runs.map(WireGlyphRun.init), forKey: .runs)
      try container.encode(faces, forKey: .faces)
    }
    if let lineBox {
      try container.encode(WireNumber.rounded(lineBox.top), forKey: .top)
      try container.encode(WireNumber.rounded(lineBox.height), forKey: .height)
      try container.encodeIfPresent(cut, forKey: .cut)
      try container.encode(parts, forKey: .parts)
    }
  }
}

extension LinePart {
  private enum CodingKeys: String, CodingKey {
    case kind, run, style, start, end, x, width, size, runs, faces
  }

  /// Decodes a part (`runs`, `faces` optional).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let start = try container.decode(Int.self, forKey: .start)
    let end = try container.decode(Int.self, forKey: .end)
    guard start <= end else {
      throw DecodingError.dataCorruptedError(
        forKey: .end, in: container, debugDescription: "end \(end) is before start \(start)")
    }
    self.init(
      kind: try container.decode(Kind.self, forKey: .kind),
      run: try container.decodeIfPresent(Int.self, forKey: .run),
      style: try container.decodeIfPresent(String.self, forKey: .style), range: start..<end,
      x: try container.decode(Double.self, forKey: .x),
      width: try container.decode(Double.self, forKey: .width),
      size: try container.decode(Double.self, forKey: .size),
      runs: try container.decodeIfPresent([GlyphRun].self, forKey: .runs) ?? [],
      faces: try container.decodeIfPresent([LineFace].self, forKey: .faces) ?? [])
  }

  /// Encodes the wire object: `range` as `start`/`end`, `run` and `style` when set, numbers
  /// rounded to 1e-6, glyph runs and faces only when `userInfo` sets `includesGlyphRuns`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(run, forKey: .run)
    try container.encodeIfPresent(style, forKey: .style)
    try container.encode(range.lowerBound, forKey: .start)
    try container.encode(range.upperBound, forKey: .end)
    try container.encode(WireNumber.rounded(x), forKey: .x)
    try container.encode(WireNumber.rounded(width), forKey: .width)
    try container.encode(WireNumber.rounded(size), forKey: .size)
    if encoder.userInfo[.includesGlyphRuns] as? Bool == true && kind != .box {
      try container.encode(runs.map(WireGlyphRun.init), forKey: .runs)
      try container.encode(faces, forKey: .faces)
    }
  }
}

extension ComposedTitle {
  /// The wire keys (docs/title-result.schema.json): `isTruncated` is `"truncated"`.
  private enum CodingKeys: String, CodingKey {
    case title, width, badge, lines, isTruncated = "truncated", height, lineHeight, titleSize
    case padding, paddedTitle, paddingSpaceCount, missingGlyphs, lang, letterSpacing, truncation,
      direction, boxes, highlights
  }

  /// Decodes a composed title from its wire object: what ``encode(to:)``, `--format json` and a
  /// `--jsonl` result record write (their `"id"` and `"file"` are not read). A missing `badge`
  /// is none, a missing `lang` Korean, a missing `letterSpacing` 0, a missing `truncation`
  /// `"fill"`, a missing `direction` ltr; `paddedTitle` is not read (it follows from `title`
  /// and `paddingSpaceCount`).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      title: try container.decode(String.self, forKey: .title),
      width: try container.decode(Double.self, forKey: .width),
      badge: try container.decodeIfPresent(ComposedBadge.self, forKey: .badge),
      lines: try container.decode([ComposedLine].self, forKey: .lines),
      isTruncated: try container.decode(Bool.self, forKey: .isTruncated),
      height: try container.decode(Double.self, forKey: .height),
      lineHeight: try container.decode(Double.self, forKey: .lineHeight),
      titleSize: try container.decode(Double.self, forKey: .titleSize),
      padding: try container.decode(PaddingMode.self, forKey: .padding),
      paddingSpaceCount: try container.decode(Int.self, forKey: .paddingSpaceCount),
      missingGlyphs: try container.decode(Int.self, forKey: .missingGlyphs),
      lang: try container.decodeIfPresent(TitleLanguage.self, forKey: .lang) ?? .korean)
    letterSpacing = try container.decodeIfPresent(Double.self, forKey: .letterSpacing) ?? 0
    truncation = try container.decodeIfPresent(Truncation.self, forKey: .truncation) ?? .fill
    direction = try container.decodeIfPresent(TextDirection.self, forKey: .direction) ?? .ltr
    boxes = try container.decodeIfPresent([PlacedBox].self, forKey: .boxes) ?? []
    highlights = try container.decodeIfPresent([HighlightRects].self, forKey: .highlights) ?? []
  }

  /// Encodes the wire object, the one `--jsonl` writes (``BatchResultEncoder``) without its
  /// `"id"`: every stored property, numbers rounded to 1e-6 (``WireNumber``), `badge` only when
  /// the title has one, ``paddedTitle``
  /// in spaces mode only, `letterSpacing` only when not 0, `truncation` only when not `"fill"`
  /// and `direction` only when not ltr; `boxes` and `highlights` only when there are any.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(title, forKey: .title)
    try container.encode(WireNumber.rounded(width), forKey: .width)
    try container.encodeIfPresent(badge, forKey: .badge)
    try container.encode(lines, forKey: .lines)
    try container.encode(isTruncated, forKey: .isTruncated)
    try container.encode(WireNumber.rounded(height), forKey: .height)
    try container.encode(WireNumber.rounded(lineHeight), forKey: .lineHeight)
    try container.encode(WireNumber.rounded(titleSize), forKey: .titleSize)
    try container.encode(padding, forKey: .padding)
    if padding == .spaces { try container.encode(paddedTitle, forKey: .paddedTitle) }
    try container.encode(paddingSpaceCount, forKey: .paddingSpaceCount)
    try container.encode(missingGlyphs, forKey: .missingGlyphs)
    try container.encode(lang, forKey: .lang)
    if letterSpacing != 0 {
      try container.encode(WireNumber.rounded(letterSpacing), forKey: .letterSpacing)
    }
    if truncation != .fill { try container.encode(truncation, forKey: .truncation) }
    if direction != .ltr { try container.encode(direction, forKey: .direction) }
    if !boxes.isEmpty { try container.encode(boxes, forKey: .boxes) }
    if !highlights.isEmpty { try container.encode(highlights, forKey: .highlights) }
  }
}
