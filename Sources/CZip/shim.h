#include <zip.h>

/* The commands a read-only zip_source_function answers (a macro, so Swift cannot see it). */
static inline zip_int64_t coach_zip_source_readable(void) { return ZIP_SOURCE_SUPPORTS_READABLE; }
