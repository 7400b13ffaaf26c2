// swift-tools-version: 6.0
// An app that uses TitleComposer as a consumer would: a dependency by path, the bundled fonts
// found through the package's resources (no TITLECOMPOSER_FONTS), one title composed and drawn.
import PackageDescription

let package = Package(
  name: "CellPreview",
  dependencies: [.package(name: "TitleComposer", path: "../..")],
  targets: [
    .executableTarget(
      name: "cell-preview",
      dependencies: [
        .product(name: "TitleComposer", package: "TitleComposer"),
        .product(name: "TitleRendering", package: "TitleComposer"),
      ],
      // As in TitleComposer's own targets: each file imports the modules whose members it uses.
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    )
  ],
  swiftLanguageModes: [.v6]
)
