// The running-sum box passes behind WidgetShot's Gaussian blurs: `.shadow`, `.blur(radius:)` and
// inner shadows (WidgetShotCairo's `Blur`, on cairo's 8-bit pixels) and Core Image's
// `CIGaussianBlur` (WidgetShotCoreImage's `GaussianBlur`, on linear float pixels).
// They are here, in C, because a debug build compiles Swift without optimisation and these loops
// touch every channel of every pixel several times: in Swift they were ~60 % of a real app's
// debug gallery (TreatTrick/KittyWidgetV2, which blurs its photos; issue 21). The results are
// bit for bit what the Swift loops computed: the same operations on the same types, in the same
// order for each channel of each pixel (no multiply-add to contract, SSE arithmetic without
// excess precision on x86-64), whatever order the pixels are visited in.
#include "CCodecs.h"
#include <string.h>

// A macro, not a function: a debug build compiles C at -O0 and would call a function per pixel.
#define CLAMP_INDEX(i, length) ((i) < 0 ? 0 : ((i) >= (length) ? (length) - 1 : (i)))

/// `UInt8(x.rounded())` for 0 ≤ x < 255.5, as WidgetShotCairo's `PixelRounding.byte`.
static inline uint8_t rounded_byte(double x) {
    int whole = (int)x;
    return (uint8_t)(x - (double)whole >= 0.5 ? whole + 1 : whole);
}

void ws_box_pass_u8(uint8_t *data, int count, int length, size_t step, size_t line_step, int radius, uint8_t *line) {
    if (radius <= 0 || count <= 0 || length <= 0) return;
    const double norm = (double)(2 * radius + 1);
    for (int l = 0; l < count; l++) {
        uint8_t *base = data + (size_t)l * line_step;
        for (int i = 0; i < length; i++) memcpy(line + (size_t)i * 4, base + (size_t)i * step, 4);
        long sums[4] = {0, 0, 0, 0};
        for (int k = -radius; k <= radius; k++) {
            const uint8_t *p = line + (size_t)CLAMP_INDEX(k, length) * 4;
            sums[0] += p[0]; sums[1] += p[1]; sums[2] += p[2]; sums[3] += p[3];
        }
        for (int i = 0; i < length; i++) {
            uint8_t *d = base + (size_t)i * step;
            for (int c = 0; c < 4; c++) {
                double v = (double)sums[c] / norm;
                d[c] = rounded_byte(v > 255 ? 255 : v);
            }
            const uint8_t *out = line + (size_t)CLAMP_INDEX(i - radius, length) * 4;
            const uint8_t *in = line + (size_t)CLAMP_INDEX(i + radius + 1, length) * 4;
            for (int c = 0; c < 4; c++) sums[c] += (long)in[c] - (long)out[c];
        }
    }
}

void ws_box_pass_f32(const float *source, float *target, int width, int height, int radius, int horizontal, float *sums) {
    if (radius <= 0 || width <= 0 || height <= 0) return;
    const float scale = 1.0f / (float)(2 * radius + 1);
    if (horizontal) {
        // Each row on its own, its four channels side by side.
        for (int y = 0; y < height; y++) {
            const float *row = source + (size_t)y * width * 4;
            float *out = target + (size_t)y * width * 4;
            float s0 = 0, s1 = 0, s2 = 0, s3 = 0;
            for (int i = -radius; i <= radius; i++) {
                const float *p = row + (size_t)CLAMP_INDEX(i, width) * 4;
                s0 += p[0]; s1 += p[1]; s2 += p[2]; s3 += p[3];
            }
            for (int i = 0; i < width; i++) {
                float *d = out + (size_t)i * 4;
                d[0] = s0 * scale; d[1] = s1 * scale; d[2] = s2 * scale; d[3] = s3 * scale;
                const float *in = row + (size_t)CLAMP_INDEX(i + radius + 1, width) * 4;
                const float *off = row + (size_t)CLAMP_INDEX(i - radius, width) * 4;
                s0 += in[0] - off[0]; s1 += in[1] - off[1]; s2 += in[2] - off[2]; s3 += in[3] - off[3];
            }
        }
        return;
    }
    // Columns: every column's running sum at once, row by row, so memory is read in order.
    const size_t n = (size_t)width * 4;
    memset(sums, 0, n * sizeof(float));
    for (int i = -radius; i <= radius; i++) {
        const float *row = source + (size_t)CLAMP_INDEX(i, height) * n;
        for (size_t k = 0; k < n; k++) sums[k] += row[k];
    }
    for (int y = 0; y < height; y++) {
        float *out = target + (size_t)y * n;
        const float *in = source + (size_t)CLAMP_INDEX(y + radius + 1, height) * n;
        const float *off = source + (size_t)CLAMP_INDEX(y - radius, height) * n;
        for (size_t k = 0; k < n; k++) {
            out[k] = sums[k] * scale;
            sums[k] += in[k] - off[k];
        }
    }
}
