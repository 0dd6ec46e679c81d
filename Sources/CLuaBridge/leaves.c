// Metamethods of the leaf proxies (one shared metatable per kind; the proxy is
// argument 1): points, sizes, vectors, axes, context.targets and its rects.
#include "proxies_internal.h"

#include <string.h>

/// Reads component `first`/`second` (by interned name) of a two-component leaf.
static int slb_pair_index(lua_State *L, const char *first, const char *second) {
  slb_host *h = slb_host_of(L);
  const slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, h, p);
  const char *key = slb_key(L);
  if (key == first) {
    lua_pushnumber(L, p->data[0]);
  } else if (key == second) {
    lua_pushnumber(L, p->data[1]);
  } else {
    return slb_no_member(L, p, 2);
  }
  return 1;
}

/// Writes component `first`/`second` with a finite number.
static int slb_pair_newindex(lua_State *L, const char *first, const char *second) {
  slb_host *h = slb_host_of(L);
  slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, h, p);
  const char *key = slb_key(L);
  int slot = key == first ? 0 : key == second ? 1 : -1;
  if (!p->writable || h->readOnlyTarget) return slb_read_only(L, p, 2);
  if (slot < 0) return slb_no_member(L, p, 2);
  p->data[slot] = slb_number(L, 3, slb_path(L, p), key);
  return 0;
}

int slb_point_index(lua_State *L) {
  const slb_names *n = &slb_host_of(L)->names;
  return slb_pair_index(L, n->x, n->y);
}

int slb_point_newindex(lua_State *L) {
  const slb_names *n = &slb_host_of(L)->names;
  return slb_pair_newindex(L, n->x, n->y);
}

int slb_point_tostring(lua_State *L) {
  const slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, slb_host_of(L), p);
  lua_pushfstring(L, "{x = %f, y = %f}", p->data[0], p->data[1]);
  return 1;
}

/// Points are equal when their coordinates are (target.anchor == UnitPoint.center).
int slb_point_eq(lua_State *L) {
  const slb_proxy *a = lua_touserdata(L, 1), *b = lua_touserdata(L, 2);
  slb_host *h = slb_host_of(L);
  if (a == NULL || b == NULL || a->kind != KIND_POINT || b->kind != KIND_POINT) {
    lua_pushboolean(L, 0);
    return 1;
  }
  slb_check(L, h, a);
  slb_check(L, h, b);
  lua_pushboolean(L, a->data[0] == b->data[0] && a->data[1] == b->data[1]);
  return 1;
}

int slb_size_index(lua_State *L) {
  const slb_names *n = &slb_host_of(L)->names;
  return slb_pair_index(L, n->width, n->height);
}

int slb_size_newindex(lua_State *L) {
  const slb_names *n = &slb_host_of(L)->names;
  return slb_pair_newindex(L, n->width, n->height);
}

int slb_size_tostring(lua_State *L) {
  const slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, slb_host_of(L), p);
  lua_pushfstring(L, "{width = %f, height = %f}", p->data[0], p->data[1]);
  return 1;
}

int slb_vector_index(lua_State *L) {
  const slb_names *n = &slb_host_of(L)->names;
  return slb_pair_index(L, n->dx, n->dy);
}

int slb_vector_tostring(lua_State *L) {
  const slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, slb_host_of(L), p);
  lua_pushfstring(L, "{dx = %f, dy = %f}", p->data[0], p->data[1]);
  return 1;
}

/// context.axes.horizontal, context.axes.vertical: booleans.
int slb_axes_index(lua_State *L) {
  slb_host *h = slb_host_of(L);
  const slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, h, p);
  const char *key = slb_key(L);
  if (key == h->names.horizontal) {
    lua_pushboolean(L, h->call.axes & SLB_AXIS_HORIZONTAL);
  } else if (key == h->names.vertical) {
    lua_pushboolean(L, h->call.axes & SLB_AXIS_VERTICAL);
  } else {
    return slb_no_member(L, p, 2);
  }
  return 1;
}

int slb_axes_tostring(lua_State *L) {
  slb_host *h = slb_host_of(L);
  slb_check(L, h, lua_touserdata(L, 1));
  lua_pushfstring(L, "{horizontal = %s, vertical = %s}", (h->call.axes & SLB_AXIS_HORIZONTAL) ? "true" : "false",
                  (h->call.axes & SLB_AXIS_VERTICAL) ? "true" : "false");
  return 1;
}

/// `__newindex` of read-only leaves: "<path>.<key> is read-only".
int slb_readonly_newindex(lua_State *L) {
  const slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, slb_host_of(L), p);
  return slb_read_only(L, p, 2);
}

// MARK: context.targets
//
// A script reads context.targets in a loop, often a binary search over
// thousands of children, so those reads should cost no C call. The metatable
// of `context.targets` (a userdata) starts each call with `__index` set to
// slb_targets_enter. The call's first read checks the phase, makes sure the
// children cache holds this call's children, and then points `__index` at that
// cache: a plain table, so the call's further reads are lookups the VM does
// itself. After every call the host points `__index` back at
// slb_targets_enter (slb_targets_reset), so that other calls check again.
//
// A child is a value, as a CGRect is in Swift: a userdata holding a copy of
// its rect. Kept past its call, it keeps the values it had. A cached child's
// metatable has a table of its members (x … maxY) as `__index`, so
// `child.minX` is a table lookup too; origin and size are made on first use.
// Such a child takes about a kilobyte, so a cache holds at most
// CACHED_CHILDREN: past that, children are made for each read, small, with a
// C `__index` (a walk over 100,000 children), and the next call starts a new
// cache.

/// The key under which the targets metatable sits in the registry, and under
/// which that metatable keeps slb_targets_enter; also the key under which a
/// child's members table keeps the child. Light userdata: no script can name it.
static const char slb_targets_key = 0;

/// The most children one cache holds: a binary search over 100,000 children
/// reads about 70 a call, mostly the same ones call after call.
enum { CACHED_CHILDREN = 1024 };

/// The names of a rect's members a cached child's table holds (slb_push_rect_member).
#define SLB_CHILD_MEMBERS(X) X(x) X(y) X(width) X(height) X(minX) X(midX) X(maxX) X(minY) X(midY) X(maxY)

/// `__index` of context.targets at a call's first read (argument 1: the
/// proxy). Upvalue 1: the targets metatable; 2: the children cache; 3: the
/// cache's metatable. A new cache is made when the caller's stamp or count
/// says the children changed, or when the cache is full.
int slb_targets_enter(lua_State *L) {
  slb_host *h = slb_host_of(L);
  slb_check(L, h, lua_touserdata(L, 1));
  if (h->cachedStamp != h->call.targetsStamp || h->cachedCount != h->call.targetCount ||
      h->cachedChildren >= CACHED_CHILDREN) {
    lua_createtable(L, 0, 0);
    lua_pushvalue(L, lua_upvalueindex(3));
    lua_setmetatable(L, -2);
    lua_replace(L, lua_upvalueindex(2));
    h->cachedStamp = h->call.targetsStamp;
    h->cachedCount = h->call.targetCount;
    h->cachedChildren = 0;
  }
  lua_pushvalue(L, lua_upvalueindex(2));
  lua_pushvalue(L, -1);
  lua_setfield(L, lua_upvalueindex(1), "__index");
  h->targetsEntered = 1;
  lua_pushvalue(L, 2);
  lua_gettable(L, -2);
  return 1;
}

void slb_targets_reset(lua_State *L) {
  slb_host *h = slb_host_of(L);
  if (!h->targetsEntered) return;
  h->targetsEntered = 0;
  // Neither read allocates, and "__index" is a key the table has: this cannot fail.
  lua_rawgetp(L, LUA_REGISTRYINDEX, &slb_targets_key);
  lua_rawgetp(L, -1, &slb_targets_key);
  lua_setfield(L, -2, "__index");
  lua_pop(L, 1);
}

void slb_targets_keep(lua_State *L, int metatable, int enter) {
  metatable = lua_absindex(L, metatable);
  lua_pushvalue(L, enter);
  lua_rawsetp(L, metatable, &slb_targets_key);
  lua_pushvalue(L, metatable);
  lua_rawsetp(L, LUA_REGISTRYINDEX, &slb_targets_key);
  slb_host_of(L)->targetsEntered = 1;
  slb_targets_reset(L);
}

/// Pushes the members table of the cached child at `made`, with `metatable`
/// (whose `__index` makes origin and size, slb_child_member) as its own.
static void slb_push_members(lua_State *L, const slb_names *n, int made, int metatable) {
  const double *rect = ((slb_proxy *)lua_touserdata(L, made))->data;
  lua_createtable(L, 0, 12);
#define SLB_SET_MEMBER(name)                 \
  slb_push_rect_member(L, n, rect, n->name); \
  lua_setfield(L, -2, n->name);
  SLB_CHILD_MEMBERS(SLB_SET_MEMBER)
#undef SLB_SET_MEMBER
  lua_pushvalue(L, made);
  lua_rawsetp(L, -2, &slb_targets_key);
  lua_pushvalue(L, metatable);
  lua_setmetatable(L, -2);
}

/// `__index` of the children cache, for an index it does not hold (argument
/// 1: the cache): the i-th child (1-based), or nil out of range. Upvalues:
/// 1 the metatable of a cached child's members table, 2 the shared metatable
/// of uncached children.
int slb_targets_child(lua_State *L) {
  slb_host *h = slb_host_of(L);
  if (lua_type(L, 2) != LUA_TNUMBER) {
    if (lua_type(L, 2) == LUA_TSTRING)
      return luaL_error(L, "context.targets has no member '%s' (index it with 1 … #context.targets)",
                        lua_tostring(L, 2));
    return luaL_error(L, "context.targets has no member [%s]", luaL_tolstring(L, 2, NULL));
  }
  int isInteger;
  lua_Integer i = lua_tointegerx(L, 2, &isInteger);
  if (!isInteger || i < 1 || i > h->call.targetCount) {
    lua_pushnil(L);
    return 1;
  }
  int cached = h->cachedChildren < CACHED_CHILDREN;
  slb_proxy *child = lua_newuserdatauv(L, sizeof *child + 4 * sizeof(double), cached ? 0 : 2);
  double *rect = (double *)(child + 1);
  memcpy(rect, (const double *)h->call.targets + 4 * (i - 1), 4 * sizeof(double));
  *child = (slb_proxy){.kind = KIND_CHILD, .phases = PHASES_ALL | PHASE_EVAL, .index = i, .data = rect,
                       .path = "context.targets"};
  if (!cached) {
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_setmetatable(L, -2);
    return 1;
  }
  int made = lua_gettop(L);
  slb_push_metatable(L, "CGRect", slb_readonly_newindex, slb_rect_tostring);  // its own, whose __index is its members
  slb_push_members(L, &h->names, made, lua_upvalueindex(1));
  lua_setfield(L, -2, "__index");
  lua_setmetatable(L, made);
  lua_pushvalue(L, made);
  lua_rawseti(L, 1, i);
  h->cachedChildren++;
  return 1;
}

/// #context.targets.
int slb_targets_len(lua_State *L) {
  slb_host *h = slb_host_of(L);
  slb_check(L, h, lua_touserdata(L, 1));
  lua_pushinteger(L, h->call.targetCount);
  return 1;
}

int slb_targets_tostring(lua_State *L) {
  slb_host *h = slb_host_of(L);
  slb_check(L, h, lua_touserdata(L, 1));
  lua_pushfstring(L, "context.targets (%I rects)", (LUAI_UACINT)h->call.targetCount);
  return 1;
}

/// Pushes a new origin (`slot` 1) or size (2) of the child `p` at `child`,
/// with the point or size metatable at `metatable`.
static void slb_push_part(lua_State *L, const slb_proxy *p, int child, int slot, int metatable) {
  child = lua_absindex(L, child);
  slb_proxy *part = lua_newuserdatauv(L, sizeof *part, 1);
  *part = (slb_proxy){.kind = slot == 1 ? KIND_POINT : KIND_SIZE, .phases = p->phases, .index = p->index,
                      .data = p->data + (slot == 1 ? 0 : 2), .path = p->path,
                      .suffix = slot == 1 ? ".origin" : ".size"};
  lua_pushvalue(L, metatable);
  lua_setmetatable(L, -2);
  lua_pushvalue(L, child);
  lua_setiuservalue(L, -2, 1);  // the part reads its child's copy: it keeps the child alive
}

/// Which part `key` names: 1 origin, 2 size, 0 neither.
static int slb_part_slot(const slb_names *n, const char *key) {
  return key == n->origin ? 1 : key == n->size ? 2 : 0;
}

/// `__index` of a cached child's members table, for a key it does not hold
/// (argument 1: that table): origin and size (upvalues 1 and 2: the point and
/// size metatables), made and kept in the table; any other key is no member.
int slb_child_member(lua_State *L) {
  lua_rawgetp(L, 1, &slb_targets_key);
  const slb_proxy *p = lua_touserdata(L, -1);
  int slot = slb_part_slot(&slb_host_of(L)->names, slb_key(L));
  if (!slot) return slb_no_member(L, p, 2);
  slb_push_part(L, p, -1, slot, lua_upvalueindex(slot));
  lua_pushvalue(L, 2);
  lua_pushvalue(L, -2);
  lua_rawset(L, 1);
  return 1;
}

/// `__index` of an uncached child (argument 1): the rect members, plus origin
/// and size (upvalues 1 and 2: the point and size metatables), made on first
/// use and kept as its user values.
int slb_child_index(lua_State *L) {
  slb_host *h = slb_host_of(L);
  const slb_proxy *p = lua_touserdata(L, 1);
  const char *key = slb_key(L);
  if (key && slb_push_rect_member(L, &h->names, p->data, key)) return 1;
  int slot = slb_part_slot(&h->names, key);
  if (!slot) return slb_no_member(L, p, 2);
  if (lua_getiuservalue(L, 1, slot) != LUA_TUSERDATA) {
    lua_pop(L, 1);
    slb_push_part(L, p, 1, slot, lua_upvalueindex(slot));
    lua_pushvalue(L, -1);
    lua_setiuservalue(L, 1, slot);
  }
  return 1;
}
