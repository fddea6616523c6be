// PNG scanlines from cairo's ARGB32 pixels: the pixel loops of WidgetShotCairo's PNGEncoder.
// They are here, in C, because a debug build compiles Swift without optimisation, and these loops
// touch every byte of every image: in Swift they were a fifth of a debug gallery's CPU time
// (issue 21, goal 5). The output is byte for byte what the Swift loops wrote.
#include "CCodecs.h"
#include <string.h>

// A debug build compiles this without optimisation too, so the loops are written for -O0: the
// whole-row passes work on 8 bytes at a time.

/// Bytewise `a - b` (mod 256) of eight bytes at once, with no borrow between bytes.
static inline uint64_t bytewise_difference(uint64_t a, uint64_t b) {
    const uint64_t high = 0x8080808080808080ULL;
    return ((a | high) - (b & ~high)) ^ ((a ^ ~b) & high);
}

int ws_argb32_is_opaque(const uint8_t *pixels, int width, int height, size_t stride) {
    const uint64_t alphas = 0xFF000000FF000000ULL;   // bytes 3 and 7: two pixels' alpha
    for (int y = 0; y < height; y++) {
        const uint8_t *p = pixels + (size_t)y * stride;
        int x = 0;
        for (; x + 2 <= width; x += 2, p += 8) {
            uint64_t two;
            memcpy(&two, p, 8);
            if ((two & alphas) != alphas) return 0;
        }
        if (x < width && p[3] != 255) return 0;
    }
    return 1;
}

void ws_png_up_filtered_rows(const uint8_t *pixels, int width, int height, size_t stride, int opaque,
                             uint8_t *scratch, uint8_t *out) {
    const size_t channels = opaque ? 3 : 4;
    const size_t row_bytes = (size_t)width * channels;
    uint8_t *previous = scratch, *current = scratch + row_bytes;
    for (size_t i = 0; i < 2 * row_bytes; i++) scratch[i] = 0;
    for (int y = 0; y < height; y++) {
        const uint8_t *s = pixels + (size_t)y * stride;
        uint8_t *d = current;
        if (opaque) {
            for (int x = 0; x < width; x++, s += 4, d += 3) {
                d[0] = s[2]; d[1] = s[1]; d[2] = s[0];
            }
        } else {
            for (int x = 0; x < width; x++, s += 4, d += 4) {
                const uint32_t a = s[3];
                if (a == 255) {
                    d[0] = s[2]; d[1] = s[1]; d[2] = s[0];
                } else if (a == 0) {
                    d[0] = 0; d[1] = 0; d[2] = 0;
                } else {
                    // Un-premultiplied with rounding, clamped: (c × 255 + a / 2) / a.
                    uint32_t r = ((uint32_t)s[2] * 255 + a / 2) / a;
                    uint32_t g = ((uint32_t)s[1] * 255 + a / 2) / a;
                    uint32_t b = ((uint32_t)s[0] * 255 + a / 2) / a;
                    d[0] = (uint8_t)(r < 255 ? r : 255);
                    d[1] = (uint8_t)(g < 255 ? g : 255);
                    d[2] = (uint8_t)(b < 255 ? b : 255);
                }
                d[3] = (uint8_t)a;
            }
        }
        uint8_t *line = out + (size_t)y * (row_bytes + 1);
        line[0] = 2;  // the Up filter
        size_t i = 0;
        for (; i + 8 <= row_bytes; i += 8) {
            uint64_t now, before, difference;
            memcpy(&now, current + i, 8);
            memcpy(&before, previous + i, 8);
            difference = bytewise_difference(now, before);
            memcpy(line + 1 + i, &difference, 8);
        }
        for (; i < row_bytes; i++) line[1 + i] = (uint8_t)(current[i] - previous[i]);
        uint8_t *swap = previous; previous = current; current = swap;
    }
}
