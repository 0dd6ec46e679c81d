// The work C library functions do outside the VM, charged to the budget.
//
// The count hook only sees VM instructions; a C function can loop for a long
// time within one. Four things keep the budget honest there:
//
// - The allocator charges every byte a call allocates, one instruction per
//   BYTES_PER_INSTRUCTION (32) bytes, and refuses to allocate once the budget
//   is spent. That covers everything that builds strings or tables:
//   string.rep, string.format, upper, lower, reverse, sub, gsub's result,
//   table.concat's buffer, table.pack, concatenation with `..`.
// - The pattern matcher (matcher.c) charges one instruction per step.
// - The hook fires more often as the state grows (hook.c): what a library
//   function does in proportion to the data it is given is bounded by memory.
// - Loops that are not bounded by memory are charged as they go, and work
//   that is, after the call (so that a call Lua would refuse still raises its
//   own error, not a timeout):
//
//   table.insert, table.remove, table.move
//                       one per element shifted or moved, in the loop (the
//                       host's own versions, written from the manual: a __len
//                       can claim 2^40 elements of an empty table, and setting
//                       nil allocates nothing); with a metatable, whose
//                       metamethods run in C, the clock is read per element
//   string.rep          count / 4 up front for an empty result
//                       (string.rep("", 2^40) allocates nothing)
//   table.sort          16 per comparison, plus length / 4 for strings; a
//                       comparator written in Lua is counted by the hook too
//   string.byte, utf8.codepoint, table.unpack, string.unpack
//                       one per value returned
//   table.concat        one per element joined
//   utf8.len, utf8.offset, tonumber, string.pack, string.packsize
//                       length / 4 of the string or format they scan
//   load                one per byte of source, as the parser reads it (chunks.c)
//
// With those, a loop over any of them runs into the instruction budget like a
// loop of plain instructions, and the time between two budget checks stays small.
#include "charged.h"

#include "budget.h"
#include "ground.h"

#include <limits.h>
#include <stdio.h>
#include <string.h>

/// The bytes a C function scans (converts, decodes, compares) that count as one instruction.
enum { SCANNED_BYTES_PER_INSTRUCTION = 4 };
/// What one comparison of table.sort's own (C) comparator counts: a call from C costs about as much.
enum { COMPARISON_INSTRUCTIONS = 16 };

/// Pushes Lua's message for a bad argument `message` (as the original raised
/// it, called from C: "bad argument #2 to 'string.byte' (...)") as if the
/// script had called the original itself: its name and, for a method call,
/// the argument counted without `self` ("bad argument #1 to 'byte' (...)").
/// Returns 0, pushing nothing, when `message` is another error.
static int slb_push_argument_error(lua_State *L, const char *message) {
  static const char prefix[] = "bad argument #";
  int argument = 0, used = 0;
  if (strncmp(message, prefix, sizeof prefix - 1) != 0) return 0;
  if (sscanf(message + sizeof prefix - 1, "%d to '%*[^']'%n", &argument, &used) < 1 || used == 0) return 0;
  const char *rest = message + sizeof prefix - 1 + used;
  lua_Debug ar;
  if (!lua_getstack(L, 0, &ar) || !lua_getinfo(L, "n", &ar) || ar.name == NULL) return 0;
  if (strcmp(ar.namewhat, "method") == 0 && --argument == 0) {
    lua_pushfstring(L, "calling '%s' on bad self%s", ar.name, rest);
  } else {
    lua_pushfstring(L, "%s%d to '%s'%s", prefix, argument, ar.name, rest);
  }
  return 1;
}

/// Calls upvalue 1 (the library's own function) with this call's arguments.
/// An error it raises reads as if the script had called it directly (called
/// from C, Lua's message would have no position, and might name it otherwise).
static int slb_call_wrapped(lua_State *L) {
  int n = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  if (lua_pcall(L, n, LUA_MULTRET, 0) != LUA_OK) {
    if (lua_type(L, -1) == LUA_TSTRING) {
      if (slb_push_argument_error(L, lua_tostring(L, -1))) lua_remove(L, -2);
      luaL_where(L, 1);
      lua_insert(L, -2);
      lua_concat(L, 2);
    }
    return lua_error(L);
  }
  return lua_gettop(L);
}

/// The number of elements from `first` to `last`, at least 0, without overflow.
static long long slb_span(lua_Integer first, lua_Integer last) {
  if (last < first) return 0;
  lua_Unsigned span = (lua_Unsigned)last - (lua_Unsigned)first;
  return span >= (lua_Unsigned)LLONG_MAX ? LLONG_MAX : (long long)span + 1;
}

/// The length of the string at `index`, or 0 when it is not one.
static size_t slb_string_length(lua_State *L, int index) {
  size_t length = 0;
  if (lua_type(L, index) == LUA_TSTRING) lua_tolstring(L, index, &length);
  return length;
}

/// An empty result loops `count` times and allocates nothing: one instruction
/// per 4 repetitions, up front. Others are charged by their allocation (and
/// one too large for the memory cap is refused before any work).
static int slb_rep(lua_State *L) {
  size_t length = 0, separator = 0;
  luaL_checklstring(L, 1, &length);
  lua_Integer count = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &separator);
  if (count > 0 && length + separator == 0) slb_budget_charge(L, count / SCANNED_BYTES_PER_INSTRUCTION);
  return slb_call_wrapped(L);
}

/// Functions bounded per call (by the stack's size), charged by their results.
static int slb_charged_by_results(lua_State *L) {
  int results = slb_call_wrapped(L);
  slb_budget_charge(L, results);
  return results;
}

/// Functions that scan the string in argument 1, charged after the scan.
static int slb_charged_by_length(lua_State *L) {
  long long instructions = (long long)(slb_string_length(L, 1) / SCANNED_BYTES_PER_INSTRUCTION);
  int results = slb_call_wrapped(L);
  slb_budget_charge(L, instructions);
  return results;
}

/// string.unpack: by its results and its format.
static int slb_unpack_string(lua_State *L) {
  long long format = (long long)(slb_string_length(L, 1) / SCANNED_BYTES_PER_INSTRUCTION);
  int results = slb_call_wrapped(L);
  slb_budget_charge(L, format + results);
  return results;
}

/// table.concat: one per element joined (`#t` read raw: no second `__len`).
static int slb_concat(lua_State *L) {
  lua_Integer first = lua_isinteger(L, 3) ? lua_tointeger(L, 3) : 1;
  lua_Integer last = lua_isinteger(L, 4) ? lua_tointeger(L, 4) : (lua_Integer)lua_rawlen(L, 1);
  int results = slb_call_wrapped(L);
  slb_budget_charge(L, slb_span(first, last));
  return results;
}

/// The comparator table.sort gets: charges a comparison (and a string
/// comparison's length), then compares with `<` or calls the C function the
/// script passed (upvalue 1).
static int slb_sort_less(lua_State *L) {
  size_t a = slb_string_length(L, 1), b = slb_string_length(L, 2);
  slb_budget_charge(L, COMPARISON_INSTRUCTIONS + (long long)((a < b ? a : b) / SCANNED_BYTES_PER_INSTRUCTION));
  if (lua_isnil(L, lua_upvalueindex(1))) {
    lua_pushboolean(L, lua_compare(L, 1, 2, LUA_OPLT));
    return 1;
  }
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, 2, 1);
  return 1;
}

/// table.sort: every comparison is charged, so the sort's length need not be.
static int slb_sort(lua_State *L) {
  // A comparator written in Lua counts its own instructions; any other is wrapped.
  if (lua_isnoneornil(L, 2) || lua_iscfunction(L, 2)) {
    lua_settop(L, 2);
    lua_pushcclosure(L, slb_sort_less, 1);
  }
  return slb_call_wrapped(L);
}

/// Copies `count` elements of the table at index `source`, from key `from`
/// on, to the table at index `target`, from key `to` on, one `t[k]` read and
/// one write each (metamethods included, as the manual's table functions
/// use them). When the ranges overlap in one table with the target above the
/// source, it copies from the top down, so nothing is overwritten before it
/// is read. Every element is charged one instruction; when either table has
/// a metatable, whose metamethods run in C where the hook does not fire, the
/// clock is read at every element too.
static void slb_copy_elements(lua_State *L, int source, lua_Integer from, lua_Integer count, int target,
                              lua_Integer to) {
  if (count <= 0) return;
  slb_host *h = slb_host_of(L);
  int guarded = lua_getmetatable(L, source) + lua_getmetatable(L, target);
  lua_pop(L, guarded);
  int sameTable = lua_rawequal(L, source, target);
  int downward = sameTable && to > from && to - from < count;
  for (lua_Integer done = 0; done < count; done++) {
    lua_Integer offset = downward ? count - 1 - done : done;
    slb_budget_charge(L, 1);
    if (guarded) slb_budget_check_clock(h, L, NULL);
    lua_geti(L, source, from + offset);
    lua_seti(L, target, to + offset);
  }
}

/// The length of the table in argument 1 (`#t`, so `__len` counts), read
/// once; anything but a table is refused as the library refuses it.
static lua_Integer slb_list_length(lua_State *L) {
  luaL_checktype(L, 1, LUA_TTABLE);
  return luaL_len(L, 1);
}

/// table.insert(list, [pos,] value), by the manual: `value` goes to `pos`
/// (after the last element by default), and the elements from `pos` on move
/// up one place. `pos` must lie in 1 ... #list + 1.
static int slb_insert(lua_State *L) {
  lua_Integer length = slb_list_length(L);
  int arguments = lua_gettop(L);
  if (arguments != 2 && arguments != 3) return luaL_error(L, "wrong number of arguments to 'insert'");
  // After the last element; wrapping around as Lua's integers do when a __len claims the largest one.
  lua_Integer position = (lua_Integer)((lua_Unsigned)length + 1u);
  if (arguments == 3) {
    position = luaL_checkinteger(L, 2);
    int inside = position >= 1 && (length == LUA_MAXINTEGER || position <= length + 1);
    luaL_argcheck(L, inside, 2, "position out of bounds");
    slb_copy_elements(L, 1, position, length - position + 1, 1, position + 1);
  }
  lua_seti(L, 1, position);  // the value, on top
  return 0;
}

/// table.remove(list [, pos]), by the manual: returns `list[pos]` (the last
/// element by default) and moves the elements after it down one place. `pos`
/// may be #list + 1, and 0 when the list is empty.
static int slb_remove(lua_State *L) {
  lua_Integer length = slb_list_length(L);
  lua_Integer position = luaL_optinteger(L, 2, length);
  if (position != length) {
    int inside = position >= 1 && (length == LUA_MAXINTEGER || position <= length + 1);
    // Lua 5.4's table.remove names argument #1 here, although the position is #2.
    luaL_argcheck(L, inside, 1, "position out of bounds");
  }
  lua_geti(L, 1, position);  // what is removed, returned at the end
  if (position < length) slb_copy_elements(L, 1, position + 1, length - position, 1, position);
  lua_pushnil(L);
  lua_seti(L, 1, position < length ? length : position);
  return 1;
}

/// table.move(a1, f, e, t [, a2]), by the manual: a2[t ... t + e - f] =
/// a1[f ... e], into a1 when a2 is absent, returning a2. The count and the
/// last key written must be representable integers.
static int slb_move(lua_State *L) {
  lua_Integer first = luaL_checkinteger(L, 2);
  lua_Integer last = luaL_checkinteger(L, 3);
  lua_Integer to = luaL_checkinteger(L, 4);
  int target = lua_isnoneornil(L, 5) ? 1 : 5;
  luaL_checktype(L, 1, LUA_TTABLE);
  luaL_checktype(L, target, LUA_TTABLE);
  if (first <= last) {
    // last - first + 1 elements: their count must fit, and so must to + count - 1.
    luaL_argcheck(L, first > 0 || last < LUA_MAXINTEGER + first, 3, "too many elements to move");
    lua_Integer span = last - first;
    luaL_argcheck(L, to <= LUA_MAXINTEGER - span, 4, "destination wrap around");
    slb_copy_elements(L, 1, first, span + 1, target, to);
  }
  lua_pushvalue(L, target);
  return 1;
}

void slb_open_costs(lua_State *L) {
  static const struct {
    const char *library, *name;
    lua_CFunction charged;
  } wrapped[] = {
      {LUA_STRLIBNAME, "rep", slb_rep},
      {LUA_STRLIBNAME, "byte", slb_charged_by_results},
      {LUA_STRLIBNAME, "unpack", slb_unpack_string},
      {LUA_STRLIBNAME, "pack", slb_charged_by_length},
      {LUA_STRLIBNAME, "packsize", slb_charged_by_length},
      {LUA_UTF8LIBNAME, "codepoint", slb_charged_by_results},
      {LUA_UTF8LIBNAME, "len", slb_charged_by_length},
      {LUA_UTF8LIBNAME, "offset", slb_charged_by_length},
      {LUA_TABLIBNAME, "unpack", slb_charged_by_results},
      {LUA_TABLIBNAME, "concat", slb_concat},
      {LUA_TABLIBNAME, "sort", slb_sort},
      {LUA_GNAME, "tonumber", slb_charged_by_length},
  };
  for (size_t i = 0; i < sizeof wrapped / sizeof *wrapped; i++) {
    if (strcmp(wrapped[i].library, LUA_GNAME) == 0) {
      lua_pushglobaltable(L);
    } else {
      lua_getglobal(L, wrapped[i].library);
    }
    slb_wrap_field(L, wrapped[i].library, wrapped[i].name, wrapped[i].charged);
    lua_pop(L, 1);
  }
  // The host's own versions, charged in their loops.
  static const luaL_Reg own[] = {{"insert", slb_insert}, {"remove", slb_remove}, {"move", slb_move}, {NULL, NULL}};
  lua_getglobal(L, LUA_TABLIBNAME);
  luaL_setfuncs(L, own, 0);
  lua_pop(L, 1);
}
