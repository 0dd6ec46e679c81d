// The instruction and wall-clock budget, enforced by a count hook.
//
// A call runs with no hook until the watchdog finds it still running a tick
// later (watchdog.c); from then on, or from its start when it must be counted
// exactly, the count hook of every thread adds the instructions it counted to the
// call's total and compares the total with the instruction budget and the
// clock with the deadline. Work done inside C library functions is charged to
// the same total (slb_budget_charge, and the allocator by the bytes it hands
// out; see costs.c). When either budget runs out the state becomes expired:
// the hook raises an error, switches the running thread's hook to fire on
// every instruction, and raises again on every later check of every thread,
// while the allocator refuses to grow the state. A script that catches the
// error with pcall cannot run one more instruction of its own, so the error
// reaches the host, which reports a timeout whatever the script did with it.
//
// One VM instruction can take time in proportion to the memory it touches
// (comparing or converting a 50 MB string takes tens of milliseconds, more for
// strings of NUL bytes, which strcoll takes a piece at a time), so the hook
// fires more often as the state grows: every `hookInterval` instructions up to
// 64 KiB in use, and proportionally fewer beyond, down to every instruction
// from 64 MiB. The time between two checks stays well under a second.
#define _POSIX_C_SOURCE 199309L  // clock_gettime

#include "budget.h"

#include "ground.h"

#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/// The memory in use up to which the hook keeps its full interval.
enum { FULL_INTERVAL_BYTES = 64 << 10 };
/// The bytes allocated during a call that count as one instruction.
enum { BYTES_PER_INSTRUCTION = 32 };

/// The registry keys of the preallocated timeout messages, by EXPIRED_* reason:
/// raising one allocates nothing, so it works while the allocator refuses.
static const char slb_timeout_keys[4];
static const char *const slb_timeout_messages[4] = {
    NULL,
    "timeout: the script went over its instruction budget",
    "timeout: the script went over its time budget",
    "timeout: interrupted",
};

void slb_open_timeouts(lua_State *L) {
  for (int reason = EXPIRED_INSTRUCTIONS; reason <= EXPIRED_INTERRUPT; reason++) {
    lua_pushstring(L, slb_timeout_messages[reason]);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &slb_timeout_keys[reason]);
  }
}

/// Monotonic seconds (vDSO clock_gettime, about 20 ns).
static double slb_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/// The count the hook should fire at now: `hookInterval`, fewer as memory grows, 1 once expired.
static int slb_hook_count(const slb_host *h) {
  if (h->expired) return 1;
  int interval = h->limits.hookInterval;
  if (h->memoryUsed <= FULL_INTERVAL_BYTES) return interval;
  size_t scaled = (size_t)interval * FULL_INTERVAL_BYTES / h->memoryUsed;
  return scaled > 1 ? (int)scaled : 1;
}

/// The events the hook asks for: counts always, lines too while coverage is counted.
static int slb_hook_mask(const slb_host *h) { return LUA_MASKCOUNT | (h->lineHits ? LUA_MASKLINE : 0); }

void slb_budget_begin(slb_host *h, int phase, long long instructions, double seconds) {
  h->phase = phase;
  h->running = NULL;
  h->expired = 0;
  h->instructions = 0;
  h->instructionLimit = instructions;
  h->unchecked = 0;
  h->unchargedBytes = 0;
  h->emits = 0;
  h->seconds = seconds;
  h->deadline = 0;
  h->memoryRefused = 0;
  h->memoryLocation[0] = '\0';
  h->recorded = 0;
  h->raisedLocation[0] = '\0';
  h->raisedText[0] = '\0';
  h->calls++;
  h->expiredLocation[0] = '\0';
  h->lastLine = 0;
  // Uncounted while the watchdog can take the call on (watchdog.c); counted
  // from the start otherwise, at the interval the state's memory calls for.
  h->counting = 0;
  if (lua_gethookmask(h->L)) lua_sethook(h->L, NULL, 0, 0);
  if (!slb_watch_begin(h, instructions)) slb_budget_arm(h);
}

void slb_budget_end(slb_host *h) {
  h->phase = PHASE_IDLE;
  slb_watch_end(h);
}

void slb_budget_arm(slb_host *h) {
  if (h->counting) return;
  h->counting = 1;
  slb_install_hook(h, h->running ? h->running : h->L);
}

void slb_install_hook(slb_host *h, lua_State *thread) {
  lua_sethook(thread, slb_hook, slb_hook_mask(h), slb_hook_count(h));
}

void slb_tighten_hook(slb_host *h, lua_State *thread) {
  if (!h->counting) return;
  // Setting a hook restarts the thread's count, losing what it counted so far:
  // only when the thread has none (it ran before the call was counted) or its
  // interval at least halves (lua_sethook is safe at any point, even in a
  // signal handler).
  if (!lua_gethookmask(thread) || 2LL * slb_hook_count(h) <= (long long)lua_gethookcount(thread))
    slb_install_hook(h, thread);
}

/// Adds `instructions` to the call's total; returns 0 while the budget lasts,
/// else the EXPIRED_* reason. The hook reads the clock at every check; charges
/// read it once `hookInterval` instructions have accumulated since the last
/// reading. The deadline is set at the first reading, so calls shorter than
/// an interval never read the clock.
static int slb_spend(slb_host *h, long long instructions, int readClock) {
  if (instructions > 0) {
    // Compared with what is left, so that no sum overflows, whatever the limit.
    if (instructions > h->instructionLimit - h->instructions) {
      h->instructions = h->instructionLimit;
      return EXPIRED_INSTRUCTIONS;
    }
    h->instructions += instructions;
    h->unchecked = instructions < h->limits.hookInterval ? h->unchecked + instructions : h->limits.hookInterval;
  }
  if (!readClock && h->unchecked < h->limits.hookInterval) return 0;
  h->unchecked = 0;
  double now = slb_now();
  if (h->deadline == 0) {
    h->deadline = now + h->seconds;
    return 0;
  }
  return now < h->deadline ? 0 : EXPIRED_TIME;
}

/// Marks the state expired, noting where the script was.
static void slb_mark_expired(slb_host *h, lua_State *L, int reason) {
  if (h->expired) return;
  h->expired = reason;
  h->counting = 1;  // every thread that runs on must check, and raise
  slb_capture_location(h, L, 0, h->expiredLocation, sizeof h->expiredLocation);
  if (!h->expiredLocation[0]) snprintf(h->expiredLocation, sizeof h->expiredLocation, "%s", h->parseLocation);
}

/// Marks the state expired and raises, switching the running thread to a
/// hook on every instruction.
static int slb_expire(slb_host *h, lua_State *L, int reason) {
  slb_mark_expired(h, L, reason);
  if (lua_gethookcount(L) != 1) lua_sethook(L, slb_hook, LUA_MASKCOUNT, 1);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &slb_timeout_keys[h->expired]);
  return lua_error(L);
}

/// Set by slb_interrupt (from a signal handler); the hook consumes it.
static volatile sig_atomic_t slb_interrupt_requested = 0;

void slb_interrupt(void) { slb_interrupt_requested = 1; }
void slb_clear_interrupt(void) { slb_interrupt_requested = 0; }
int slb_interrupt_pending(void) { return slb_interrupt_requested != 0; }
void slb_host_set_interruptible(slb_host *h, int interruptible) { h->interruptible = interruptible; }

/// Counts the pair (previous line, `line`): its slot is the two lines'
/// hashes combined, the previous one shifted so that A then B and B then A
/// differ. Lines of required modules share the map with the script's.
static void slb_note_line(slb_host *h, int line) {
  unsigned hash = ((unsigned)line * 2654435761u) >> 18;  // Knuth's multiplicative hash, 14 bits
  unsigned slot = (hash ^ (h->lastLine >> 1)) & (LINE_PAIRS - 1);
  h->lastLine = hash;
  unsigned char *hits = &h->lineHits[slot];
  if (*hits == 0 && h->reachedCount < LINE_PAIRS) h->reached[h->reachedCount++] = (unsigned short)slot;
  if (*hits < 255) (*hits)++;
}

int slb_host_count_lines(slb_host *h, int on) {
  if (on && h->lineHits == NULL) {
    h->lineHits = calloc(LINE_PAIRS, 1);
    h->reached = malloc(LINE_PAIRS * sizeof *h->reached);
    if (h->lineHits == NULL || h->reached == NULL) {
      free(h->lineHits);
      free(h->reached);
      h->lineHits = NULL;
      h->reached = NULL;
      return 0;
    }
    h->reachedCount = 0;
  } else if (!on && h->lineHits != NULL) {
    free(h->lineHits);
    free(h->reached);
    h->lineHits = NULL;
    h->reached = NULL;
    h->reachedCount = 0;
  }
  if (h->L) slb_install_hook(h, h->L);
  return 1;
}

int slb_host_lines_reached(const slb_host *h, const unsigned short **slots, const unsigned char **hits) {
  *slots = h->reached;
  *hits = h->lineHits;
  return h->lineHits ? h->reachedCount : 0;
}

void slb_host_clear_lines(slb_host *h) {
  if (h->lineHits == NULL) return;
  for (int i = 0; i < h->reachedCount; i++) h->lineHits[h->reached[i]] = 0;
  h->reachedCount = 0;
}

void slb_hook(lua_State *L, lua_Debug *ar) {
  slb_host *h = slb_host_of(L);
  if (ar->event == LUA_HOOKLINE) {
    // A line event runs no budget check: the count events that follow do.
    if (h->lineHits && !h->expired) slb_note_line(h, ar->currentline);
    return;
  }
  if (!h->expired && h->interruptible && slb_interrupt_requested) {
    slb_interrupt_requested = 0;
    slb_expire(h, L, EXPIRED_INTERRUPT);
  }
  if (h->expired) slb_expire(h, L, h->expired);
  int reason = slb_spend(h, lua_gethookcount(L), 1);
  if (reason) slb_expire(h, L, reason);
  // The interval follows the memory in use (and a coroutine may have been left
  // on every-instruction checks by an earlier expiry).
  if (lua_gethookcount(L) != slb_hook_count(h) || lua_gethookmask(L) != slb_hook_mask(h)) slb_install_hook(h, L);
}

void slb_budget_check_clock(slb_host *h, lua_State *L, const char *location) {
  int reason = h->expired;
  if (!reason && h->interruptible && slb_interrupt_requested) {
    slb_interrupt_requested = 0;
    reason = EXPIRED_INTERRUPT;
  }
  if (!reason) reason = slb_spend(h, 0, 1);
  if (!reason) return;
  if (!h->expired && location) {
    h->expired = reason;
    snprintf(h->expiredLocation, sizeof h->expiredLocation, "%s", location);
  }
  slb_expire(h, L, reason);
}

void slb_budget_charge(lua_State *L, long long instructions) {
  slb_host *h = slb_host_of(L);
  int reason = h->expired ? h->expired : slb_spend(h, instructions, 0);
  if (reason) slb_expire(h, L, reason);
}

void slb_budget_charge_bytes(slb_host *h, lua_State *L, size_t bytes) {
  if (h->expired) return;
  h->unchargedBytes += bytes;
  if (h->unchargedBytes < BYTES_PER_INSTRUCTION * 256) return;
  long long instructions = (long long)(h->unchargedBytes / BYTES_PER_INSTRUCTION);
  h->unchargedBytes %= BYTES_PER_INSTRUCTION;
  int reason = slb_spend(h, instructions, 0);
  if (reason) slb_mark_expired(h, L, reason);
  // A grown state checks more often: now, not at the running thread's next check.
  slb_tighten_hook(h, L);
}
