import TitleComposer
import TitleFonts

/// Builds SVG path data from glyph outlines placed at pen positions.
struct SVGPathBuilder {
  private(set) var data = ""

  var isEmpty: Bool { data.isEmpty }

  /// Appends an outline scaled from font units to `size` pixels with its origin at
  /// (`x`, `baseline`), y flipped (font units go up, SVG goes down).
  mutating func append(_ outline: GlyphOutline, x: Double, baseline: Double, size: Double) {
    guard !outline.isEmpty else { return }
    let scale = size / Double(outline.unitsPerEm)
    func point(_ p: GlyphOutline.Point) -> String {
      "\(SVGNumber(x + p.x * scale)) \(SVGNumber(baseline - p.y * scale))"
    }
    var started = false
    for element in outline.elements {
      if !data.isEmpty { data += " " }
      switch element {
      case .move(let to):
        if started { data += "Z " }
        data += "M" + point(to)
        started = true
      case .line(let to): data += "L" + point(to)
      case .quad(let control, let to): data += "Q" + point(control) + " " + point(to)
      case .cubic(let c1, let c2, let to):
        data += "C" + point(c1) + " " + point(c2) + " " + point(to)
      }
    }
    if started { data += "Z" }
  }
}

/// A number as SVG writes it: at most two decimals, no trailing zeros, no exponent.
struct SVGNumber: CustomStringConvertible {
  let value: Double

  init(_ value: Double) { self.value = value }

  var description: String {
    // The renderers check coordinates against RenderLimits first, so every value here is far
    // inside Int's range; one that is not (or is not finite) is written as 0, never a trap.
    guard let hundredths = CheckedInteger.exact(value * 100) else { return "0" }
    let sign = hundredths < 0 ? "-" : ""
    let magnitude = abs(hundredths)
    let whole = magnitude / 100
    let fraction = magnitude % 100
    if fraction == 0 { return sign + String(whole) }
    if fraction % 10 == 0 { return "\(sign)\(whole).\(fraction / 10)" }
    return "\(sign)\(whole).\(fraction < 10 ? "0" : "")\(fraction)"
  }
}

/// XML escaping for text content and attribute values.
enum XMLText {
  /// `&`, `<`, `>`, `"` and `'` as entities; characters XML 1.0 forbids (C0 controls other than
  /// tab, LF and CR, and U+FFFE/U+FFFF) as U+FFFD.
  static func escape(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&apos;"
      case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          result += "\u{FFFD}"
        } else {
          result.unicodeScalars.append(scalar)
        }
      }
    }
    return result
  }
}

/// Standard base64 (RFC 4648) for `data:` URIs.
enum Base64 {
  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  static func encode(_ bytes: [UInt8]) -> String {
    var output: [UInt8] = []
    output.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let b0 = UInt32(bytes[index])
      let b1 = index + 1 < bytes.count ? UInt32(bytes[index + 1]) : 0
      let b2 = index + 2 < bytes.count ? UInt32(bytes[index + 2]) : 0
      let triple = b0 << 16 | b1 << 8 | b2
      output.append(alphabet[Int(triple >> 18 & 63)])
      output.append(alphabet[Int(triple >> 12 & 63)])
      output.append(index + 1 < bytes.count ? alphabet[Int(triple >> 6 & 63)] : UInt8(ascii: "="))
      output.append(index + 2 < bytes.count ? alphabet[Int(triple & 63)] : UInt8(ascii: "="))
      index += 3
    }
    return String(decoding: output, as: UTF8.self)
  }
}
