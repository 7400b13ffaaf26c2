// libcrypto, loaded with dlopen on the first digest (see CCrypto.h for why), and SHA-256 through
// it. Each pointer's type is taken from openssl/evp.h's declaration of the function
// (`__typeof__`), so the compiler checks every call against the header.
#include "CCrypto.h"

#include <dlfcn.h>
#include <openssl/evp.h>
#include <pthread.h>

/// The functions found in libcrypto, all set or all NULL; written once inside `pthread_once`,
/// which orders them before every call that follows it.
static struct {
  __typeof__(&EVP_MD_CTX_new) md_ctx_new;
  __typeof__(&EVP_MD_CTX_free) md_ctx_free;
  __typeof__(&EVP_sha256) sha256;
  __typeof__(&EVP_DigestInit_ex) digest_init_ex;
  __typeof__(&EVP_DigestUpdate) digest_update;
  __typeof__(&EVP_DigestFinal_ex) digest_final_ex;
} functions;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;

static void load(void) {
  // RTLD_LOCAL: the library's symbols stay out of the process's global scope.
  void *handle = dlopen(CCRYPTO_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  if (handle == NULL) return;
  void *found[6] = {
      dlsym(handle, "EVP_MD_CTX_new"),    dlsym(handle, "EVP_MD_CTX_free"),
      dlsym(handle, "EVP_sha256"),        dlsym(handle, "EVP_DigestInit_ex"),
      dlsym(handle, "EVP_DigestUpdate"),  dlsym(handle, "EVP_DigestFinal_ex"),
  };
  for (size_t index = 0; index < 6; index++) {
    if (found[index] == NULL) {
      dlclose(handle);
      return;
    }
  }
  functions.md_ctx_new = (__typeof__(functions.md_ctx_new))found[0];
  functions.md_ctx_free = (__typeof__(functions.md_ctx_free))found[1];
  functions.sha256 = (__typeof__(functions.sha256))found[2];
  functions.digest_init_ex = (__typeof__(functions.digest_init_ex))found[3];
  functions.digest_update = (__typeof__(functions.digest_update))found[4];
  functions.digest_final_ex = (__typeof__(functions.digest_final_ex))found[5];
}

void *ccrypto_sha256_begin(void) {
  pthread_once(&load_once, load);
  if (functions.md_ctx_new == NULL) return NULL;
  EVP_MD_CTX *context = functions.md_ctx_new();
  if (context == NULL) return NULL;
  if (functions.digest_init_ex(context, functions.sha256(), NULL) != 1) {
    functions.md_ctx_free(context);
    return NULL;
  }
  return context;
}

int ccrypto_sha256_update(void *digest, const void *bytes, size_t count) {
  return functions.digest_update((EVP_MD_CTX *)digest, bytes, count) == 1;
}

int ccrypto_sha256_finish(void *digest, unsigned char *output) {
  unsigned int length = 0;
  return functions.digest_final_ex((EVP_MD_CTX *)digest, output, &length) == 1 && length == 32;
}

void ccrypto_sha256_free(void *digest) {
  if (digest != NULL) functions.md_ctx_free((EVP_MD_CTX *)digest);
}
