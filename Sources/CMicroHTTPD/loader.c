// libmicrohttpd, loaded with dlopen when the server starts (see CMicroHTTPD.h for why), and the
// wrappers that call into it. Each pointer's type is taken from microhttpd.h's declaration of the
// function (`__typeof__`), so the compiler checks every call against the header.
#include "CMicroHTTPD.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>

/// The functions found in the loaded library; written once, under `load_lock`, before `loaded`
/// is set (release), and only read after `loaded` was seen set (acquire) or by calls that follow
/// a successful `cmicrohttpd_load` on the same thread.
static struct {
  __typeof__(&MHD_start_daemon_va) start_daemon_va;
  __typeof__(&MHD_quiesce_daemon) quiesce_daemon;
  __typeof__(&MHD_stop_daemon) stop_daemon;
  __typeof__(&MHD_get_connection_values) get_connection_values;
  __typeof__(&MHD_get_connection_info) get_connection_info;
  __typeof__(&MHD_create_response_from_buffer) create_response_from_buffer;
  __typeof__(&MHD_create_response_from_callback) create_response_from_callback;
  __typeof__(&MHD_destroy_response) destroy_response;
  __typeof__(&MHD_add_response_header) add_response_header;
  __typeof__(&MHD_queue_response) queue_response;
  __typeof__(&MHD_suspend_connection) suspend_connection;
  __typeof__(&MHD_resume_connection) resume_connection;
} functions;

static atomic_bool loaded;
static pthread_mutex_t load_lock = PTHREAD_MUTEX_INITIALIZER;

/// Finds `name` in `handle` into `*slot`; writes the reason into `message` when it is missing.
static int find(void *handle, const char *name, void **slot, char *message, size_t capacity) {
  dlerror();
  *slot = dlsym(handle, name);
  if (*slot != NULL) return 0;
  const char *reason = dlerror();
  snprintf(message, capacity, "%s", reason != NULL ? reason : name);
  return -1;
}

#define FIND(name) \
  find(handle, "MHD_" #name, (void **)&functions.name, message, capacity) != 0

int cmicrohttpd_load(const char *library, char *message, size_t capacity) {
  if (atomic_load_explicit(&loaded, memory_order_acquire)) return 0;
  pthread_mutex_lock(&load_lock);
  int status = 0;
  if (!atomic_load_explicit(&loaded, memory_order_relaxed)) {
    // RTLD_LOCAL: the library's symbols stay out of the process's global scope.
    void *handle = dlopen(library, RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL) {
      const char *reason = dlerror();
      snprintf(message, capacity, "%s", reason != NULL ? reason : library);
      status = -1;
    } else if (FIND(start_daemon_va) || FIND(quiesce_daemon) || FIND(stop_daemon)
               || FIND(get_connection_values) || FIND(get_connection_info)
               || FIND(create_response_from_buffer) || FIND(create_response_from_callback)
               || FIND(destroy_response) || FIND(add_response_header) || FIND(queue_response)
               || FIND(suspend_connection) || FIND(resume_connection)) {
      dlclose(handle);
      status = -1;
    } else {
      atomic_store_explicit(&loaded, 1, memory_order_release);
    }
  }
  pthread_mutex_unlock(&load_lock);
  return status;
}

struct MHD_Daemon *cmicrohttpd_start_daemon_va(
    unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc, void *apc_cls,
    MHD_AccessHandlerCallback dh, void *dh_cls, va_list ap) {
  return functions.start_daemon_va(flags, port, apc, apc_cls, dh, dh_cls, ap);
}

MHD_socket cmicrohttpd_quiesce_daemon(struct MHD_Daemon *daemon) {
  return functions.quiesce_daemon(daemon);
}

void cmicrohttpd_stop_daemon(struct MHD_Daemon *daemon) { functions.stop_daemon(daemon); }

int cmicrohttpd_get_connection_values(
    struct MHD_Connection *connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator,
    void *iterator_cls) {
  return functions.get_connection_values(connection, kind, iterator, iterator_cls);
}

struct MHD_Response *cmicrohttpd_create_response_from_buffer(
    size_t size, void *buffer, enum MHD_ResponseMemoryMode mode) {
  return functions.create_response_from_buffer(size, buffer, mode);
}

struct MHD_Response *cmicrohttpd_create_response_from_callback(
    uint64_t size, size_t block_size, MHD_ContentReaderCallback crc, void *crc_cls,
    MHD_ContentReaderFreeCallback crfc) {
  return functions.create_response_from_callback(size, block_size, crc, crc_cls, crfc);
}

void cmicrohttpd_destroy_response(struct MHD_Response *response) {
  functions.destroy_response(response);
}

enum MHD_Result cmicrohttpd_add_response_header(
    struct MHD_Response *response, const char *header, const char *content) {
  return functions.add_response_header(response, header, content);
}

enum MHD_Result cmicrohttpd_queue_response(
    struct MHD_Connection *connection, unsigned int status_code, struct MHD_Response *response) {
  return functions.queue_response(connection, status_code, response);
}

void cmicrohttpd_suspend_connection(struct MHD_Connection *connection) {
  functions.suspend_connection(connection);
}

void cmicrohttpd_resume_connection(struct MHD_Connection *connection) {
  functions.resume_connection(connection);
}

int cmicrohttpd_connection_descriptor(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      functions.get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : (int)info->connect_fd;
}
