// CMicroHTTPD: libmicrohttpd's C API for `title-preview serve`. microhttpd.h expects the socket
// types to be declared before it is included (it does not include them itself on every system);
// the shim includes them first and gives the module map one header of ours to name.
#ifndef CMICROHTTPD_SHIM_H
#define CMICROHTTPD_SHIM_H
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <microhttpd.h>

// MHD_get_connection_info is variadic, which Swift cannot call: these two ask it the one
// question each that the server needs, with plain C types.

/// The connection's socket descriptor, or -1.
static inline int cmicrohttpd_connection_descriptor(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return info == NULL ? -1 : (int)info->connect_fd;
}

/// The status of the response queued on the connection, or 0 when none is.
static inline unsigned cmicrohttpd_queued_status(struct MHD_Connection *connection) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_HTTP_STATUS);
  return info == NULL ? 0 : info->http_status;
}
#endif
