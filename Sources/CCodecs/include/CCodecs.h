// Image codecs for WidgetShot's raster backend: JPEG decoding through libjpeg-turbo (its error
// handling needs setjmp/longjmp, which Swift cannot do, hence this small C target) and PNG
// compression through libdeflate.
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

/// The libjpeg-turbo version this was built against, as "major.minor.patch".
const char *ws_jpeg_version(void);
#endif
