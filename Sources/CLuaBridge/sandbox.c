// The sandbox: the safe standard libraries and the host's replacements.
//
// Open: base, string, table, math, utf8, coroutine. Removed: dofile,
// loadfile, warn, string.dump, coroutine.close (it crashes Debian's 5.4.4);
// io, os, debug and package are never opened. `require` is the host's own
// (modules.c), there while the script loads only.
// Replaced: load (text only), setmetatable (no __gc), collectgarbage ("count"
// only), print (to the host), math.randomseed (deterministic), string.find,
// match, gmatch and gsub (the host's own matcher, charged, see matcher.c),
// coroutine.create/wrap (new threads get the budget hook), coroutine.resume
// (to track the running thread), table.insert, remove, move, concat and
// unpack (the host's own, charged per element, lists.c). Added: emit.
#include "sandbox.h"

#include "budget.h"
#include "charged.h"
#include "errors.h"
#include "ground.h"
#include "modules.h"

#include <string.h>

/// The most bytes of a printed line or an emitted name or value passed to the host.
enum { OUTPUT_TEXT = 4096 };
/// The most events one call of onScrollGeometryChange may emit.
enum { EMITS_PER_CALL = 64 };

/// `load(chunk [, chunkname [, mode [, env]]])`, text only (slb_load_chunk):
/// binary chunks never load. Chunks get the global (sandbox) environment
/// unless the script passes its own `env`. A chunk name given as `@file`
/// becomes `=file`: it reads the same in messages, but can never pass for the
/// script's own chunk, whose lines are the locations failures report.
static int slb_load(lua_State *L) {
  luaL_checkany(L, 1);
  if (lua_type(L, 2) == LUA_TSTRING && lua_tostring(L, 2)[0] == '@') {
    lua_pushfstring(L, "=%s", lua_tostring(L, 2) + 1);
    lua_replace(L, 2);
  }
  return slb_load_chunk(L);
}

/// `next(t [, k])`, reading the clock first. One call can scan a large table's
/// empty slots in C, where the count hook never fires; given as `__index` to
/// a table that `table.concat` or `table.unpack` walks, it would run for
/// minutes with no instruction and no allocation. Read on every call, the
/// clock stops such a walk within one call of the deadline.
static int slb_next(lua_State *L) {
  slb_budget_check_clock(slb_host_of(L), L, NULL);
  luaL_checktype(L, 1, LUA_TTABLE);
  lua_settop(L, 2);
  if (lua_next(L, 1)) return 2;
  lua_pushnil(L);
  return 1;
}

/// What `pairs` returns after a `__pairs` that yielded: its three results.
static int slb_pairs_continue(lua_State *L, int status, lua_KContext context) {
  (void)L;
  (void)status;
  (void)context;
  return 3;
}

/// `pairs(t)`: the manual's rule (`__pairs` when `t` has one, else next, t,
/// nil), with the clocked `next` (upvalue 1), so the library's own is never
/// within reach. A `__pairs` may yield, as with stock pairs.
static int slb_pairs(lua_State *L) {
  luaL_checkany(L, 1);
  if (luaL_getmetafield(L, 1, "__pairs") == LUA_TNIL) {
    lua_pushvalue(L, lua_upvalueindex(1));
    lua_pushvalue(L, 1);
    lua_pushnil(L);
  } else {
    lua_pushvalue(L, 1);
    lua_callk(L, 1, 3, 0, slb_pairs_continue);
  }
  return 3;
}

/// `setmetatable(t, mt)`, refusing metatables with a `__gc` field:
/// finalizers would run script code outside any call and its budget.
static int slb_setmetatable(lua_State *L) {
  if (lua_type(L, 2) == LUA_TTABLE) {
    lua_pushliteral(L, "__gc");
    if (lua_rawget(L, 2) != LUA_TNIL) return luaL_error(L, "__gc metamethods are not allowed in the sandbox");
    lua_pop(L, 1);
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, lua_gettop(L) - 1, 1);
  return 1;
}

/// `collectgarbage("count")`: the kilobytes in use. Other options are refused.
static int slb_collectgarbage(lua_State *L) {
  const char *option = luaL_optstring(L, 1, "collect");
  if (strcmp(option, "count") != 0)
    return luaL_error(L, "collectgarbage(\"%s\") is not available in the sandbox (only \"count\" is)", option);
  lua_pushnumber(L, (lua_Number)lua_gc(L, LUA_GCCOUNT, 0) + (lua_Number)lua_gc(L, LUA_GCCOUNTB, 0) / 1024);
  return 1;
}

void slb_push_joined(lua_State *L, int n) {
  luaL_Buffer buffer;
  luaL_buffinit(L, &buffer);
  for (int i = 1; i <= n; i++) {
    if (i > 1) luaL_addchar(&buffer, '\t');
    luaL_tolstring(L, i, NULL);
    luaL_addvalue(&buffer);
  }
  luaL_pushresult(&buffer);
}

/// `print(...)`: the arguments' `tostring`s joined by tabs, as one line to the
/// host, cut to OUTPUT_TEXT bytes (the host keeps lines outside the memory cap),
/// with the `path:line` it was called from. Only a script that prints pays for
/// finding that line.
static int slb_print(lua_State *L) {
  slb_host *h = slb_host_of(L);
  slb_push_joined(L, lua_gettop(L));
  size_t length;
  const char *text = lua_tolstring(L, -1, &length);
  if (!h->output.print) return 0;
  char location[LOCATION_TEXT];
  slb_capture_location(h, L, 1, location, sizeof location);
  h->output.print(h->output.context, text, length < OUTPUT_TEXT ? length : OUTPUT_TEXT, location);
  return 0;
}

/// `emit(name, value)`: puts an event on the simulation's timeline; only
/// inside onScrollGeometryChange or onScrollPhaseChange, at most EMITS_PER_CALL times a call. `value`
/// is converted with `tostring`; both are cut to OUTPUT_TEXT bytes.
static int slb_emit(lua_State *L) {
  slb_host *h = slb_host_of(L);
  if (h->phase != PHASE_GEOMETRY)
    return luaL_error(L, "emit(name, value) can only be called from onScrollGeometryChange(old, new) or "
                         "onScrollPhaseChange(old, new)");
  size_t nameLength, valueLength;
  const char *name = luaL_checklstring(L, 1, &nameLength);
  const char *value = luaL_tolstring(L, 2, &valueLength);
  if (++h->emits > EMITS_PER_CALL) return luaL_error(L, "emit: at most %d events a call", EMITS_PER_CALL);
  if (nameLength > OUTPUT_TEXT) nameLength = OUTPUT_TEXT;
  if (valueLength > OUTPUT_TEXT) valueLength = OUTPUT_TEXT;
  if (h->output.emit) h->output.emit(h->output.context, name, nameLength, value, valueLength);
  return 0;
}

/// `math.randomseed([x [, y]])`: seeds with the arguments, or with 0 when there
/// are none (Lua would pick a time-based seed), so every run repeats.
static int slb_randomseed(lua_State *L) {
  if (lua_gettop(L) == 0) lua_pushinteger(L, 0);
  int n = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, n, LUA_MULTRET);
  return lua_gettop(L);
}

/// `coroutine.create(f)`: a new thread, with the budget hook installed when the call is counted.
static int slb_cocreate(lua_State *L) {
  luaL_checktype(L, 1, LUA_TFUNCTION);
  lua_State *thread = lua_newthread(L);
  slb_host *h = slb_host_of(L);
  if (h->counting) slb_install_hook(h, thread);
  lua_pushvalue(L, 1);
  lua_xmove(L, thread, 1);
  return 1;
}

/// Resumes `thread` with the `n` values on top of L, noting it as the running
/// thread (for the allocator's locations). Returns the number of results moved
/// to L, or -1 with the error object on L; `*status` is lua_resume's status.
/// An error the coroutine itself raised, as it died, is noted with where it
/// was raised (slb_note_raised); one about resuming it ("cannot resume dead
/// coroutine") is not. Nothing between noting and restoring the running
/// thread can raise.
static int slb_resume(lua_State *L, lua_State *thread, int n, int *status) {
  slb_host *h = slb_host_of(L);
  *status = LUA_ERRRUN;
  int runnable = lua_status(thread) == LUA_YIELD || (lua_status(thread) == LUA_OK && lua_gettop(thread) > 0);
  if (!lua_checkstack(thread, n)) {
    lua_pushliteral(L, "too many arguments to resume");
    return -1;
  }
  lua_xmove(L, thread, n);
  lua_State *previous = h->running;
  h->running = thread;
  // Its interval may be stale: the state may have grown, or expired, since it last ran.
  slb_tighten_hook(h, thread);
  int results;
  *status = lua_resume(thread, L, n, &results);
  h->running = previous;
  // The coroutine may have grown the state: the resumer checks more often too.
  slb_tighten_hook(h, L);
  if (*status == LUA_OK || *status == LUA_YIELD) {
    if (!lua_checkstack(L, results + 1)) {
      lua_pop(thread, results);
      lua_pushliteral(L, "too many results to resume");
      *status = LUA_ERRRUN;
      return -1;
    }
    lua_xmove(thread, L, results);
    return results;
  }
  lua_xmove(thread, L, 1);
  if (runnable) slb_note_raised(h, L, thread, lua_gettop(L));
  return -1;
}

/// `coroutine.resume(co, ...)`: true and the results, or false and the error.
static int slb_coresume(lua_State *L) {
  lua_State *thread = lua_tothread(L, 1);
  luaL_argexpected(L, thread, 1, "coroutine");
  int status, results = slb_resume(L, thread, lua_gettop(L) - 1, &status);
  if (results < 0) {
    lua_pushboolean(L, 0);
    lua_insert(L, -2);
    return 2;
  }
  lua_pushboolean(L, 1);
  lua_insert(L, -(results + 1));
  return results + 1;
}

/// The function `coroutine.wrap` returns: resumes its thread, propagating errors
/// (as Lua's own, without resetting the dead thread).
static int slb_auxwrap(lua_State *L) {
  lua_State *thread = lua_tothread(L, lua_upvalueindex(1));
  int status, results = slb_resume(L, thread, lua_gettop(L), &status);
  if (results >= 0) return results;
  if (status != LUA_ERRMEM && lua_type(L, -1) == LUA_TSTRING) {
    luaL_where(L, 1);
    lua_insert(L, -2);
    lua_concat(L, 2);
  }
  return lua_error(L);
}

/// `coroutine.wrap(f)`.
static int slb_cowrap(lua_State *L) {
  slb_cocreate(L);
  lua_pushcclosure(L, slb_auxwrap, 1);
  return 1;
}

/// Makes getmetatable("") return a read-only view, so scripts cannot change
/// the string metatable (its `__index` still leads to `string`).
static void slb_protect_string_metatable(lua_State *L) {
  lua_pushliteral(L, "");
  lua_getmetatable(L, -1);         // "", smt
  lua_newtable(L);                 // view
  lua_createtable(L, 0, 3);        // view's metatable
  lua_createtable(L, 0, 1);
  lua_getglobal(L, "string");
  lua_setfield(L, -2, "__index");  // { __index = string }
  lua_setfield(L, -2, "__index");
  lua_pushliteral(L, "the string metatable");
  lua_pushcclosure(L, slb_readonly_table, 1);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
  lua_setfield(L, -2, "__metatable");
  lua_pop(L, 2);
}

int slb_open_sandbox(lua_State *L) {
  static const luaL_Reg libraries[] = {
      {LUA_GNAME, luaopen_base},        {LUA_STRLIBNAME, luaopen_string}, {LUA_TABLIBNAME, luaopen_table},
      {LUA_MATHLIBNAME, luaopen_math},  {LUA_UTF8LIBNAME, luaopen_utf8},  {LUA_COLIBNAME, luaopen_coroutine},
      {NULL, NULL},
  };
  for (const luaL_Reg *library = libraries; library->func; library++) {
    luaL_requiref(L, library->name, library->func, 1);
    lua_pop(L, 1);
  }
  slb_open_timeouts(L);

  lua_pushglobaltable(L);
  static const char *const removed[] = {"dofile", "loadfile", "warn", NULL};
  for (const char *const *name = removed; *name; name++) {
    lua_pushnil(L);
    lua_setfield(L, -2, *name);
  }
  slb_wrap_field(L, LUA_GNAME, "load", slb_load);
  slb_wrap_field(L, LUA_GNAME, "next", slb_next);
  lua_getfield(L, -1, "next");
  lua_pushcclosure(L, slb_pairs, 1);
  lua_setfield(L, -2, "pairs");
  slb_wrap_field(L, LUA_GNAME, "setmetatable", slb_setmetatable);
  lua_pushcfunction(L, slb_collectgarbage);
  lua_setfield(L, -2, "collectgarbage");
  lua_pushcfunction(L, slb_print);
  lua_setfield(L, -2, "print");
  lua_pushcfunction(L, slb_emit);
  lua_setfield(L, -2, "emit");
  lua_pushcfunction(L, slb_require);
  lua_setfield(L, -2, "require");
  lua_pop(L, 1);

  lua_getglobal(L, LUA_STRLIBNAME);
  lua_pushnil(L);
  lua_setfield(L, -2, "dump");
  lua_pop(L, 1);
  slb_open_patterns(L);

  lua_getglobal(L, LUA_COLIBNAME);
  lua_pushnil(L);
  lua_setfield(L, -2, "close");
  lua_pushcfunction(L, slb_cocreate);
  lua_setfield(L, -2, "create");
  lua_pushcfunction(L, slb_cowrap);
  lua_setfield(L, -2, "wrap");
  lua_pushcfunction(L, slb_coresume);
  lua_setfield(L, -2, "resume");
  lua_pop(L, 1);

  lua_getglobal(L, LUA_MATHLIBNAME);
  lua_getfield(L, -1, "randomseed");
  lua_pushinteger(L, 0);
  lua_call(L, 1, 0);
  slb_wrap_field(L, LUA_MATHLIBNAME, "randomseed", slb_randomseed);
  lua_pop(L, 1);

  slb_open_costs(L);
  slb_open_lists(L);
  slb_protect_string_metatable(L);
  return 0;
}
