// CFreeType: the FreeType 2 API as Swift sees it.
//
// FreeType's public headers are reached through macros (FT_FREETYPE_H, FT_ADVANCES_H, ...) that
// only <ft2build.h> defines, and several of its "functions" are function-like macros that Swift
// cannot import. This shim includes the headers TitleComposer needs and re-exports those macros
// as static inline functions, each prefixed `CFreeType_`.
#ifndef CFREETYPE_SHIM_H
#define CFREETYPE_SHIM_H

#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_ADVANCES_H
#include FT_TRUETYPE_TABLES_H
#include FT_TRUETYPE_TAGS_H
#include FT_OUTLINE_H
#include FT_GLYPH_H
#include FT_BITMAP_H
#include FT_MULTIPLE_MASTERS_H
#include FT_SFNT_NAMES_H

/// Why: FT_HAS_KERNING is a macro over face->face_flags.
static inline int CFreeType_HasKerning(FT_Face face) { return FT_HAS_KERNING(face) ? 1 : 0; }

/// Why: FT_HAS_COLOR is a macro; colour (CBDT) faces need FT_LOAD_COLOR and fixed sizes.
static inline int CFreeType_HasColor(FT_Face face) { return FT_HAS_COLOR(face) ? 1 : 0; }

/// Why: FT_IS_SCALABLE is a macro; bitmap-only faces (Noto Color Emoji) report advances per strike.
static inline int CFreeType_IsScalable(FT_Face face) { return FT_IS_SCALABLE(face) ? 1 : 0; }

/// Why: FT_MAKE_TAG is a macro; SFNT table tags ('kern', 'OS/2', ...) as 32-bit values.
static inline FT_ULong CFreeType_Tag(char a, char b, char c, char d) {
  return FT_MAKE_TAG(a, b, c, d);
}

#endif
