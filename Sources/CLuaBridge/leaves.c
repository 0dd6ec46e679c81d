// Metamethods of the leaf proxies (one shared metatable per kind; the proxy is
// argument 1): points, sizes, vectors, axes, context.targets and its rects.
#include "proxies_internal.h"

#include <stdint.h>

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

/// context.targets[i]: the i-th child's rect (1-based), nil out of range.
/// Upvalue 1: a weak cache of child proxies by index; upvalue 2: their metatable.
/// A child proxy reads the caller's array in place, so nothing is copied.
int slb_targets_index(lua_State *L) {
  slb_host *h = slb_host_of(L);
  const slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, h, p);
  if (lua_type(L, 2) != LUA_TNUMBER) {
    if (lua_type(L, 2) == LUA_TSTRING)
      return luaL_error(L, "context.targets has no member '%s' (index it with 1 … #context.targets)",
                        lua_tostring(L, 2));
    return slb_no_member(L, p, 2);
  }
  int isInteger;
  lua_Integer i = lua_tointegerx(L, 2, &isInteger);
  if (!isInteger || i < 1 || i > h->call.targetCount) {
    lua_pushnil(L);
    return 1;
  }
  if (lua_rawgeti(L, lua_upvalueindex(1), i) != LUA_TUSERDATA) {
    lua_pop(L, 1);
    slb_proxy *child = lua_newuserdatauv(L, sizeof *child, 2);
    *child = (slb_proxy){.kind = KIND_CHILD, .phases = PHASE_UPDATE, .index = i, .path = "context.targets"};
    lua_pushvalue(L, lua_upvalueindex(2));
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_rawseti(L, lua_upvalueindex(1), i);
  }
  slb_proxy *child = lua_touserdata(L, -1);
  child->generation = h->generation;
  child->data = (double *)(uintptr_t)h->call.targets + 4 * (i - 1);
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

/// A child's members: the rect members, plus origin and size (upvalues 1 and 2:
/// the point and size metatables), made on first use and kept as user values.
int slb_child_index(lua_State *L) {
  slb_host *h = slb_host_of(L);
  const slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, h, p);
  const char *key = slb_key(L);
  if (key && slb_push_rect_member(L, &h->names, p->data, key)) return 1;
  if (key != h->names.origin && key != h->names.size) return slb_no_member(L, p, 2);
  int slot = key == h->names.origin ? 1 : 2;
  if (lua_getiuservalue(L, 1, slot) != LUA_TUSERDATA) {
    lua_pop(L, 1);
    slb_proxy *part = lua_newuserdatauv(L, sizeof *part, 0);
    *part = (slb_proxy){.kind = slot == 1 ? KIND_POINT : KIND_SIZE, .phases = PHASE_UPDATE, .index = p->index,
                        .path = p->path, .suffix = slot == 1 ? ".origin" : ".size"};
    lua_pushvalue(L, lua_upvalueindex(slot));
    lua_setmetatable(L, -2);
    lua_pushvalue(L, -1);
    lua_setiuservalue(L, 1, slot);
  }
  slb_proxy *part = lua_touserdata(L, -1);
  part->generation = p->generation;
  part->data = p->data + (slot == 1 ? 0 : 2);
  return 1;
}
