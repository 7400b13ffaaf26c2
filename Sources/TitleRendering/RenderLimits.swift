import TitleComposer
import TitleFonts

/// The largest inputs and images the renderers (``CellRenderer``, ``ChipListRenderer``,
/// ``TooltipRenderer``; PNG and SVG) accept. Beyond them a renderer throws before it converts
/// anything to pixels:
/// - a coordinate, width or height of the layout (or of the drawn area) beyond
///   ±``maximumCoordinate`` or not finite: ``RenderError/geometryOutOfRange(name:value:)``;
/// - a font size outside (0, ``maximumFontSize``]: ``RenderError/invalidFontSize(_:)``;
/// - a scale outside 0.25…8 or a padding outside 0…1000: ``RenderError/invalidStyle(reason:)``;
/// - a PNG with a side outside 1…``maximumImageSide`` or more than ``maximumImagePixels``
///   pixels: ``RenderError/invalidImageSize(width:height:)``. (SVG has no pixels, only the
///   coordinate limit.)
public enum RenderLimits {
  /// The longest side of a PNG in device pixels: 16,384.
  public static let maximumImageSide = 16_384
  /// The most pixels of a PNG: 67,108,864 (64 Mpx, 256 MB of RGBA).
  public static let maximumImagePixels = 1 << 26
  /// The largest magnitude of a layout coordinate, width or height in layout pixels:
  /// ``LayoutLimits/maximumCoordinate`` (10,000,000).
  public static let maximumCoordinate = LayoutLimits.maximumCoordinate
  /// The largest font size in layout pixels: 1000 (what the composer and layouters accept).
  public static let maximumFontSize: Double = 1000
}

/// Checks a layout's numbers against ``RenderLimits`` before anything becomes a pixel.
enum RenderGeometry {
  /// - Throws: ``RenderError/geometryOutOfRange(name:value:)`` unless `value` is finite and at
  ///   most ``RenderLimits/maximumCoordinate`` in magnitude.
  static func check(_ value: Double, _ name: @autoclosure () -> String) throws(RenderError) {
    guard LayoutLimits.isCoordinate(value) else {
      throw .geometryOutOfRange(name: name(), value: value)
    }
  }

  /// Checks a rectangle's origin and size.
  /// - Throws: ``RenderError/geometryOutOfRange(name:value:)`` naming the first bad field.
  static func check(_ rect: Rect, _ name: String) throws(RenderError) {
    try check(rect.x, "\(name).x")
    try check(rect.y, "\(name).y")
    try check(rect.width, "\(name).width")
    try check(rect.height, "\(name).height")
  }

  /// Checks the lines of a composed title or a tooltip.
  static func check(_ lines: [ComposedLine], _ name: String) throws(RenderError) {
    for (index, line) in lines.enumerated() {
      try check(line.x, "\(name)[\(index)].x")
      try check(line.width, "\(name)[\(index)].width")
      try check(line.baseline, "\(name)[\(index)].baseline")
    }
  }

  /// Checks the glyph runs of a text: there are some unless the text is empty; pen positions,
  /// advances and offsets, sizes; every face index names a face of `chain`.
  /// - Throws: ``RenderError/missingGlyphRuns(name:)``,
  ///   ``RenderError/geometryOutOfRange(name:value:)``, ``RenderError/invalidFontSize(_:)`` or
  ///   ``RenderError/unknownFace(name:faceIndex:faceCount:)``.
  static func check(
    _ runs: [GlyphRun], of text: String, _ name: String, chain: FontFallbackChain
  ) throws(RenderError) {
    guard !runs.isEmpty else {
      if !text.isEmpty { throw .missingGlyphRuns(name: name) }
      return
    }
    let faceCount = chain.faces.count
    for (index, run) in runs.enumerated() {
      guard chain.hasFace(at: run.faceIndex) else {
        throw .unknownFace(
          name: "\(name).runs[\(index)]", faceIndex: run.faceIndex, faceCount: faceCount)
      }
      try checkFontSize(run.size)
      var pen = run.x
      try check(pen, "\(name).runs[\(index)].x")
      for glyph in run.glyphs {
        pen += glyph.advance
        try check(pen, "\(name).runs[\(index)] pen")
        try check(glyph.xOffset, "\(name).runs[\(index)] xOffset")
        try check(glyph.yOffset, "\(name).runs[\(index)] yOffset")
      }
    }
  }

  /// - Throws: ``RenderError/invalidFontSize(_:)`` unless `size` is finite and in
  ///   (0, ``RenderLimits/maximumFontSize``].
  static func checkFontSize(_ size: Double) throws(RenderError) {
    guard size.isFinite && size > 0 && size <= RenderLimits.maximumFontSize else {
      throw .invalidFontSize(size)
    }
  }

  /// The PNG's size in device pixels: each side of `width × height` layout pixels times `scale`,
  /// rounded up.
  /// - Throws: ``RenderError/invalidImageSize(width:height:)`` for a side outside
  ///   1…``RenderLimits/maximumImageSide`` or more than ``RenderLimits/maximumImagePixels``.
  static func pixelSize(width: Double, height: Double, scale: Double) throws(RenderError)
    -> (width: Int, height: Int)
  {
    let side = 1...RenderLimits.maximumImageSide
    let deviceWidth = width * scale - 1e-9
    let deviceHeight = height * scale - 1e-9
    guard let pixelWidth = CheckedInteger.exact(deviceWidth, rounding: .up, in: side),
      let pixelHeight = CheckedInteger.exact(deviceHeight, rounding: .up, in: side),
      pixelWidth * pixelHeight <= RenderLimits.maximumImagePixels
    else {
      throw .invalidImageSize(
        width: CheckedInteger.clamped(deviceWidth, rounding: .up, to: Int.min...Int.max),
        height: CheckedInteger.clamped(deviceHeight, rounding: .up, to: Int.min...Int.max))
    }
    return (pixelWidth, pixelHeight)
  }
}
