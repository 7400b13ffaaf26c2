import TitleComposer

extension CellRenderer {
  /// What a rich title's cell draws (its parts, boxes and highlights), checked; `nil` for a
  /// plain title, whose lines are drawn from their own runs.
  /// - Parameters:
  ///   - title: a title composed by ``composer``.
  ///   - titleColor: the title's colour (the cell style's, else the composer's).
  /// - Throws: ``RenderError/geometryOutOfRange(name:value:)``,
  ///   ``RenderError/invalidFontSize(_:)``, ``RenderError/unknownFace(name:faceIndex:faceCount:)``
  ///   or ``RenderError/missingGlyphRuns(name:)``.
  func richCell(for title: ComposedTitle, titleColor: RGBColor) throws(RenderError) -> RichCell? {
    guard RichCell.isRich(title) else { return nil }
    return try RichCell(title, composer: composer, titleColor: titleColor)
  }
}
