// The table library's loops, the host's own: table.insert, remove, move,
// concat and unpack, written from the manual (§6.6), with Lua 5.4's results
// and messages (PatternDifferentialTests compares them with the stock
// library on random calls).
//
// Each reads or writes its list one element at a time with `t[k]`, which runs
// `__index` and `__newindex` when the list has a metatable. Those run in C,
// where the count hook never fires: a chain of up to 2000 `__index` tables
// walked for one element, or a C function such as `rawlen` or `tostring`
// called for each. A loop over a million elements through them would run for
// many seconds on one VM instruction, with nothing to charge by the
// allocator (`""` elements cost no memory). So every element is a step
// (slb_list_step): one instruction charged, and, for a list with a
// metatable, a reading of the clock. Such a loop stops within one element of
// the deadline; a metamethod that loops in turn is one of these functions
// (or next, or table.sort's comparator), which read the clock themselves.
#include "charged.h"

#include "budget.h"
#include "ground.h"

#include <limits.h>

/// Whether the value at `index` has a metatable: its reads and writes may run metamethods.
static int slb_is_guarded(lua_State *L, int index) {
  int guarded = lua_getmetatable(L, index);
  lua_pop(L, guarded);
  return guarded;
}

/// One element of a library loop: charges one instruction and, when
/// `guarded`, reads the clock (about 20 ns), raising a timeout past the
/// deadline.
static void slb_list_step(slb_host *h, lua_State *L, int guarded) {
  slb_budget_charge(L, 1);
  if (guarded) slb_budget_check_clock(h, L, NULL);
}

/// Copies `count` elements of the table at index `source`, from key `from`
/// on, to the table at index `target`, from key `to` on, one `t[k]` read and
/// one write each (metamethods included, as the manual's table functions
/// use them). When the ranges overlap in one table with the target above the
/// source, it copies from the top down, so nothing is overwritten before it
/// is read. Each element is a step (slb_list_step), guarded when either
/// table has a metatable.
static void slb_copy_elements(lua_State *L, int source, lua_Integer from, lua_Integer count, int target,
                              lua_Integer to) {
  if (count <= 0) return;
  slb_host *h = slb_host_of(L);
  int guarded = slb_is_guarded(L, source) || slb_is_guarded(L, target);
  int sameTable = lua_rawequal(L, source, target);
  int downward = sameTable && to > from && to - from < count;
  for (lua_Integer done = 0; done < count; done++) {
    lua_Integer offset = downward ? count - 1 - done : done;
    slb_list_step(h, L, guarded);
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

/// Whether the value at `index` may stand for a list that is read (and its
/// length taken): a table, or a value whose metatable has `__index` and
/// `__len`, as the table library accepts. Raises the library's message otherwise.
static void slb_check_readable_list(lua_State *L, int index) {
  if (lua_type(L, index) == LUA_TTABLE) return;
  int fields = 0;
  if (lua_getmetatable(L, index)) {
    fields += lua_getfield(L, -1, "__index") != LUA_TNIL;
    fields += lua_getfield(L, -2, "__len") != LUA_TNIL;
    lua_pop(L, 3);
  }
  if (fields < 2) luaL_checktype(L, index, LUA_TTABLE);
}

/// table.concat(list [, sep [, i [, j]]]), by the manual: the strings or
/// numbers list[i] ... list[j] (1 and #list by default) joined by `sep`
/// ("" by default); "" when i > j. As in Lua 5.4, `#list` is taken (its
/// `__len` run) even when `j` is given. The result is built in a luaL_Buffer,
/// whose growth the allocator charges; each element is also a step.
static int slb_concat(lua_State *L) {
  slb_check_readable_list(L, 1);
  lua_Integer length = luaL_len(L, 1);
  size_t separatorLength;
  const char *separator = luaL_optlstring(L, 2, "", &separatorLength);
  lua_Integer first = luaL_optinteger(L, 3, 1);
  lua_Integer last = luaL_optinteger(L, 4, length);
  slb_host *h = slb_host_of(L);
  int guarded = slb_is_guarded(L, 1);
  luaL_Buffer buffer;
  luaL_buffinit(L, &buffer);
  if (first <= last) {
    // Up to `last` inclusive, never stepping past it: `last` may be the largest integer.
    for (lua_Integer k = first;; k++) {
      slb_list_step(h, L, guarded);
      lua_geti(L, 1, k);
      if (!lua_isstring(L, -1))
        return luaL_error(L, "invalid value (%s) at index %I in table for 'concat'", luaL_typename(L, -1),
                          (LUAI_UACINT)k);
      luaL_addvalue(&buffer);
      if (k == last) break;
      luaL_addlstring(&buffer, separator, separatorLength);
    }
  }
  luaL_pushresult(&buffer);
  return 1;
}

/// table.unpack(list [, i [, j]]), by the manual: returns list[i] ...
/// list[j] (1 and #list by default), nothing when i > j. More results than
/// the stack can take (at most about a million) are refused before any is
/// read; each one read is a step.
static int slb_unpack(lua_State *L) {
  lua_Integer first = luaL_optinteger(L, 2, 1);
  lua_Integer last = luaL_opt(L, luaL_checkinteger, 3, luaL_len(L, 1));
  if (first > last) return 0;
  lua_Unsigned span = (lua_Unsigned)last - (lua_Unsigned)first;
  if (span >= (lua_Unsigned)INT_MAX || !lua_checkstack(L, (int)span + 1))
    return luaL_error(L, "too many results to unpack");
  slb_host *h = slb_host_of(L);
  int guarded = slb_is_guarded(L, 1);
  for (lua_Unsigned done = 0; done <= span; done++) {
    slb_list_step(h, L, guarded);
    lua_geti(L, 1, (lua_Integer)((lua_Unsigned)first + done));
  }
  return (int)span + 1;
}

void slb_open_lists(lua_State *L) {
  static const luaL_Reg own[] = {
      {"insert", slb_insert}, {"remove", slb_remove}, {"move", slb_move},
      {"concat", slb_concat}, {"unpack", slb_unpack}, {NULL, NULL},
  };
  lua_getglobal(L, LUA_TABLIBNAME);
  luaL_setfuncs(L, own, 0);
  lua_pop(L, 1);
}
