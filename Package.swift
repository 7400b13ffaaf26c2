// swift-tools-version: 6.1
import PackageDescription

// Settings every Swift target shares. MemberImportVisibility: a file sees the members (methods,
// properties, operators) of a module only when it imports that module itself, not because some
// other file of the target does; scripts/check-imports.py checks that each target imports exactly
// the modules it declares.
let swiftSettings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

let package = Package(
  name: "TitleComposer",
  products: [
    .library(name: "TitleComposer", targets: ["TitleComposer"]),
    .library(name: "TitleWidgets", targets: ["TitleWidgets"]),
    .library(name: "TitleRendering", targets: ["TitleRendering"]),
    .library(name: "TitleWire", targets: ["TitleWire"]),
    .library(name: "TitleService", targets: ["TitleService"]),
    .executable(name: "title-preview", targets: ["title-preview"]),
    .executable(name: "title-bench", targets: ["title-bench"]),
  ],
  traits: [
    .trait(
      name: "DeprecatedTitleComposerName",
      description: """
        Keeps `TitleComposer` as a deprecated alias of the class `Composer` for one release. The \
        alias shadows the module's name, so `TitleComposer.Rect` only compiles with the trait off \
        (a dependency with `traits: []`); `TitleComposer::Rect` compiles either way.
        """),
    .trait(
      name: "CheckedArena",
      description: """
        Checks every element access of a title's working memory (`LayoutArena`'s views) in \
        release builds too, as debug builds always do; ranges are checked in every build. Costs \
        about 8 % of a title's instructions.
        """),
    .default(enabledTraits: ["DeprecatedTitleComposerName"]),
  ],
  targets: [
    // FreeType 2: loads faces; glyph advances, font metrics and glyph bitmaps.
    .systemLibrary(
      name: "CFreeType",
      pkgConfig: "freetype2",
      providers: [.apt(["libfreetype-dev"])]
    ),
    // fontconfig: finds system fonts for characters the configured faces lack.
    .systemLibrary(
      name: "CFontconfig",
      pkgConfig: "fontconfig",
      providers: [.apt(["libfontconfig-dev"])]
    ),
    // OpenSSL's libcrypto: SHA-256 for the font environment's fingerprint. Loaded with dlopen
    // on the first digest, not linked: most runs never hash (openssl/evp.h, from libssl-dev, at
    // build time).
    .target(name: "CCrypto"),
    // HarfBuzz: shapes every text run into positioned glyphs (kerning, ligatures, marks, emoji
    // sequences).
    .systemLibrary(
      name: "CHarfBuzz",
      pkgConfig: "harfbuzz",
      providers: [.apt(["libharfbuzz-dev"])]
    ),
    // libpng: decodes PNGs (the tests read the renderers' images back through it).
    .systemLibrary(
      name: "CPNG",
      pkgConfig: "libpng",
      providers: [.apt(["libpng-dev"])]
    ),
    // libdeflate: compresses the image data of the PNGs the renderers write (faster than zlib at
    // its fastest level, and smaller).
    .systemLibrary(
      name: "CDeflate",
      pkgConfig: "libdeflate",
      providers: [.apt(["libdeflate-dev"])]
    ),
    // libmicrohttpd: the HTTP server of `title-preview serve` (its thread pool with epoll).
    // Loaded with dlopen when a server starts, not linked: a run that never serves does not pay
    // for its dynamic linking and GnuTLS's (microhttpd.h, from libmicrohttpd-dev, at build time).
    .target(name: "CMicroHTTPD"),
    // zlib: gzip request bodies and answers of `title-preview serve`.
    .systemLibrary(
      name: "CZlib",
      pkgConfig: "zlib",
      providers: [.apt(["zlib1g-dev"])]
    ),
    // ICU behind plain C types (ICU's macro-renamed API cannot be imported into Swift).
    .target(
      name: "CICU",
      linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icudata")]
    ),
    // The system layer: input files and output folders with errors in plain words, the locks
    // shared caches and pools use (a pthread mutex, which the sanitizers understand), the stop
    // signals and signal mask, and the one wrapper of every C library call that touches raw
    // memory (I/O, sockets, memcpy, malloc, the pthread mutex and thread-local key).
    .target(name: "TitleSystem", swiftSettings: swiftSettings),
    // Fonts: faces, the font environment and fallback (fontconfig), HarfBuzz shaping and its
    // cache, advances, glyph bitmaps. Knows nothing of lines.
    .target(
      name: "TitleFonts",
      dependencies: ["CFreeType", "CFontconfig", "CHarfBuzz", "CCrypto", "TitleSystem"],
      swiftSettings: swiftSettings
    ),
    // Text analysis: graphemes, Blink's line-break opportunities, script runs and bidi levels.
    // Knows nothing of fonts.
    .target(
      name: "TitleText",
      dependencies: ["CICU", "TitleSystem"],
      swiftSettings: swiftSettings
    ),
    // The engine: a request and a style in, a composed title out; no JSON, batch or widgets.
    // Folders by stage in the order data flows (Setup, Request, Measure, MeasuredParagraph,
    // Break, Compose, Result); the façade (Composer, PreparedTitle, TextLayouter) in Composer/.
    .target(
      name: "TitleComposer",
      dependencies: ["TitleFonts", "TitleText", "TitleSystem"],
      // The bundled NanumGothic faces travel as SwiftPM resources: `swift build` copies them into
      // `<Package>_TitleComposer.resources/Fonts` beside every executable (BundledFont.swift).
      resources: [.copy("Resources/Fonts")],
      swiftSettings: swiftSettings
    ),
    // Tag chips and tooltips, laid out with the engine's TextLayouter.
    .target(
      name: "TitleWidgets", dependencies: ["TitleComposer", "TitleFonts", "TitleText"],
      swiftSettings: swiftSettings),
    // PNG, SVG and terminal renderings of composed titles, tag chips and tooltips.
    .target(
      name: "TitleRendering",
      dependencies: [
        "TitleComposer", "TitleWidgets", "TitleFonts", "CPNG", "CDeflate", "TitleSystem",
      ],
      swiftSettings: swiftSettings
    ),
    // The wire: every JSON byte the package reads or writes. Requests (the fast request reader,
    // its tree path for errors), results (the record writer, the Codable form of a composed
    // title), error codes, and the style, catalog and font-source files.
    .target(
      name: "TitleWire",
      dependencies: ["TitleComposer", "TitleRendering", "TitleFonts", "TitleText", "TitleSystem"],
      swiftSettings: swiftSettings
    ),
    // The service: one answer to a request line, used by `--jsonl` and HTTP alike; the batch
    // loop (line reader, worker pool, record writer), the HTTP server (libmicrohttpd), its routes
    // and metrics.
    .target(
      name: "TitleService",
      dependencies: [
        "TitleWire", "TitleComposer", "TitleRendering", "TitleFonts", "TitleSystem", "CMicroHTTPD",
        "CZlib",
      ],
      // The HTTP service's OpenAPI document, served at GET /openapi.json: docs/openapi.json,
      // compiled into the module (the resource is a link to it); the playground page served at
      // GET / (HTML, CSS and script in one file), compiled in too.
      resources: [
        .embedInCode("Resources/openapi.json"), .embedInCode("Resources/playground.html"),
      ],
      swiftSettings: swiftSettings
    ),
    // The command-line tool: option tables, commands, the terminal preview, output files.
    .executableTarget(
      name: "title-preview",
      dependencies: [
        "TitleService", "TitleWire", "TitleComposer", "TitleWidgets", "TitleRendering", "TitleFonts",
        "TitleText", "TitleSystem",
      ],
      swiftSettings: swiftSettings
    ),
    // Throughput and latency benchmark (run with -c release).
    .executableTarget(
      name: "title-bench",
      dependencies: [
        "TitleService", "TitleWire", "TitleComposer", "TitleRendering", "TitleFonts", "TitleText",
        "TitleSystem",
      ],
      swiftSettings: swiftSettings
    ),
    // Helpers shared by the test targets: the one reader of the vendored corpora, a seeded random
    // generator, JSON comparison, the reference encoder of the wire's records, runners of the
    // built binaries, and the pinned font environment.
    .target(
      name: "TitleTestSupport",
      dependencies: ["TitleWire", "TitleComposer", "TitleSystem", "PinnedFontEnvironment"],
      path: "Tests/TitleTestSupport", swiftSettings: swiftSettings),
    // The test suite's font environment: a load-time constructor sets FONTCONFIG_FILE to the
    // repository's fontconfig configuration (exactly the fonts scripts/setup.sh installs), so the
    // suite passes whatever else the machine has installed.
    .target(
      name: "PinnedFontEnvironment", path: "Tests/PinnedFontEnvironment", exclude: ["fonts.conf"]),
    .testTarget(
      name: "TitleSystemTests",
      dependencies: ["TitleSystem"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TitleTextTests",
      dependencies: ["TitleText", "TitleTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TitleFontsTests",
      dependencies: ["TitleFonts", "TitleTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TitleComposerTests",
      dependencies: [
        "TitleWire", "TitleComposer", "TitleWidgets", "TitleFonts", "TitleText", "TitleTestSupport",
      ],
      // Chromium's answers for the width sweep, read from the source tree (WidthSweep.swift).
      exclude: ["Support/WidthSweep"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TitleWidgetsTests",
      dependencies: ["TitleComposer", "TitleWidgets", "TitleText", "TitleTestSupport"],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TitleWireTests",
      dependencies: [
        "TitleWire", "TitleComposer", "TitleRendering", "TitleFonts", "TitleText", "TitleSystem",
        "TitleTestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TitleRenderingTests",
      dependencies: [
        "TitleWire", "TitleComposer", "TitleWidgets", "TitleRendering", "TitleFonts", "TitleText",
        "TitleTestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TitleServiceTests",
      dependencies: [
        "TitleService", "TitleWire", "TitleComposer", "TitleSystem", "TitleTestSupport",
      ],
      swiftSettings: swiftSettings),
    .testTarget(
      name: "TitlePreviewTests",
      dependencies: [
        "title-preview", "TitleComposer", "TitleWire", "TitleTestSupport",
        // PNG decoding, for comparing the docs' pictures pixel for pixel (DocImageTests).
        "TitleRendering",
      ],
      swiftSettings: swiftSettings),
  ],
  swiftLanguageModes: [.v6]
)
