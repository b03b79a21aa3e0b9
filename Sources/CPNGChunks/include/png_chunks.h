#ifndef COACH_REPORT_PNG_CHUNKS_H
#define COACH_REPORT_PNG_CHUNKS_H

#include <stddef.h>
#include <stdint.h>

/// Receives the PNG's bytes as libpng writes them; returns 0 to go on, nonzero to stop.
typedef int (*cr_png_sink)(void *context, const uint8_t *bytes, size_t count);

/// Writes a PNG of `width` × `height` 8-bit pixels, RGB or (with `alpha`) RGBA, non-interlaced, whose image data
/// (each row's filter byte and pixels, as a zlib datastream) `zlib_data` is already made: libpng writes the
/// signature, the header, the data in IDAT chunks of at most `chunk_size` bytes, and the end, with their CRCs.
/// Returns 0; or -1, with libpng's reason in `message` (at most `message_size` bytes, NUL-terminated).
///
/// libpng reports errors by longjmp, which must not cross Swift frames: this C function is where it lands.
int cr_png_write_chunks(uint32_t width, uint32_t height, int alpha, const uint8_t *zlib_data, size_t zlib_size,
                        size_t chunk_size, cr_png_sink sink, void *context, char *message, size_t message_size);

#endif
