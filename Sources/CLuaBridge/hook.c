// The instruction and wall-clock budget, enforced by a count hook.
//
// Every `hookInterval` instructions (default 1000) of any thread, the hook
// counts a tick and compares the ticks with the instruction budget and the
// clock with the deadline. When either runs out the state becomes expired:
// the hook raises an error, switches the running thread's hook to fire on
// every instruction, and raises again on every later tick of every thread.
// A script that catches the error with pcall cannot run one more instruction
// of its own, so the error reaches the host, which reports a timeout whatever
// the script did with it.
#define _POSIX_C_SOURCE 199309L  // clock_gettime

#include "bridge.h"

#include <time.h>

/// Monotonic seconds (vDSO clock_gettime, about 20 ns).
static double slb_now(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

void slb_budget_begin(slb_host *h, int phase, long long instructions, double seconds) {
  long long interval = h->limits.hookInterval;
  h->phase = phase;
  h->running = NULL;
  h->expired = 0;
  h->ticks = 0;
  h->tickLimit = instructions / interval + (instructions % interval != 0);
  h->seconds = seconds;
  h->deadline = 0;
  h->memoryRefused = 0;
  h->memoryLocation[0] = '\0';
  h->recorded = 0;
  h->invalidMessage[0] = '\0';
  h->expiredLocation[0] = '\0';
  // After an expiry the main thread fires on every instruction: slow it down again.
  if (lua_gethookcount(h->L) != h->limits.hookInterval) slb_install_hook(h, h->L);
}

void slb_install_hook(slb_host *h, lua_State *thread) {
  lua_sethook(thread, slb_hook, LUA_MASKCOUNT, h->expired ? 1 : h->limits.hookInterval);
}

/// Marks the state expired (noting where the script was) and raises, switching
/// the running thread to a hook on every instruction.
static int slb_expire(slb_host *h, lua_State *L, int reason) {
  if (!h->expired) {
    h->expired = reason;
    slb_capture_location(h, L, 0, h->expiredLocation, sizeof h->expiredLocation);
  }
  if (lua_gethookcount(L) != 1) lua_sethook(L, slb_hook, LUA_MASKCOUNT, 1);
  lua_pushstring(L, h->expired == EXPIRED_TIME        ? "timeout: the script went over its time budget"
                   : h->expired == EXPIRED_INTERRUPT ? "timeout: interrupted"
                                                     : "timeout: the script went over its instruction budget");
  return lua_error(L);
}

/// Counts one tick; returns 0 while the budget lasts, else the EXPIRED_* reason.
static int slb_tick(slb_host *h) {
  long long tick = ++h->ticks;
  // The clock starts at the first tick, at most one interval into the call,
  // so that calls shorter than an interval never read it.
  if (tick == 1) {
    h->deadline = slb_now() + h->seconds;
    return 0;
  }
  if (tick > h->tickLimit) return EXPIRED_INSTRUCTIONS;
  return slb_now() < h->deadline ? 0 : EXPIRED_TIME;
}

volatile sig_atomic_t slb_interrupt_requested = 0;

void slb_interrupt(void) { slb_interrupt_requested = 1; }
void slb_clear_interrupt(void) { slb_interrupt_requested = 0; }
int slb_interrupt_pending(void) { return slb_interrupt_requested != 0; }
void slb_host_set_interruptible(slb_host *h, int interruptible) { h->interruptible = interruptible; }

void slb_hook(lua_State *L, lua_Debug *ar) {
  (void)ar;
  slb_host *h = slb_host_of(L);
  if (!h->expired && h->interruptible && slb_interrupt_requested) {
    slb_interrupt_requested = 0;
    slb_expire(h, L, EXPIRED_INTERRUPT);
  }
  if (!h->expired) {
    // A coroutine left on every-instruction ticks by an earlier expiry.
    if (lua_gethookcount(L) != h->limits.hookInterval) slb_install_hook(h, L);
    int reason = slb_tick(h);
    if (reason == 0) return;
    slb_expire(h, L, reason);
  }
  slb_expire(h, L, h->expired);
}

void slb_budget_charge(lua_State *L) {
  slb_host *h = slb_host_of(L);
  int reason = h->expired ? h->expired : slb_tick(h);
  if (reason) slb_expire(h, L, reason);
}
