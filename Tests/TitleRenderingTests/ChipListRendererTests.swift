import Foundation
import FoundationXML
import TitleComposer
import Testing
import TitleWidgets

@testable import TitleRendering

/// Tag chips drawn from their layout: pixel facts against the layout's frames and the chip
/// style's colours, and SVG structure.
@Suite struct ChipListRendererTests {
  static let layouter = try! TagChipLayouter(fallback: .none)
  static let renderer = ChipListRenderer(layouter: layouter)
  static let titles = ["주차 가능한 절", "반려동물 동반 가능한 절", "템플스테이", "사찰음식 체험", "야경 명소"]
  static let orange = RGBColor(red: 0xFF, green: 0x7A, blue: 0x00)
  static let grey = RGBColor(red: 0xD9, green: 0xD9, blue: 0xD9)
  static let white = RGBColor(red: 0xFF, green: 0xFF, blue: 0xFF)

  static func layout(width: Double = 343, selected: [Int] = [1]) throws -> TagChipLayout {
    try layouter.layout(
      titles, width: width,
      selection: TagSelection(count: titles.count, mode: .multiple(limit: nil), selected: selected))
  }

  @Test(arguments: [1.0, 2.0, 3.0])
  func bordersAreTheSelectionColours(scale: Double) throws {
    let layout = try Self.layout()
    let image = try Self.renderer.image(for: layout, style: Fixtures.style(scale: scale))
    #expect(image.width == Int((343 * scale).rounded(.up)))
    #expect(image.height == Int((layout.contentHeight * scale - 1e-9).rounded(.up)))
    for chip in layout.chips {
      // The top border at the chip's horizontal middle: a whole device pixel inside the
      // border's band (frame.y … frame.y + borderWidth).
      let x = Int(((chip.frame.x + chip.frame.width / 2) * scale).rounded(.down))
      let y = Int((chip.frame.y * scale).rounded(.up))
      // (At 1× a second row starts at a fractional y: no whole pixel lies in its 1 px band.)
      if Double(y + 1) <= (chip.frame.y + layout.borderWidth) * scale {
        #expect(
          image.pixel(x: x, y: y) == (chip.isSelected ? Self.orange : Self.grey), "\(chip.text)")
      } else {
        #expect(scale == 1 && chip.row > 0)
      }
      // Inside, left of the text: the chip's background.
      let ix = Int(((chip.frame.x + chip.textX) / 2 * scale).rounded(.down))
      let iy = Int(((chip.frame.y + chip.frame.height / 2) * scale).rounded(.down))
      #expect(image.pixel(x: ix, y: iy) == Self.white, "\(chip.text)")
    }
  }

  @Test func textIsDrawnInTheTextColour() throws {
    let layout = try Self.layout()
    let image = try Self.renderer.image(for: layout, style: Fixtures.style(scale: 2))
    for chip in layout.chips {
      let colour = chip.textColor
      func near(_ p: RGBColor) -> Bool {
        let red = abs(Int(p.red) - Int(colour.red))
        let green = abs(Int(p.green) - Int(colour.green))
        let blue = abs(Int(p.blue) - Int(colour.blue))
        return red + green + blue < 24
      }
      let columns = deviceRange(chip.textX, chip.textX + chip.textWidth, scale: 2)
      let rows = deviceRange(chip.frame.y + 4, chip.frame.y + chip.frame.height - 4, scale: 2)
      let found = columns.contains { x in rows.contains { y in near(image.pixel(x: x, y: y)) } }
      #expect(found, "no pixel of \(colour.hex) in \(chip.text)")
    }
  }

  @Test(arguments: [1.0, 2.0])
  func noInkOutsideTheChips(scale: Double) throws {
    // Narrow: several rows, a justified flow, a chip clamped to the width.
    var options = TagChipLayoutOptions()
    options.alignment = .justified
    let layout = try Self.layouter.layout(
      Self.titles + ["아주 긴 태그 제목이 컨테이너보다 넓어서 말줄임표로 잘리는 경우"], width: 200,
      options: options)
    let image = try Self.renderer.image(for: layout, style: Fixtures.style(scale: scale))
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixel(x: x, y: y).alpha > 0 {
        let (cx, cy) = ((Double(x) + 0.5) / scale, (Double(y) + 0.5) / scale)
        let inside = layout.chips.contains { chip in
          let f = chip.frame
          return cx > f.x - 1 / scale && cx < f.x + f.width + 1 / scale && cy > f.y - 1 / scale
            && cy < f.y + f.height + 1 / scale
        }
        #expect(inside, "ink at (\(x), \(y)) outside every chip")
        if !inside { return }
      }
    }
    // Corners are rounded: the frame's top-left device pixel is outside the pill.
    let first = layout.chips[0].frame
    #expect(image.pixel(x: Int(first.x * scale), y: Int(first.y * scale)).alpha < 64)
  }

  @Test func backgroundAndPaddingFrameTheList() throws {
    let layout = try Self.layout()
    var style = Fixtures.style(scale: 2, padding: CellInsets(all: 10))
    style.background = RGBColor(red: 0x12, green: 0x34, blue: 0x56)
    let image = try Self.renderer.image(for: layout, style: style)
    #expect(image.width == Int(((343 + 20) * 2.0).rounded(.up)))
    #expect(image.pixel(x: 5, y: 5) == style.background)
    let chip = layout.chips[0]
    #expect(
      image.pixel(
        x: Int(((chip.frame.x + chip.frame.width / 2) + 10) * 2), y: Int((chip.frame.y + 10) * 2))
        == Self.grey)
  }

  @Test(arguments: SVGTextMode.allCases)
  func svgHasOneGroupPerChip(mode: SVGTextMode) throws {
    let layout = try Self.layout(selected: [0, 2])
    var style = CellStyle()
    style.svgText = mode
    let svg = try Self.renderer.svg(for: layout, style: style)
    let document = try XMLDocument(xmlString: svg, options: [])
    let root = try #require(document.rootElement())
    #expect(root.name == "svg")
    let chips = try root.nodes(forXPath: "//*[@class='chip']").compactMap { $0 as? XMLElement }
    #expect(chips.count == layout.chips.count)
    for (element, chip) in zip(chips, layout.chips) {
      #expect(element.attribute("aria-label") == chip.text)
      #expect((element.attribute("data-selected") == "true") == chip.isSelected)
      let rects = element.children?.compactMap { $0 as? XMLElement }.filter { $0.name == "rect" }
      #expect(rects?.count == 2)
      #expect(rects?.last?.attribute("stroke") == chip.borderColor.hex)
      let text = try element.nodes(forXPath: "*[@class='text']").first as? XMLElement
      #expect(text?.name == (mode == .text ? "text" : "g"))
    }
  }

  @Test func emptyListIsAnImageSizeError() throws {
    let layout = try Self.layouter.layout([], width: 343)
    #expect(throws: RenderError.invalidImageSize(width: 686, height: 0)) {
      try Self.renderer.png(for: layout)
    }
  }
}
