// Layer 7, sandbox: the standard libraries a script gets, with the host's
// replacements and additions (print, emit, require, coroutines that carry
// the budget hook).
//   sandbox.c
// May call: modules, errors, charged, budget, ground.
#ifndef CLUABRIDGE_SANDBOX_H
#define CLUABRIDGE_SANDBOX_H

#include "bridge.h"

/// Opens the sandboxed libraries in the state. A lua_CFunction: runs under
/// lua_pcall, at setup.
int slb_open_sandbox(lua_State *L);
/// Pushes the `tostring`s of stack slots 1 … n joined by tabs (`print`'s line).
/// May raise: call from Lua or under lua_pcall.
void slb_push_joined(lua_State *L, int n);

#endif
