// glibc's allocator settings (mallopt), for the command line's start; other systems have none to set.
#if defined(__linux__) && __has_include(<malloc.h>)
#include <malloc.h>
#endif
