// The pixel loops of WidgetShotCoreImage's `LinearPixels` (Core Image's working space: linear
// sRGB, premultiplied, RGBA floats) and of the JPEG path's RGB ↔ cairo ARGB32 copies. They are in
// C for the reason box_blur.c gives: a debug build runs Swift loops unoptimised, and these touch
// every pixel of every filtered or decoded image. Each computes what the Swift loop it replaced
// computed, bit for bit (`LeadSixteenPixelKernelTests` keeps those loops as the reference).
#include "CCodecs.h"
#include <math.h>
#include <string.h>

#pragma STDC FP_CONTRACT OFF

/// Swift's `min(max(v, 0), 1)` for a Float, NaN included: `max(x, y)` is `y >= x ? y : x` and
/// `min(x, y)` is `y < x ? y : x`.
#define UNIT_CLAMP(v) (1.0f < ((0.0f >= (v)) ? 0.0f : (v)) ? 1.0f : ((0.0f >= (v)) ? 0.0f : (v)))

/// BitmapImage.straightRGBA's un-premultiplication of one channel (a ≠ 0, 255).
#define UNPREMULTIPLY(c, a) ((uint8_t)(((int)(c) * 255 + (int)(a) / 2) / (int)(a) > 255 ? 255 : ((int)(c) * 255 + (int)(a) / 2) / (int)(a)))

void ws_linear_from_argb32(const uint8_t *bytes, int width, int height, size_t stride, const float *to_linear, float *out) {
    for (int y = 0; y < height; y++) {
        const uint8_t *p = bytes + (size_t)y * stride;
        float *o = out + (size_t)y * width * 4;
        for (int x = 0; x < width; x++, p += 4, o += 4) {
            uint8_t b = p[0], g = p[1], r = p[2], a = p[3];
            if (a == 0) { r = g = b = 0; }
            else if (a != 255) { r = UNPREMULTIPLY(r, a); g = UNPREMULTIPLY(g, a); b = UNPREMULTIPLY(b, a); }
            float alpha = (float)a / 255.0f;
            o[0] = to_linear[r] * alpha;
            o[1] = to_linear[g] * alpha;
            o[2] = to_linear[b] * alpha;
            o[3] = alpha;
        }
    }
}

/// `LinearPixels.toSRGB`: linear → sRGB in 0…1; NaN (which made the Swift loop trap) gives 0.
static float to_srgb(float c) {
    float v = UNIT_CLAMP(c);
    if (v != v) return 0;
    if (v <= 0.0031308f) return v * 12.92f;
    float p = powf(v, 1.0f / 2.4f);
    float scaled = 1.055f * p;
    return scaled - 0.055f;
}

void ws_linear_to_argb32(const float *values, int width, int height, uint8_t *out) {
    size_t count = (size_t)width * height;
    memset(out, 0, count * 4);
    for (size_t i = 0; i < count; i++) {
        const float *v = values + i * 4;
        float a = UNIT_CLAMP(v[3]);
        if (!(a > 0)) continue;
        uint8_t *o = out + i * 4;
        const int order[3] = {2, 1, 0};   // B G R from R G B
        for (int k = 0; k < 3; k++) {
            float straight = v[order[k]] / a;
            float s = to_srgb(straight);
            float premultiplied = s * a;
            o[k] = (uint8_t)roundf(premultiplied * 255.0f);
        }
        o[3] = (uint8_t)roundf(a * 255.0f);
    }
}

void ws_linear_region(const float *source, int source_width, int source_height, int x, int y, int width, int height,
                      int replicate_edges, float *out) {
    memset(out, 0, (size_t)width * height * 4 * sizeof(float));
    if (source_width <= 0 || source_height <= 0) return;
    for (int row = 0; row < height; row++) {
        int sy = y + row;
        if (sy < 0 || sy >= source_height) {
            if (!replicate_edges) continue;
            sy = sy < 0 ? 0 : source_height - 1;
        }
        const float *src = source + (size_t)sy * source_width * 4;
        float *dst = out + (size_t)row * width * 4;
        // The columns inside the source are one copy; the ones outside repeat an edge or stay clear.
        int first = x < 0 ? -x : 0;
        int last = x + width > source_width ? source_width - x : width;   // one past the last inside
        if (first > width) first = width;
        if (last < first) last = first;
        if (last > first) memcpy(dst + (size_t)first * 4, src + (size_t)(x + first) * 4, (size_t)(last - first) * 4 * sizeof(float));
        if (replicate_edges) {
            for (int col = 0; col < first; col++) memcpy(dst + (size_t)col * 4, src, 4 * sizeof(float));
            for (int col = last; col < width; col++) memcpy(dst + (size_t)col * 4, src + (size_t)(source_width - 1) * 4, 4 * sizeof(float));
        }
    }
}

void ws_rgb_to_argb32(const uint8_t *rgb, int width, int height, uint8_t *out, size_t stride) {
    for (int y = 0; y < height; y++) {
        const uint8_t *s = rgb + (size_t)y * width * 3;
        uint8_t *d = out + (size_t)y * stride;
        for (int x = 0; x < width; x++, s += 3, d += 4) { d[0] = s[2]; d[1] = s[1]; d[2] = s[0]; d[3] = 255; }
    }
}

void ws_argb32_to_rgb(const uint8_t *pixels, int width, int height, size_t stride, uint8_t *rgb) {
    for (int y = 0; y < height; y++) {
        const uint8_t *s = pixels + (size_t)y * stride;
        uint8_t *d = rgb + (size_t)y * width * 3;
        for (int x = 0; x < width; x++, s += 4, d += 3) { d[0] = s[2]; d[1] = s[1]; d[2] = s[0]; }
    }
}
