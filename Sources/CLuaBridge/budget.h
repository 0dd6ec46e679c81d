// Layer 2, budget: the instruction and wall-clock budget of a call, enforced
// by the count hook of every thread and by charges for work done in C.
//   budget.c     the hook, the charges, the clock, interrupt requests, line coverage
//   watchdog.c   the thread that installs the hook in calls that run long
// May call: ground.
#ifndef CLUABRIDGE_BUDGET_H
#define CLUABRIDGE_BUDGET_H

#include "bridge.h"

/// The count hook every thread of the state runs.
void slb_hook(lua_State *L, lua_Debug *ar);
/// Starts phase `phase` with a budget of `instructions` and `seconds`.
void slb_budget_begin(slb_host *h, int phase, long long instructions, double seconds);
/// Ends the phase begun by slb_budget_begin.
void slb_budget_end(slb_host *h);
/// Counts the rest of an uncounted call: installs the hook on the running
/// thread. Safe in a signal handler on the thread that runs the call.
void slb_budget_arm(slb_host *h);
/// Installs the hook on `thread` at the interval the state's memory calls for.
void slb_install_hook(slb_host *h, lua_State *thread);
/// Installs the hook on `thread` again when its interval is at least twice what it should be.
void slb_tighten_hook(slb_host *h, lua_State *thread);
/// Registers the preallocated timeout messages (at setup).
void slb_open_timeouts(lua_State *L);
/// Charges `instructions` instructions' worth of work done in C to the
/// budget; raises a timeout like the hook when it runs out.
void slb_budget_charge(lua_State *L, long long instructions);
/// Charges `bytes` just allocated on thread L. When that runs the budget out
/// the state becomes expired: later allocations are refused and the next
/// check raises. Never raises: the allocator calls it.
void slb_budget_charge_bytes(slb_host *h, lua_State *L, size_t bytes);
/// Reads the clock against the budget's deadline (charging nothing) and, once
/// it has passed, expires the state at `location` (NULL: where the script is)
/// and raises: for work that runs no instructions, such as the parser.
void slb_budget_check_clock(slb_host *h, lua_State *L, const char *location);

/* watchdog.c */
/// Adds the host to those the watchdog looks at (at creation); starts the watchdog.
void slb_watch_register(slb_host *h);
/// Removes the host (before it is freed).
void slb_watch_unregister(slb_host *h);
/// Begins a call of a budget of `instructions` with no hook, for the watchdog
/// to arm should it run long; returns 0 when the call must be counted from its
/// start (a small budget, line coverage, or no watchdog).
int slb_watch_begin(slb_host *h, long long instructions);
/// Ends an uncounted call (nothing for a counted one).
void slb_watch_end(slb_host *h);

#endif
