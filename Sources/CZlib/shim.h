// CZlib: zlib's C API for the HTTP service's gzip bodies. deflateInit2 and inflateInit2 are
// function-like macros (they pass the library's version and the stream's size), which Swift
// cannot import: the shim makes them functions.
#ifndef CZLIB_SHIM_H
#define CZLIB_SHIM_H
#include <zlib.h>

/// deflateInit2: a gzip (not zlib) stream at `level`, with a 2^`window_bits` window and
/// `memory_level`'s hash table.
static inline int czlib_deflate_init_gzip(z_stream *stream, int level, int window_bits,
                                          int memory_level) {
  return deflateInit2(stream, level, Z_DEFLATED, window_bits + 16, memory_level,
                      Z_DEFAULT_STRATEGY);
}

/// inflateInit2: a gzip stream with any window.
static inline int czlib_inflate_init_gzip(z_stream *stream) {
  return inflateInit2(stream, 15 + 16);
}
#endif
