/* System calls that Swift's C library modules do not import. */
#ifndef HERALD_SYSTEM_H
#define HERALD_SYSTEM_H

/* Flushes the file system holding the open descriptor: `syncfs` on Linux, `fsync` of the
   descriptor elsewhere. Returns 0, or -1 with errno set. */
int herald_sync_file_system(int descriptor);

#endif
