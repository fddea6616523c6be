// Image codecs for WidgetShot's raster backend: JPEG decoding through libjpeg-turbo (its error
// handling needs setjmp/longjmp, which Swift cannot do, hence this small C target), PNG
// compression through libdeflate, and the PNG encoder's pixel loops (fast in a debug build too).
#ifndef WIDGETSHOT_CCODECS_H
#define WIDGETSHOT_CCODECS_H
#include <stddef.h>
#include <stdint.h>
#include <libdeflate.h>

/// Decodes a baseline or progressive JPEG into tightly packed RGB (3 bytes per pixel).
/// Returns 0 on success; on failure returns -1 and writes a message into `error` (NUL-terminated);
/// returns 1 when the image decoded but the data was truncated or corrupt (message in `error`).
/// The caller frees `*rgb` with `free`. `max_pixels` rejects images larger than that before
/// allocating.
int ws_jpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels,
                   uint8_t **rgb, int *width, int *height, char *error, size_t error_size);

/// Encodes tightly packed RGB (3 bytes per pixel) as a baseline JPEG at `quality` (0…100).
/// Returns 0 on success with `*out` (freed by the caller with `free`) and `*out_size`; on
/// failure returns -1 and writes a message into `error` (NUL-terminated).
int ws_jpeg_encode(const uint8_t *rgb, int width, int height, int quality,
                   uint8_t **out, unsigned long *out_size, char *error, size_t error_size);

/// Whether every pixel of cairo ARGB32 `pixels` (premultiplied, B G R A in memory) has alpha 255.
int ws_argb32_is_opaque(const uint8_t *pixels, int width, int height, size_t stride);

/// PNG scanlines of cairo ARGB32 `pixels`, each row filtered with Up: RGB when `opaque`, else
/// straight (un-premultiplied) RGBA. `out` holds `(width × channels + 1) × height` bytes;
/// `scratch` holds `2 × width × channels` bytes (the unfiltered current and previous rows).
void ws_png_up_filtered_rows(const uint8_t *pixels, int width, int height, size_t stride, int opaque,
                             uint8_t *scratch, uint8_t *out);

/// The libjpeg-turbo version this was built against, as "major.minor.patch".
const char *ws_jpeg_version(void);
#endif
