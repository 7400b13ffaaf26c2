/// A request measured once: what ``Composer`` hands from measuring to laying out, whether it
/// lays the title out at once (``Composer/compose(_:)``) or keeps it (``Composer/prepare(_:)``).
struct MeasuredRequest {
  /// The title's font chain at the request's size and language.
  let titleFont: ScaledFontChain
  /// The title's code units (the badge's prefix first) and their boundary flags.
  let buffer: TitleBuffer
  /// The measured paragraph and its widest title cluster.
  let measured: ParagraphMeasurer.Output
  /// The request's badge, borrowed from the composer's table or from the measuring call that
  /// holds it (retaining it per title would make every composing thread write its count);
  /// `nil` for a request without a category.
  let badge: Borrowed<BadgeBox>?
  /// The hyphen a line ending after a soft hyphen draws, when the title has one.
  let softHyphen: SoftHyphen?
  /// How many U+0020 pad the title in spaces mode (the count a UILabel client gets too).
  let spaceCount: Int
  /// The title font's U+0020 advance, unshaped.
  let spaceWidth: Double
  /// The title's letter-spacing as Blink holds it (1/65536 px); 0 for none.
  let tracking: Double
}
