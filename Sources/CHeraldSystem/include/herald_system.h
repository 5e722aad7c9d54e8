/* System calls that Swift's C library modules do not import, and the signal-time cleanup of
   temporary files. */
#ifndef HERALD_SYSTEM_H
#define HERALD_SYSTEM_H

#include <stddef.h>
#include <stdint.h>

/* Flushes the file system holding the open descriptor: `syncfs` on Linux, `fsync` of the
   descriptor elsewhere. Returns 0, or -1 with errno set. */
int herald_sync_file_system(int descriptor);

/* Installs handlers for SIGINT, SIGTERM and SIGHUP (once) that remove every tracked path and then
   end the process as the signal would have. Returns 0, or -1 with errno set. */
int herald_cleanup_install(void);

/* Tracks a path to remove if the process is interrupted; returns a handle for
   `herald_cleanup_untrack`, or NULL when out of memory (the path is then not tracked). */
void *herald_cleanup_track(const char *path);

/* Stops tracking a path (it was renamed into place or removed). The handle stays valid. */
void herald_cleanup_untrack(void *handle);

/* Takes an exclusive (or shared) `flock` on a descriptor without waiting. Returns 0, 1 when
   another process holds it, or -1 with errno set. */
int herald_try_lock(int descriptor, int shared);

/* Compresses `blocks` whole 64-byte blocks at `data` into the SHA-256 chaining state (a..h) with
   the processor's SHA instructions. Returns 1 when it did, 0 when the processor has none (the
   state is then untouched and the caller compresses in software). */
int herald_sha256_compress(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
