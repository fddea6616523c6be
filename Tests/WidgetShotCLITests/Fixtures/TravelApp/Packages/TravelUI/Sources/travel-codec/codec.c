// A C target of a package (as GzipSwift's system-zlib): compiled by Clang, linked with zlib.
#include <string.h>
#include <zlib.h>
#include "travel_codec.h"

unsigned long travel_codec_checksum(const char *text) {
    return crc32(0L, (const Bytef *)text, (uInt)strlen(text)) ^ TRAVEL_CODEC_SEED;
}
