// The Lua 5.4 C API for Swift: the headers, plus `static inline` wrappers for
// the function-like macros Swift cannot import that ScrollScript's Swift code
// uses (today only the differential tests, which run stock Lua beside the host).
//
// No stable API: these wrappers exist for ScrollScript's own modules and may
// change with them. Wrappers are named after the macro with a `clua_` prefix
// and behave exactly as the macro (see the Lua 5.4 reference manual, §4); add
// one when Swift code needs another macro.
//
// Swift code must never call anything that raises a Lua error (lua_error,
// luaL_error, luaL_check*, an unprotected lua_call) from a Swift frame: the
// error unwinds with longjmp, which skips Swift frames and is undefined
// behavior. Functions that can raise errors live in the C target CLuaBridge
// and run as lua_CFunctions or under lua_pcall.
#ifndef CLUA_SHIM_H
#define CLUA_SHIM_H

#include <lua.h>
#include <lauxlib.h>
#include <lualib.h>

// ScrollScript is written against Lua 5.4's API and behaviour (user values,
// lua_resume's result count, the messages the differential tests compare):
// another version must not compile.
#if LUA_VERSION_NUM != 504
#error "ScrollScript needs Lua 5.4 (pkg-config lua5.4, Debian: liblua5.4-dev); these headers are another version"
#endif

/// `lua_pcall(L, n, r, f)`: a protected call; returns a status code (LUA_OK, LUA_ERRRUN, …).
static inline int clua_pcall(lua_State *L, int n, int r, int f) { return lua_pcall(L, n, r, f); }

#endif
