// Image codecs for WidgetShot's raster backend: JPEG decoding through libjpeg-turbo (its error
// handling needs setjmp/longjmp, which Swift cannot do, hence this small C target), PNG
// compression through libdeflate, and the pixel loops that touch every byte of an image (the PNG
// encoder's rows, the blurs' box passes), which must be fast in a debug build too.
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

/// One running-sum box blur pass over `count` lines of `length` pixels of 4 bytes (cairo's
/// premultiplied ARGB32): pixel `i` of line `l` is at `data + l × line_step + i × step`; edges
/// repeat the nearest pixel; each channel becomes the rounded mean of its `2 × radius + 1`
/// neighbours. Rows: `step` 4, `line_step` the stride; columns: the other way round. `scratch`
/// holds `length × 4` bytes (the line being read, before it is overwritten).
void ws_box_pass_u8(uint8_t *data, int count, int length, size_t step, size_t line_step, int radius, uint8_t *scratch);

/// One running-sum box blur pass over `width × height` RGBA float pixels (4 floats each, rows top
/// to bottom), along rows when `horizontal`, else columns, from `source` into `target` (distinct
/// buffers of the same size); edges repeat the nearest pixel. `sums` holds `width × 4` floats (the
/// columns' running sums).
void ws_box_pass_f32(const float *source, float *target, int width, int height, int radius, int horizontal, float *sums);

/// Core Image's working space from cairo ARGB32 `bytes` (premultiplied B G R A, `stride` bytes a
/// row): straight 8-bit RGB through `to_linear` (256 entries), premultiplied by alpha / 255, into
/// `out` (`width × height × 4` floats, R G B A).
void ws_linear_from_argb32(const uint8_t *bytes, int width, int height, size_t stride, const float *to_linear, float *out);

/// Working-space `values` (`width × height × 4` floats) back to packed ARGB32 bytes in `out`
/// (`width × height × 4`): sRGB-encoded, rounded, premultiplied; alpha clamped to 0…1.
void ws_linear_to_argb32(const float *values, int width, int height, uint8_t *out);

/// The `width × height` rectangle of `source` whose top-left is (`x`, `y`) into `out`: pixels
/// outside the source repeat its nearest edge when `replicate_edges`, else are transparent.
void ws_linear_region(const float *source, int source_width, int source_height, int x, int y, int width, int height,
                      int replicate_edges, float *out);

/// Packed RGB (3 bytes a pixel, as libjpeg writes) into an opaque ARGB32 surface's rows.
void ws_rgb_to_argb32(const uint8_t *rgb, int width, int height, uint8_t *out, size_t stride);

/// ARGB32 rows into packed RGB for libjpeg (alpha dropped, premultiplied values kept).
void ws_argb32_to_rgb(const uint8_t *pixels, int width, int height, size_t stride, uint8_t *rgb);

/// The libjpeg-turbo version this was built against, as "major.minor.patch".
const char *ws_jpeg_version(void);
#endif
