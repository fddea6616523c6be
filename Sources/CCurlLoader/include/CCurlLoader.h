// libcurl opened on first use, for the `widgetshot` tool (issue 21, goal 4).
//
// `widgetshot` links the Swift runtime and Foundation statically (`-static-stdlib`), so
// FoundationNetworking's C layer (`lib_CFURLSessionInterface.a`) calls libcurl from inside the
// executable. Linking libcurl itself would load it and the 25 libraries it needs (GnuTLS, Kerberos,
// LDAP, OpenSSL…) at every start, for a URL loading system a render rarely uses. This target
// defines the 23 libcurl functions that layer calls: the first call opens `libcurl.so.4` with
// `dlopen` and each function forwards to libcurl's own. They are hidden (not exported), so a
// program that links libcurl itself (an extension program, the test runner: FoundationNetworking
// as a shared library) keeps calling libcurl directly.
#ifndef WIDGETSHOT_CCURLLOADER_H
#define WIDGETSHOT_CCURLLOADER_H

/// Whether libcurl has been opened in this process (by a first libcurl call): 1 or 0.
int ws_curl_loader_is_open(void);

/// libcurl's version string (`curl_version()`), called through the loader: opens libcurl.
const char *ws_curl_loader_version(void);

/// Round-trips a pointer through an easy handle's `CURLOPT_PRIVATE`/`CURLINFO_PRIVATE` and sets
/// the long option `CURLOPT_TIMEOUT` and the `curl_off_t` option `CURLOPT_MAXFILESIZE_LARGE`,
/// all through the loader's variadic forwarders: 0 when every value arrived, else the step that
/// failed (1 init, 2 pointer set, 3 pointer get, 4 pointer differs, 5 long set, 6 off_t set).
int ws_curl_loader_check_options(void);

#endif
