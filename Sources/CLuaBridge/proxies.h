// Layer 5, proxies: the userdata scripts see as `target`, `context` and
// their parts, and the UnitPoint global. What the layer offers is only their
// creation; its files share proxies_internal.h among themselves.
//   values.c     reading and checking values across the bridge; messages naming a proxy
//   members.c    metamethods of the composite proxies (target, rect, context)
//   leaves.c     metamethods of the leaf proxies (points, sizes, axes), and context.targets
//   proxies.c    creating them, once per state
// May call: errors, ground.
#ifndef CLUABRIDGE_PROXIES_H
#define CLUABRIDGE_PROXIES_H

#include "bridge.h"

/// Creates the proxies and the UnitPoint global; returns `target` and
/// `context`. A lua_CFunction: runs under lua_pcall, at setup.
int slb_create_proxies(lua_State *L);

/// Points context.targets' `__index` back at the check a call's first read
/// makes (leaves.c). The host calls it after every call that lends the
/// children. Allocates nothing: it cannot fail.
void slb_targets_reset(lua_State *L);

#endif
