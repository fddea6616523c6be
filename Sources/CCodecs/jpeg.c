#include "CCodecs.h"
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ws_jpeg_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
    char warning[JMSG_LENGTH_MAX];
};

static void ws_jpeg_error_exit(j_common_ptr info) {
    struct ws_jpeg_error *err = (struct ws_jpeg_error *)info->err;
    longjmp(err->jump, 1);
}

/* Warnings (level -1: corrupt or truncated data libjpeg works around) are counted, not printed. */
static void ws_jpeg_silence(j_common_ptr info, int level) {
    if (level < 0) {
        info->err->num_warnings++;
        (*info->err->format_message)(info, ((struct ws_jpeg_error *)info->err)->warning);
    }
}

int ws_jpeg_decode(const uint8_t *data, size_t size, uint64_t max_pixels,
                   uint8_t **rgb, int *width, int *height, char *error, size_t error_size) {
    struct jpeg_decompress_struct cinfo;
    struct ws_jpeg_error jerr;
    uint8_t *volatile out = NULL;
    *rgb = NULL;
    cinfo.err = jpeg_std_error(&jerr.base);
    jerr.base.error_exit = ws_jpeg_error_exit;
    jerr.base.emit_message = ws_jpeg_silence;
    jerr.warning[0] = 0;
    if (setjmp(jerr.jump)) {
        char message[JMSG_LENGTH_MAX];
        (*cinfo.err->format_message)((j_common_ptr)&cinfo, message);
        snprintf(error, error_size, "corrupt JPEG: %s", message);
        jpeg_destroy_decompress(&cinfo);
        free(out);
        return -1;
    }
    jpeg_create_decompress(&cinfo);
    jpeg_mem_src(&cinfo, data, (unsigned long)size);
    jpeg_read_header(&cinfo, TRUE);
    if ((uint64_t)cinfo.image_width * (uint64_t)cinfo.image_height > max_pixels) {
        snprintf(error, error_size, "image is %ux%u pixels, over the limit of %llu pixels",
                 cinfo.image_width, cinfo.image_height, (unsigned long long)max_pixels);
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    cinfo.out_color_space = JCS_RGB;
    jpeg_start_decompress(&cinfo);
    size_t stride = (size_t)cinfo.output_width * 3;
    out = malloc(stride * cinfo.output_height);
    if (!out) {
        snprintf(error, error_size, "out of memory");
        jpeg_destroy_decompress(&cinfo);
        return -1;
    }
    while (cinfo.output_scanline < cinfo.output_height) {
        JSAMPROW row = out + stride * cinfo.output_scanline;
        jpeg_read_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_decompress(&cinfo);
    *width = (int)cinfo.output_width;
    *height = (int)cinfo.output_height;
    *rgb = out;
    int warned = jerr.base.num_warnings > 0;
    if (warned) snprintf(error, error_size, "truncated or corrupt JPEG data (%s)", jerr.warning);
    jpeg_destroy_decompress(&cinfo);
    return warned ? 1 : 0;
}

const char *ws_jpeg_version(void) {
#ifdef LIBJPEG_TURBO_VERSION
#define WS_STR2(x) #x
#define WS_STR(x) WS_STR2(x)
    return WS_STR(LIBJPEG_TURBO_VERSION);
#else
    return "libjpeg";
#endif
}
