// The only file that includes ICU headers; see include/CICU.h for why each function exists.

#include "CICU.h"
#include "unit_tables.h"

#include <string.h>
#include <unicode/ubidi.h>
#include <unicode/ubrk.h>
#include <unicode/uchar.h>
#include <unicode/uclean.h>
#include <unicode/uscript.h>
#include <unicode/utypes.h>
#include <unicode/uversion.h>

// The handle is ICU's own iterator; the struct type only exists to keep it opaque.
static inline UBreakIterator *unwrap(cicu_break_iterator *it) { return (UBreakIterator *)it; }
static inline const UBreakIterator *unwrap_const(const cicu_break_iterator *it) {
  return (const UBreakIterator *)it;
}

int32_t cicu_break_open(int32_t kind, const char *locale, cicu_break_iterator **out) {
  UErrorCode status = U_ZERO_ERROR;
  *out = NULL;
  if (kind < UBRK_CHARACTER || kind > UBRK_SENTENCE) return U_ILLEGAL_ARGUMENT_ERROR;
  UBreakIterator *it = ubrk_open((UBreakIteratorType)kind, locale, NULL, 0, &status);
  if (U_FAILURE(status)) {
    if (it) ubrk_close(it);
    return status;
  }
  *out = (cicu_break_iterator *)it;
  return status;
}

int32_t cicu_break_clone(const cicu_break_iterator *it, cicu_break_iterator **out) {
  UErrorCode status = U_ZERO_ERROR;
  *out = NULL;
  UBreakIterator *copy = ubrk_clone(unwrap_const(it), &status);
  if (U_FAILURE(status)) {
    if (copy) ubrk_close(copy);
    return status;
  }
  *out = (cicu_break_iterator *)copy;
  return status;
}

void cicu_break_close(cicu_break_iterator *it) {
  if (it) ubrk_close(unwrap(it));
}

int32_t cicu_break_set_text(cicu_break_iterator *it, const uint16_t *text, int32_t length) {
  UErrorCode status = U_ZERO_ERROR;
  ubrk_setText(unwrap(it), (const UChar *)text, length, &status);
  return status;
}

int32_t cicu_break_next(cicu_break_iterator *it) { return ubrk_next(unwrap(it)); }

int32_t cicu_break_first(cicu_break_iterator *it) { return ubrk_first(unwrap(it)); }

int32_t cicu_break_mark_boundaries(cicu_break_iterator *it, const uint16_t *text, int32_t length,
                                   uint8_t *flags, uint8_t bit) {
  UErrorCode status = U_ZERO_ERROR;
  UBreakIterator *bi = unwrap(it);
  ubrk_setText(bi, (const UChar *)text, length, &status);
  if (U_FAILURE(status)) return status;
  ubrk_first(bi);
  for (int32_t b = ubrk_next(bi); b != UBRK_DONE; b = ubrk_next(bi)) {
    if (b > 0 && b <= length) flags[b] |= bit;
  }
  return status;
}

const char *cicu_error_name(int32_t status) { return u_errorName((UErrorCode)status); }

void cicu_version(char *buffer, int32_t capacity) {
  if (!buffer || capacity <= 0) return;
  UVersionInfo info;
  char text[U_MAX_VERSION_STRING_LENGTH];
  u_getVersion(info);
  u_versionToString(info, text);
  strncpy(buffer, text, (size_t)capacity - 1);
  buffer[capacity - 1] = '\0';
}

int32_t cicu_line_break_class(uint32_t c) {
  return u_getIntPropertyValue((UChar32)c, UCHAR_LINE_BREAK);
}

int32_t cicu_general_category(uint32_t c) { return (int32_t)u_charType((UChar32)c); }

int32_t cicu_grapheme_cluster_break(uint32_t c) {
  return u_getIntPropertyValue((UChar32)c, UCHAR_GRAPHEME_CLUSTER_BREAK);
}

int32_t cicu_east_asian_width(uint32_t c) {
  return u_getIntPropertyValue((UChar32)c, UCHAR_EAST_ASIAN_WIDTH);
}

int32_t cicu_binary_property(uint32_t c, int32_t which) {
  UProperty property;
  switch (which) {
    case CICU_PROP_EMOJI: property = UCHAR_EMOJI; break;
    case CICU_PROP_EMOJI_PRESENTATION: property = UCHAR_EMOJI_PRESENTATION; break;
    case CICU_PROP_EXTENDED_PICTOGRAPHIC: property = UCHAR_EXTENDED_PICTOGRAPHIC; break;
    default: return 0;
  }
  return u_hasBinaryProperty((UChar32)c, property) ? 1 : 0;
}

int32_t cicu_script(uint32_t c) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode script = uscript_getScript((UChar32)c, &status);
  return U_FAILURE(status) ? -1 : (int32_t)script;
}

int32_t cicu_script_extensions(uint32_t c, uint8_t *out, int32_t capacity) {
  UErrorCode status = U_ZERO_ERROR;
  UScriptCode scripts[32];
  int32_t count = uscript_getScriptExtensions((UChar32)c, scripts, 32, &status);
  if (status == U_BUFFER_OVERFLOW_ERROR) {
    status = U_ZERO_ERROR;
  } else if (U_FAILURE(status)) {
    return -1;
  }
  int32_t stored = count < 32 ? count : 32;
  for (int32_t i = 0; i < stored && i < capacity; i++) out[i] = (uint8_t)scripts[i];
  return count;
}

const char *cicu_script_short_name(int32_t script) {
  if (script < 0 || script > u_getIntPropertyMaxValue(UCHAR_SCRIPT)) return NULL;
  return uscript_getShortName((UScriptCode)script);
}

int32_t cicu_script_max_value(void) { return u_getIntPropertyMaxValue(UCHAR_SCRIPT); }

int32_t cicu_paired_bracket_type(uint32_t c) {
  return u_getIntPropertyValue((UChar32)c, UCHAR_BIDI_PAIRED_BRACKET_TYPE);
}

uint32_t cicu_paired_bracket(uint32_t c) { return (uint32_t)u_getBidiPairedBracket((UChar32)c); }

int32_t cicu_bidi_class(uint32_t c) { return (int32_t)u_charDirection((UChar32)c); }

int32_t cicu_fill_bmp_property(int32_t which, uint8_t *out) {
  // One look-up per code point, the property chosen outside the loop. (ICU's range API,
  // u_getIntPropertyMap + ucpmap_getRange, costs more: building each map's trie is ~ 13 M
  // instructions, against ~ 3 M for 65,536 look-ups.)
  switch (which) {
    case CICU_MAP_GENERAL_CATEGORY:
      for (UChar32 c = 0; c <= 0xFFFF; c++) out[c] = (uint8_t)u_charType(c);
      return U_ZERO_ERROR;
    case CICU_MAP_BIDI_CLASS:
      for (UChar32 c = 0; c <= 0xFFFF; c++) out[c] = (uint8_t)u_charDirection(c);
      return U_ZERO_ERROR;
    case CICU_MAP_SCRIPT:
      for (UChar32 c = 0; c <= 0xFFFF; c++) {
        UErrorCode status = U_ZERO_ERROR;
        UScriptCode script = uscript_getScript(c, &status);
        if (U_FAILURE(status) || script < 0 || script > 0xFF) return U_ILLEGAL_ARGUMENT_ERROR;
        out[c] = (uint8_t)script;
      }
      return U_ZERO_ERROR;
    default: break;
  }
  UProperty property;
  switch (which) {
    case CICU_MAP_LINE_BREAK: property = UCHAR_LINE_BREAK; break;
    case CICU_MAP_GRAPHEME_CLUSTER_BREAK: property = UCHAR_GRAPHEME_CLUSTER_BREAK; break;
    case CICU_MAP_EAST_ASIAN_WIDTH: property = UCHAR_EAST_ASIAN_WIDTH; break;
    case CICU_MAP_BIDI_PAIRED_BRACKET_TYPE: property = UCHAR_BIDI_PAIRED_BRACKET_TYPE; break;
    default: return U_ILLEGAL_ARGUMENT_ERROR;
  }
  if (u_getIntPropertyMaxValue(property) > 0xFF) return U_ILLEGAL_ARGUMENT_ERROR;
  for (UChar32 c = 0; c <= 0xFFFF; c++) out[c] = (uint8_t)u_getIntPropertyValue(c, property);
  return U_ZERO_ERROR;
}

void cicu_fill_bmp_script_extension_flags(uint8_t *out) {
  for (UChar32 c = 0; c <= 0xFFFF; c++) {
    UErrorCode status = U_ZERO_ERROR;
    UScriptCode scripts[2];
    int32_t count = uscript_getScriptExtensions(c, scripts, 2, &status);
    UErrorCode scriptStatus = U_ZERO_ERROR;
    UScriptCode script = uscript_getScript(c, &scriptStatus);
    out[c] = (U_FAILURE(status) || U_FAILURE(scriptStatus) || count != 1 || scripts[0] != script)
                 ? 1 : 0;
  }
}

// Whether unit_tables.c holds for the linked ICU (same version string).
static int generated_tables_apply(void) {
  char version[U_MAX_VERSION_STRING_LENGTH];
  cicu_version(version, (int32_t)sizeof version);
  return strcmp(version, cicu_unit_tables_icu_version) == 0;
}

int32_t cicu_generated_unit_properties(uint8_t *out) {
  if (!generated_tables_apply()) return 0;
  const uint32_t *runs = cicu_unit_property_runs;
  for (int32_t i = 0; i < cicu_unit_property_runs_count; i++) {
    uint32_t start = runs[2 * i];
    uint32_t end = i + 1 < cicu_unit_property_runs_count ? runs[2 * i + 2] : 0x10000;
    memset(out + start, (int)runs[2 * i + 1], end - start);
  }
  return 1;
}

int32_t cicu_generated_script_entries(uint32_t *out) {
  if (!generated_tables_apply()) return 0;
  const uint32_t *runs = cicu_script_entry_runs;
  for (int32_t i = 0; i < cicu_script_entry_runs_count; i++) {
    uint32_t start = runs[2 * i];
    uint32_t end = i + 1 < cicu_script_entry_runs_count ? runs[2 * i + 2] : 0x10000;
    for (uint32_t unit = start; unit < end; unit++) out[unit] = runs[2 * i + 1];
  }
  return 1;
}

const uint8_t *cicu_generated_script_sets(int32_t *length) {
  if (!generated_tables_apply()) {
    *length = 0;
    return NULL;
  }
  *length = cicu_script_set_bytes_count;
  return cicu_script_set_bytes;
}

int32_t cicu_bidi_open(cicu_bidi **out) {
  *out = (cicu_bidi *)ubidi_open();
  return *out ? U_ZERO_ERROR : U_MEMORY_ALLOCATION_ERROR;
}

void cicu_bidi_close(cicu_bidi *bidi) {
  if (bidi) ubidi_close((UBiDi *)bidi);
}

int32_t cicu_bidi_resolve(cicu_bidi *bidi, const uint16_t *text, int32_t length,
                          uint8_t paragraph_level, uint8_t *levels, int32_t *direction) {
  UErrorCode status = U_ZERO_ERROR;
  UBiDi *b = (UBiDi *)bidi;
  ubidi_setPara(b, (const UChar *)text, length, (UBiDiLevel)paragraph_level, NULL, &status);
  if (U_FAILURE(status)) return status;
  const UBiDiLevel *resolved = ubidi_getLevels(b, &status);
  if (U_FAILURE(status) || !resolved) return U_FAILURE(status) ? status : U_INTERNAL_PROGRAM_ERROR;
  memcpy(levels, resolved, (size_t)length);
  *direction = (int32_t)ubidi_getDirection(b);
  // Drop ICU's pointer to the caller's text now, so no later call can read it after it is gone.
  static const UChar empty[1] = {0};
  status = U_ZERO_ERROR;
  ubidi_setPara(b, empty, 0, 0, NULL, &status);
  return U_ZERO_ERROR;
}

void cicu_bidi_reorder_visual(const uint8_t *levels, int32_t length, int32_t *index_map) {
  if (length <= 0) return;
  ubidi_reorderVisual((const UBiDiLevel *)levels, length, index_map);
}
