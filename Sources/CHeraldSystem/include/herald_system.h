/* System calls that Swift's C library modules do not import, and the signal-time cleanup of
   temporary files. */
#ifndef HERALD_SYSTEM_H
#define HERALD_SYSTEM_H

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

#endif
