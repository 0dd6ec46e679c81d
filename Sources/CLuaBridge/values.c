// Values crossing the bridge: checked numbers, points, sizes, rects, and the
// errors that name the field at fault (raised as the host's own, errors.h).
#include "proxies_internal.h"

#include "errors.h"
#include "ground.h"

#include <math.h>

const char *slb_path(lua_State *L, const slb_proxy *p) {
  if (p->index == 0) return p->path;
  return lua_pushfstring(L, "%s[%I]%s", p->path, (LUAI_UACINT)p->index, p->suffix ? p->suffix : "");
}

int slb_unavailable(lua_State *L, const slb_host *h, const slb_proxy *p) {
  const char *path = slb_path(L, p);
  if (h->phase == PHASE_PROPERTIES) return luaL_error(L, "%s is not available in properties(context)", path);
  return luaL_error(L, "%s is only available during updateTarget(target, context)", path);
}

/// The class of the API (api.c) whose members a proxy of `kind` answers.
static const char *slb_class_of(slb_kind kind) {
  switch (kind) {
  case KIND_TARGET: return "ScrollTarget";
  case KIND_RECT:
  case KIND_CHILD: return "Rect";
  case KIND_POINT: return "Point";
  case KIND_SIZE: return "Size";
  case KIND_VECTOR: return "Vector";
  case KIND_AXES: return "Axes";
  case KIND_CONTEXT: return "Context";
  case KIND_TARGETS: return "Targets";
  default: return "";
  }
}

int slb_no_member(lua_State *L, const slb_proxy *p, int keyIndex) {
  keyIndex = lua_absindex(L, keyIndex);
  const char *path = slb_path(L, p);
  if (lua_type(L, keyIndex) == LUA_TSTRING) {
    // Only a key that is no member gets here: the suggestion costs nothing to reading the members.
    size_t length;
    const char *key = lua_tolstring(L, keyIndex, &length);
    const char *nearest = slb_api_nearest_member(slb_class_of(p->kind), key, length);
    if (nearest) return luaL_error(L, "%s has no member '%s' (did you mean '%s'?)", path, key, nearest);
    return luaL_error(L, "%s has no member '%s'", path, key);
  }
  return luaL_error(L, "%s has no member [%s]", path, luaL_tolstring(L, keyIndex, NULL));
}

int slb_read_only(lua_State *L, const slb_proxy *p, int keyIndex) {
  keyIndex = lua_absindex(L, keyIndex);
  const char *path = slb_path(L, p);
  if (p->writable && lua_type(L, keyIndex) == LUA_TSTRING)
    return luaL_error(L, "%s.%s is read-only in expect(target, context, result), which judges the target",
                      path, lua_tostring(L, keyIndex));
  if (lua_type(L, keyIndex) == LUA_TSTRING)
    return luaL_error(L, "%s.%s is read-only", path, lua_tostring(L, keyIndex));
  return luaL_error(L, "%s[%s] is read-only", path, luaL_tolstring(L, keyIndex, NULL));
}

double slb_number(lua_State *L, int index, const char *path, const char *field) {
  if (lua_type(L, index) == LUA_TNUMBER) {
    lua_Number value = lua_tonumber(L, index);
    if (isfinite(value)) return value;
  }
  index = lua_absindex(L, index);
  slb_raise_invalid(L, NULL, "%s.%s must be a finite number, got %s", path, field, slb_describe(L, index));
  return 0;
}

void slb_read_pair(lua_State *L, int index, const char *path, slb_kind kind, double out[2]) {
  const slb_names *n = &slb_host_of(L)->names;
  const char *first = kind == KIND_POINT ? n->x : n->width;
  const char *second = kind == KIND_POINT ? n->y : n->height;
  index = lua_absindex(L, index);
  int type = lua_type(L, index);
  if (type == LUA_TUSERDATA) {
    const slb_proxy *q = lua_touserdata(L, index);
    if (q->kind == kind) {
      slb_check(L, slb_host_of(L), q);
      out[0] = q->data[0];
      out[1] = q->data[1];
      return;
    }
  } else if (type == LUA_TTABLE) {
    lua_getfield(L, index, first);
    lua_getfield(L, index, second);
    out[0] = slb_number(L, -2, path, first);
    out[1] = slb_number(L, -1, path, second);
    lua_pop(L, 2);
    return;
  }
  slb_raise_invalid(L, NULL, "%s must be {%s = number, %s = number}%s, got %s", path, first, second,
                    kind == KIND_POINT ? " or a UnitPoint" : "", luaL_typename(L, index));
}

void slb_read_rect(lua_State *L, int index, const char *path, double out[4]) {
  const slb_names *n = &slb_host_of(L)->names;
  index = lua_absindex(L, index);
  int type = lua_type(L, index);
  if (type == LUA_TUSERDATA) {
    const slb_proxy *q = lua_touserdata(L, index);
    if (q->kind == KIND_RECT || q->kind == KIND_CHILD) {
      slb_check(L, slb_host_of(L), q);
      for (int i = 0; i < 4; i++) out[i] = q->data[i];
      return;
    }
  } else if (type == LUA_TTABLE) {
    const char *fields[4] = {n->x, n->y, n->width, n->height};
    for (int i = 0; i < 4; i++) {
      lua_getfield(L, index, fields[i]);
      out[i] = slb_number(L, -1, path, fields[i]);
      lua_pop(L, 1);
    }
    return;
  }
  slb_raise_invalid(L, NULL, "%s must be a rect or {x = number, y = number, width = number, height = number}, got %s",
                    path, luaL_typename(L, index));
}

int slb_push_rect_member(lua_State *L, const slb_names *n, const double *r, const char *key) {
  // As CGRect: min/max account for negative sizes, width and height are absolute.
  lua_Number value;
  if (key == n->minX) value = r[0] + fmin(r[2], 0);
  else if (key == n->maxX) value = r[0] + fmax(r[2], 0);
  else if (key == n->midX) value = r[0] + r[2] * 0.5;
  else if (key == n->minY) value = r[1] + fmin(r[3], 0);
  else if (key == n->maxY) value = r[1] + fmax(r[3], 0);
  else if (key == n->midY) value = r[1] + r[3] * 0.5;
  else if (key == n->width) value = fabs(r[2]);
  else if (key == n->height) value = fabs(r[3]);
  else if (key == n->x) value = r[0];
  else if (key == n->y) value = r[1];
  else return 0;
  lua_pushnumber(L, value);
  return 1;
}
