// CMicroHTTPD: libmicrohttpd's C API for `title-preview serve`, loaded when the server starts
// (dlopen), not linked: a process that never serves (a batch run, a preview) never maps
// libmicrohttpd nor the GnuTLS libraries it depends on, which would cost every start of the
// command line tool their dynamic linking.
//
// microhttpd.h gives the types and constants; the functions the server calls are reached through
// the `cmicrohttpd_` wrappers below, each calling the function of the same name that
// `cmicrohttpd_load` found in the library. microhttpd.h expects the socket types to be declared
// before it is included (it does not include them itself on every system).
#ifndef CMICROHTTPD_H
#define CMICROHTTPD_H
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// The library loaded when no other is named: the soname of the ABI microhttpd.h describes
/// (Debian's libmicrohttpd12).
#define CMICROHTTPD_DEFAULT_LIBRARY "libmicrohttpd.so.12"

/// Loads `library` (a soname or a path, for dlopen) and finds every function the wrappers call.
/// Once a load has succeeded, later calls return 0 without loading again, whatever they name.
/// Safe to call from several threads.
/// @param library what to load.
/// @param message where to write why the load failed (dlerror's words), NUL-terminated.
/// @param capacity the bytes `message` holds.
/// @return 0 when loaded, -1 (with `message` written) when not.
int cmicrohttpd_load(const char *library, char *message, size_t capacity);

// The wrappers: each calls the libmicrohttpd function of the same name (after the prefix), and
// must only be called once `cmicrohttpd_load` has returned 0.

struct MHD_Daemon *cmicrohttpd_start_daemon_va(
    unsigned int flags, uint16_t port, MHD_AcceptPolicyCallback apc, void *apc_cls,
    MHD_AccessHandlerCallback dh, void *dh_cls, va_list ap);
MHD_socket cmicrohttpd_quiesce_daemon(struct MHD_Daemon *daemon);
void cmicrohttpd_stop_daemon(struct MHD_Daemon *daemon);
int cmicrohttpd_get_connection_values(
    struct MHD_Connection *connection, enum MHD_ValueKind kind, MHD_KeyValueIterator iterator,
    void *iterator_cls);
struct MHD_Response *cmicrohttpd_create_response_from_buffer(
    size_t size, void *buffer, enum MHD_ResponseMemoryMode mode);
struct MHD_Response *cmicrohttpd_create_response_from_callback(
    uint64_t size, size_t block_size, MHD_ContentReaderCallback crc, void *crc_cls,
    MHD_ContentReaderFreeCallback crfc);
void cmicrohttpd_destroy_response(struct MHD_Response *response);
enum MHD_Result cmicrohttpd_add_response_header(
    struct MHD_Response *response, const char *header, const char *content);
enum MHD_Result cmicrohttpd_queue_response(
    struct MHD_Connection *connection, unsigned int status_code, struct MHD_Response *response);
void cmicrohttpd_suspend_connection(struct MHD_Connection *connection);
void cmicrohttpd_resume_connection(struct MHD_Connection *connection);

// MHD_get_connection_info is variadic, which Swift cannot call: this asks it the one question
// the server needs, with plain C types.

/// The connection's socket descriptor, or -1.
int cmicrohttpd_connection_descriptor(struct MHD_Connection *connection);

#endif
