// The platform seam (include/CPlatform.h): glibc and Darwin, each from its headers.
#if defined(__linux__)
#define _GNU_SOURCE
#endif

#include "CPlatform.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#if defined(__APPLE__)
#include <libproc.h>
#include <mach-o/dyld.h>
#include <stdint.h>
#endif

#if defined(__linux__) && !defined(SCROLLSCRIPT_NO_PROC)
#define SCP_PROC 1
#else
#define SCP_PROC 0
#endif

short scp_spawn_setsid_flag(void) { return (short)POSIX_SPAWN_SETSID; }

int scp_spawn_session(pid_t *pid, const char *path, char *const arguments[], char *const environment[],
                      const int *children, const int *ours, int count) {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  int status = posix_spawn_file_actions_init(&actions);
  if (status) return status;
  status = posix_spawnattr_init(&attributes);
  if (status) {
    posix_spawn_file_actions_destroy(&actions);
    return status;
  }
  for (int i = 0; i < count && !status; i++) status = posix_spawn_file_actions_adddup2(&actions, ours[i], children[i]);
  sigset_t none, defaults;
  sigemptyset(&none);
  sigemptyset(&defaults);
  int stops[] = {SIGINT, SIGTERM, SIGHUP, SIGPIPE};
  for (size_t i = 0; i < sizeof stops / sizeof *stops; i++) sigaddset(&defaults, stops[i]);
  short flags = (short)(POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
#if defined(POSIX_SPAWN_CLOEXEC_DEFAULT)
  flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
#endif
  if (!status) status = posix_spawnattr_setsigmask(&attributes, &none);
  if (!status) status = posix_spawnattr_setsigdefault(&attributes, &defaults);
  if (!status) status = posix_spawnattr_setflags(&attributes, flags);
  if (!status) status = posix_spawn(pid, path, &actions, &attributes, arguments, environment);
  posix_spawnattr_destroy(&attributes);
  posix_spawn_file_actions_destroy(&actions);
  return status;
}

int scp_socketpair(int descriptors[2]) {
#if defined(SOCK_CLOEXEC)
  return socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, descriptors);
#else
  if (socketpair(AF_UNIX, SOCK_STREAM, 0, descriptors) != 0) return -1;
  for (int i = 0; i < 2; i++) {
    int on = 1;
    if (fcntl(descriptors[i], F_SETFD, FD_CLOEXEC) != 0 ||
        setsockopt(descriptors[i], SOL_SOCKET, SO_NOSIGPIPE, &on, sizeof on) != 0) {
      int saved = errno;
      close(descriptors[0]);
      close(descriptors[1]);
      errno = saved;
      return -1;
    }
  }
  return 0;
#endif
}

int scp_socket_stream(int domain) { return socket(domain, SOCK_STREAM, 0); }

ssize_t scp_send(int descriptor, const void *bytes, size_t length) {
#if defined(MSG_NOSIGNAL)
  return send(descriptor, bytes, length, MSG_NOSIGNAL);
#else
  return send(descriptor, bytes, length, 0);  // the socket has SO_NOSIGPIPE
#endif
}

int scp_open_read(const char *path) { return open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC); }

void scp_wait_readable(int descriptor) {
  struct pollfd wait = {.fd = descriptor, .events = POLLIN};
  if (poll(&wait, 1, -1) < 0 || (wait.revents & POLLNVAL)) usleep(10000);
}

ssize_t scp_read(int descriptor, void *bytes, size_t length) { return read(descriptor, bytes, length); }

ssize_t scp_write(int descriptor, const void *bytes, size_t length) { return write(descriptor, bytes, length); }

long long scp_modified_ns(const struct stat *status) {
#if defined(__APPLE__)
  return (long long)status->st_mtimespec.tv_sec * 1000000000LL + status->st_mtimespec.tv_nsec;
#else
  return (long long)status->st_mtim.tv_sec * 1000000000LL + status->st_mtim.tv_nsec;
#endif
}

#if defined(__APPLE__) || SCP_PROC
/// Writes where the symbolic link `link` points to `path` (NUL-terminated): 0,
/// or -1 when it cannot be read or does not fit in `size`.
static int scp_read_link(const char *link, char *path, size_t size) {
  ssize_t length = size > 1 ? readlink(link, path, size - 1) : -1;
  if (length <= 0 || (size_t)length >= size - 1) return -1;
  path[length] = '\0';
  return 0;
}
#endif

int scp_executable_path(char *path, size_t size) {
#if defined(__APPLE__)
  uint32_t length = (uint32_t)size;
  if (_NSGetExecutablePath(path, &length) != 0) return -1;
  char resolved[PATH_MAX];
  if (realpath(path, resolved) && strlen(resolved) < size) strcpy(path, resolved);
  return 0;
#elif SCP_PROC
  return scp_read_link("/proc/self/exe", path, size);
#else
  (void)path;
  (void)size;
  return -1;
#endif
}

int scp_selected_developer_folder(char *path, size_t size) {
#if defined(__APPLE__)
  return scp_read_link("/var/db/xcode_select_link", path, size);
#else
  (void)path;
  (void)size;
  return -1;
#endif
}

#if SCP_PROC
/// The session of process `pid` and whether it is a zombie, from /proc/PID/stat
/// (after the command's name, which may hold spaces and parentheses: state,
/// parent, group, session). 0 when it cannot be read.
static int scp_proc_session(pid_t pid, pid_t *session, int *zombie) {
  char name[64], text[512];
  snprintf(name, sizeof name, "/proc/%d/stat", (int)pid);
  int descriptor = open(name, O_RDONLY | O_CLOEXEC);
  if (descriptor < 0) return 0;
  ssize_t count = read(descriptor, text, sizeof text - 1);
  close(descriptor);
  if (count <= 0) return 0;
  text[count] = '\0';
  char *close = strrchr(text, ')');
  char state;
  int parent, group, member;
  if (!close || sscanf(close + 1, " %c %d %d %d", &state, &parent, &group, &member) != 4) return 0;
  *session = member;
  *zombie = state == 'Z';
  return 1;
}
#endif

#if !SCP_PROC
/// Whether `pid` is a process of `session`, asking the id itself (getsid,
/// POSIX): what a system without /proc has. Zombies cannot be told apart here.
static int scp_in_session(pid_t pid, pid_t session) { return pid > 0 && getsid(pid) == session; }
#endif

#if !defined(__APPLE__) && !SCP_PROC
/// The newest process id: that of a child started and reaped for the purpose.
static pid_t scp_newest_pid(void) {
  pid_t pid = fork();
  if (pid == 0) _exit(0);
  if (pid > 0) waitpid(pid, NULL, 0);
  return pid;
}
#endif

int scp_session_members(pid_t session, pid_t *members, int capacity) {
  int found = 0;
#if defined(__APPLE__)
  int room = proc_listallpids(NULL, 0) + 64;
  if (room <= 64) return -1;
  pid_t *all = calloc((size_t)room, sizeof *all);
  if (!all) return -1;
  int count = proc_listallpids(all, room * (int)sizeof *all);
  for (int i = 0; i < count; i++) {
    struct proc_bsdinfo info;
    if (!scp_in_session(all[i], session)) continue;
    if (proc_pidinfo(all[i], PROC_PIDTBSDINFO, 0, &info, sizeof info) == sizeof info && info.pbi_status == SZOMB)
      continue;
    if (found < capacity) members[found] = all[i];
    found++;
  }
  free(all);
  return found;
#elif SCP_PROC
  DIR *directory = opendir("/proc");
  if (!directory) return -1;
  struct dirent *entry;
  while ((entry = readdir(directory))) {
    char *end;
    long pid = strtol(entry->d_name, &end, 10);
    pid_t member;
    int zombie;
    if (*end || pid <= 0 || !scp_proc_session((pid_t)pid, &member, &zombie) || member != session || zombie) continue;
    if (found < capacity) members[found] = (pid_t)pid;
    found++;
  }
  closedir(directory);
  return found;
#else
  // No list of processes: ask every id from the session's leader up to the
  // newest, which a process started now has (ids grow, and wrap at Linux's
  // largest, 2^22). The session's processes were started after its leader.
  const pid_t largest = 1 << 22;
  if (session <= 0 || session > largest) return 0;
  pid_t newest = scp_newest_pid();
  if (newest <= 0) return -1;
  for (pid_t pid = session; pid != newest; pid = pid == largest ? 1 : pid + 1) {
    if (!scp_in_session(pid, session)) continue;
    if (found < capacity) members[found] = pid;
    found++;
  }
  return found;
#endif
}

int scp_default_action(int signal) {
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = SIG_DFL;
  sigemptyset(&action.sa_mask);
  return sigaction(signal, &action, NULL);
}

int scp_handle_unless_set(int signal, void (*handler)(int)) {
  struct sigaction current;
  if (sigaction(signal, NULL, &current) != 0 || current.sa_handler != SIG_DFL) return 0;
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = handler;
  sigemptyset(&action.sa_mask);
  return sigaction(signal, &action, NULL) == 0;
}
