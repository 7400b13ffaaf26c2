/// Which face of a font file to use: a face of a collection (`.ttc`/`.otc`) and, for a variable
/// font, a named instance and/or axis values.
///
/// The named instance is applied first, then ``variations`` override single axes; axes neither
/// names keep their default. The default choice (index 0, no instance, no variations) is the
/// file's first face at its default instance, which is what a plain path gives.
public struct FontFaceChoice: Sendable, Hashable, Codable {
  /// The face in a collection, from 0; 0 for a single font.
  public var index: Int
  /// A named instance of a variable font as its `fvar` names it, e.g. `"Bold"`, `"Semi Bold"`.
  public var instance: String?
  /// Axis values of a variable font in design units: tag → value, e.g. `["wght": 600]`.
  public var variations: [String: Double]

  /// A choice.
  /// - Parameters:
  ///   - index: the face in a collection.
  ///   - instance: a named instance.
  ///   - variations: axis tag → design value.
  public init(index: Int = 0, instance: String? = nil, variations: [String: Double] = [:]) {
    self.index = index
    self.instance = instance
    self.variations = variations
  }

  /// Whether this is the file's first face at its default instance.
  public var isDefault: Bool { index == 0 && instance == nil && variations.isEmpty }
}

/// One axis of a variable font (`fvar`), in design units.
public struct FontAxis: Sendable, Hashable {
  /// The four-character tag, e.g. `"wght"`.
  public var tag: String
  /// The smallest value.
  public var minimum: Double
  /// The default value.
  public var defaultValue: Double
  /// The largest value.
  public var maximum: Double

  /// An axis.
  /// - Parameters:
  ///   - tag: the four-character tag.
  ///   - minimum: the smallest value.
  ///   - defaultValue: the default value.
  ///   - maximum: the largest value.
  public init(tag: String, minimum: Double, defaultValue: Double, maximum: Double) {
    (self.tag, self.minimum, self.defaultValue, self.maximum) = (
      tag, minimum, defaultValue, maximum
    )
  }
}
