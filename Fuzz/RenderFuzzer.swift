import TitleComposer
import TitleRendering

/// libFuzzer target `render`: random bytes become a drawing request with extreme numbers — a
/// title cell, a list of tag chips or a tooltip, as PNG or SVG — and every request must give a
/// typed error or a valid image, never a trap.
///
/// Input layout: byte 0 picks the drawing (cell, chips, tooltip) and the format; then numbers
/// (each one byte choosing a special value, a small range, or eight raw bytes of a Double), then
/// the text as lossy UTF-8 (for chips, split at `|`).
let composer: Composer = {
  do {
    return try Composer(fallback: .none)
  } catch {
    fatalError("cannot build the composer: \(error)")
  }
}()
let cells = CellRenderer(composer: composer)
let chipLayouter: TagChipLayouter = {
  do {
    return try TagChipLayouter(sharing: composer)
  } catch {
    fatalError("cannot build the chip layouter: \(error)")
  }
}()
let tooltipLayouter: TooltipLayouter = {
  do {
    return try TooltipLayouter(sharing: composer)
  } catch {
    fatalError("cannot build the tooltip layouter: \(error)")
  }
}()
let chips = ChipListRenderer(layouter: chipLayouter)
let tooltips = TooltipRenderer(layouter: tooltipLayouter)

/// Numbers a user could send, every kind of invalid one included.
let specialNumbers: [Double] = [
  0, -0.0, -1, .nan, .infinity, -.infinity, 1e308, -1e308, .greatestFiniteMagnitude,
  .leastNonzeroMagnitude, 1e-300, 0.5, 1, 2, 3, 8, 12, 16, 40, 100, 343, 375, 1000, 4096, 16384,
  1e6, 1e7, 5e16, 1e18, 1e19, 9.2e18, -9.2e18, Double(Int.max), -Double(Int.max), 1e13,
]

extension FuzzInput {
  /// A number: a special value, a value from 0 to 500 px, or any Double.
  mutating func number() -> Double {
    let selector = byte()
    switch selector {
    case 0..<100: return specialNumbers[Int(selector) % specialNumbers.count]
    case 100..<240: return Double(selector - 100) * 3.6
    default: return Double(bitPattern: uint64())
    }
  }

  /// A number that is usually ordinary: extreme values only one time in four, so deep code is
  /// reached past the validation of the other numbers.
  mutating func mostlyOrdinary(_ ordinary: Double) -> Double {
    byte() % 4 == 0 ? number() : ordinary
  }

  /// The rest of the input as text (invalid UTF-8 repaired).
  mutating func text() -> String { String(decoding: rest, as: UTF8.self) }
}

/// libFuzzer calls this once per input; it returns 0 and stops the process on a violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
  var input = FuzzInput(data, size)
  let selector = input.byte()
  var style = CellStyle()
  style.format = selector & 1 == 0 ? .png : .svg
  style.svgText = selector & 2 == 0 ? .outlines : .text
  style.scale = input.mostlyOrdinary(1)
  let inset = input.mostlyOrdinary(0)
  style.padding = CellInsets(top: inset, left: input.mostlyOrdinary(inset), bottom: inset, right: 0)
  if input.byte() % 8 == 0 { style.lineHeightMultiple = input.number() }
  switch (selector >> 2) % 3 {
  case 0: drawCell(&input, style: style)
  case 1: drawChips(&input, style: style)
  default: drawTooltip(&input, style: style)
  }
  return 0
}

/// A composed title at an extreme width, size or line count, drawn as a cell.
func drawCell(_ input: inout FuzzInput, style: CellStyle) {
  let width = input.mostlyOrdinary(343)
  let titleSize: Double? = input.byte() % 4 == 0 ? input.number() : nil
  let badgeSize: Double? = input.byte() % 4 == 0 ? input.number() : nil
  let lines = Int(input.byte() % 5)
  let category = 1 + Int(input.byte() % 9)
  let title = input.text()
  let composed: ComposedTitle
  do {
    composed = try composer.compose(
      TitleRequest(
        categoryID: category, title: title, width: width, numberOfLines: lines,
        titleSize: titleSize, badgeSize: badgeSize))
  } catch {
    if error.description.isEmpty { violation("an empty composer error") }
    return
  }
  do {
    check(try cells.render(composed, style: style, titleSize: titleSize), style: style)
  } catch {
    if error.description.isEmpty { violation("an empty render error") }
  }
}

/// Tag chips with extreme options, drawn as a list.
func drawChips(_ input: inout FuzzInput, style: CellStyle) {
  var options = TagChipLayoutOptions()
  let width = input.mostlyOrdinary(343)
  options.fontSize = input.mostlyOrdinary(12)
  options.cornerRadius = input.mostlyOrdinary(14)
  options.horizontalSpacing = input.mostlyOrdinary(5)
  options.verticalSpacing = input.mostlyOrdinary(8)
  options.contentInsets = EdgeInsets(
    vertical: input.mostlyOrdinary(6.5), horizontal: input.mostlyOrdinary(15))
  options.sectionInsets = EdgeInsets(
    vertical: input.mostlyOrdinary(0), horizontal: input.mostlyOrdinary(0))
  options.style.borderWidth = input.mostlyOrdinary(1)
  let rows = input.byte()
  options.maximumRows = rows < 200 ? nil : Int(rows) - 210
  let titles = input.text().split(separator: "|", omittingEmptySubsequences: false).map(
    String.init)
  let layout: TagChipLayout
  do {
    layout = try chipLayouter.layout(titles, width: width, options: options)
  } catch {
    if error.description.isEmpty { violation("an empty chip error") }
    return
  }
  do {
    check(try chips.render(layout, style: style), style: style)
  } catch {
    if error.description.isEmpty { violation("an empty render error") }
  }
}

/// A tooltip with extreme bounds, anchor and options.
func drawTooltip(_ input: inout FuzzInput, style: CellStyle) {
  var options = TooltipOptions()
  let maximumWidth = input.mostlyOrdinary(240)
  let bounds = Rect(
    x: input.mostlyOrdinary(0), y: input.mostlyOrdinary(0), width: input.mostlyOrdinary(375),
    height: input.mostlyOrdinary(667))
  let anchor = Rect(
    x: input.mostlyOrdinary(100), y: input.mostlyOrdinary(100), width: input.mostlyOrdinary(40),
    height: input.mostlyOrdinary(20))
  options.fontSize = input.mostlyOrdinary(12)
  options.cornerRadius = input.mostlyOrdinary(8)
  options.tipWidth = input.mostlyOrdinary(10)
  options.tipHeight = input.mostlyOrdinary(5)
  options.margin = input.mostlyOrdinary(8)
  options.position = input.byte() & 1 == 0 ? .bottom : .top
  options.numberOfLines = Int(input.byte() % 4)
  let text = input.text()
  let layout: TooltipLayout
  do {
    layout = try tooltipLayouter.layout(
      text, maximumWidth: maximumWidth, pointingAt: anchor, in: bounds, options: options)
  } catch {
    if error.description.isEmpty { violation("an empty tooltip error") }
    return
  }
  if layout.bubble.width <= 0 || !layout.bubble.width.isFinite {
    violation("a tooltip bubble of width \(layout.bubble.width)")
  }
  do {
    check(try tooltips.render(layout, style: style), style: style)
  } catch {
    if error.description.isEmpty { violation("an empty render error") }
  }
}

/// A rendering must be a whole PNG (signature, IHDR with a non-zero size, IEND last) or an SVG
/// document in valid UTF-8 with finite numbers only.
func check(_ bytes: [UInt8], style: CellStyle) {
  switch style.format {
  case .png:
    let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    guard bytes.count > 57, Array(bytes.prefix(8)) == signature else { violation("not a PNG") }
    guard Array(bytes[12..<16]) == Array("IHDR".utf8) else { violation("no IHDR first") }
    let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
    let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
    if width == 0 || height == 0 { violation("a PNG of \(width)×\(height)") }
    guard Array(bytes[(bytes.count - 8)..<(bytes.count - 4)]) == Array("IEND".utf8) else {
      violation("no IEND last")
    }
  case .svg:
    guard let text = String(validating: bytes, as: UTF8.self) else { violation("SVG not UTF-8") }
    guard text.hasPrefix("<svg") || text.hasPrefix("<?xml") else { violation("not an SVG") }
    guard text.hasSuffix("</svg>\n") || text.hasSuffix("</svg>") else { violation("SVG cut") }
    for value in numericAttributeValues(text) where value.contains("nan") || value.contains("inf") {
      violation("an SVG with a non-finite number: \(value)")
    }
  }
}

/// The values of the SVG's geometric attributes (user text only ever sits in `aria-label` and
/// `<text>` content, never in these).
func numericAttributeValues(_ svg: String) -> [Substring] {
  var values: [Substring] = []
  for name in [
    " x=\"", " y=\"", " width=\"", " height=\"", " rx=\"", " d=\"", " viewBox=\"",
    " transform=\"", " stroke-width=\"",
  ] {
    var rest = svg[...]
    while let start = rest.range(of: name) {
      rest = rest[start.upperBound...]
      guard let end = rest.firstIndex(of: "\"") else { break }
      values.append(rest[..<end])
      rest = rest[end...]
    }
  }
  return values
}
