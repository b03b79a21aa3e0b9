// libFuzzer's entry for programs that have their own main (in libclang_rt.fuzzer, linked by
// -sanitize=fuzzer). SwiftPM names an executable's entry point itself on Linux, so the fuzz
// targets keep a main of their own and hand over to libFuzzer from it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
