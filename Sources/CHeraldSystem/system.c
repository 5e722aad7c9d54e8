/* System calls that Swift's C library modules do not import, and the signal-time cleanup of
   temporary files. */
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/file.h>
#include <unistd.h>
#include "herald_system.h"

int herald_sync_file_system(int descriptor) {
#if defined(__linux__)
    return syncfs(descriptor);
#else
    return fsync(descriptor);
#endif
}

/* A tracked path. Nodes are pushed onto a lock-free list and never freed, so that a signal
   handler can walk the list at any moment: it only reads `live` and `path` and calls `unlink`,
   which is async-signal-safe. */
struct herald_cleanup_node {
    struct herald_cleanup_node *next;
    atomic_int live;
    char path[];
};

static _Atomic(struct herald_cleanup_node *) herald_cleanup_head = NULL;

static void herald_cleanup_handler(int signal_number) {
    int saved = errno;
    for (struct herald_cleanup_node *node = atomic_load(&herald_cleanup_head); node != NULL;
         node = node->next) {
        if (atomic_exchange(&node->live, 0)) unlink(node->path);
    }
    errno = saved;
    /* End as the signal would have, so the parent sees the real cause. */
    signal(signal_number, SIG_DFL);
    raise(signal_number);
}

int herald_cleanup_install(void) {
    static atomic_int installed = 0;
    if (atomic_exchange(&installed, 1)) return 0;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = herald_cleanup_handler;
    sigemptyset(&action.sa_mask);
    sigaddset(&action.sa_mask, SIGINT);
    sigaddset(&action.sa_mask, SIGTERM);
    sigaddset(&action.sa_mask, SIGHUP);
    int signals[] = {SIGINT, SIGTERM, SIGHUP};
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction previous;
        if (sigaction(signals[index], NULL, &previous) != 0) return -1;
        /* A signal the parent chose to ignore (nohup, a shell's background job) stays ignored. */
        if (previous.sa_handler == SIG_IGN) continue;
        if (sigaction(signals[index], &action, NULL) != 0) return -1;
    }
    /* A mask inherited blocked (some process launchers spawn from threads that block every
       signal) would hold the signal until exit, and no clean-up would run; unblock them. */
    sigset_t mask;
    sigemptyset(&mask);
    for (unsigned index = 0; index < sizeof signals / sizeof signals[0]; index++) {
        struct sigaction current;
        if (sigaction(signals[index], NULL, &current) == 0 && current.sa_handler != SIG_IGN) {
            sigaddset(&mask, signals[index]);
        }
    }
    pthread_sigmask(SIG_UNBLOCK, &mask, NULL);
    return 0;
}

void *herald_cleanup_track(const char *path) {
    size_t length = strlen(path);
    struct herald_cleanup_node *node = malloc(sizeof *node + length + 1);
    if (node == NULL) return NULL;
    memcpy(node->path, path, length + 1);
    atomic_init(&node->live, 1);
    struct herald_cleanup_node *head = atomic_load(&herald_cleanup_head);
    do {
        node->next = head;
    } while (!atomic_compare_exchange_weak(&herald_cleanup_head, &head, node));
    return node;
}

void herald_cleanup_untrack(void *handle) {
    if (handle != NULL) atomic_store(&((struct herald_cleanup_node *)handle)->live, 0);
}

int herald_try_lock(int descriptor, int shared) {
    for (;;) {
        if (flock(descriptor, (shared ? LOCK_SH : LOCK_EX) | LOCK_NB) == 0) return 0;
        if (errno == EINTR) continue;
        return errno == EWOULDBLOCK ? 1 : -1;
    }
}
