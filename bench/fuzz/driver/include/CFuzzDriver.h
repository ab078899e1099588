// libFuzzer's driver, for fuzz targets whose entry point is Swift top-level code.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
