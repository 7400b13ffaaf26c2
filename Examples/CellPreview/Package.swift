// swift-tools-version: 6.1
// An app that uses TitleComposer as a consumer would: a dependency by path, the bundled fonts
// found through the package's resources (no TITLECOMPOSER_FONTS), one title composed and drawn.
import PackageDescription

let package = Package(
  name: "CellPreview",
  // `traits: []`: without the deprecated `TitleComposer` alias of `Composer`, so the module name
  // qualifies (`TitleComposer.Rect` beside this app's own `Rect`, in QualifiedNames.swift).
  dependencies: [.package(name: "TitleComposer", path: "../..", traits: [])],
  targets: [
    .executableTarget(
      name: "cell-preview",
      dependencies: [
        .product(name: "TitleComposer", package: "TitleComposer"),
        .product(name: "TitleRendering", package: "TitleComposer"),
        .product(name: "TitleWire", package: "TitleComposer"),
      ],
      // As in TitleComposer's own targets: each file imports the modules whose members it uses.
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    )
  ],
  swiftLanguageModes: [.v6]
)
