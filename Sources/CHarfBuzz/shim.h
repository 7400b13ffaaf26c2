// CHarfBuzz: HarfBuzz's shaping API. TitleFonts shapes with HarfBuzz's own OpenType functions on
// a face made from the font file's bytes (hb-ot), and reads which layout tables a face has
// (hb-ot-layout, hb-aat-layout) to know when shaping can change nothing. The headers import
// cleanly; the shim gives the module map one header of ours to name.
#ifndef CHARFBUZZ_SHIM_H
#define CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#include <hb-aat.h>
#endif
