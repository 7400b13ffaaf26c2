// CPNG: libpng's C API for encoding rendered cells. libpng's header imports as is; the shim gives
// the module map one header of ours to name.
#ifndef CPNG_SHIM_H
#define CPNG_SHIM_H
#include <png.h>
#endif
