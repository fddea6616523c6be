#ifndef TRAVEL_CODEC_H
#define TRAVEL_CODEC_H

/// The CRC-32 of a NUL-terminated string (zlib's crc32), mixed with the target's seed.
unsigned long travel_codec_checksum(const char *text);

#endif
