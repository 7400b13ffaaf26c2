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
#endif
