/* System calls that Swift's C library modules do not import. */
#define _GNU_SOURCE
#include <unistd.h>
#include "herald_system.h"

int herald_sync_file_system(int descriptor) {
#if defined(__linux__)
    return syncfs(descriptor);
#else
    return fsync(descriptor);
#endif
}
