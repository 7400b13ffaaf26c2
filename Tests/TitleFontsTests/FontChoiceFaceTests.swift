import Foundation
import Testing
import TitleFonts

/// Faces of a collection and instances of a variable font, against independent evidence:
/// `fc-scan` (family per face index, instance per named-instance index) and `hb-shape
/// --no-glyph-names --features=-kern --output-format=json` (advances in font units at a `wght`).
/// Fonts: Debian's fonts-wqy-zenhei and fonts-inter-variable (scripts/setup.sh installs them).
@Suite struct FontChoiceFaceTests {
  static let collection = "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc"
  static let variable = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"

  private func advances(_ face: FontFace, _ text: String) -> [Int32] {
    text.unicodeScalars.map { face.advanceUnits(glyph: face.glyphIndex(for: $0)) }
  }

  @Test func collectionIndexOpensThatFace() throws {
    // fc-scan: 0 "WenQuanYi Zen Hei", 1 "WenQuanYi Zen Hei Mono", 2 "WenQuanYi Zen Hei Sharp".
    let first = try FontFace(contentsOf: Self.collection, choice: FontFaceChoice(index: 0))
    let second = try FontFace(contentsOf: Self.collection, choice: FontFaceChoice(index: 1))
    let third = try FontFace(contentsOf: Self.collection, faceIndex: 2)
    #expect(first.familyName == "WenQuanYi Zen Hei")
    #expect(second.familyName == "WenQuanYi Zen Hei Mono")
    #expect(third.familyName == "WenQuanYi Zen Hei Sharp")
    #expect(second.faceIndex == 1)
    // hb-shape --face-index=0 / 1 on "Ha": 675, 552 and 512, 512.
    #expect(advances(first, "Ha") == [675, 552])
    #expect(advances(second, "Ha") == [512, 512])
  }

  @Test(arguments: [-1, 3, 65_536])
  func badIndexIsTyped(index: Int) {
    #expect(
      throws: FontError.faceIndexOutOfRange(path: Self.collection, index: index, faceCount: 3)
    ) {
      try FontFace(contentsOf: Self.collection, choice: FontFaceChoice(index: index))
    }
    let message = FontError.faceIndexOutOfRange(path: "f.ttc", index: 3, faceCount: 3).description
    #expect(message == "no face 3 in font file f.ttc: it has 3 faces (index 0 to 2)")
  }

  @Test func defaultInstanceAndWeights() throws {
    let regular = try FontFace(contentsOf: Self.variable)
    // head.unitsPerEm 2816; fvar: wght 100…900, default 400 (read with struct.unpack).
    #expect(regular.metrics.unitsPerEm == 2816)
    #expect(regular.axes == [FontAxis(tag: "wght", minimum: 100, defaultValue: 400, maximum: 900)])
    // hb-shape --variations=wght=400 "Hag": 2084 1588 1716; wght=600: 2095 1618 1761;
    // wght=700: 2101 1634 1783.
    #expect(advances(regular, "Hag") == [2084, 1588, 1716])
    let semi = try FontFace(
      contentsOf: Self.variable, choice: FontFaceChoice(variations: ["wght": 600]))
    #expect(advances(semi, "Hag") == [2095, 1618, 1761])
    let bold = try FontFace(
      contentsOf: Self.variable, choice: FontFaceChoice(variations: ["wght": 700]))
    #expect(advances(bold, "Hag") == [2101, 1634, 1783])
    #expect(bold.variationCoordinates["wght"] == 700)
  }

  @Test func namedInstanceEqualsItsCoordinates() throws {
    // fc-scan: index 458752 (instance 7) is "Bold" at weight 200 (fontconfig's 700).
    let named = try FontFace(contentsOf: Self.variable, choice: FontFaceChoice(instance: "Bold"))
    #expect(named.variationCoordinates["wght"] == 700)
    #expect(named.styleName == "Bold")
    #expect(try FontFace(contentsOf: Self.variable).styleName == "Regular")
    #expect(advances(named, "Hag") == [2101, 1634, 1783])
    // An axis value overrides the instance's.
    let override = try FontFace(
      contentsOf: Self.variable, choice: FontFaceChoice(instance: "Bold", variations: ["wght": 600])
    )
    #expect(advances(override, "Hag") == [2095, 1618, 1761])
  }

  @Test func badVariationsAreTyped() throws {
    let path = Self.variable
    #expect(
      throws: FontError.axisValueOutOfRange(
        name: path, axis: "wght", value: 1000, minimum: 100, maximum: 900)
    ) {
      try FontFace(contentsOf: path, choice: FontFaceChoice(variations: ["wght": 1000]))
    }
    #expect(
      throws: FontError.axisValueOutOfRange(
        name: path, axis: "wght", value: .infinity, minimum: 100, maximum: 900)
    ) {
      try FontFace(contentsOf: path, choice: FontFaceChoice(variations: ["wght": .infinity]))
    }
    let axes = try FontFace(contentsOf: path).axes.map(\.tag)
    #expect(throws: FontError.unknownAxis(name: path, axis: "wdth", known: axes)) {
      try FontFace(contentsOf: path, choice: FontFaceChoice(variations: ["wdth": 100]))
    }
    #expect(throws: FontError.notVariable(name: Self.collection)) {
      try FontFace(contentsOf: Self.collection, choice: FontFaceChoice(variations: ["wght": 700]))
    }
    do {
      _ = try FontFace(contentsOf: path, choice: FontFaceChoice(instance: "Heavy"))
      Issue.record("no error")
    } catch {
      guard case .unknownInstance(_, "Heavy", let known) = error else {
        Issue.record("\(error)")
        return
      }
      #expect(known.contains("Bold") && known.contains("Semi Bold") && known.count == 9)
    }
    #expect(
      FontError.axisValueOutOfRange(
        name: "f", axis: "wght", value: 1000, minimum: 100, maximum: 900
      )
      .description == "axis wght of font f takes 100 to 900, got 1000")
  }

  @Test func openTypeCFFFaceMeasures() throws {
    // fonts-cantarell's Cantarell-Regular.otf: 'OTTO' with a `CFF ` table, 1000 units/em;
    // hb-shape "Hag": 721, 512, 570.
    let face = try FontFace(contentsOf: "/usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf")
    #expect(face.familyName == "Cantarell" && face.metrics.unitsPerEm == 1000)
    #expect(advances(face, "Hag") == [721, 512, 570])
    #expect(face.axes.isEmpty)
  }
}
