// CDeflate: libdeflate's C API, which compresses the image data of the PNGs the renderers write
// (a zlib stream in one call, and the chunks' CRC-32). The header imports as is; the shim gives
// the module map one header of ours to name.
#ifndef CDEFLATE_SHIM_H
#define CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
