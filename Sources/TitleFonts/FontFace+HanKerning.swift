@_spi(TitleInternals) import TitleSystem

/// What `text-spacing-trim` needs to know of a face in a language (Blink's
/// `HanKerning::FontData`): whether it can set full-width punctuation half-width (the OpenType
/// `halt` feature), and where its dots, colon, semicolon and quotes sit in their em, which
/// decides how they pair with brackets (the Adobe convention: Japanese dots sit at the left,
/// Traditional Chinese ones at the centre; Simplified Chinese colons at the left; Chinese quotes
/// are full width, Japanese ones proportional).
public struct HanKerningFace: Sendable, Hashable {
  /// Where a glyph's ink sits in its advance (Blink's `CharTypeFromBounds`).
  public enum Placement: UInt8, Sendable, Hashable {
    /// Anything else (or glyphs of different advances or placements in one group).
    case other
    /// In the right half: an opening mark.
    case open
    /// In the left half: a closing mark.
    case close
    /// At most half an em wide, starting at least a quarter in: a middle mark.
    case middle
  }

  /// The placement of 、。，． (all four alike, or ``Placement/other``).
  public var dot: Placement
  /// The placement of ：.
  public var colon: Placement
  /// The placement of ；.
  public var semicolon: Placement
  /// Whether “‘ are opening marks and ”’ closing ones in this face (full width), else narrow.
  public var quotesFullwidth: Bool

  /// The data of a face, as ``FontFace/hanKerning(language:)`` finds it.
  public init(dot: Placement, colon: Placement, semicolon: Placement, quotesFullwidth: Bool) {
    self.dot = dot
    self.colon = colon
    self.semicolon = semicolon
    self.quotesFullwidth = quotesFullwidth
  }
}

extension FontFace {
  /// The face's ``HanKerningFace`` in `language`, or `nil` when Chromium kerns nothing in it:
  /// the face lacks `halt`, cannot shape, or maps one of 、。，．：；“‘”’ to other than one
  /// glyph each. A face with `chws` (which kerns inside runs by itself in Chromium) is `nil` too:
  /// it is not modelled (no face setup.sh installs has it).
  ///
  /// Found as Blink does: the ten characters shaped with the language (its `locl` forms), each
  /// glyph's ink bounds against half its advance. Cached per language.
  /// - Parameter language: the BCP 47 tag the text is shaped with.
  public func hanKerning(language: String) -> HanKerningFace? {
    if let known = hanKerningFaces.lookup(language) { return known.face }
    let face = computeHanKerning(language: language)
    hanKerningFaces.store(language, face)
    return face
  }

  private func computeHanKerning(language: String) -> HanKerningFace? {
    guard let harfBuzz, harfBuzz.hasLayoutFeature(Self.haltTag),
      !harfBuzz.hasLayoutFeature(Self.chwsTag)
    else { return nil }
    let characters: [UInt16] = [
      0x3001, 0x3002, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0x201C, 0x2018, 0x201D, 0x2019,
    ]
    guard
      let run = harfBuzz.shape(
        characters.span, ShapingProperties(script: Self.haniTag, language: language)),
      run.glyphs.count == characters.count,
      run.glyphs.indices.allSatisfy({ run.glyphs[$0].cluster == UInt32($0) })
    else { return nil }
    // Ink bounds from the pen, offset as drawn.
    let bounds = run.glyphs.map { glyph -> (left: Double, right: Double)? in
      guard glyph.glyph != 0, let extent = harfBuzz.horizontalExtent(of: glyph.glyph) else {
        return nil
      }
      return (Double(extent.left + glyph.xOffset), Double(extent.right + glyph.xOffset))
    }
    func placement(_ half: Double, _ bound: (left: Double, right: Double))
      -> HanKerningFace.Placement
    {
      if bound.right <= half { return .close }
      if bound.left >= half { return .open }
      if bound.right - bound.left <= half && bound.left >= half / 2 { return .middle }
      return .other
    }
    // A group's placement: that of its first glyph, when every other glyph has its advance
    // and its placement (measured against the first glyph's half advance).
    func group(_ range: Range<Int>) -> HanKerningFace.Placement {
      var first: (advance: Int32, placement: HanKerningFace.Placement)?
      for index in range {
        guard run.glyphs[index].glyph != 0 else { continue }
        let advance = run.glyphs[index].advance
        guard let bound = bounds[index] else { return .other }
        if let first {
          if advance != first.advance
            || placement(Double(first.advance) / 2, bound) != first.placement
          {
            return .other
          }
        } else {
          first = (advance, placement(Double(advance) / 2, bound))
        }
      }
      return first?.placement ?? .other
    }
    return HanKerningFace(
      dot: group(0..<4), colon: group(4..<5), semicolon: group(5..<6),
      quotesFullwidth: group(6..<8) == .open && group(8..<10) == .close)
  }

  private static let haltTag: UInt32 = 0x6861_6C74  // 'halt'
  private static let chwsTag: UInt32 = 0x6368_7773  // 'chws'
  private static let haniTag: UInt32 = 0x4861_6E69  // 'Hani'
}

/// A face's ``HanKerningFace`` per language, the absent ones too.
final class HanKerningFaces: Sendable {
  /// The most languages kept; beyond it, each call computes the answer again.
  static let limit = 64

  struct Entry: Sendable { let face: HanKerningFace? }

  private let entries = Locked<[String: Entry]>([:])

  init() {}

  func lookup(_ language: String) -> Entry? { entries.withLock { $0[language] } }

  func store(_ language: String, _ face: HanKerningFace?) {
    entries.withLock { if $0.count < Self.limit { $0[language] = Entry(face: face) } }
  }
}
