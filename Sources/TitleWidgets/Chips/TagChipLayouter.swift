import TitleComposer
import TitleFonts
import TitleText

/// Lays out tag chips — bordered pills of one line of text — flowed into rows of a container,
/// measured exactly as composed titles are (Chromium's advances, kerning and 1/64 px rounding).
///
/// Immutable and `Sendable`: build one at start-up and call it from any number of threads.
/// Laying out is a pure function of its arguments.
///
/// ```swift
/// let chips = try TagChipLayouter()
/// let layout = try chips.layout(["주차 가능한 절", "반려동물 동반 가능한 절"], width: 343,
///                               selection: TagSelection(count: 2, selected: [1]))
/// ```
public struct TagChipLayouter: Sendable {
  /// The font and analyzer every layout measures with.
  public let textLayouter: TextLayouter

  /// The chips' fallback chain, for renderers that draw the glyphs that were measured.
  public var fonts: FontFallbackChain { textLayouter.fonts }

  /// A layouter with its own font and analyzer.
  /// - Parameters:
  ///   - font: the chips' font; default NanumGothic Regular.
  ///   - fallback: faces for characters the font lacks; default system fonts.
  ///   - environment: the installed fonts system fallback draws from; default fontconfig's own.
  /// - Throws: ``ComposerError`` when the font cannot be loaded or ICU fails.
  public init(
    font: FontSource = .bundled(.nanumGothic), fallback: FontFallback = .default,
    environment: FontEnvironment = .default
  ) throws(ComposerError) {
    textLayouter = try TextLayouter(font: font, fallback: fallback, environment: environment)
  }

  /// A layouter that shares `composer`'s text analyzer, and its glyph tables when `font` is the
  /// composer's title or badge font (otherwise `font` is loaded with the composer's fallback).
  /// - Throws: ``ComposerError`` when the font cannot be loaded.
  public init(sharing composer: Composer, font: FontSource = .bundled(.nanumGothic))
    throws(ComposerError)
  {
    textLayouter = try TextLayouter(sharing: composer, font: font)
  }

  /// Lays out `titles` as chips in a container `width` pixels wide.
  ///
  /// A chip is its text's width (snapped up to 1/64 px) plus the content insets, and the font's
  /// line height plus the insets tall. Rows fill greedily left to right; a chip that does not fit
  /// starts a new row; a chip wider than the container (less section insets) is clamped to that
  /// width and its text cut with "…" (at a grapheme boundary, or as
  /// ``TagChipLayoutOptions/truncation`` says). Rows past `maximumRows` are hidden.
  /// - Parameters:
  ///   - titles: the tags, in order. An empty list gives an empty layout.
  ///   - width: the container's width in pixels, above 0 and at most
  ///     ``LayoutLimits/maximumCoordinate`` (10,000,000).
  ///   - options: insets, spacings, alignment, row limit, font size, colours.
  ///   - selection: which chips are selected; `nil` for none. Its count must be `titles.count`.
  /// - Returns: the frames, drawn texts and colours of the chips shown, and which were hidden.
  /// - Throws: ``ChipLayoutError`` for a bad width (``ChipLayoutError/invalidWidth(_:)`` also
  ///   beyond the maximum), option, title or selection, or a container
  ///   too narrow for one character.
  /// - Complexity: O(n) in the titles' total length.
  public func layout(
    _ titles: [String], width: Double, options: TagChipLayoutOptions = TagChipLayoutOptions(),
    selection: TagSelection? = nil
  ) throws(ChipLayoutError) -> TagChipLayout {
    try layout(
      titles, width: width, options: options, selection: selection,
      sized: textLayouter.atSize(options.fontSize))
  }

  /// ``layout(_:width:options:selection:)`` with the text at the chips' size (a fake font in
  /// tests).
  func layout(
    _ titles: [String], width: Double, options: TagChipLayoutOptions, selection: TagSelection?,
    sized: SizedTextLayouter
  ) throws(ChipLayoutError) -> TagChipLayout {
    guard LayoutLimits.isPositiveLength(width) else { throw .invalidWidth(width) }
    try options.validate()
    if let selection, selection.count != titles.count {
      throw .selectionCountMismatch(selectionCount: selection.count, tagCount: titles.count)
    }
    if let index = titles.firstIndex(where: \.isEmpty) { throw .emptyTitle(index: index) }
    let insets = options.contentInsets
    let chipHeight = sized.lineHeight + insets.vertical
    guard !titles.isEmpty else {
      return .empty(width: width, options: options, chipHeight: chipHeight)
    }

    let available = width - options.sectionInsets.horizontal
    let textRoom = available - insets.horizontal
    let blocks = titles.map { title in
      sized.lines(
        of: title, width: max(textRoom, 0), numberOfLines: 1, wordBreak: options.wordBreak,
        whiteSpace: options.whiteSpace, truncation: options.truncation)
    }
    let widest = blocks.map(\.widestCluster).max() ?? 0
    let narrowest = max(widest, sized.ellipsisWidth)
    guard LayoutRounding.fits(narrowest, in: textRoom) else {
      let required =
        LayoutRounding.snapUp(narrowest) + insets.horizontal + options.sectionInsets.horizontal
      throw .containerTooNarrow(width: width, required: required)
    }

    let widths = blocks.map { block in
      chipWidth(block, textRoom: textRoom, available: available, insets: insets)
    }
    let allRows = ChipRowFlow.rows(
      widths: widths, available: available, spacing: options.horizontalSpacing)
    let shownRows = allRows.prefix(options.maximumRows ?? allRows.count)
    let radius = min(options.cornerRadius, chipHeight / 2)
    let style = options.style
    var chips: [TagChip] = []
    for (row, range) in shownRows.enumerated() {
      let positions = ChipRowFlow.positions(
        widths: Array(widths[range]), available: available, spacing: options.horizontalSpacing,
        alignment: options.alignment, isLastRow: row == allRows.count - 1)
      let y = options.sectionInsets.top + Double(row) * (chipHeight + options.verticalSpacing)
      for (index, position) in zip(range, positions) {
        let line = blocks[index].lines[0]
        let x = options.sectionInsets.left + position
        let isSelected = selection?.isSelected(index) ?? false
        chips.append(
          TagChip(
            index: index, title: titles[index], text: line.text, isTruncated: line.isTruncated,
            frame: Rect(x: x, y: y, width: widths[index], height: chipHeight),
            cornerRadius: radius, textX: x + insets.left, baseline: y + insets.top + line.baseline,
            textWidth: line.width, row: row, isSelected: isSelected,
            borderColor: isSelected ? style.selectedBorderColor : style.unselectedBorderColor,
            textColor: isSelected ? style.selectedTextColor : style.unselectedTextColor,
            backgroundColor: isSelected
              ? style.selectedBackgroundColor : style.unselectedBackgroundColor,
            missingGlyphs: blocks[index].missingGlyphs,
            runs: line.runs.map { run in
              var run = run
              run.x += x + insets.left
              return run
            }))
      }
    }
    if options.direction.resolved(for: titles[0]) == .rtl {
      for index in chips.indices { chips[index].placeRightToLeft(in: width) }
    }
    let rowCount = shownRows.count
    let hiddenStart = shownRows.last?.upperBound ?? 0
    return TagChipLayout(
      width: width,
      contentHeight: options.sectionInsets.vertical + Double(rowCount) * chipHeight
        + Double(rowCount - 1) * options.verticalSpacing,
      rowCount: rowCount, chips: chips, hiddenIndices: Array(hiddenStart..<titles.count),
      chipHeight: chipHeight, borderWidth: style.borderWidth, fontSize: options.fontSize,
      isAnySelected: selection?.isAnySelected ?? false)
  }

  /// A chip's width: its text snapped up to 1/64 px plus the insets; the whole row when the
  /// text on one line is too wide for it (the text is then truncated). A text cut with "…" at a
  /// preserved newline keeps the width of what it shows.
  private func chipWidth(
    _ block: TextBlock, textRoom: Double, available: Double, insets: EdgeInsets
  ) -> Double {
    guard LayoutRounding.fits(block.naturalWidth, in: textRoom) else { return available }
    return LayoutRounding.snapUp(block.lines[0].width) + insets.horizontal
  }
}
