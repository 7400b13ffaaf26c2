// The wire coding of a fitted title: the composed title's object with what the fits chose
// (docs/title-result.schema.json, docs/fitting.md), as BatchResultEncoder writes it too.

extension FittedTitle: Codable {
  private enum CodingKeys: String, CodingKey {
    case titleSize = "fittedTitleSize", titleSizeFits, width = "fittedWidth", middleCut
  }

  private enum CutKeys: String, CodingKey { case start, end }

  /// Decodes the composed title's object and the fit keys it has.
  public init(from decoder: any Decoder) throws {
    composed = try ComposedTitle(from: decoder)
    let container = try decoder.container(keyedBy: CodingKeys.self)
    titleSize = try container.decodeIfPresent(Double.self, forKey: .titleSize)
    titleSizeFits = try container.decodeIfPresent(Bool.self, forKey: .titleSizeFits)
    width = try container.decodeIfPresent(Double.self, forKey: .width)
    if container.contains(.middleCut) {
      let cut = try container.nestedContainer(keyedBy: CutKeys.self, forKey: .middleCut)
      let start = try cut.decode(Int.self, forKey: .start)
      let end = try cut.decode(Int.self, forKey: .end)
      guard start <= end else {
        throw DecodingError.dataCorruptedError(
          forKey: .end, in: cut, debugDescription: "middleCut ends before it starts")
      }
      middleCut = start..<end
    } else {
      middleCut = nil
    }
  }

  /// Encodes the composed title's object, then `fittedTitleSize` and `titleSizeFits`,
  /// `fittedWidth` and `middleCut` when the fits chose them.
  public func encode(to encoder: any Encoder) throws {
    try composed.encode(to: encoder)
    var container = encoder.container(keyedBy: CodingKeys.self)
    if let titleSize {
      try container.encode(WireNumber.rounded(titleSize), forKey: .titleSize)
      try container.encode(titleSizeFits ?? true, forKey: .titleSizeFits)
    }
    if let width { try container.encode(WireNumber.rounded(width), forKey: .width) }
    if let middleCut {
      var cut = container.nestedContainer(keyedBy: CutKeys.self, forKey: .middleCut)
      try cut.encode(middleCut.lowerBound, forKey: .start)
      try cut.encode(middleCut.upperBound, forKey: .end)
    }
  }
}
