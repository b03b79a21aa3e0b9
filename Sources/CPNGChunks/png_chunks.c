#include "png_chunks.h"

#include <png.h>
#include <setjmp.h>
#include <string.h>

/// What the callbacks share: where the bytes go, and where an error's words are kept.
struct chunk_writer {
    cr_png_sink sink;
    void *context;
    char *message;
    size_t message_size;
};

static void keep_message(struct chunk_writer *writer, const char *text) {
    if (writer->message_size == 0) return;
    strncpy(writer->message, text, writer->message_size - 1);
    writer->message[writer->message_size - 1] = '\0';
}

static void on_error(png_structp png, png_const_charp text) {
    keep_message(png_get_error_ptr(png), text);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void on_write(png_structp png, png_bytep bytes, size_t count) {
    struct chunk_writer *writer = png_get_io_ptr(png);
    if (writer->sink(writer->context, bytes, count) != 0) png_error(png, "the PNG's bytes could not be kept");
}

static void on_flush(png_structp png) { (void)png; }

int cr_png_write_chunks(uint32_t width, uint32_t height, int alpha, const uint8_t *zlib_data, size_t zlib_size,
                        size_t chunk_size, cr_png_sink sink, void *context, char *message, size_t message_size) {
    struct chunk_writer writer = {sink, context, message, message_size};
    if (message_size > 0) message[0] = '\0';
    if (chunk_size == 0 || chunk_size > PNG_UINT_31_MAX) chunk_size = PNG_UINT_31_MAX;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &writer, on_error, on_warning);
    if (png == NULL) {
        keep_message(&writer, "libpng could not start a PNG (out of memory)");
        return -1;
    }
    png_infop info = png_create_info_struct(png);
    if (info == NULL) {
        png_destroy_write_struct(&png, NULL);
        keep_message(&writer, "libpng could not start a PNG (out of memory)");
        return -1;
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        return -1;
    }
    png_set_write_fn(png, &writer, on_write, on_flush);
    png_set_IHDR(png, info, width, height, 8, alpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    for (size_t offset = 0; offset < zlib_size; offset += chunk_size) {
        size_t count = zlib_size - offset < chunk_size ? zlib_size - offset : chunk_size;
        png_write_chunk(png, (png_const_bytep) "IDAT", zlib_data + offset, count);
    }
    png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
    png_destroy_write_struct(&png, &info);
    return 0;
}
