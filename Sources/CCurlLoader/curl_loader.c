// libcurl opened on first use (see include/CCurlLoader.h): the libcurl functions
// swift-corelibs-foundation's `_CFURLSessionInterface` calls, each forwarding to libcurl's own.
// Declared here with libcurl's ABI (opaque handles, enums as int, curl_socket_t as int on Linux)
// so the target needs no libcurl headers. Hidden: never exported from the executable.
#include "CCurlLoader.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define HIDDEN __attribute__((visibility("hidden")))

/// The shared object every Linux distribution ships libcurl 7/8 as (FoundationNetworking's own
/// `DT_NEEDED` when it is a shared library).
static const char library_name[] = "libcurl.so.4";

static pthread_once_t open_once = PTHREAD_ONCE_INIT;
static void *library;
static int library_opened;
static char open_error[512];

static void open_library(void) {
    library = dlopen(library_name, RTLD_NOW | RTLD_LOCAL);
    if (!library) {
        const char *reason = dlerror();
        snprintf(open_error, sizeof open_error, "%s", reason ? reason : "unknown error");
    }
    __atomic_store_n(&library_opened, 1, __ATOMIC_RELEASE);
}

/// libcurl's `name`, opening libcurl first. URL loading cannot go on without it: says why and
/// aborts (a dynamically linked program would not have started at all).
static void *resolve(const char *name) {
    pthread_once(&open_once, open_library);
    void *symbol = library ? dlsym(library, name) : NULL;
    if (!symbol) {
        fprintf(stderr, "widgetshot: error: URL loading needs libcurl (%s): %s\n", library_name,
                library ? "it has no function " : open_error);
        if (library) fprintf(stderr, "  %s\n", name);
        abort();
    }
    return symbol;
}

/// Declares `real`, libcurl's `name` of type `type`, looked up once.
#define REAL(type, name)                                                        \
    static void *slot_##name;                                                   \
    void *found_##name = __atomic_load_n(&slot_##name, __ATOMIC_ACQUIRE);       \
    if (!found_##name) {                                                        \
        found_##name = resolve(#name);                                          \
        __atomic_store_n(&slot_##name, found_##name, __ATOMIC_RELEASE);         \
    }                                                                           \
    __typeof__(type) real = (__typeof__(type))found_##name

typedef int CURLcode;
typedef int CURLMcode;
typedef int CURLUcode;
typedef void (*function_pointer)(void);

// Option numbers carry their argument's type (curl.h, CURLOPTTYPE_* and CURLMOPT's): below
// 10000 a long, then an object pointer, a function pointer, a curl_off_t, a blob pointer.
enum { OPTION_OBJECT = 10000, OPTION_FUNCTION = 20000, OPTION_OFF_T = 30000, OPTION_BLOB = 40000 };

/// Calls a `(handle, option, value)` setter with the value read at its own type.
#define FORWARD_OPTION(real, handle, option, ap)                                      \
    ((option) < OPTION_OBJECT ? real(handle, option, va_arg(ap, long))                \
     : (option) < OPTION_FUNCTION ? real(handle, option, va_arg(ap, void *))          \
     : (option) < OPTION_OFF_T ? real(handle, option, va_arg(ap, function_pointer))   \
     : (option) < OPTION_BLOB ? real(handle, option, va_arg(ap, int64_t))             \
     : real(handle, option, va_arg(ap, void *)))

HIDDEN void *curl_easy_init(void) {
    REAL(void *(*)(void), curl_easy_init);
    return real();
}

HIDDEN void curl_easy_cleanup(void *handle) {
    REAL(void (*)(void *), curl_easy_cleanup);
    real(handle);
}

HIDDEN CURLcode curl_easy_setopt(void *handle, int option, ...) {
    REAL(CURLcode (*)(void *, int, ...), curl_easy_setopt);
    va_list ap;
    va_start(ap, option);
    CURLcode result = FORWARD_OPTION(real, handle, option, ap);
    va_end(ap);
    return result;
}

/// Every `CURLINFO_*` takes a pointer to where the value goes.
HIDDEN CURLcode curl_easy_getinfo(void *handle, int info, ...) {
    REAL(CURLcode (*)(void *, int, ...), curl_easy_getinfo);
    va_list ap;
    va_start(ap, info);
    void *out = va_arg(ap, void *);
    va_end(ap);
    return real(handle, info, out);
}

HIDDEN CURLcode curl_easy_pause(void *handle, int bitmask) {
    REAL(CURLcode (*)(void *, int), curl_easy_pause);
    return real(handle, bitmask);
}

HIDDEN const char *curl_easy_strerror(CURLcode code) {
    REAL(const char *(*)(CURLcode), curl_easy_strerror);
    return real(code);
}

HIDDEN void curl_free(void *pointer) {
    REAL(void (*)(void *), curl_free);
    real(pointer);
}

HIDDEN CURLcode curl_global_init(long flags) {
    REAL(CURLcode (*)(long), curl_global_init);
    return real(flags);
}

HIDDEN void *curl_multi_init(void) {
    REAL(void *(*)(void), curl_multi_init);
    return real();
}

HIDDEN CURLMcode curl_multi_cleanup(void *multi) {
    REAL(CURLMcode (*)(void *), curl_multi_cleanup);
    return real(multi);
}

HIDDEN CURLMcode curl_multi_add_handle(void *multi, void *handle) {
    REAL(CURLMcode (*)(void *, void *), curl_multi_add_handle);
    return real(multi, handle);
}

HIDDEN CURLMcode curl_multi_remove_handle(void *multi, void *handle) {
    REAL(CURLMcode (*)(void *, void *), curl_multi_remove_handle);
    return real(multi, handle);
}

HIDDEN CURLMcode curl_multi_assign(void *multi, int socket, void *pointer) {
    REAL(CURLMcode (*)(void *, int, void *), curl_multi_assign);
    return real(multi, socket, pointer);
}

HIDDEN void *curl_multi_info_read(void *multi, int *messages_left) {
    REAL(void *(*)(void *, int *), curl_multi_info_read);
    return real(multi, messages_left);
}

HIDDEN CURLMcode curl_multi_setopt(void *multi, int option, ...) {
    REAL(CURLMcode (*)(void *, int, ...), curl_multi_setopt);
    va_list ap;
    va_start(ap, option);
    CURLMcode result = FORWARD_OPTION(real, multi, option, ap);
    va_end(ap);
    return result;
}

HIDDEN CURLMcode curl_multi_socket_action(void *multi, int socket, int events, int *running) {
    REAL(CURLMcode (*)(void *, int, int, int *), curl_multi_socket_action);
    return real(multi, socket, events, running);
}

HIDDEN void *curl_slist_append(void *list, const char *string) {
    REAL(void *(*)(void *, const char *), curl_slist_append);
    return real(list, string);
}

HIDDEN void curl_slist_free_all(void *list) {
    REAL(void (*)(void *), curl_slist_free_all);
    real(list);
}

HIDDEN void *curl_url(void) {
    REAL(void *(*)(void), curl_url);
    return real();
}

HIDDEN CURLUcode curl_url_get(const void *url, int part, char **value, unsigned int flags) {
    REAL(CURLUcode (*)(const void *, int, char **, unsigned int), curl_url_get);
    return real(url, part, value, flags);
}

HIDDEN CURLUcode curl_url_set(void *url, int part, const char *value, unsigned int flags) {
    REAL(CURLUcode (*)(void *, int, const char *, unsigned int), curl_url_set);
    return real(url, part, value, flags);
}

HIDDEN char *curl_version(void) {
    REAL(char *(*)(void), curl_version);
    return real();
}

HIDDEN void *curl_version_info(int age) {
    REAL(void *(*)(int), curl_version_info);
    return real(age);
}

int ws_curl_loader_is_open(void) { return __atomic_load_n(&library_opened, __ATOMIC_ACQUIRE); }

const char *ws_curl_loader_version(void) { return curl_version(); }

int ws_curl_loader_check_options(void) {
    enum { OPT_TIMEOUT = 13, OPT_PRIVATE = OPTION_OBJECT + 103, OPT_MAXFILESIZE_LARGE = OPTION_OFF_T + 117,
           INFO_PRIVATE = 0x100000 + 21 };
    void *handle = curl_easy_init();
    if (!handle) return 1;
    static int marker;
    int step = 0;
    char *back = NULL;
    if (curl_easy_setopt(handle, OPT_PRIVATE, (void *)&marker) != 0) step = 2;
    else if (curl_easy_getinfo(handle, INFO_PRIVATE, &back) != 0) step = 3;
    else if (back != (char *)&marker) step = 4;
    else if (curl_easy_setopt(handle, OPT_TIMEOUT, 30L) != 0) step = 5;
    else if (curl_easy_setopt(handle, OPT_MAXFILESIZE_LARGE, (int64_t)1 << 40) != 0) step = 6;
    curl_easy_cleanup(handle);
    return step;
}
