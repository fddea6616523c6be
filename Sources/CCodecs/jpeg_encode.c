#include "CCodecs.h"
#include <stdio.h>
#include <jpeglib.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

struct ws_jpeg_encode_error {
    struct jpeg_error_mgr base;
    jmp_buf jump;
};

static void ws_jpeg_encode_error_exit(j_common_ptr info) {
    struct ws_jpeg_encode_error *err = (struct ws_jpeg_encode_error *)info->err;
    longjmp(err->jump, 1);
}

static void ws_jpeg_encode_silence(j_common_ptr info, int level) { (void)info; (void)level; }

int ws_jpeg_encode(const uint8_t *rgb, int width, int height, int quality,
                   uint8_t **out, unsigned long *out_size, char *error, size_t error_size) {
    struct jpeg_compress_struct cinfo;
    struct ws_jpeg_encode_error jerr;
    // Its address is taken, so it lives in memory and is reliable after longjmp.
    unsigned char *mem = NULL;
    unsigned long size = 0;
    *out = NULL;
    *out_size = 0;
    if (width <= 0 || height <= 0) {
        snprintf(error, error_size, "cannot encode an empty %dx%d image", width, height);
        return -1;
    }
    cinfo.err = jpeg_std_error(&jerr.base);
    jerr.base.error_exit = ws_jpeg_encode_error_exit;
    jerr.base.emit_message = ws_jpeg_encode_silence;
    if (setjmp(jerr.jump)) {
        char message[JMSG_LENGTH_MAX];
        (*cinfo.err->format_message)((j_common_ptr)&cinfo, message);
        snprintf(error, error_size, "JPEG encoding failed: %s", message);
        jpeg_destroy_compress(&cinfo);
        free(mem);
        return -1;
    }
    jpeg_create_compress(&cinfo);
    jpeg_mem_dest(&cinfo, &mem, &size);
    cinfo.image_width = (JDIMENSION)width;
    cinfo.image_height = (JDIMENSION)height;
    cinfo.input_components = 3;
    cinfo.in_color_space = JCS_RGB;
    jpeg_set_defaults(&cinfo);
    jpeg_set_quality(&cinfo, quality < 0 ? 0 : (quality > 100 ? 100 : quality), TRUE);
    jpeg_start_compress(&cinfo, TRUE);
    size_t stride = (size_t)width * 3;
    while (cinfo.next_scanline < cinfo.image_height) {
        JSAMPROW row = (JSAMPROW)(rgb + stride * cinfo.next_scanline);
        jpeg_write_scanlines(&cinfo, &row, 1);
    }
    jpeg_finish_compress(&cinfo);
    *out = mem;
    *out_size = size;
    jpeg_destroy_compress(&cinfo);
    return 0;
}
