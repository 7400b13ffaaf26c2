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

  /// The measured paragraph (missing and collapsed clusters are flagged in it).
  struct Output {
    var paragraph: MeasuredParagraph
  }

  func measure(_ analysis: TextAnalysis) -> Output {
    analysis.utf16.withUnsafeBufferPointer { utf16 in
      analysis.flags.withUnsafeBufferPointer { flags in
        let clusters = [MeasuredCluster](unsafeUninitializedCapacity: utf16.count + 1) {
          buffer, initialized in
          initialized = measureClusters(utf16, flags, into: buffer)
        }
        return Output(paragraph: MeasuredParagraph(clusters: clusters))
      }
    }
  }

  /// One pass over the clusters: advances, kerning, positions, opportunities, hanging and
  /// collapsed spaces, then the sentinel.
  /// - Returns: the number of entries written (clusters + 1).
  private func measureClusters(
    _ utf16: UnsafeBufferPointer<UInt16>, _ flags: UnsafeBufferPointer<BoundaryFlags>,
    into records: UnsafeMutableBufferPointer<MeasuredCluster>
  ) -> Int {
    let collapse = whiteSpace == .collapse
    let spaceAdvance = font.advance(of: font.glyph(for: " "))
    // BoundaryFlags' statics live in another module: read their bits once, not per cluster.
    let graphemeStart = BoundaryFlags.graphemeStart.rawValue
    let allowed = BoundaryFlags.breakAllowed.rawValue
    let mandatory = BoundaryFlags.breakMandatory.rawValue
    var count = 0
    var lastGlyph: GlyphInfo? = nil
    var previousWasCollapsible = false
    var start = 0
    while start < utf16.count {
      var end = start + 1
      // A cluster never straddles the prefix and the title: ICU joins a title that starts with
      // a combining mark, ZWJ or variation selector to the badge's U+FFFC or the last padding
      // space, and those characters must stay in the title's first line range.
      while end < utf16.count && flags[end].rawValue & graphemeStart == 0 && end != prefixLength {
        end += 1
      }
      let bits = flags[start].rawValue
      var record = MeasuredCluster(
        offset: start, position: 0, advance: 0, kerningAfter: 0,
        breakBefore: bits & mandatory != 0 ? .mandatory : bits & allowed != 0 ? .allowed : .none,
        hangs: false, isMissing: false, isCollapsed: false)
      defer {
        records.initializeElement(at: count, to: record)
        count += 1
        start = end
      }
      if start == 0, let badgeAdvance, prefixLength > 0 {
        record.advance = badgeAdvance
        lastGlyph = nil
        continue
      }
      let space = WhiteSpaceClass(Self.scalar(in: utf16, at: start))
      if collapse && start >= prefixLength && space.isCollapsible {
        // Runs of spaces, tabs and newlines become one space; the opportunity follows the run.
        if previousWasCollapsible {
          record.isCollapsed = true
          record.breakBefore = .none
        } else {
          record.advance = spaceAdvance
        }
        record.hangs = true
        previousWasCollapsible = true
        lastGlyph = nil
        continue
      }
      if previousWasCollapsible && record.breakBefore == .mandatory {
        // A newline that collapsed into a space gives only a soft opportunity.
        record.breakBefore = .allowed
      }
      previousWasCollapsible = false
      if space != .other {
        record.hangs = true
        if space == .tab { record.advance = spaceAdvance }
        if space != .space {
          lastGlyph = nil
          continue
        }
      }
      let measured = measureCluster(utf16, from: start, to: end)
      record.advance = measured.advance
      record.isMissing = measured.missing
      if let lastGlyph, count > 0 {
        records[count - 1].kerningAfter = font.kerning(lastGlyph, measured.first)
      }
      lastGlyph = measured.last
    }
    var pen = 0.0
    for index in 0..<count {
      records[index].position = pen
      pen += records[index].advance + records[index].kerningAfter
    }
    records.initializeElement(
      at: count,
      to: MeasuredCluster(
        offset: utf16.count, position: pen, advance: 0, kerningAfter: 0, breakBefore: .allowed,
        hangs: false, isMissing: false, isCollapsed: false))
    MeasuredParagraph.fillVisibleEnds(UnsafeMutableBufferPointer(rebasing: records[0...count]))
    return count + 1
  }

  /// A cluster's advance: the sum of its glyphs' advances and the kerning between them. Emoji
  /// sequences (ZWJ sequences, flags, skin tones, keycaps) are drawn by a colour font as one
  /// ligature, which ``FontFallbackChain/glyphs(forCluster:)`` accounts for.
  @inline(__always)
  private func measureCluster(_ utf16: UnsafeBufferPointer<UInt16>, from start: Int, to end: Int)
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
      advance +=
        font.advance(of: glyphs[position]) + font.kerning(glyphs[position - 1], glyphs[position])
    }
    return (advance, glyphs[0], glyphs[glyphs.count - 1], glyphs[0].isMissing)
  }

  /// The scalar starting at `index`; a lone surrogate reads as U+FFFD.
  @inline(__always)
  static func scalar(in utf16: [UInt16], at index: Int) -> Unicode.Scalar {
    utf16.withUnsafeBufferPointer { scalar(in: $0, at: index) }
  }

  /// The scalar starting at `index`; a lone surrogate reads as U+FFFD.
  @inline(__always)
  static func scalar(in utf16: UnsafeBufferPointer<UInt16>, at index: Int) -> Unicode.Scalar {
    let unit = utf16[index]
    if UTF16.isLeadSurrogate(unit), index + 1 < utf16.count,
      UTF16.isTrailSurrogate(utf16[index + 1])
    {
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
