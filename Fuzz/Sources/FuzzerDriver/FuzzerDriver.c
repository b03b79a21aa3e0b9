// Only the header matters: the driver itself is libFuzzer's.
#include "FuzzerDriver.h"
