// The watchdog: the count hook only for calls that run long.
//
// While a count hook is set, Lua 5.4 sends every VM instruction through its
// hook check, whatever the hook's interval: about 18 machine instructions
// more for each VM instruction, a third of a typical call. Nearly every call
// ends within microseconds, far short of any budget, so a call begins with no
// hook at all. One thread for the process looks at every host each tick
// (TICK_MICROSECONDS); a host found in the same call at two ticks in a row
// gets a signal (WATCH_SIGNAL) on the thread that runs the call, and the
// handler installs the hook there (lua_sethook may be called from a signal
// handler: Lua's own interpreter stops scripts on Ctrl-C that way). From then
// on the call is counted and checked exactly as before.
//
// So a call that runs longer than a tick runs its first tick or two uncounted:
// the instruction budget is exact to within what one or two ticks run. Calls
// whose budget is smaller than COUNTED_BELOW instructions, and calls that count
// line coverage, are counted from their first instruction.
//
// Handshakes, each between two sequentially consistent atomics:
//   - a host's `watchTicket` is odd while an uncounted call runs; the watchdog
//     asks for the hook only when it reads the same odd ticket twice, and the
//     handler acts only while the ticket is still the one asked for
//     (`armTicket`), so a signal that lands late, after the call or in a later
//     one, does nothing;
//   - the watchdog raises `signalling` before it reads the ticket a last time
//     and sends; the end of a call moves the ticket on and then waits for
//     `signalling` to fall, so a signal is never sent to a thread that might
//     have ended;
//   - the watchdog sleeps after IDLE_TICKS ticks without a call: it raises
//     `slb_watch_sleeping` and looks once more; a call begins by moving its
//     ticket and then reading that flag, and wakes the watchdog when it is up.
// If the watchdog cannot be started, every call is counted from its start;
// so is every call under ThreadSanitizer, which holds a signal back until the
// thread calls a function it watches, and a loop inside Lua's library (not
// instrumented) never does.
#define _POSIX_C_SOURCE 200809L  // nanosleep, sigaction, pthread_kill

#include "budget.h"

#include "ground.h"

#include <errno.h>
#include <pthread.h>
#include <sched.h>
#include <signal.h>
#include <stdatomic.h>
#include <time.h>

/// Microseconds between two looks at the hosts: a call is counted from one to two ticks in.
enum { TICK_MICROSECONDS = 500 };
/// Ticks without a running call after which the watchdog sleeps until one begins.
enum { IDLE_TICKS = 200 };
/// Budgets smaller than this are counted from the first instruction: a tick's
/// uncounted instructions would be a large share of them.
enum { COUNTED_BELOW = 5000000 };
/// Whether signals reach a running thread at once (not under ThreadSanitizer).
#if defined(__has_feature)
#if __has_feature(thread_sanitizer)
#define SLB_SIGNALS_DEFERRED 1
#endif
#endif
#if defined(__SANITIZE_THREAD__)
#define SLB_SIGNALS_DEFERRED 1
#endif
#ifndef SLB_SIGNALS_DEFERRED
#define SLB_SIGNALS_DEFERRED 0
#endif

/// The signal that asks a thread to install its hook: ignored by default, so a
/// stray one is harmless (SIGURG reports out-of-band socket data, which the
/// tool never asks for).
#define WATCH_SIGNAL SIGURG

static pthread_mutex_t slb_watch_lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t slb_watch_wake = PTHREAD_COND_INITIALIZER;
static pthread_once_t slb_watch_once = PTHREAD_ONCE_INIT;
/// The registered hosts (under the lock), linked through watchNext/watchPrevious.
static slb_host *slb_watched = NULL;
/// Whether the watchdog runs; 0 until started, and for good when it could not be.
static atomic_int slb_watch_running = 0;
/// Raised while the watchdog sleeps until a call begins.
static atomic_int slb_watch_sleeping = 0;
/// The host whose uncounted call this thread runs (read by the signal handler).
static _Thread_local slb_host *slb_calling = NULL;
/// Whether this thread lets WATCH_SIGNAL through: dispatch's worker threads,
/// where Swift's tasks run, start with it blocked.
static _Thread_local int slb_thread_unblocked = 0;

static void slb_watch_signal(int signal) {
  (void)signal;
  int saved = errno;
  slb_host *h = slb_calling;
  if (h != NULL) {
    unsigned long long ticket = atomic_load(&h->watchTicket);
    if ((ticket & 1) && atomic_load(&h->armTicket) == ticket) slb_budget_arm(h);
  }
  errno = saved;
}

/// Asks for the hook of every host found in the same uncounted call as at the
/// last tick. Returns whether any host was in a call. Under the lock.
static int slb_watch_look(void) {
  int busy = 0;
  for (slb_host *h = slb_watched; h != NULL; h = h->watchNext) {
    unsigned long long ticket = atomic_load(&h->watchTicket);
    if (!(ticket & 1)) {
      h->watchSeen = ticket;
      continue;
    }
    busy = 1;
    if (ticket != h->watchSeen || atomic_load(&h->armTicket) == ticket) {
      h->watchSeen = ticket;
      continue;
    }
    atomic_store(&h->armTicket, ticket);
    atomic_store(&h->signalling, 1);
    if (atomic_load(&h->watchTicket) == ticket) pthread_kill(h->watchThread, WATCH_SIGNAL);
    atomic_store(&h->signalling, 0);
  }
  return busy;
}

static void *slb_watch_run(void *unused) {
  (void)unused;
  const struct timespec tick = {0, TICK_MICROSECONDS * 1000L};
  int idle = 0;
  pthread_mutex_lock(&slb_watch_lock);
  for (;;) {
    idle = slb_watch_look() ? 0 : idle + 1;
    if (idle >= IDLE_TICKS) {
      atomic_store(&slb_watch_sleeping, 1);
      // A call that began before the flag was up is seen here; one after, sees the flag.
      if (!slb_watch_look()) {
        while (atomic_load(&slb_watch_sleeping)) pthread_cond_wait(&slb_watch_wake, &slb_watch_lock);
      }
      atomic_store(&slb_watch_sleeping, 0);
      idle = 0;
    }
    pthread_mutex_unlock(&slb_watch_lock);
    nanosleep(&tick, NULL);
    pthread_mutex_lock(&slb_watch_lock);
  }
  return NULL;
}

/// Installs the signal handler and starts the watchdog, once per process.
static void slb_watch_start(void) {
  struct sigaction action = {0};
  action.sa_handler = slb_watch_signal;
  action.sa_flags = SA_RESTART;
  sigemptyset(&action.sa_mask);
  if (sigaction(WATCH_SIGNAL, &action, NULL) != 0) return;
  pthread_attr_t attributes;
  if (pthread_attr_init(&attributes) != 0) return;
  pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
  pthread_t thread;
  if (pthread_create(&thread, &attributes, slb_watch_run, NULL) == 0) atomic_store(&slb_watch_running, 1);
  pthread_attr_destroy(&attributes);
}

void slb_watch_register(slb_host *h) {
  pthread_once(&slb_watch_once, slb_watch_start);
  pthread_mutex_lock(&slb_watch_lock);
  h->watchPrevious = NULL;
  h->watchNext = slb_watched;
  if (slb_watched) slb_watched->watchPrevious = h;
  slb_watched = h;
  h->watchRegistered = 1;
  pthread_mutex_unlock(&slb_watch_lock);
}

void slb_watch_unregister(slb_host *h) {
  if (!h->watchRegistered) return;
  pthread_mutex_lock(&slb_watch_lock);
  if (h->watchPrevious) h->watchPrevious->watchNext = h->watchNext;
  else slb_watched = h->watchNext;
  if (h->watchNext) h->watchNext->watchPrevious = h->watchPrevious;
  h->watchRegistered = 0;
  pthread_mutex_unlock(&slb_watch_lock);
}

int slb_watch_begin(slb_host *h, long long instructions) {
  if (SLB_SIGNALS_DEFERRED || instructions < COUNTED_BELOW || h->lineHits || !h->watchRegistered ||
      !atomic_load(&slb_watch_running))
    return 0;
  if (!slb_thread_unblocked) {
    sigset_t watch;
    sigemptyset(&watch);
    sigaddset(&watch, WATCH_SIGNAL);
    if (pthread_sigmask(SIG_UNBLOCK, &watch, NULL) != 0) return 0;
    slb_thread_unblocked = 1;
  }
  slb_calling = h;
  h->watchThread = pthread_self();
  atomic_fetch_add(&h->watchTicket, 1);  // odd: an uncounted call runs
  if (atomic_load(&slb_watch_sleeping)) {
    pthread_mutex_lock(&slb_watch_lock);
    atomic_store(&slb_watch_sleeping, 0);
    pthread_cond_signal(&slb_watch_wake);
    pthread_mutex_unlock(&slb_watch_lock);
  }
  return 1;
}

void slb_watch_end(slb_host *h) {
  if (!(atomic_load(&h->watchTicket) & 1)) return;
  atomic_fetch_add(&h->watchTicket, 1);
  // A signal on its way must reach this thread while it is known to be alive.
  while (atomic_load(&h->signalling)) sched_yield();
  slb_calling = NULL;
}
