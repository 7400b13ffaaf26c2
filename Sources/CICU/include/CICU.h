#ifndef CICU_H
#define CICU_H

// CICU: the few ICU 72 calls TitleText needs, behind plain C types.
//
// Why a shim at all: ICU's C API is macro-renamed (`ubrk_open` is really `ubrk_open_72`), which
// Swift cannot import, and its types (`UErrorCode`, `UBreakIterator`, ...) clash with the private
// ICU copy inside Foundation. This header therefore exposes only <stdint.h> types and an opaque
// handle; `cicu.c` is the only file that includes ICU headers.
//
// Status codes: functions that can fail return an ICU `UErrorCode` as `int32_t`. Zero and negative
// values (ICU warnings) mean success; positive values are errors, named by `cicu_error_name`.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// An ICU break iterator (`UBreakIterator`), owned by the caller: close it with `cicu_break_close`.
/// Not thread-safe: one thread at a time may use a handle.
typedef struct cicu_break_iterator cicu_break_iterator;

/// Kinds of break iterator (the values of ICU's `UBreakIteratorType`).
enum {
  CICU_BREAK_CHARACTER = 0,  ///< extended grapheme clusters (`UBRK_CHARACTER`)
  CICU_BREAK_WORD = 1,       ///< words (`UBRK_WORD`)
  CICU_BREAK_LINE = 2,       ///< UAX #14 line-break opportunities (`UBRK_LINE`)
  CICU_BREAK_SENTENCE = 3,   ///< sentences (`UBRK_SENTENCE`)
};

/// Returned by the iteration functions when there is no further boundary (`UBRK_DONE`).
#define CICU_DONE ((int32_t)-1)

/// Opens a break iterator of `kind` for `locale` (e.g. "ko") with no text yet.
/// Why: `ubrk_open` is macro-renamed; opening is slow (microseconds), so callers keep a pool.
/// - Returns: a status code; on success `*out` holds the new iterator, otherwise NULL.
int32_t cicu_break_open(int32_t kind, const char *locale, cicu_break_iterator **out);

/// Clones an iterator (`ubrk_clone`): much cheaper than `cicu_break_open` and gives a handle that
/// another thread can use. Why: growing a pool of iterators without re-reading the rules.
int32_t cicu_break_clone(const cicu_break_iterator *it, cicu_break_iterator **out);

/// Closes an iterator (`ubrk_close`). NULL is ignored.
void cicu_break_close(cicu_break_iterator *it);

/// Points the iterator at `length` UTF-16 code units (`ubrk_setText`). ICU keeps the pointer, not a
/// copy: the text must stay alive and unmoved while the iterator is used on it.
int32_t cicu_break_set_text(cicu_break_iterator *it, const uint16_t *text, int32_t length);

/// The boundary after the current one (`ubrk_next`), or `CICU_DONE`.
int32_t cicu_break_next(cicu_break_iterator *it);

/// Moves to the first boundary, offset 0 (`ubrk_first`).
int32_t cicu_break_first(cicu_break_iterator *it);

/// Sets the text and ORs `bit` into `flags[b]` for every boundary `b` in (0, length], in one call.
/// Why: a title's boundaries cost one crossing into C instead of one per boundary. `flags` must have
/// room for `length + 1` bytes. Afterwards the iterator still points at `text`: set new text before
/// using it again once `text` is gone.
/// - Returns: a status code (from `ubrk_setText`).
int32_t cicu_break_mark_boundaries(cicu_break_iterator *it, const uint16_t *text, int32_t length,
                                   uint8_t *flags, uint8_t bit);

/// ICU's name for a status code (`u_errorName`), e.g. "U_ILLEGAL_ARGUMENT_ERROR". Static storage.
const char *cicu_error_name(int32_t status);

/// The ICU version string, e.g. "72.1" (`u_getVersion`). Why: diagnostics and test output.
void cicu_version(char *buffer, int32_t capacity);

/// UAX #14 line-break class of a code point (`u_getIntPropertyValue(c, UCHAR_LINE_BREAK)`), as
/// ICU's `ULineBreak` value. Why: keep-all and Blink's complex-context test need it.
int32_t cicu_line_break_class(uint32_t c);

/// General category of a code point (`u_charType`), as ICU's `UCharCategory` value (1 = Lu, ...).
/// Why: Blink's keep-all rule is defined on general categories (letters L*, numbers N*, marks M*).
int32_t cicu_general_category(uint32_t c);

/// Grapheme_Cluster_Break property (`UCHAR_GRAPHEME_CLUSTER_BREAK`) as ICU's
/// `UGraphemeClusterBreak`. Why: the grapheme fast path is derived from ICU's own data.
int32_t cicu_grapheme_cluster_break(uint32_t c);

/// East_Asian_Width (`UCHAR_EAST_ASIAN_WIDTH`) as ICU's `UEastAsianWidth`.
int32_t cicu_east_asian_width(uint32_t c);

/// Binary properties the composer asks about, by number (see `cicu_binary_property`).
enum {
  CICU_PROP_EMOJI = 0,                  ///< `UCHAR_EMOJI`
  CICU_PROP_EMOJI_PRESENTATION = 1,     ///< `UCHAR_EMOJI_PRESENTATION`
  CICU_PROP_EXTENDED_PICTOGRAPHIC = 2,  ///< `UCHAR_EXTENDED_PICTOGRAPHIC`
};

/// Whether code point `c` has binary property `which` (a `CICU_PROP_*` value), via
/// `u_hasBinaryProperty`. Why: `UProperty` values are not importable. Unknown `which` gives 0.
int32_t cicu_binary_property(uint32_t c, int32_t which);

// MARK: Scripts (UAX #24), for the script-run segmenter

/// The Script property of code point `c` (`uscript_getScript`), as ICU's `UScriptCode` value
/// (0 = Zyyy Common, 1 = Zinh Inherited, 103 = Zzzz Unknown, ...), or -1 if ICU fails.
/// Why: `UScriptCode` and the macro-renamed function cannot be imported.
int32_t cicu_script(uint32_t c);

/// The Script_Extensions of `c` (`uscript_getScriptExtensions`): up to `capacity` `UScriptCode`
/// values written to `out`, in ICU's order. For a character without extensions that is its
/// Script value alone (e.g. Zyyy for "1").
/// - Returns: how many scripts ICU has for `c` (may exceed `capacity`: then `out` holds the first
///   `capacity`), or -1 if ICU fails.
int32_t cicu_script_extensions(uint32_t c, uint8_t *out, int32_t capacity);

/// ISO 15924 code of a `UScriptCode` (`uscript_getShortName`), e.g. "Hang"; static storage, NULL
/// for an unknown value. Why: HarfBuzz takes scripts as ISO 15924 tags.
const char *cicu_script_short_name(int32_t script);

/// The largest `UScriptCode` ICU knows (`u_getIntPropertyMaxValue(UCHAR_SCRIPT)`).
int32_t cicu_script_max_value(void);

/// Bidi_Paired_Bracket_Type of `c` (`UCHAR_BIDI_PAIRED_BRACKET_TYPE`): 0 none, 1 open, 2 close.
/// Why: Blink's script runs give a closing bracket the script of its opening one.
int32_t cicu_paired_bracket_type(uint32_t c);

/// Bidi_Paired_Bracket of `c` (`u_getBidiPairedBracket`): the other bracket of the pair, or `c`.
uint32_t cicu_paired_bracket(uint32_t c);

/// Bidi_Class of `c` (`u_charDirection`), as ICU's `UCharDirection` value (0 = L, 1 = R,
/// 13 = AL, 5 = AN, ...). Why: the bidi fast path is derived from ICU's own data.
int32_t cicu_bidi_class(uint32_t c);

// MARK: Whole-BMP tables, for the per-code-unit tables built once at start-up

/// Enumerated properties `cicu_fill_bmp_property` can write, by number.
enum {
  CICU_MAP_GENERAL_CATEGORY = 0,        ///< `UCHAR_GENERAL_CATEGORY` (`UCharCategory`)
  CICU_MAP_LINE_BREAK = 1,              ///< `UCHAR_LINE_BREAK` (`ULineBreak`)
  CICU_MAP_GRAPHEME_CLUSTER_BREAK = 2,  ///< `UCHAR_GRAPHEME_CLUSTER_BREAK`
  CICU_MAP_EAST_ASIAN_WIDTH = 3,        ///< `UCHAR_EAST_ASIAN_WIDTH` (`UEastAsianWidth`)
  CICU_MAP_BIDI_CLASS = 4,              ///< `UCHAR_BIDI_CLASS` (`UCharDirection`)
  CICU_MAP_BIDI_PAIRED_BRACKET_TYPE = 5,  ///< `UCHAR_BIDI_PAIRED_BRACKET_TYPE`
  CICU_MAP_SCRIPT = 6,                  ///< `UCHAR_SCRIPT` (`UScriptCode`)
};

/// Writes the value of property `which` (a `CICU_MAP_*` value) of every BMP code point
/// U+0000–U+FFFF into `out[0x10000]`, one byte each: the per-code-point functions' answers
/// (`cicu_line_break_class`, ...), in one loop in C.
/// Why: the per-unit tables cost several hundred instructions a unit when Swift asks ICU one
/// code point and property at a time; ICU's range API (`u_getIntPropertyMap`) is dearer still
/// (building a property's map costs ~ 13 M instructions).
/// - Returns: a status code; positive (`U_ILLEGAL_ARGUMENT_ERROR`) for an unknown `which` or a
///   value above 255, then `out` is incomplete.
int32_t cicu_fill_bmp_property(int32_t which, uint8_t *out);

/// Writes into `out[0x10000]`, for every BMP code point, 1 when its Script_Extensions
/// (`uscript_getScriptExtensions`) are anything but its Script value alone (or ICU fails),
/// else 0. Why: only those few hundred units need the full, slower script-set construction.
void cicu_fill_bmp_script_extension_flags(uint8_t *out);

/// Fills `out[0x10000]` with the precomputed UnitProperties table (unit_tables_data.h, generated by
/// `title-bench --unit-tables`) when the linked ICU is the version it was generated from.
/// Why: start-up then costs a copy, not 65,536 property look-ups.
/// - Returns: 1 when `out` was filled, 0 when the tables are for another ICU (`out` untouched).
int32_t cicu_generated_unit_properties(uint8_t *out);

/// Fills `out[0x10000]` with the precomputed ScriptTable entries, as above.
/// - Returns: 1 when filled, 0 when the tables are for another ICU.
int32_t cicu_generated_script_entries(uint32_t *out);

/// Fills `out[0x10000]` with the precomputed ScriptTable.plainScripts, as above.
/// - Returns: 1 when filled, 0 when the tables are for another ICU.
int32_t cicu_generated_plain_scripts(uint8_t *out);

/// Fills `out[0x1000]` with the precomputed entries of ScriptTable's emoji block
/// (U+1F000–U+1FFFF), as above.
/// - Returns: 1 when filled, 0 when the tables are for another ICU.
int32_t cicu_generated_emoji_block(uint32_t *out);

/// The precomputed ScriptTable sets, flat (each set's count, then its `UScriptCode`s), and
/// their length in `*length`; NULL (and 0) when the tables are for another ICU.
const uint8_t *cicu_generated_script_sets(int32_t *length);

// MARK: Bidi (UAX #9)

/// An ICU bidi object (`UBiDi`), owned by the caller: close it with `cicu_bidi_close`.
/// Not thread-safe: one thread at a time may use a handle.
typedef struct cicu_bidi cicu_bidi;

/// Opens a bidi object (`ubidi_open`); its memory grows on first use and is then reused.
/// - Returns: a status code; on success `*out` holds the object, otherwise NULL.
int32_t cicu_bidi_open(cicu_bidi **out);

/// Closes a bidi object (`ubidi_close`). NULL is ignored.
void cicu_bidi_close(cicu_bidi *bidi);

/// Runs the Unicode Bidirectional Algorithm on one paragraph of `length` UTF-16 units at
/// paragraph level `paragraph_level` (0 = LTR, 1 = RTL): `ubidi_setPara`, then copies the
/// resolved level of every code unit (`ubidi_getLevels`) into `levels` (room for `length` bytes)
/// and stores `ubidi_getDirection` in `*direction` (0 LTR, 1 RTL, 2 mixed). ICU keeps no pointer
/// to `text` that is used after this returns.
/// Why: one crossing into C per title; `UBiDiLevel` and the renamed functions cannot be imported.
/// - Returns: a status code.
int32_t cicu_bidi_resolve(cicu_bidi *bidi, const uint16_t *text, int32_t length,
                          uint8_t paragraph_level, uint8_t *levels, int32_t *direction);

/// The direction of the first strong character of `length` UTF-16 units
/// (`ubidi_getBaseDirection`: bidi class L gives 0, R or AL gives 1, none gives 3, neutral).
/// Why: HTML's `dir=auto` rule in one call; the renamed function cannot be imported.
int32_t cicu_bidi_base_direction(const uint16_t *text, int32_t length);

/// The visual order of `length` runs with the given levels (`ubidi_reorderVisual`, UAX #9 L2):
/// `index_map[visual] = logical`. Why: the reference the Swift reordering is tested against.
void cicu_bidi_reorder_visual(const uint8_t *levels, int32_t length, int32_t *index_map);

#ifdef __cplusplus
}
#endif

#endif  // CICU_H
