// Composes one title with a catalog and a style given as JSON text, prints its lines and writes
// the cell as a PNG: `swift run cell-preview [out.png]` (default cell.png).
import Foundation
import TitleComposer
import TitleRendering
import TitleWire

let catalog = try CategoryCatalog(
  json: ##"[{"id": 1, "label": "취미", "background": "#FAE0E4", "foreground": "#E84D65"}]"##)
// One style file for both the composer and the renderer, read once.
let style = try CellStyleFile(
  json:
    ##"{"titleSize": 16, "padding": {"top": 12, "left": 16, "bottom": 12, "right": 16}, "background": "#FFFFFF", "scale": 2}"##
)
let composer = try Composer(style: style.titleStyle, catalog: catalog)
let title = try composer.compose(
  TitleRequest(
    categoryID: 1, title: "요즘 인기 있는 절에서 템플스테이 체험하기", width: 200, numberOfLines: 2,
    includesGlyphRuns: true))
for line in title.lines {
  print("\(line.text)\tx \(line.x)\twidth \(line.width)\tbaseline \(line.baseline)")
}
let png = try CellRenderer(composer: composer).png(for: title, style: style.cellStyle)
let path = CommandLine.arguments.dropFirst().first ?? "cell.png"
try Data(png).write(to: URL(fileURLWithPath: path))
if let badge = title.badge, let frame = badgeFrame(of: title) {
  print("badge \(badge.label) \(frame.width)×\(frame.height)")
}
print("wrote \(path) (\(png.count) bytes)")
// Where the bundled fonts came from: the package's resources, copied beside this executable.
print("fonts \(try BundledFont.locateDirectory())")
