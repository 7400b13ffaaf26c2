/*
 * Which objects do several threads write the reference count of? A diagnostic for the scaling
 * benchmark: preloaded into a Swift program (LD_PRELOAD), it counts every swift_retain and
 * swift_release (and their _n forms) the program's own code makes, per object and per thread,
 * and at exit prints the objects that two or more threads retained or released, hottest first,
 * with their type (the symbol of the object's metadata, from dladdr): each such call is an atomic
 * write to a cache line that the threads then pass back and forth.
 *
 *   cc -O2 -shared -fPIC -o retain-census.so scripts/retain-census.c -ldl -lpthread
 *   LD_PRELOAD=./retain-census.so title-preview --jsonl --jobs 2 < requests.jsonl > /dev/null
 *
 * Prints to standard error. Calls made inside libswiftCore itself do not go through the
 * dynamic linker and are not seen (the program's own and its libraries' calls are). An address
 * freed by one thread and reused by another can be listed once as one object; its type says so.
 * Not part of the library: scripts/scaling-bench.sh builds and runs it with --census.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define SLOTS (1u << 20)
#define THREADS 8

typedef struct {
    void *object;
    void *metadata;
    void *callers[4];
    uint64_t caller_calls[4];
    uint64_t calls[THREADS];
} Entry;

static Entry *table;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static int next_thread = 0;
static __thread int thread_index = -1;
static void *(*real_retain)(void *);
static void (*real_release)(void *);
static void *(*real_retain_n)(void *, uint32_t);
static void (*real_release_n)(void *, uint32_t);

static void resolve(void) {
    real_retain = (void *(*)(void *))dlsym(RTLD_NEXT, "swift_retain");
    real_release = (void (*)(void *))dlsym(RTLD_NEXT, "swift_release");
    real_retain_n = (void *(*)(void *, uint32_t))dlsym(RTLD_NEXT, "swift_retain_n");
    real_release_n = (void (*)(void *, uint32_t))dlsym(RTLD_NEXT, "swift_release_n");
}

static void record(void *object, uint32_t count, void *caller) {
    /* Only plain user-space addresses: the runtime also passes null and tagged values. */
    if ((uintptr_t)object < 4096 || (uintptr_t)object >= (1ull << 47) || table == NULL) return;
    if (thread_index < 0) {
        pthread_mutex_lock(&lock);
        thread_index = next_thread < THREADS - 1 ? next_thread++ : THREADS - 1;
        pthread_mutex_unlock(&lock);
    }
    uintptr_t key = (uintptr_t)object;
    uint32_t slot = (uint32_t)((key >> 4) * 0x9E3779B97F4A7C15ull >> 44) & (SLOTS - 1);
    pthread_mutex_lock(&lock);
    for (uint32_t probe = 0; probe < SLOTS; probe++, slot = (slot + 1) & (SLOTS - 1)) {
        Entry *entry = &table[slot];
        if (entry->object == object || entry->object == NULL) {
            if (entry->object == NULL) entry->object = object;
            entry->metadata = *(void **)object;
            for (int c = 0; c < 4; c++) {
                if (entry->callers[c] == caller || entry->callers[c] == NULL) {
                    entry->callers[c] = caller;
                    entry->caller_calls[c] += count;
                    break;
                }
            }
            entry->calls[thread_index] += count;
            break;
        }
    }
    pthread_mutex_unlock(&lock);
}

__attribute__((constructor)) static void start(void) {
    if (real_retain == NULL) resolve();
    table = calloc(SLOTS, sizeof(Entry));
}

void *swift_retain(void *object) {
    if (real_retain == NULL) resolve();
    record(object, 1, __builtin_return_address(0));
    return real_retain(object);
}

void swift_release(void *object) {
    if (real_retain == NULL) resolve();
    record(object, 1, __builtin_return_address(0));
    real_release(object);
}

void *swift_retain_n(void *object, uint32_t n) {
    if (real_retain == NULL) resolve();
    record(object, n, __builtin_return_address(0));
    return real_retain_n(object, n);
}

void swift_release_n(void *object, uint32_t n) {
    if (real_retain == NULL) resolve();
    record(object, n, __builtin_return_address(0));
    real_release_n(object, n);
}

/* swift_getTypeName's answer: the name's bytes, not NUL-terminated. */
typedef struct {
    const char *data;
    uintptr_t length;
} TypeName;

static int hotter(const void *a, const void *b) {
    const Entry *x = *(Entry *const *)a, *y = *(Entry *const *)b;
    uint64_t sx = 0, sy = 0;
    for (int t = 0; t < THREADS; t++) sx += x->calls[t], sy += y->calls[t];
    return (sx < sy) - (sx > sy);
}

__attribute__((destructor)) static void report(void) {
    Entry *all = table;
    table = NULL;
    if (all == NULL) return;
    TypeName (*type_name)(void *, int) = (TypeName(*)(void *, int))dlsym(RTLD_DEFAULT, "swift_getTypeName");
    Entry **shared = malloc(sizeof(Entry *) * SLOTS);
    size_t count = 0;
    uint64_t shared_calls = 0, every_call = 0, immortal_calls = 0;
    for (uint32_t slot = 0; slot < SLOTS; slot++) {
        int threads = 0;
        uint64_t sum = 0;
        for (int t = 0; t < THREADS; t++) {
            threads += all[slot].calls[t] > 0;
            sum += all[slot].calls[t];
        }
        every_call += sum;
        /* An immortal object (the runtime's empty array, statically made objects: the low 32
           bits of its count all set) is retained without a write: not counted. */
        if (threads >= 2 && (((uint64_t *)all[slot].object)[1] & 0xFFFFFFFFu) == 0xFFFFFFFFu) {
            immortal_calls += sum;
        } else if (threads >= 2) {
            shared[count++] = &all[slot];
            shared_calls += sum;
        }
    }
    qsort(shared, count, sizeof(Entry *), hotter);
    fprintf(stderr, "retain-census: %llu retain/release calls (%llu on immortal objects, which write "
                    "nothing), %llu on %zu objects that two or more threads wrote; the hottest:\n",
            (unsigned long long)every_call, (unsigned long long)immortal_calls,
            (unsigned long long)shared_calls, count);
    for (size_t i = 0; i < count && i < 25; i++) {
        /* The type, as the Swift runtime names it (swift_getTypeName). */
        char name[512] = "?";
        if (type_name != NULL) {
            TypeName type = type_name(shared[i]->metadata, 1);
            snprintf(name, sizeof name, "%.*s", (int)type.length, type.data);
        }
        /* The code that retained or released it most (of the first four places seen): module
           and offset, for addr2line. */
        int top = 0;
        for (int c = 1; c < 4; c++) {
            if (shared[i]->caller_calls[c] > shared[i]->caller_calls[top]) top = c;
        }
        Dl_info where;
        if (dladdr(shared[i]->callers[top], &where) && where.dli_fname) {
            snprintf(name + strlen(name), sizeof name - strlen(name), "  (mostly from %s+0x%lx)",
                     strrchr(where.dli_fname, '/') ? strrchr(where.dli_fname, '/') + 1 : where.dli_fname,
                     (unsigned long)((char *)shared[i]->callers[top] - (char *)where.dli_fbase));
        }
        fprintf(stderr, "  %-110s", name);
        for (int t = 0; t < THREADS; t++) {
            if (shared[i]->calls[t]) fprintf(stderr, " t%d:%llu", t, (unsigned long long)shared[i]->calls[t]);
        }
        fputc('\n', stderr);
    }
}
