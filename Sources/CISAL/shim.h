#include <isa-l/igzip_lib.h>

/// The room ISA-L's level 1 needs beside the stream (its hash table and tokens); the macro's arithmetic does not
/// reach Swift.
static const unsigned int cr_isal_level1_buffer_size = ISAL_DEF_LVL1_DEFAULT;
