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
//   table.insert, remove, move, concat, unpack
//                       one per element, in the loop (the host's own versions,
//                       lists.c: a __len can claim 2^40 elements of an empty
//                       table, setting nil allocates nothing, and an element
//                       read through __index may cost no memory and no
//                       instruction); with a metatable, whose metamethods run
//                       in C, the clock is read per element
//   string.rep          count / 4 up front for an empty result
//                       (string.rep("", 2^40) allocates nothing)
//   table.sort          16 per comparison, plus length / 4 for strings; a
//                       comparator written in Lua is counted by the hook too;
//                       the clock is read per comparison when the list has a
//                       metatable or a compared value is a table
//   string.byte, utf8.codepoint, string.unpack
//                       one per value returned
//   utf8.len, utf8.offset, tonumber, string.pack, string.packsize
//                       length / 4 of the string or format they scan
//   load                one per byte of source, as the parser reads it (chunks.c)
//
// With those, a loop over any of them runs into the instruction budget like a
// loop of plain instructions, and the time between two budget checks stays
// small, also for a C function reached as a metamethod from inside another.
#include "charged.h"

#include "budget.h"
#include "ground.h"

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

/// Whether the value at `index` may have metamethods a comparison or a read runs (in C, unseen by the hook).
static int slb_has_metamethods(lua_State *L, int index) {
  int type = lua_type(L, index);
  return type == LUA_TTABLE || type == LUA_TUSERDATA;
}

/// The comparator table.sort gets: charges a comparison (and a string
/// comparison's length), then compares with `<` or calls the comparator the
/// script passed (upvalue 1). When upvalue 2 is true (the list has a
/// metatable, whose `__index` and `__newindex` the sort runs between two
/// comparisons) or a compared value may have metamethods (`__lt`, which may
/// be a C function), it reads the clock at every comparison, so a sort that
/// reads or compares through C functions stops within one comparison of the
/// deadline.
static int slb_sort_less(lua_State *L) {
  size_t a = slb_string_length(L, 1), b = slb_string_length(L, 2);
  slb_budget_charge(L, COMPARISON_INSTRUCTIONS + (long long)((a < b ? a : b) / SCANNED_BYTES_PER_INSTRUCTION));
  if (lua_toboolean(L, lua_upvalueindex(2)) || slb_has_metamethods(L, 1) || slb_has_metamethods(L, 2))
    slb_budget_check_clock(slb_host_of(L), L, NULL);
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
  // A comparator written in Lua counts its own instructions, and is left as it
  // is unless the list has a metatable: any other is wrapped.
  int guarded = lua_getmetatable(L, 1);
  lua_pop(L, guarded);
  int function = lua_type(L, 2) == LUA_TFUNCTION;
  if (lua_isnoneornil(L, 2) || (function && (guarded || lua_iscfunction(L, 2)))) {
    lua_settop(L, 2);
    lua_pushboolean(L, guarded);
    lua_pushcclosure(L, slb_sort_less, 2);
  }
  return slb_call_wrapped(L);
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
}
