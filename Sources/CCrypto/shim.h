// CCrypto: OpenSSL's libcrypto, used only for SHA-256 (its EVP digest interface), the digest of
// the font environment's fingerprint: the font files and fontconfig configuration files hashed by
// content. libcrypto's SHA-256 uses the CPU's SHA extensions where it has them. The header
// imports cleanly; the shim exists so the module map has one header of ours to name.
#ifndef CCRYPTO_SHIM_H
#define CCRYPTO_SHIM_H
#include <openssl/evp.h>
#endif
