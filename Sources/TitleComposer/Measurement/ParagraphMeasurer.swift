import TitleFonts
import TitleText

/// Turns analysed text into a ``MeasuredParagraph``: one advance per grapheme cluster, the break
/// opportunities between clusters, and which clusters hang or collapse.
struct ParagraphMeasurer {
  /// The title font at the title size.
  let font: ScaledFontChain
  /// The UTF-16 length of the prefix (badge object or padding spaces) before the title.
  let prefixLength: Int
  /// The advance of the prefix when it is the badge's object replacement character.
  let badgeAdvance: Double?
  /// What happens to white space in the title.
  let whiteSpace: WhiteSpace

  /// The measured paragraph and the clusters no font could draw.
  struct Output {
    var paragraph: MeasuredParagraph
    /// Clusters drawn with .notdef, by cluster index.
    var missing: [Bool]
    /// Clusters removed by white-space collapsing (zero width, not drawn).
    var collapsed: [Bool]
  }

  func measure(_ analysis: TextAnalysis) -> Output {
    let utf16 = analysis.utf16
    let flags = analysis.flags
    var offsets: [Int] = []
    offsets.reserveCapacity(utf16.count + 1)
    for index in 0..<utf16.count where flags[index].contains(.graphemeStart) {
      offsets.append(index)
    }
    offsets.append(utf16.count)
    let count = offsets.count - 1
    var advances = [Double](repeating: 0, count: count)
    var kerningAfter = [Double](repeating: 0, count: count)
    var breaks = [BreakKind](repeating: .none, count: count + 1)
    var hangs = [Bool](repeating: false, count: count)
    var missing = [Bool](repeating: false, count: count)
    var collapsed = [Bool](repeating: false, count: count)
    let collapse = whiteSpace == .collapse
    let spaceAdvance = font.advance(of: font.glyph(for: " "))

    var lastGlyph: GlyphInfo? = nil
    var previousWasCollapsible = false
    for cluster in 0..<count {
      let start = offsets[cluster]
      breaks[cluster] = Self.breakKind(flags[start])
      if start == 0, let badgeAdvance, prefixLength > 0 {
        advances[cluster] = badgeAdvance
        lastGlyph = nil
        continue
      }
      let space = WhiteSpaceClass(Self.scalar(in: utf16, at: start))
      if collapse && start >= prefixLength && space.isCollapsible {
        // Runs of spaces, tabs and newlines become one space; the opportunity follows the run.
        if previousWasCollapsible {
          collapsed[cluster] = true
          breaks[cluster] = .none
        } else {
          advances[cluster] = spaceAdvance
        }
        hangs[cluster] = true
        previousWasCollapsible = true
        lastGlyph = nil
        continue
      }
      if previousWasCollapsible && breaks[cluster] == .mandatory {
        // A newline that collapsed into a space gives only a soft opportunity.
        breaks[cluster] = .allowed
      }
      previousWasCollapsible = false
      if space != .other {
        hangs[cluster] = true
        if space == .segmentBreak || space == .hardBreak {
          lastGlyph = nil
          continue
        }
        if space == .tab {
          advances[cluster] = spaceAdvance
          lastGlyph = nil
          continue
        }
      }
      let measured = measureCluster(utf16, from: start, to: offsets[cluster + 1])
      advances[cluster] = measured.advance
      missing[cluster] = measured.missing
      if let lastGlyph, cluster > 0 {
        kerningAfter[cluster - 1] = font.kerning(lastGlyph, measured.first)
      }
      lastGlyph = measured.last
    }
    breaks[count] = .allowed
    let paragraph = MeasuredParagraph(
      clusterOffsets: offsets, advances: advances, kerningAfter: kerningAfter, breaks: breaks,
      hangs: hangs)
    return Output(paragraph: paragraph, missing: missing, collapsed: collapsed)
  }

  /// A cluster's advance: the sum of its glyphs' advances and the kerning between them. Emoji
  /// sequences (ZWJ sequences, flags, skin tones, keycaps) are drawn by a colour font as one
  /// ligature, which ``FontFallbackChain/glyphs(forCluster:)`` accounts for.
  private func measureCluster(_ utf16: [UInt16], from start: Int, to end: Int)
    -> (advance: Double, first: GlyphInfo, last: GlyphInfo, missing: Bool)
  {
    let firstScalar = Self.scalar(in: utf16, at: start)
    if start + firstScalar.utf16.count >= end {
      let glyph = font.glyph(for: firstScalar)
      return (font.advance(of: glyph), glyph, glyph, glyph.isMissing)
    }
    var scalars: [Unicode.Scalar] = []
    var index = start
    while index < end {
      let scalar = Self.scalar(in: utf16, at: index)
      scalars.append(scalar)
      index += scalar.utf16.count
    }
    let glyphs = font.chain.glyphs(forCluster: scalars)
    var advance = font.advance(of: glyphs[0])
    for position in 1..<glyphs.count {
      advance += font.advance(of: glyphs[position]) + font.kerning(glyphs[position - 1], glyphs[position])
    }
    return (advance, glyphs[0], glyphs[glyphs.count - 1], glyphs[0].isMissing)
  }

  private static func breakKind(_ flags: BoundaryFlags) -> BreakKind {
    if flags.contains(.breakMandatory) { return .mandatory }
    return flags.contains(.breakAllowed) ? .allowed : .none
  }

  /// The scalar starting at `index`; a lone surrogate reads as U+FFFD.
  @inline(__always)
  static func scalar(in utf16: [UInt16], at index: Int) -> Unicode.Scalar {
    let unit = utf16[index]
    if UTF16.isLeadSurrogate(unit), index + 1 < utf16.count, UTF16.isTrailSurrogate(utf16[index + 1]) {
      let value = 0x10000 + (UInt32(unit - 0xD800) << 10) + UInt32(utf16[index + 1] - 0xDC00)
      return Unicode.Scalar(value)!
    }
    return Unicode.Scalar(unit) ?? "\u{FFFD}"
  }
}

/// How white-space processing treats a cluster's first scalar.
enum WhiteSpaceClass: Equatable {
  /// U+0020: hangs at a line end; collapses in `.collapse`.
  case space
  /// U+0009: drawn as one space; hangs; collapses in `.collapse`.
  case tab
  /// `\n`, `\r` (and `\r\n`): a hard break in `.preserve`, a space in `.collapse`.
  case segmentBreak
  /// VT, FF, NEL, U+2028, U+2029: a hard break in every mode.
  case hardBreak
  /// Anything else.
  case other

  init(_ scalar: Unicode.Scalar) {
    switch scalar.value {
    case 0x20: self = .space
    case 0x09: self = .tab
    case 0x0A, 0x0D: self = .segmentBreak
    case 0x0B, 0x0C, 0x85, 0x2028, 0x2029: self = .hardBreak
    default: self = .other
    }
  }

  /// Whether CSS `white-space: normal` collapses it.
  var isCollapsible: Bool { self == .space || self == .tab || self == .segmentBreak }
}
