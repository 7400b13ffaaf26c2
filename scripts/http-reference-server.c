/*
 * The HTTP benchmark's yardstick: the least a libmicrohttpd server can do per request, with the
 * thread-pool settings `title-preview serve` uses (internal polling thread, epoll, one thread
 * per --jobs, the same connection limit, timeout and per-connection memory). It reads each POST
 * body whole, then answers 200 with a fixed JSON body of the size of a composed title's record
 * (about 760 bytes), copied per response as the service's are. It composes nothing: whatever
 * the service's requests per second are below this server's is the cost of the work done per
 * request, not of the transport.
 *
 * Not part of the library or the CLI: scripts/http-bench.sh builds it with the system's
 * compiler and title-bench (`--http --reference-server PATH`) loads it as it loads the service.
 *
 *   http-reference-server --port 0 --jobs N
 *
 * Prints "listening on http://127.0.0.1:PORT" on standard error once it listens; stops on
 * SIGTERM or SIGINT.
 */
#include <arpa/inet.h>
#include <microhttpd.h>
#include <netinet/in.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static const char record[] =
    "{\"id\":\"p0001\",\"badge\":{\"label\":\"IT\",\"x\":0,\"y\":1.3,\"width\":17.5,\"height\":17.8,"
    "\"cornerRadius\":4,\"background\":\"#E0ECFA\",\"foreground\":\"#3D7BD9\"},\"lines\":[{\"text\":"
    "\"\xeb\xaa\xa8\xeb\x93\x88\xec\x9d\x84 \xeb\x8b\xa4\xeb\xa3\xa8\xeb\xa0\xa4\xea\xb3\xa0 "
    "\xec\xa0\x9c\xea\xb3\xb5\xed\x95\x98\xeb\x8a\x94 \xed\x8a\xb9\xeb\xb3\x84\xed\x95\x9c\","
    "\"range\":[0,17],\"x\":20.5,\"width\":248.48,\"baseline\":14.72},{\"text\":\"\xea\xb7\x9c"
    "\xec\xa0\x95\xec\x9d\x80 \xeb\xac\xb4\xec\x97\x87\xec\x9d\xb8\xea\xb0\x80\xec\x9a\x94?\","
    "\"range\":[17,28],\"x\":0,\"width\":142.08,\"baseline\":33.12}],\"isTruncated\":false,"
    "\"height\":36.8,\"lineHeight\":18.4,\"paddedTitle\":\"     \xeb\xaa\xa8\xeb\x93\x88\xec\x9d\x84 "
    "\xeb\x8b\xa4\xeb\xa3\xa8\xeb\xa0\xa4\xea\xb3\xa0 \xec\xa0\x9c\xea\xb3\xb5\xed\x95\x98\xeb\x8a"
    "\x94 \xed\x8a\xb9\xeb\xb3\x84\xed\x95\x9c \xea\xb7\x9c\xec\xa0\x95\xec\x9d\x80 \xeb\xac\xb4"
    "\xec\x97\x87\xec\x9d\xb8\xea\xb0\x80\xec\x9a\x94?\",\"paddingSpaceCount\":5,\"missingGlyphs\":"
    "[],\"width\":375,\"numberOfLines\":2,\"wordBreak\":\"normal\",\"padding\":\"indent\","
    "\"whiteSpace\":\"preserve\",\"lang\":\"ko\",\"titleSize\":16,\"badgeSize\":12,\"textWrap\":"
    "\"wrap\",\"truncation\":\"fill\",\"lineCount\":2,\"titleLength\":28,\"padded\":true}\n";

/* Per request: whether a body arrived (the body is read and dropped, as a parser reads it). */
struct request_state {
    size_t body_bytes;
};

static enum MHD_Result answer(void *cls, struct MHD_Connection *connection, const char *url,
                              const char *method, const char *version, const char *data,
                              size_t *size, void **state) {
    (void)cls, (void)url, (void)method, (void)version, (void)data;
    struct request_state *request = *state;
    if (request == NULL) {
        request = calloc(1, sizeof *request);
        if (request == NULL) return MHD_NO;
        *state = request;
        return MHD_YES;
    }
    if (*size > 0) {
        request->body_bytes += *size;
        *size = 0;
        return MHD_YES;
    }
    struct MHD_Response *response = MHD_create_response_from_buffer(
        sizeof record - 1, (void *)record, MHD_RESPMEM_MUST_COPY);
    if (response == NULL) return MHD_NO;
    MHD_add_response_header(response, "Content-Type", "application/json");
    enum MHD_Result queued = MHD_queue_response(connection, MHD_HTTP_OK, response);
    MHD_destroy_response(response);
    return queued;
}

static void completed(void *cls, struct MHD_Connection *connection, void **state,
                      enum MHD_RequestTerminationCode code) {
    (void)cls, (void)connection, (void)code;
    free(*state);
    *state = NULL;
}

static volatile sig_atomic_t stopping = 0;
static void stop(int signal_number) { (void)signal_number, stopping = 1; }

int main(int argc, char **argv) {
    unsigned port = 8080, jobs = (unsigned)sysconf(_SC_NPROCESSORS_ONLN);
    for (int i = 1; i + 1 < argc; i += 2) {
        if (!strcmp(argv[i], "--port")) port = (unsigned)atoi(argv[i + 1]);
        else if (!strcmp(argv[i], "--jobs")) jobs = (unsigned)atoi(argv[i + 1]);
        else {
            fprintf(stderr, "usage: %s [--port N] [--jobs N]\n", argv[0]);
            return 64;
        }
    }
    if (jobs < 1) jobs = 1;
    /* Loopback only, as the service's default host. */
    struct sockaddr_in address = {.sin_family = AF_INET, .sin_port = htons((uint16_t)port)};
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    struct MHD_Daemon *daemon = MHD_start_daemon(
        MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_USE_ITC, (uint16_t)port, NULL, NULL,
        answer, NULL, MHD_OPTION_SOCK_ADDR, (struct sockaddr *)&address,
        MHD_OPTION_THREAD_POOL_SIZE, jobs, MHD_OPTION_CONNECTION_LIMIT, 1024u,
        MHD_OPTION_CONNECTION_TIMEOUT, 10u, MHD_OPTION_CONNECTION_MEMORY_LIMIT, (size_t)(16 << 10),
        MHD_OPTION_NOTIFY_COMPLETED, completed, NULL, MHD_OPTION_END);
    if (daemon == NULL) {
        fprintf(stderr, "http-reference-server: libmicrohttpd could not start\n");
        return 1;
    }
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    fprintf(stderr, "listening on http://127.0.0.1:%u\n", info ? info->port : port);
    signal(SIGTERM, stop);
    signal(SIGINT, stop);
    while (!stopping) pause();
    MHD_stop_daemon(daemon);
    return 0;
}
