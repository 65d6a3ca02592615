// libFuzzer's driver, called from a thread of the fuzz target's own so that
// the main thread is free to run the main actor the engine works on.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
