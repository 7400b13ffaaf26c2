// CHarfBuzz: HarfBuzz's shaping API with its FreeType glue, used only to turn an emoji sequence
// (a ZWJ family, a flag, a skin-tone or keycap sequence) into the ligature glyph a colour font's
// GSUB table substitutes for it. The headers import cleanly; the shim gives the module map one
// header of ours to name.
#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ft.h>
#endif
