@_spi(TitleInternals) import TitleSystem
import TitleFonts
import TitleText

/// `text-spacing-trim: normal`'s adjacent pairs, as Chromium 156 kerns them (Blink's
/// `HanKerning::Compute`, `han_kerning.cc`): between two full-width punctuation marks, one half
/// em goes. An opening mark after an opening, middle or closing one (or a narrow opening one)
/// loses its leading half; a closing mark before a closing or middle one (or a narrow closing
/// one) loses its trailing half. Only in a face with the OpenType `halt` feature, by as much as
/// `halt` takes off the mark; dots, colons, semicolons and quotes are opening, closing or middle
/// marks as the face draws them in the language (``TitleFonts/HanKerningFace``): "、「" in Noto
/// Sans CJK JP under `ja` draws 「 half width, so `作者はさつき、「下人が雨` at 16 px is
/// 182.89 px, not 190.89; "：“" under `zh-Hans` (colon at the left, quotes full width) draws “
/// half width.
///
/// An opening mark kerned this way that starts a line is set full width: Blink reshapes a line
/// start there without the mark before it (`is_line_start`), so the kerned mark is unsafe to
/// break before and its line start is corrected (``MeasuredCluster/startCorrection``, an edge of
/// its unkerned glyph).
extension ParagraphMeasurer {
  /// Whether the title (from `start`) holds a unit Blink may kern (`HanKerning::MayApply`).
  /// - Complexity: O(n), one range check per unit.
  @inline(__always)
  static func mayHanKern(_ utf16: ArenaView<UInt16>, from start: Int) -> Bool {
    var index = start
    while index < utf16.count {
      if HanKerningClass.mayKern(utf16[index]) { return true }
      index += 1
    }
    return false
  }

  /// Kerns the adjacent pairs of the measured clusters (`clusters`, the sentinel included) in
  /// place: advances, the drawn glyph's advance and offset, and every later position.
  /// - Complexity: O(n), plus two one-unit shapings (cached by the face) per kerned mark.
  @inline(never)  // (rarely reached)
  func applyHanKerning(
    _ utf16: ArenaView<UInt16>, clusters: ArenaMutableView<MeasuredCluster>,
    glyphs: ArenaMutableView<MeasuredGlyph>, glyphCount: Int, edges: inout [EdgeGlyphs]
  ) {
    let count = clusters.count - 1
    let language = font.language.tag
    var shift = 0.0
    var index = 0
    while index < count {
      if shift != 0 { clusters[index].position -= shift }
      defer { index += 1 }
      let offset = clusters[index].offset
      let unit = utf16[offset]
      guard offset >= prefixLength, HanKerningClass.mayKern(unit) else { continue }
      // One unit drawn with one glyph (a mark's cluster always is, unless a variation selector
      // or a combining mark follows it).
      let end = clusters[index + 1].offset
      let glyph = Int(clusters[index].firstGlyph)
      guard end == offset + 1, glyph >= 0, glyph < glyphCount,
        Int(clusters[index + 1].firstGlyph) == glyph + 1
      else { continue }
      let faceIndex = glyphs[glyph].faceIndex
      let face = font.chain.face(at: Int(faceIndex))
      guard let data = face.hanKerning(language: language) else { continue }
      let type = Self.kerningType(unit, data)
      let kernsOpen =
        type == .open && offset > 0
        && HanKerningType.kernsOpen(type, after: Self.kerningType(utf16[offset - 1], data))
      let kernsClose =
        type == .close && end < utf16.count
        && HanKerningType.kernsClose(type, before: Self.kerningType(utf16[end], data))
      guard kernsOpen || kernsClose,
        let halved = halfWidth(of: unit, face: face, language: language)
      else { continue }
      let delta = halved.delta
      guard delta > 0 else { continue }
      let unkerned = glyphs[glyph]
      clusters[index].advance -= delta
      glyphs[glyph].advance -= delta
      if kernsOpen {
        glyphs[glyph].xOffset += halved.offsetChange
        // A line that starts at the mark draws it full width.
        clusters[index].unsafeBefore = true
        clusters[index].startCorrection -= delta
        edges.append(
          EdgeGlyphs(clusters: index..<(index + 1), startsLine: true, glyphs: [unkerned]))
      } else {
        // Kerned already: nothing more to trim at a line end (none falls after it anyway).
        clusters[index].endTrim = 0
      }
      shift += delta
    }
    if shift != 0 { clusters[count].position -= shift }
  }

  /// A unit's kerning type in a face (`HanKerning::GetCharType`).
  @inline(__always)
  static func kerningType(_ unit: UInt16, _ face: HanKerningFace) -> HanKerningType {
    func placed(_ placement: HanKerningFace.Placement) -> HanKerningType {
      switch placement {
      case .other: .other
      case .open: .open
      case .close: .close
      case .middle: .middle
      }
    }
    switch HanKerningClass(unit) {
    case .other: return .other
    case .open: return .open
    case .close: return .close
    case .middle: return .middle
    case .openNarrow: return .openNarrow
    case .closeNarrow: return .closeNarrow
    case .dot: return placed(face.dot)
    case .colon: return placed(face.colon)
    case .semicolon: return placed(face.semicolon)
    case .openQuote: return face.quotesFullwidth ? .open : .openNarrow
    case .closeQuote: return face.quotesFullwidth ? .close : .closeNarrow
    }
  }

  /// How much `halt` takes off a mark shaped alone in `face` at the title's size, in pixels,
  /// and how it moves the glyph (an opening mark's ink moves left by as much).
  private func halfWidth(of unit: UInt16, face: FontFace, language: String)
    -> (delta: Double, offsetChange: Double)?
  {
    let properties = ShapingProperties(
      script: Self.haniScript, language: language, features: shaping.features)
    var halved = properties
    halved.features.append(Self.haltFeature)
    let text = [unit]
    guard let plain = face.shape(text.span, properties), let half = face.shape(text.span, halved),
      plain.glyphs.count == 1, half.glyphs.count == 1
    else { return nil }
    let scale = ShapedUnitScale(face: face, size: font.size)
    return (
      scale.width(of: plain) - scale.width(of: half),
      scale.offset(half.glyphs[0].xOffset - plain.glyphs[0].xOffset)
    )
  }

  private static let haniScript: UInt32 = 0x4861_6E69  // 'Hani'
  private static let haltFeature = ShapingFeature("halt", value: 1)!
}
