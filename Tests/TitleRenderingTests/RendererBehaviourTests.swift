import TitleComposer
import Testing

@testable import TitleRendering

/// Subpixel placement, the glyph cache, threads and the PNG round trip.
@Suite struct RendererBehaviourTests {
  let composer = Fixtures.composer

  @Test func pngRoundTripsToTheImage() throws {
    let renderer = Fixtures.renderer
    let title = try composer.compose(
      categoryID: 6, title: Fixtures.long, width: 343, includesGlyphRuns: true)
    let style = Fixtures.style(scale: 2, padding: CellInsets(all: 4))
    let image = try renderer.image(for: title, style: style)
    #expect(try PNGCodec.decode(try renderer.png(for: title, style: style)) == image)
    #expect(try renderer.render(title, style: style).starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test func fractionalPositionsAreKept() throws {
    let renderer = Fixtures.renderer
    var title = try composer.compose(
      categoryID: 1, title: "한국어 제목 Title", width: 343, includesGlyphRuns: true)
    let style = Fixtures.style(scale: 1, padding: CellInsets(left: 2, right: 2))
    let base = try renderer.image(for: title, style: style)
    // A whole pixel moves every pixel of the line by one column (renderers draw the runs).
    func move(_ title: inout ComposedTitle, by dx: Double) {
      for index in title.lines[0].runs.indices { title.lines[0].runs[index].x += dx }
    }
    var moved = title
    move(&moved, by: 1)
    let whole = try renderer.image(for: moved, style: style)
    let lineColumns = Int(title.lines[0].x + 2 + 1)..<(base.width - 2)
    for y in 0..<base.height {
      for x in lineColumns { #expect(whole.pixel(x: x + 1, y: y) == base.pixel(x: x, y: y)) }
    }
    // A quarter pixel changes the anti-aliasing but not the ink's amount much.
    move(&title, by: 0.25)
    let quarter = try renderer.image(for: title, style: style)
    #expect(quarter != base)
    let before = Double(alphaSum(base))
    let after = Double(alphaSum(quarter))
    #expect(abs(before - after) / before < 0.03)
  }

  @Test func repeatedGlyphsAreNotRasterisedAgain() throws {
    let renderer = CellRenderer(composer: composer)
    let title = try composer.compose(
      categoryID: 2, title: "가가가 나나나 가나", width: 343, includesGlyphRuns: true)
    _ = try renderer.png(for: title)
    let first = renderer.cache.rasterizationCount
    // 가, 나, space and the badge's I and T, at most 4 phases each.
    #expect(first <= 5 * GlyphCache.subpixelPhases)
    _ = try renderer.png(for: title)
    _ = try renderer.svg(for: title)
    #expect(renderer.cache.rasterizationCount == first)
  }

  @Test func manyThreadsGiveTheSerialBytes() async throws {
    let renderer = CellRenderer(composer: composer)
    let titles = try Fixtures.corpus.prefix(12).map {
      try composer.compose($0.request.withGlyphRuns)
    }
    let sizes = Fixtures.corpus.prefix(12).map { $0.request.titleSize }
    let serial = try titles.indices.map {
      try Fixtures.renderer.png(for: titles[$0], titleSize: sizes[$0])
    }
    let parallel = try await withThrowingTaskGroup(of: (Int, [UInt8]).self) { group in
      for round in 0..<4 {
        for index in titles.indices {
          group.addTask {
            _ = round
            return (index, try renderer.png(for: titles[index], titleSize: sizes[index]))
          }
        }
      }
      var results: [(Int, [UInt8])] = []
      for try await result in group { results.append(result) }
      return results
    }
    #expect(parallel.count == 4 * titles.count)
    for (index, bytes) in parallel { #expect(bytes == serial[index]) }
  }

  @Test func invalidStylesAreRejected() throws {
    let title = try composer.compose(
      categoryID: 1, title: Fixtures.short, width: 343, includesGlyphRuns: true)
    var style = CellStyle()
    style.scale = 0
    #expect(throws: RenderError.self) { try Fixtures.renderer.png(for: title, style: style) }
    style.scale = 2
    style.padding.left = -1
    #expect(throws: RenderError.self) { try Fixtures.renderer.svg(for: title, style: style) }
    #expect(throws: RenderError.self) { try PNGCodec.decode([1, 2, 3]) }
  }

  private func alphaSum(_ image: RasterImage) -> Int {
    stride(from: 3, to: image.pixels.count, by: 4).reduce(0) { $0 + Int(image.pixels[$1]) }
  }
}

/// The glyph runs renderers draw agree with the widths the composer measured.
@Suite struct GlyphPositionTests {
  @Test(arguments: Fixtures.corpus)
  func glyphsEndAtTheLineWidth(entry: (id: String, request: TitleRequest)) throws {
    let composer = Fixtures.composer
    let title = try composer.compose(entry.request.withGlyphRuns)
    for line in title.lines where !line.text.isEmpty {
      let last = try #require(line.runs.last)
      #expect(
        abs(last.x + last.advance - (line.x + line.width)) < 1e-6, "\(entry.id): \(line.text)")
      #expect(line.runs.first!.x == line.x)
    }
    let badge = try #require(title.badge!.runs.last)
    #expect(badge.x + badge.advance <= title.badge!.labelX + title.badge!.labelAdvance + 1e-9)
  }
}
