// The work C library functions do outside the VM, charged to the budget.
//
// The count hook only sees VM instructions; a C function can loop for a long
// time within one. Three things keep the budget honest there:
//
// - The allocator charges every byte a call allocates, one instruction per
//   BYTES_PER_INSTRUCTION (32) bytes, and refuses to allocate once the budget
//   is spent. That covers everything that builds strings or tables:
//   string.rep, string.format, upper, lower, reverse, sub, gsub's result,
//   table.concat's buffer, table.pack, concatenation with `..`.
// - The pattern matcher (pattern.c) charges one instruction per step.
// - The functions below loop in proportion to an argument without
//   allocating, so they are charged up front (before any of the work) or,
//   when each call is bounded anyway, by the values they returned:
//
//   string.rep          count / 4 for an empty result (string.rep("", 2^40)
//                       allocates nothing); others allocate their result first
//   string.byte, utf8.codepoint, string.unpack, table.unpack
//                       one per value returned (table.unpack: up front)
//   table.concat, table.insert, table.remove, table.move
//                       one per element the call walks or shifts, up front
//   table.sort          16 per comparison, plus length / 4 for strings;
//                       a comparator written in Lua is counted by the hook too
//   utf8.len, utf8.offset, tonumber
//                       length / 4 of the string they scan
//   load                one per byte of source, as the parser reads it
//
// With those, a loop over any of them runs into the instruction budget like a
// loop of plain instructions, and the time between two budget checks stays small.
#include "bridge.h"

#include <limits.h>
#include <string.h>

/// Calls upvalue 1 (the library's own function) with this call's arguments.
static int slb_call_wrapped(lua_State *L) {
  int n = lua_gettop(L);
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_insert(L, 1);
  lua_call(L, n, LUA_MULTRET);
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

/// A non-empty result is charged by the allocator (and one too large for the
/// memory cap is refused before any work); an empty one loops `count` times.
static int slb_rep(lua_State *L) {
  size_t length = 0, separator = 0;
  luaL_checklstring(L, 1, &length);
  lua_Integer count = luaL_checkinteger(L, 2);
  luaL_optlstring(L, 3, "", &separator);
  if (count > 0 && length + separator == 0) slb_budget_charge(L, count / SCANNED_BYTES_PER_INSTRUCTION);
  return slb_call_wrapped(L);
}

/// Functions bounded per call (by the stack's size) charged by their results.
static int slb_charged_by_results(lua_State *L) {
  int results = slb_call_wrapped(L);
  slb_budget_charge(L, results);
  return results;
}

/// Functions that scan the string in argument 1.
static int slb_charged_by_length(lua_State *L) {
  slb_budget_charge(L, (long long)(slb_string_length(L, 1) / SCANNED_BYTES_PER_INSTRUCTION));
  return slb_call_wrapped(L);
}

/// `#t` for a table in argument 1, as the table library reads it (`__len`
/// included); 0 for anything else, which the library function then refuses.
static lua_Integer slb_length(lua_State *L) {
  return lua_type(L, 1) == LUA_TTABLE ? luaL_len(L, 1) : 0;
}

static int slb_unpack(lua_State *L) {
  lua_Integer first = luaL_optinteger(L, 2, 1);
  lua_Integer last = lua_isnoneornil(L, 3) ? slb_length(L) : luaL_checkinteger(L, 3);
  slb_budget_charge(L, slb_span(first, last));
  return slb_call_wrapped(L);
}

static int slb_concat(lua_State *L) {
  lua_Integer first = luaL_optinteger(L, 3, 1);
  lua_Integer last = lua_isnoneornil(L, 4) ? slb_length(L) : luaL_checkinteger(L, 4);
  slb_budget_charge(L, slb_span(first, last));
  return slb_call_wrapped(L);
}

/// Charges shifting the elements from position `argument` to the end.
static int slb_shift(lua_State *L, int argument) {
  if (lua_isinteger(L, argument)) slb_budget_charge(L, slb_span(lua_tointeger(L, argument), slb_length(L)));
  return slb_call_wrapped(L);
}

/// table.insert(t, pos, v) shifts; table.insert(t, v) appends.
static int slb_insert(lua_State *L) { return lua_gettop(L) == 3 ? slb_shift(L, 2) : slb_call_wrapped(L); }

/// table.remove(t, pos) shifts; table.remove(t) takes the last.
static int slb_remove(lua_State *L) { return lua_gettop(L) >= 2 ? slb_shift(L, 2) : slb_call_wrapped(L); }

static int slb_move(lua_State *L) {
  slb_budget_charge(L, slb_span(luaL_checkinteger(L, 2), luaL_checkinteger(L, 3)));
  return slb_call_wrapped(L);
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

static int slb_sort(lua_State *L) {
  slb_budget_charge(L, (long long)slb_length(L));
  // A comparator written in Lua counts its own instructions; any other is wrapped.
  if (lua_isnoneornil(L, 2) || lua_iscfunction(L, 2)) {
    lua_settop(L, 2);
    lua_pushcclosure(L, slb_sort_less, 1);
  }
  return slb_call_wrapped(L);
}

/// The reader `load` gets for a function chunk: charges each piece's length.
static int slb_load_piece(lua_State *L) {
  lua_pushvalue(L, lua_upvalueindex(1));
  lua_call(L, 0, 1);
  slb_budget_charge(L, (long long)slb_string_length(L, -1));
  return 1;
}

int slb_load_charged(lua_State *L) {
  if (lua_type(L, 1) == LUA_TFUNCTION) {
    lua_pushvalue(L, 1);
    lua_pushcclosure(L, slb_load_piece, 1);
    lua_replace(L, 1);
  } else {
    slb_budget_charge(L, (long long)slb_string_length(L, 1));
  }
  return 0;
}

void slb_open_costs(lua_State *L) {
  static const struct {
    const char *library, *name;
    lua_CFunction charged;
  } functions[] = {
      {LUA_STRLIBNAME, "rep", slb_rep},
      {LUA_STRLIBNAME, "byte", slb_charged_by_results},
      {LUA_STRLIBNAME, "unpack", slb_charged_by_results},
      {LUA_UTF8LIBNAME, "codepoint", slb_charged_by_results},
      {LUA_UTF8LIBNAME, "len", slb_charged_by_length},
      {LUA_UTF8LIBNAME, "offset", slb_charged_by_length},
      {LUA_TABLIBNAME, "unpack", slb_unpack},
      {LUA_TABLIBNAME, "concat", slb_concat},
      {LUA_TABLIBNAME, "insert", slb_insert},
      {LUA_TABLIBNAME, "remove", slb_remove},
      {LUA_TABLIBNAME, "move", slb_move},
      {LUA_TABLIBNAME, "sort", slb_sort},
      {LUA_GNAME, "tonumber", slb_charged_by_length},
  };
  for (size_t i = 0; i < sizeof functions / sizeof *functions; i++) {
    if (strcmp(functions[i].library, LUA_GNAME) == 0) {
      lua_pushglobaltable(L);
    } else {
      lua_getglobal(L, functions[i].library);
    }
    slb_wrap_field(L, functions[i].library, functions[i].name, functions[i].charged);
    lua_pop(L, 1);
  }
}
