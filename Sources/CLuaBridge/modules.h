// Layer 6, modules: `require(name)`, which runs `name.lua` from the
// script's folder while the script loads.
//   modules.c
// May call: errors, charged, budget, ground.
#ifndef CLUABRIDGE_MODULES_H
#define CLUABRIDGE_MODULES_H

#include "bridge.h"

/// `require(name)`: runs `name.lua` from the script's folder once, while the script loads.
int slb_require(lua_State *L);
/// Removes the global `require` once the script has loaded (when it is still the host's).
void slb_close_require(lua_State *L);

#endif
