/// A run of text with one script and one bidi embedding level: the unit HarfBuzz shapes (after
/// the font runs split it further).
///
/// Offsets are UTF-16 offsets (DESIGN.md fact 7). A text's runs are in logical order, cover it
/// without gaps, and two neighbours differ in `script` or `bidiLevel`.
public struct TextRun: Sendable, Hashable, CustomStringConvertible {
  /// The run's UTF-16 code units.
  public var range: Range<Int>
  /// The run's script as a HarfBuzz tag (ISO 15924, big-endian: `HB_TAG('H','a','n','g')`;
  /// see ``ScriptTag``); ``ScriptTag/common`` (`Zyyy`) only when all of the run is common.
  public var script: UInt32
  /// The UAX #9 embedding level (0 for left-to-right text in our left-to-right paragraphs, 1
  /// for right-to-left text, 2 for numbers or left-to-right text inside it, …).
  public var bidiLevel: UInt8

  /// A run.
  /// - Parameters:
  ///   - range: UTF-16 offsets.
  ///   - script: a ``ScriptTag`` value.
  ///   - bidiLevel: the embedding level.
  public init(range: Range<Int>, script: UInt32, bidiLevel: UInt8) {
    self.range = range
    self.script = script
    self.bidiLevel = bidiLevel
  }

  /// Whether the run is shaped and drawn right to left (an odd level).
  public var isRightToLeft: Bool { bidiLevel & 1 == 1 }

  /// E.g. `0..<4 Hang 0`.
  public var description: String {
    "\(range.lowerBound)..<\(range.upperBound) \(ScriptTag.code(script)) \(bidiLevel)"
  }
}
