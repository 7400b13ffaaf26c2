// CCrypto: SHA-256 from OpenSSL's libcrypto (its EVP digest interface), the digest of the font
// environment's fingerprint: the font files and fontconfig configuration files hashed by content.
// libcrypto's SHA-256 uses the CPU's SHA extensions where it has them.
//
// libcrypto is loaded (dlopen) the first time a digest is begun, not linked: most runs never
// work out a fingerprint (a batch run, a preview), and linking would make each of them pay for
// the dynamic linking of a large library. Plain C types only: a digest is an opaque pointer.
#ifndef CCRYPTO_H
#define CCRYPTO_H
#include <stddef.h>

/// The library loaded: the soname of the ABI openssl/evp.h describes (Debian's libssl3).
#define CCRYPTO_LIBRARY "libcrypto.so.3"

/// Begins a SHA-256 digest (`EVP_MD_CTX_new`, `EVP_DigestInit_ex` with `EVP_sha256`), loading
/// libcrypto on the first call. Safe to call from several threads.
/// @return the digest, or NULL when libcrypto cannot be loaded or cannot begin one.
void *ccrypto_sha256_begin(void);

/// Adds `count` bytes at `bytes` to `digest` (`EVP_DigestUpdate`).
/// @return 1 on success, 0 on failure.
int ccrypto_sha256_update(void *digest, const void *bytes, size_t count);

/// Writes the 32 bytes of `digest` into `output` (`EVP_DigestFinal_ex`).
/// @return 1 on success, 0 on failure.
int ccrypto_sha256_finish(void *digest, unsigned char *output);

/// Frees `digest` (`EVP_MD_CTX_free`); NULL is ignored.
void ccrypto_sha256_free(void *digest);

#endif
