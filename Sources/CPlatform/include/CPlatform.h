// The platform seam: every difference between glibc (Linux) and Darwin
// (macOS) that the tool relies on lives here, each taken from the system's
// own headers, never from a literal number. Everything else calls these
// functions (a test fails on glibc-only names anywhere else:
// Tests/ScrollFormatsTests/PlatformSeamTests.swift). The helper process,
// which is compiled from sources without this target, has its own twin:
// Sources/SwiftBehaviors/Helper/HelperPlatform.swift.
//
// Built with -DSCROLLSCRIPT_NO_PROC, Linux takes the paths a system without
// /proc takes, so that they are compiled and tested here (docs/architecture.md).
#ifndef CPLATFORM_H
#define CPLATFORM_H

#include <stddef.h>
#include <sys/stat.h>
#include <sys/types.h>

/// The spawn attribute flag that starts the child in a session of its own
/// (POSIX_SPAWN_SETSID: glibc 0x80 since 2.26, Darwin 0x400).
short scp_spawn_setsid_flag(void);

/// Starts `path` with `arguments` and `environment` (each NULL-terminated) in
/// a session, and process group, of its own, with no signal blocked and
/// SIGINT, SIGTERM, SIGHUP and SIGPIPE at their default action; the child's
/// descriptor `children[i]` is our `ours[i]`, for `count` of them. On Darwin
/// no other descriptor is passed on (POSIX_SPAWN_CLOEXEC_DEFAULT). 0 with
/// `*pid` set, or posix_spawn's error number.
int scp_spawn_session(pid_t *pid, const char *path, char *const arguments[], char *const environment[],
                      const int *children, const int *ours, int count);

/// A pair of connected stream sockets, closed on exec, whose writes to a
/// closed peer fail with EPIPE rather than raise SIGPIPE. 0, or -1 with errno.
int scp_socketpair(int descriptors[2]);

/// A new stream socket of `domain` (AF_INET, …): the descriptor, or -1 with errno.
int scp_socket_stream(int domain);

/// Sends `length` bytes without SIGPIPE on a socket from scp_socketpair: what
/// send returns.
ssize_t scp_send(int descriptor, const void *bytes, size_t length);

/// Opens `path` for reading, non-blocking (so that a FIFO with no writer
/// cannot hang the open) and closed on exec: the descriptor, or -1 with errno.
int scp_open_read(const char *path);

/// Waits until `descriptor` can be read (or is at its end). Where poll(2)
/// cannot wait on the device (macOS's terminals answer POLLNVAL at once), it
/// sleeps 10 ms instead, so a caller's loop does not spin.
void scp_wait_readable(int descriptor);

/// read(2) and write(2), for callers whose own names hide the C library's.
ssize_t scp_read(int descriptor, void *bytes, size_t length);
ssize_t scp_write(int descriptor, const void *bytes, size_t length);

/// A file's modification time in nanoseconds since 1970.
long long scp_modified_ns(const struct stat *status);

/// The running executable's path, written to `path` (NUL-terminated): 0, or
/// -1 when it cannot be found or does not fit in `size`.
int scp_executable_path(char *path, size_t size);

/// The developer folder `xcode-select` chose (Darwin), written to `path`: 0,
/// or -1 where there is none (Linux).
int scp_selected_developer_folder(char *path, size_t size);

/// The live processes of `session` (zombies left out), up to `capacity`
/// written to `members`: how many there are (which may exceed `capacity`),
/// or -1 when they cannot be listed. Without /proc on Linux, every id from
/// the session's leader up to the newest is asked, and zombies count.
int scp_session_members(pid_t session, pid_t *members, int capacity);

/// Sets `signal`'s action to the default: 0, or -1 with errno.
int scp_default_action(int signal);

/// Sets `handler` as `signal`'s action unless it is ignored or handled
/// already (1 when set, 0 when left).
int scp_handle_unless_set(int signal, void (*handler)(int));

#endif
