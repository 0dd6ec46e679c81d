// The host: one lua_State with a capped allocator, loading and calling.
//
// Every Lua operation that can raise an error runs under lua_pcall started
// here, with the message handler kept in stack slot SLOT_MSGH of the main
// thread. The main thread's stack keeps SLOT_COUNT values between calls.
#include "host.h"

#include "budget.h"
#include "charged.h"
#include "errors.h"
#include "ground.h"
#include "modules.h"
#include "proxies.h"
#include "sandbox.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/// The allocator: refuses to grow the state beyond `limits.memoryBytes`, or
/// at all once a call's budget has run out. During a call every byte it hands
/// out is charged to the budget (slb_budget_charge_bytes), so C functions that
/// build large strings or tables spend instructions as they work, and one that
/// runs past the budget is stopped by a refused allocation. Lua assumes
/// shrinking never fails, so shrinking is always allowed.
///
/// On each refusal of a call it notes the script line that allocated, for
/// the failure's location (Lua raises memory errors without calling the
/// message handler). Reading the main thread's call stack is safe here: Lua
/// allocates with its stack and call list consistent, and "Sl" allocates nothing.
/// `running` names the coroutine being resumed, if any (see slb_resume).
static void *slb_alloc(void *ud, void *ptr, size_t osize, size_t nsize) {
  slb_host *h = ud;
  size_t old = ptr ? osize : 0;
  if (nsize == 0) {
    free(ptr);
    h->memoryUsed -= old;
    return NULL;
  }
  int inCall = h->L && h->phase != PHASE_IDLE;
  lua_State *L = inCall ? (h->running ? h->running : h->L) : NULL;
  if (nsize > old) {
    if (inCall && h->expired) return NULL;
    if (h->memoryUsed - old + nsize > h->limits.memoryBytes) {
      // Every refusal notes its line: one the script caught with pcall must not
      // locate the one that ends the call. One with no line of the script on
      // the stack is Lua's own housekeeping (Lua 5.4 moves a shrinking stack
      // to a new block as an error unwinds): the line already noted stands.
      if (inCall) {
        char location[LOCATION_TEXT];
        slb_capture_location(h, L, 0, location, sizeof location);
        if (!location[0]) snprintf(location, sizeof location, "%s", h->parseLocation);
        if (location[0]) memcpy(h->memoryLocation, location, sizeof location);
      }
      h->memoryRefused = 1;
      return NULL;
    }
  }
  void *block = realloc(ptr, nsize);
  if (block == NULL) return nsize > old ? NULL : ptr;
  h->memoryUsed = h->memoryUsed - old + nsize;
  // Charged once handed out, so the hook's interval sees the new size.
  if (inCall && nsize > old) slb_budget_charge_bytes(h, L, nsize - old);
  return block;
}

/// Unprotected errors cannot happen by construction; if one does, say so before Lua aborts.
static int slb_panic(lua_State *L) {
  const char *message = lua_type(L, -1) == LUA_TSTRING ? lua_tostring(L, -1) : "?";
  fprintf(stderr, "CLuaBridge: unprotected Lua error: %s\n", message);
  return 0;
}

slb_limits slb_default_limits(void) {
  return (slb_limits){
      .memoryBytes = (size_t)64 << 20,
      .loadInstructions = 10000000,
      .loadSeconds = 1,
      .callInstructions = 10000000,
      .callSeconds = 1,
      .hookInterval = 1000,
      .sourceBytes = (size_t)8 << 20,
  };
}

slb_host *slb_host_new(const slb_limits *limits, slb_output output) {
  slb_host *h = calloc(1, sizeof *h);
  if (h == NULL) return NULL;
  if (limits) h->limits = *limits;
  const slb_limits defaults = slb_default_limits();
  if (h->limits.memoryBytes == 0) h->limits.memoryBytes = defaults.memoryBytes;
  if (h->limits.loadInstructions <= 0) h->limits.loadInstructions = defaults.loadInstructions;
  if (h->limits.loadSeconds <= 0) h->limits.loadSeconds = defaults.loadSeconds;
  if (h->limits.callInstructions <= 0) h->limits.callInstructions = defaults.callInstructions;
  if (h->limits.callSeconds <= 0) h->limits.callSeconds = defaults.callSeconds;
  if (h->limits.hookInterval <= 0) h->limits.hookInterval = defaults.hookInterval;
  if (h->limits.sourceBytes == 0) h->limits.sourceBytes = defaults.sourceBytes;
  h->output = output;
  slb_watch_register(h);
  return h;
}

void slb_host_free(slb_host *h) {
  if (h == NULL) return;
  slb_watch_unregister(h);
  if (h->L) {
    lua_sethook(h->L, NULL, 0, 0);
    lua_close(h->L);
  }
  free(h->chunkName);
  for (int i = 0; i < h->moduleCount; i++) free(h->modules[i]);
  free(h->evalResult);
  free(h->lineHits);
  free(h->reached);
  free(h);
}

slb_call *slb_host_call_data(slb_host *h) { return &h->call; }
int slb_host_defines(const slb_host *h) { return h->defines; }
int slb_host_last_call_counted(const slb_host *h) { return h->counting != 0; }
int slb_host_module_count(const slb_host *h) { return h->moduleCount; }
// Each module is kept as its chunk name, "@" and the path.
const char *slb_host_module_path(const slb_host *h, int index) { return h->modules[index] + 1; }
const char *slb_host_failure_message(const slb_host *h) { return h->message; }
const char *slb_host_failure_location(const slb_host *h) { return h->location; }
const char *slb_host_failure_traceback(const slb_host *h) { return h->traceback; }
size_t slb_host_memory_used(const slb_host *h) { return h->memoryUsed; }

size_t slb_host_collect(slb_host *h) {
  if (h->L == NULL || h->phase != PHASE_IDLE) return h->memoryUsed;
  // A full collection runs no script code: the sandbox has no __gc. Each one
  // frees half of the spare call frames a deep recursion left, so repeat.
  size_t before;
  do {
    before = h->memoryUsed;
    lua_gc(h->L, LUA_GCCOLLECT);
  } while (h->memoryUsed < before);
  return h->memoryUsed;
}

/// Opens the sandbox and creates the proxies; returns target and context.
static int slb_setup(lua_State *L) {
  lua_pushcfunction(L, slb_open_sandbox);
  lua_call(L, 0, 0);
  lua_pushcfunction(L, slb_create_proxies);
  lua_call(L, 0, 2);
  return 2;
}

/// Returns the globals updateTarget, properties, onScrollGeometryChange,
/// expect and onScrollPhaseChange (reading globals may run metamethods the
/// chunk installed, so it is protected), once `require` is gone.
static int slb_find_functions(lua_State *L) {
  slb_close_require(L);
  lua_getglobal(L, "updateTarget");
  lua_getglobal(L, "properties");
  lua_getglobal(L, "onScrollGeometryChange");
  lua_getglobal(L, "expect");
  lua_getglobal(L, "onScrollPhaseChange");
  return 5;
}

/// Whether `a` and `b` are the same name once case and underscores are set
/// aside (`update_target` and `UpdateTarget` for `updateTarget`); a `(` ends a name.
static int slb_same_name_loosely(const char *a, const char *b) {
  for (;;) {
    while (*a == '_') a++;
    while (*b == '_') b++;
    int x = *a == '(' ? '\0' : tolower((unsigned char)*a);
    int y = *b == '(' ? '\0' : tolower((unsigned char)*b);
    if (x != y) return 0;
    if (x == '\0') return 1;
    a++;
    b++;
  }
}

/// A global function whose name is `name` written another way, or NULL. The
/// globals are walked raw, so no metamethod runs; the name returned lives in
/// the globals table, which the state keeps.
static const char *slb_near_function(lua_State *L, const char *name) {
  const char *found = NULL;
  lua_pushglobaltable(L);
  lua_pushnil(L);
  while (found == NULL && lua_next(L, -2) != 0) {
    if (lua_type(L, -2) == LUA_TSTRING && lua_type(L, -1) == LUA_TFUNCTION &&
        slb_same_name_loosely(lua_tostring(L, -2), name)) {
      found = lua_tostring(L, -2);
      lua_pop(L, 1);
      break;
    }
    lua_pop(L, 1);
  }
  lua_settop(L, lua_gettop(L) - (found != NULL ? 2 : 1));
  return found;
}

/// Fails the load: "<name> is a <type>, not a function" at `path:1`.
static slb_status slb_reject_function(slb_host *h, lua_State *L, int index, const char *name, int required) {
  char message[256], location[LOCATION_TEXT];
  if (lua_isnil(L, index) && required) {
    const char *near = slb_near_function(L, name);
    if (near != NULL) {
      int length = (int)strcspn(name, "(");
      snprintf(message, sizeof message, "the script defines no function %s, but defines %s (did you mean %.*s?)", name,
               near, length, name);
    } else {
      snprintf(message, sizeof message, "the script defines no function %s", name);
    }
  } else {
    snprintf(message, sizeof message, "%s is a %s value, not a function", name, luaL_typename(L, index));
  }
  snprintf(location, sizeof location, "%s:1", h->path);
  slb_set_failure(h, message, location);
  h->traceback[0] = '\0';
  return SLB_RUNTIME;
}

/// Ends a protected call: restores the stack and turns the outcome into a status.
slb_status slb_finish(slb_host *h, lua_State *L, int status) {
  slb_status result = SLB_OK;
  if (status != LUA_OK || h->expired) result = slb_classify(h, L, status);
  slb_budget_end(h);
  if (h->loaded) lua_settop(L, SLOT_COUNT);
  // What a call stopped by a limit allocated is garbage now; free it so the next call has room.
  if (result == SLB_MEMORY || result == SLB_TIMEOUT) lua_gc(L, LUA_GCCOLLECT);
  return result;
}

slb_status slb_host_load(slb_host *h, const char *source, size_t length, const char *path) {
  if (h->L) {
    slb_set_failure(h, "a host loads one script only", "");
    return SLB_RUNTIME;
  }
  size_t pathLength = strlen(path);
  h->chunkName = malloc(pathLength + 2);
  if (h->chunkName == NULL) {
    slb_set_failure(h, "out of memory", "");
    return SLB_MEMORY;
  }
  h->chunkName[0] = '@';
  memcpy(h->chunkName + 1, path, pathLength + 1);
  h->path = h->chunkName + 1;
  h->sourceBytes = length;

  lua_State *L = lua_newstate(slb_alloc, h);
  if (L == NULL) {
    slb_set_failure(h, "the memory cap is too small to create a Lua state", "");
    return SLB_MEMORY;
  }
  h->L = L;
  *(slb_host **)lua_getextraspace(L) = h;
  lua_atpanic(L, slb_panic);

  // SLOT_MSGH; pushing a light C function allocates nothing.
  lua_pushcfunction(L, slb_message_handler);
  slb_budget_begin(h, PHASE_LOAD, h->limits.loadInstructions, h->limits.loadSeconds);
  h->budgetPhase = "loading the script";
  lua_pushcfunction(L, slb_setup);
  int status = lua_pcall(L, 0, 2, SLOT_MSGH);  // SLOT_TARGET, SLOT_CONTEXT
  if (status != LUA_OK) return slb_finish(h, L, status);

  status = slb_load_text(L, source, length, h->chunkName);
  // The parser raises nesting too deep for the C stack as a runtime error; a
  // timeout raised between pieces is a timeout.
  if (status == LUA_ERRRUN && !h->expired) status = LUA_ERRSYNTAX;
  if (status == LUA_OK) status = lua_pcall(L, 0, 0, SLOT_MSGH);
  if (status != LUA_OK || h->expired) return slb_finish(h, L, status);

  lua_pushcfunction(L, slb_find_functions);
  status = lua_pcall(L, 0, 5, SLOT_MSGH);  // SLOT_UPDATE, SLOT_PROPERTIES, SLOT_GEOMETRY, SLOT_EXPECT, SLOT_PHASE_HOOK
  if (status != LUA_OK || h->expired) return slb_finish(h, L, status);
  slb_budget_end(h);
  if (!lua_isfunction(L, SLOT_UPDATE)) return slb_reject_function(h, L, SLOT_UPDATE, "updateTarget(target, context)", 1);
  if (!lua_isnoneornil(L, SLOT_PROPERTIES) && !lua_isfunction(L, SLOT_PROPERTIES))
    return slb_reject_function(h, L, SLOT_PROPERTIES, "properties", 0);
  if (!lua_isnoneornil(L, SLOT_GEOMETRY) && !lua_isfunction(L, SLOT_GEOMETRY))
    return slb_reject_function(h, L, SLOT_GEOMETRY, "onScrollGeometryChange", 0);
  if (!lua_isnoneornil(L, SLOT_PHASE_HOOK) && !lua_isfunction(L, SLOT_PHASE_HOOK))
    return slb_reject_function(h, L, SLOT_PHASE_HOOK, "onScrollPhaseChange", 0);
  // `expect` is a common word: a global of that name that is not a function is
  // the script's own business, not a property (check calls functions only).
  h->defines = (lua_isfunction(L, SLOT_PROPERTIES) ? SLB_DEFINES_PROPERTIES : 0) |
               (lua_isfunction(L, SLOT_GEOMETRY) ? SLB_DEFINES_GEOMETRY_HOOK : 0) |
               (lua_isfunction(L, SLOT_PHASE_HOOK) ? SLB_DEFINES_PHASE_HOOK : 0) |
               (lua_isfunction(L, SLOT_EXPECT) ? SLB_DEFINES_EXPECT : 0);
  lua_settop(L, SLOT_COUNT);
  h->loaded = 1;
  return SLB_OK;
}

/// Fails a call made before a successful load, or from inside a running call
/// (a print or emit callback calling back into the host).
static slb_status slb_cannot_call(slb_host *h) {
  slb_set_failure(h, h->loaded ? "the script is already running a call (re-entrant call from a callback)"
                               : "the script is not loaded", "");
  h->traceback[0] = '\0';
  return SLB_RUNTIME;
}

/// Starts a call that sees the call buffer as updateTarget does, under the call budget.
static void slb_begin_update(slb_host *h, const char *name) {
  slb_budget_begin(h, PHASE_UPDATE, h->limits.callInstructions, h->limits.callSeconds);
  h->budgetPhase = name;
}

slb_status slb_host_update_target(slb_host *h) {
  if (!h->loaded || h->phase != PHASE_IDLE) return slb_cannot_call(h);
  lua_State *L = h->L;
  slb_begin_update(h, "updateTarget(target, context)");
  lua_pushvalue(L, SLOT_UPDATE);
  lua_pushvalue(L, SLOT_TARGET);
  lua_pushvalue(L, SLOT_CONTEXT);
  int status = lua_pcall(L, 2, 0, SLOT_MSGH);
  slb_targets_reset(L);
  if (status == LUA_OK && !h->expired) {
    slb_budget_end(h);
    return SLB_OK;
  }
  return slb_finish(h, L, status);
}

/// Writes "path:line: ", the line that defines the function at `index`, when
/// the script's own chunk defines it; "" otherwise (a C function, or one a
/// loaded chunk defines), so that no other chunk's line passes for the script's.
static void slb_definition(slb_host *h, lua_State *L, int index, char *out, size_t size) {
  lua_Debug ar;
  lua_pushvalue(L, index);
  lua_getinfo(L, ">S", &ar);
  const char *own = slb_own_path(h, ar.source);
  if (own && ar.linedefined > 0) {
    snprintf(out, size, "%s:%d: ", own, ar.linedefined);
  } else {
    out[0] = '\0';
  }
}

/// Calls properties(context) and returns whether it limits scrolls.
static int slb_call_properties(lua_State *L) {
  slb_host *h = slb_host_of(L);
  char where[LOCATION_TEXT + 4];
  slb_definition(h, L, 1, where, sizeof where);

  lua_call(L, 1, 1);  // properties(context)
  int type = lua_type(L, -1);
  if (type == LUA_TNIL) {
    lua_pushboolean(L, 0);
    return 1;
  }
  if (type != LUA_TTABLE)
    return slb_raise_invalid(L, where, "properties(context) must return a table or nil, got %s", slb_describe(L, -1));
  lua_getfield(L, -1, h->names.limitsScrolls);
  type = lua_type(L, -1);
  if (type != LUA_TNIL && type != LUA_TBOOLEAN)
    return slb_raise_invalid(L, where, "limitsScrolls must be a boolean, got %s", slb_describe(L, -1));
  lua_pushboolean(L, lua_toboolean(L, -1));
  return 1;
}

slb_status slb_host_properties(slb_host *h, int *limitsScrolls) {
  *limitsScrolls = 0;
  if (!h->loaded || h->phase != PHASE_IDLE) return slb_cannot_call(h);
  if (!(h->defines & SLB_DEFINES_PROPERTIES)) return SLB_OK;
  lua_State *L = h->L;
  slb_budget_begin(h, PHASE_PROPERTIES, h->limits.callInstructions, h->limits.callSeconds);
  h->budgetPhase = "properties(context)";
  lua_pushcfunction(L, slb_call_properties);
  lua_pushvalue(L, SLOT_PROPERTIES);
  lua_pushvalue(L, SLOT_CONTEXT);
  int status = lua_pcall(L, 2, 1, SLOT_MSGH);
  if (status == LUA_OK && !h->expired) *limitsScrolls = lua_toboolean(L, -1);
  return slb_finish(h, L, status);
}

/// Pushes `{offset = {x=, y=}, contentSize = {width=, height=}, containerSize = {…}}`.
static void slb_push_geometry(lua_State *L, const slb_names *n, const double *g) {
  lua_createtable(L, 0, 3);
  const char *keys[3] = {n->offset, n->contentSize, n->containerSize};
  for (int i = 0; i < 3; i++) {
    lua_createtable(L, 0, 2);
    lua_pushnumber(L, g[2 * i]);
    lua_setfield(L, -2, i == 0 ? n->x : n->width);
    lua_pushnumber(L, g[2 * i + 1]);
    lua_setfield(L, -2, i == 0 ? n->y : n->height);
    lua_setfield(L, -2, keys[i]);
  }
}

/// Calls onScrollGeometryChange(old, new) with fresh tables.
static int slb_call_geometry(lua_State *L) {
  slb_host *h = slb_host_of(L);
  slb_push_geometry(L, &h->names, h->call.oldGeometry);
  slb_push_geometry(L, &h->names, h->call.newGeometry);
  lua_call(L, 2, 0);
  return 0;
}

slb_status slb_host_geometry_changed(slb_host *h) {
  if (!h->loaded || h->phase != PHASE_IDLE) return slb_cannot_call(h);
  if (!(h->defines & SLB_DEFINES_GEOMETRY_HOOK)) return SLB_OK;
  lua_State *L = h->L;
  slb_budget_begin(h, PHASE_GEOMETRY, h->limits.callInstructions, h->limits.callSeconds);
  h->budgetPhase = "onScrollGeometryChange(old, new)";
  lua_pushcfunction(L, slb_call_geometry);
  lua_pushvalue(L, SLOT_GEOMETRY);
  int status = lua_pcall(L, 1, 0, SLOT_MSGH);
  return slb_finish(h, L, status);
}

/// Calls onScrollPhaseChange(old, new) with the names the light userdata
/// arguments point to (pushing those allocates nothing; the strings are
/// made here, inside the protected call, where running out of memory is caught).
static int slb_call_phase(lua_State *L) {
  const char *oldPhase = lua_touserdata(L, 2);
  const char *newPhase = lua_touserdata(L, 3);
  lua_settop(L, 1);
  lua_pushstring(L, oldPhase);
  lua_pushstring(L, newPhase);
  lua_call(L, 2, 0);
  return 0;
}

slb_status slb_host_phase_changed(slb_host *h, const char *oldPhase, const char *newPhase) {
  if (!h->loaded || h->phase != PHASE_IDLE) return slb_cannot_call(h);
  if (!(h->defines & SLB_DEFINES_PHASE_HOOK)) return SLB_OK;
  lua_State *L = h->L;
  // The geometry hook's phase: the same budget, and `emit` allowed.
  slb_budget_begin(h, PHASE_GEOMETRY, h->limits.callInstructions, h->limits.callSeconds);
  h->budgetPhase = "onScrollPhaseChange(old, new)";
  lua_pushcfunction(L, slb_call_phase);
  lua_pushvalue(L, SLOT_PHASE_HOOK);
  lua_pushlightuserdata(L, (void *)oldPhase);
  lua_pushlightuserdata(L, (void *)newPhase);
  int status = lua_pcall(L, 3, 0, SLOT_MSGH);
  return slb_finish(h, L, status);
}

const char *slb_host_verdict(const slb_host *h) { return h->verdict; }

/// Calls expect(target, context, result) with a fresh result table and turns
/// what it returned into a verdict: true or nil hold; false or a message do not.
/// Stack: expect, target, context; they stay for the message of a bad return.
static int slb_call_expect(lua_State *L) {
  slb_host *h = slb_host_of(L);
  for (int i = 1; i <= 3; i++) lua_pushvalue(L, i);
  lua_createtable(L, 0, 2);
  lua_pushnumber(L, h->call.result[0]);
  lua_setfield(L, -2, h->names.x);
  lua_pushnumber(L, h->call.result[1]);
  lua_setfield(L, -2, h->names.y);
  lua_call(L, 3, 1);  // expect(target, context, result)
  int type = lua_type(L, -1);
  if (type == LUA_TNIL || (type == LUA_TBOOLEAN && lua_toboolean(L, -1))) {
    lua_pushboolean(L, 1);
    return 1;
  }
  if (type == LUA_TBOOLEAN) {
    snprintf(h->verdict, sizeof h->verdict, "expect returned false");
  } else if (type == LUA_TSTRING) {
    size_t length = 0;
    const char *text = lua_tolstring(L, -1, &length);
    if (length >= sizeof h->verdict) length = sizeof h->verdict - 1;
    // One line: NUL bytes, line breaks and other control characters read as spaces.
    for (size_t i = 0; i < length; i++) h->verdict[i] = (unsigned char)text[i] < 0x20 ? ' ' : text[i];
    h->verdict[length] = '\0';
    if (length == 0) snprintf(h->verdict, sizeof h->verdict, "expect returned an empty message");
  } else {
    char where[LOCATION_TEXT + 4];
    slb_definition(h, L, 1, where, sizeof where);
    return slb_raise_invalid(L, where, "expect(target, context, result) must return true, false, nil or a message, got %s",
                             slb_describe(L, -1));
  }
  lua_pushboolean(L, 0);
  return 1;
}

slb_status slb_host_expect(slb_host *h, int *holds) {
  *holds = 1;
  h->verdict[0] = '\0';
  if (!h->loaded || h->phase != PHASE_IDLE) return slb_cannot_call(h);
  if (!(h->defines & SLB_DEFINES_EXPECT)) return SLB_OK;
  lua_State *L = h->L;
  slb_begin_update(h, "expect(target, context, result)");
  lua_pushcfunction(L, slb_call_expect);
  lua_pushvalue(L, SLOT_EXPECT);
  lua_pushvalue(L, SLOT_TARGET);
  lua_pushvalue(L, SLOT_CONTEXT);
  h->readOnlyTarget = 1;
  int status = lua_pcall(L, 3, 1, SLOT_MSGH);
  slb_targets_reset(L);
  h->readOnlyTarget = 0;
  if (status == LUA_OK && !h->expired) *holds = lua_toboolean(L, -1);
  return slb_finish(h, L, status);
}
