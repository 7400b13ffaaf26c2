/// What happens at the boundary *before* a UTF-16 offset of the analysed text.
///
/// `TextAnalysis.flags[i]` describes the boundary between code unit `i - 1` and code unit `i`;
/// `flags[count]` is the end of the text.
public struct BoundaryFlags: OptionSet, Sendable, Hashable {
  /// The flags as bits: 1 grapheme start, 2 break allowed, 4 break mandatory. (The flags are
  /// inlinable constants, so measuring loops in other modules test bits with immediates.)
  public let rawValue: UInt8
  /// Flags from their bits (see `rawValue`).
  @inlinable public init(rawValue: UInt8) { self.rawValue = rawValue }

  /// An extended grapheme cluster starts here (ICU character iterator).
  @inlinable public static var graphemeStart: BoundaryFlags { BoundaryFlags(rawValue: 1 << 0) }
  /// A soft line-break opportunity (after keep-all filtering; never inside a grapheme cluster).
  /// Not set where `breakMandatory` is.
  @inlinable public static var breakAllowed: BoundaryFlags { BoundaryFlags(rawValue: 1 << 1) }
  /// A hard break: after LF, after CR LF (never between CR and LF), after a lone CR, U+000B, U+000C,
  /// U+0085, U+2028 or U+2029. Never set at the end of the text (the text simply ends there).
  @inlinable public static var breakMandatory: BoundaryFlags { BoundaryFlags(rawValue: 1 << 2) }

  /// Whether a line may end here: a soft opportunity or a hard break.
  public var isLineBreak: Bool { rawValue & 0b110 != 0 }
}
