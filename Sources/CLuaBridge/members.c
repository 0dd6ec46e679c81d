// Metamethods of the composite proxies: targets, their rects, and context.
//
// The `__index` functions here are closures reached through the member table
// (arguments: that table and the key; upvalue 1: the proxy); `__newindex`
// and `__tostring` get the proxy itself as argument 1.
#include "proxies_internal.h"

#include <math.h>

// MARK: target

/// target.anchor (upvalue 2: the anchor proxy); target.rect is a constant member.
int slb_target_index(lua_State *L) {
  slb_host *h = slb_host_of(L);
  const slb_proxy *p = lua_touserdata(L, lua_upvalueindex(1));
  if (slb_key(L) == h->names.anchor) {
    slb_check(L, h, p);
    if (*p->hasAnchor) {
      lua_pushvalue(L, lua_upvalueindex(2));
    } else {
      lua_pushnil(L);
    }
    return 1;
  }
  return slb_no_member(L, p, 2);
}

/// target.anchor = nil | {x=, y=} | UnitPoint.x; target.rect = rect | {x=, y=, width=, height=}.
int slb_target_newindex(lua_State *L) {
  slb_host *h = slb_host_of(L);
  slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, h, p);
  if (!p->writable || h->readOnlyTarget) return slb_read_only(L, p, 2);
  const char *key = slb_key(L);
  if (key == h->names.anchor) {
    if (lua_isnil(L, 3)) {
      *p->hasAnchor = 0;
      return 0;
    }
    double anchor[2];
    slb_read_pair(L, 3, lua_pushfstring(L, "%s.anchor", p->path), KIND_POINT, anchor);
    p->anchor[0] = anchor[0];
    p->anchor[1] = anchor[1];
    *p->hasAnchor = 1;
    return 0;
  }
  if (key == h->names.rect) {
    double rect[4];
    slb_read_rect(L, 3, lua_pushfstring(L, "%s.rect", p->path), rect);
    for (int i = 0; i < 4; i++) p->data[i] = rect[i];
    return 0;
  }
  return slb_no_member(L, p, 2);
}

int slb_target_tostring(lua_State *L) {
  slb_host *h = slb_host_of(L);
  const slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, h, p);
  const double *r = p->data;
  if (*p->hasAnchor) {
    lua_pushfstring(L, "{rect = {x = %f, y = %f, width = %f, height = %f}, anchor = {x = %f, y = %f}}", r[0], r[1],
                    r[2], r[3], p->anchor[0], p->anchor[1]);
  } else {
    lua_pushfstring(L, "{rect = {x = %f, y = %f, width = %f, height = %f}, anchor = nil}", r[0], r[1], r[2], r[3]);
  }
  return 1;
}

// MARK: rect

/// x, y, width, height, minX … maxY; origin and size are constant members.
int slb_rect_index(lua_State *L) {
  slb_host *h = slb_host_of(L);
  const slb_proxy *p = lua_touserdata(L, lua_upvalueindex(1));
  slb_check(L, h, p);
  const char *key = slb_key(L);
  if (key && slb_push_rect_member(L, &h->names, p->data, key)) return 1;
  return slb_no_member(L, p, 2);
}

/// rect.origin = point, rect.size = size; the computed members are read-only.
int slb_rect_newindex(lua_State *L) {
  slb_host *h = slb_host_of(L);
  slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, h, p);
  if (!p->writable || h->readOnlyTarget) return slb_read_only(L, p, 2);
  const slb_names *n = &h->names;
  const char *key = slb_key(L);
  if (key == n->origin || key == n->size) {
    double pair[2];
    int offset = key == n->origin ? 0 : 2;
    slb_read_pair(L, 3, lua_pushfstring(L, "%s.%s", p->path, key), offset ? KIND_SIZE : KIND_POINT, pair);
    p->data[offset] = pair[0];
    p->data[offset + 1] = pair[1];
    return 0;
  }
  if (key && slb_push_rect_member(L, n, p->data, key)) {
    int horizontal = key == n->x || key == n->minX || key == n->midX || key == n->maxX || key == n->width;
    const char *instead = key == n->width ? "size.width" : key == n->height ? "size.height"
                          : horizontal                   ? "origin.x"
                                                         : "origin.y";
    return luaL_error(L, "%s.%s is read-only (computed from origin and size); write %s.%s instead", p->path, key,
                      p->path, instead);
  }
  return slb_no_member(L, p, 2);
}

int slb_rect_tostring(lua_State *L) {
  slb_host *h = slb_host_of(L);
  const slb_proxy *p = lua_touserdata(L, 1);
  slb_check(L, h, p);
  const double *r = p->data;
  lua_pushfstring(L, "{x = %f, y = %f, width = %f, height = %f}", r[0], r[1], r[2], r[3]);
  return 1;
}

// MARK: context

/// The environment members (upvalues 2–5: "leftToRight", "rightToLeft",
/// "compact", "regular"); the others are constant members.
int slb_context_index(lua_State *L) {
  slb_host *h = slb_host_of(L);
  const slb_proxy *p = lua_touserdata(L, lua_upvalueindex(1));
  const slb_names *n = &h->names;
  const char *key = slb_key(L);
  int sizeClass;
  if (key == n->layoutDirection) {
    slb_check(L, h, p);
    lua_pushvalue(L, lua_upvalueindex(h->call.layoutDirection ? 3 : 2));
    return 1;
  } else if (key == n->horizontalSizeClass) {
    sizeClass = h->call.horizontalSizeClass;
  } else if (key == n->verticalSizeClass) {
    sizeClass = h->call.verticalSizeClass;
  } else {
    return slb_no_member(L, p, 2);
  }
  slb_check(L, h, p);
  if (sizeClass == SLB_SIZE_CLASS_COMPACT) {
    lua_pushvalue(L, lua_upvalueindex(4));
  } else if (sizeClass == SLB_SIZE_CLASS_REGULAR) {
    lua_pushvalue(L, lua_upvalueindex(5));
  } else {
    lua_pushnil(L);
  }
  return 1;
}

/// Every field of context (and of its parts) is read-only.
int slb_context_newindex(lua_State *L) { return slb_read_only(L, lua_touserdata(L, 1), 2); }

int slb_context_tostring(lua_State *L) {
  lua_pushliteral(L, "ScrollTargetBehaviorContext");
  return 1;
}
