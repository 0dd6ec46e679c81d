// The Lua 5.4 C API for Swift: the headers, plus `static inline` wrappers for
// the function-like macros Swift cannot import.
//
// No stable API: these wrappers exist for ScrollScript's own modules and may
// change with them. Wrappers are named after the macro with a `clua_` prefix
// and behave exactly as the macro (see the Lua 5.4 reference manual, §4).
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

/// `lua_pop(L, n)`: pops `n` values.
static inline void clua_pop(lua_State *L, int n) { lua_pop(L, n); }

/// `lua_newtable(L)`: pushes a new empty table.
static inline void clua_newtable(lua_State *L) { lua_newtable(L); }

/// `lua_tostring(L, i)`: the string at `i`, converting a number in place; NULL otherwise.
static inline const char *clua_tostring(lua_State *L, int i) { return lua_tostring(L, i); }

/// `lua_tonumber(L, i)`: the number at `i`, or 0 when it is not convertible.
static inline lua_Number clua_tonumber(lua_State *L, int i) { return lua_tonumber(L, i); }

/// `lua_tointeger(L, i)`: the integer at `i`, or 0 when it is not convertible.
static inline lua_Integer clua_tointeger(lua_State *L, int i) { return lua_tointeger(L, i); }

/// `lua_call(L, n, r)`: an unprotected call. Only for C code that already runs protected.
static inline void clua_call(lua_State *L, int n, int r) { lua_call(L, n, r); }

/// `lua_pcall(L, n, r, f)`: a protected call; returns a status code (LUA_OK, LUA_ERRRUN, …).
static inline int clua_pcall(lua_State *L, int n, int r, int f) { return lua_pcall(L, n, r, f); }

/// `lua_isnil(L, i)`.
static inline int clua_isnil(lua_State *L, int i) { return lua_isnil(L, i); }

/// `lua_isnoneornil(L, i)`.
static inline int clua_isnoneornil(lua_State *L, int i) { return lua_isnoneornil(L, i); }

/// `lua_isfunction(L, i)`.
static inline int clua_isfunction(lua_State *L, int i) { return lua_isfunction(L, i); }

/// `lua_istable(L, i)`.
static inline int clua_istable(lua_State *L, int i) { return lua_istable(L, i); }

/// `lua_isboolean(L, i)`.
static inline int clua_isboolean(lua_State *L, int i) { return lua_isboolean(L, i); }

/// `lua_pushcfunction(L, f)`: pushes a C function with no upvalues.
static inline void clua_pushcfunction(lua_State *L, lua_CFunction f) { lua_pushcfunction(L, f); }

/// `lua_pushglobaltable(L)`.
static inline void clua_pushglobaltable(lua_State *L) { lua_pushglobaltable(L); }

/// `lua_insert(L, i)`: moves the top value to `i`.
static inline void clua_insert(lua_State *L, int i) { lua_insert(L, i); }

/// `lua_remove(L, i)`.
static inline void clua_remove(lua_State *L, int i) { lua_remove(L, i); }

/// `lua_replace(L, i)`: moves the top value into `i`, popping it.
static inline void clua_replace(lua_State *L, int i) { lua_replace(L, i); }

/// `lua_upvalueindex(i)`: the pseudo-index of upvalue `i` of the running C closure.
static inline int clua_upvalueindex(int i) { return lua_upvalueindex(i); }

/// `lua_getextraspace(L)`: the `LUA_EXTRASPACE` bytes reserved per thread for the host.
static inline void *clua_getextraspace(lua_State *L) { return lua_getextraspace(L); }

/// `luaL_typename(L, i)`: the name of the type of the value at `i`.
static inline const char *clua_typename(lua_State *L, int i) { return luaL_typename(L, i); }

/// `luaL_loadbuffer(L, s, n, name)`: loads a chunk (text or binary) without running it.
static inline int clua_loadbuffer(lua_State *L, const char *s, size_t n, const char *name) {
  return luaL_loadbuffer(L, s, n, name);
}

/// `lua_newuserdata(L, size)`: a full userdata with one user value.
static inline void *clua_newuserdata(lua_State *L, size_t size) { return lua_newuserdata(L, size); }

#endif
