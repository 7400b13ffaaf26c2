// The wire coding of a rich title's boxes and highlight rectangles
// (docs/title-result.schema.json): rectangles flat, as the badge's frame is.

extension PlacedBox {
  private enum CodingKeys: String, CodingKey { case name, run, offset, line, x, y, width, height }

  /// Decodes `{"name", "run", "offset", "line", "x", "y", "width", "height"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try container.decode(String.self, forKey: .name),
      run: try container.decode(Int.self, forKey: .run),
      offset: try container.decode(Int.self, forKey: .offset),
      line: try container.decode(Int.self, forKey: .line),
      frame: Rect(
        x: try container.decode(Double.self, forKey: .x),
        y: try container.decode(Double.self, forKey: .y),
        width: try container.decode(Double.self, forKey: .width),
        height: try container.decode(Double.self, forKey: .height)))
  }

  /// Encodes the wire object: the frame flat, numbers rounded to 1e-6 (``WireNumber``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(run, forKey: .run)
    try container.encode(offset, forKey: .offset)
    try container.encode(line, forKey: .line)
    try container.encode(WireNumber.rounded(frame.x), forKey: .x)
    try container.encode(WireNumber.rounded(frame.y), forKey: .y)
    try container.encode(WireNumber.rounded(frame.width), forKey: .width)
    try container.encode(WireNumber.rounded(frame.height), forKey: .height)
  }
}

extension HighlightRects {
  /// The wire keys: `isCut` is `"truncated"`, as a line's and a title's are.
  private enum CodingKeys: String, CodingKey { case start, end, rects, isCut = "truncated" }
  private enum RectKeys: String, CodingKey { case x, y, width, height }

  /// Decodes `{"start", "end", "rects": [{"x", "y", "width", "height"}], "truncated"}`.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    var list = try container.nestedUnkeyedContainer(forKey: .rects)
    var rects: [Rect] = []
    while !list.isAtEnd {
      let rect = try list.nestedContainer(keyedBy: RectKeys.self)
      rects.append(
        Rect(
          x: try rect.decode(Double.self, forKey: .x),
          y: try rect.decode(Double.self, forKey: .y),
          width: try rect.decode(Double.self, forKey: .width),
          height: try rect.decode(Double.self, forKey: .height)))
    }
    self.init(
      start: try container.decode(Int.self, forKey: .start),
      end: try container.decode(Int.self, forKey: .end), rects: rects,
      isCut: try container.decode(Bool.self, forKey: .isCut))
  }

  /// Encodes the wire object: each rectangle flat, numbers rounded to 1e-6 (``WireNumber``).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(start, forKey: .start)
    try container.encode(end, forKey: .end)
    var list = container.nestedUnkeyedContainer(forKey: .rects)
    for rect in rects {
      var object = list.nestedContainer(keyedBy: RectKeys.self)
      try object.encode(WireNumber.rounded(rect.x), forKey: .x)
      try object.encode(WireNumber.rounded(rect.y), forKey: .y)
      try object.encode(WireNumber.rounded(rect.width), forKey: .width)
      try object.encode(WireNumber.rounded(rect.height), forKey: .height)
    }
    try container.encode(isCut, forKey: .isCut)
  }
}
