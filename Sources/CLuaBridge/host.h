// Layer 8, host: the state, its allocator, loading the script and the calls
// into it, and the REPL's evaluations. What the layer offers is the public
// contract, include/CLuaBridge.h; this header is what its two files share.
//   host.c       the host's life, loading, updateTarget, properties, the geometry and phase hooks, expect
//   eval.c       slb_host_evaluate
// May call: every layer below (sandbox, modules, proxies, errors, charged, budget, ground).
#ifndef CLUABRIDGE_HOST_H
#define CLUABRIDGE_HOST_H

#include "bridge.h"

/// Stack slots of the main thread that stay put between calls.
enum {
  SLOT_MSGH = 1,
  SLOT_TARGET = 2,
  SLOT_CONTEXT = 3,
  SLOT_UPDATE = 4,
  SLOT_PROPERTIES = 5,
  SLOT_GEOMETRY = 6,
  SLOT_EXPECT = 7,
  SLOT_PHASE_HOOK = 8,
  SLOT_COUNT = 8,
};

/// Ends a protected call: restores the stack and turns the outcome into a status.
slb_status slb_finish(slb_host *h, lua_State *L, int status);

#endif
