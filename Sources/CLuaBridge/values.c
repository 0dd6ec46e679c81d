// Values crossing the bridge: checked numbers, points, sizes, rects, and the
// errors that name the field at fault.
#include "proxy.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

const char *slb_describe(lua_State *L, int index) {
  if (lua_type(L, index) == LUA_TNUMBER) {
    lua_Number value = lua_tonumber(L, index);
    if (isnan(value)) return "nan";
    if (isinf(value)) return value > 0 ? "inf" : "-inf";
  }
  return luaL_typename(L, index);
}

/// The registry key of the host's error objects' metatable (its address).
static const char slb_raised_key = 0;

/// `__tostring` of the host's error objects: the message.
static int slb_raised_tostring(lua_State *L) {
  lua_getiuservalue(L, 1, 1);
  return 1;
}

/// `__concat`: an error object joins strings as its message does.
static int slb_raised_concat(lua_State *L) {
  luaL_tolstring(L, 1, NULL);
  luaL_tolstring(L, 2, NULL);
  lua_concat(L, 2);
  return 1;
}

void slb_open_raised(lua_State *L) {
  lua_createtable(L, 0, 4);
  lua_pushcfunction(L, slb_raised_tostring);
  lua_setfield(L, -2, "__tostring");
  lua_pushcfunction(L, slb_raised_concat);
  lua_setfield(L, -2, "__concat");
  lua_pushliteral(L, "ScrollScript error");
  lua_setfield(L, -2, "__name");
  lua_pushliteral(L, "ScrollScript error");
  lua_setfield(L, -2, "__metatable");
  lua_rawsetp(L, LUA_REGISTRYINDEX, &slb_raised_key);
}

const slb_raised *slb_to_raised(lua_State *L, int index) {
  const slb_raised *raised = lua_type(L, index) == LUA_TUSERDATA ? lua_touserdata(L, index) : NULL;
  if (raised == NULL || raised->header.kind != KIND_RAISED || !lua_getmetatable(L, index)) return NULL;
  lua_rawgetp(L, LUA_REGISTRYINDEX, &slb_raised_key);
  int same = lua_rawequal(L, -1, -2);
  lua_pop(L, 2);
  return same ? raised : NULL;
}

int slb_raise(lua_State *L, slb_status status, const char *location) {
  slb_host *h = slb_host_of(L);
  char here[LOCATION_TEXT];
  if (location == NULL) {
    slb_capture_location(h, L, 0, here, sizeof here);
    location = here;
  }
  size_t size = strlen(location) + 1;
  slb_raised *raised = lua_newuserdatauv(L, sizeof *raised + size, 1);
  raised->header = (slb_proxy){.kind = KIND_RAISED};
  raised->status = status;
  raised->call = h->calls;
  memcpy(raised->location, location, size);
  lua_rawgetp(L, LUA_REGISTRYINDEX, &slb_raised_key);
  lua_setmetatable(L, -2);
  lua_insert(L, -2);
  lua_setiuservalue(L, -2, 1);
  return lua_error(L);
}

int slb_raise_invalid(lua_State *L, const char *where, const char *format, ...) {
  if (where) {
    lua_pushstring(L, where);
  } else {
    luaL_where(L, 1);
  }
  va_list arguments;
  va_start(arguments, format);
  lua_pushvfstring(L, format, arguments);
  va_end(arguments);
  lua_concat(L, 2);
  if (!where || !*where) return slb_raise(L, SLB_INVALID_RESULT, NULL);
  // The host wrote this position (a function's first line), not the script:
  // it is the location, whatever the stack shows.
  char location[LOCATION_TEXT];
  size_t length = strlen(where);
  while (length > 0 && (where[length - 1] == ' ' || where[length - 1] == ':')) length--;
  snprintf(location, sizeof location, "%.*s", (int)length, where);
  return slb_raise(L, SLB_INVALID_RESULT, location);
}

const char *slb_path(lua_State *L, const slb_proxy *p) {
  if (p->index == 0) return p->path;
  return lua_pushfstring(L, "%s[%I]%s", p->path, (LUAI_UACINT)p->index, p->suffix ? p->suffix : "");
}

int slb_unavailable(lua_State *L, const slb_host *h, const slb_proxy *p) {
  const char *path = slb_path(L, p);
  if (p->generation && h->phase == PHASE_UPDATE)
    return luaL_error(L, "%s belongs to an earlier call: rects of context.targets are valid only during "
                         "the updateTarget call that read them", path);
  if (h->phase == PHASE_PROPERTIES) return luaL_error(L, "%s is not available in properties(context)", path);
  return luaL_error(L, "%s is only available during updateTarget(target, context)", path);
}

int slb_no_member(lua_State *L, const slb_proxy *p, int keyIndex) {
  keyIndex = lua_absindex(L, keyIndex);
  const char *path = slb_path(L, p);
  if (lua_type(L, keyIndex) == LUA_TSTRING)
    return luaL_error(L, "%s has no member '%s'", path, lua_tostring(L, keyIndex));
  return luaL_error(L, "%s has no member [%s]", path, luaL_tolstring(L, keyIndex, NULL));
}

int slb_read_only(lua_State *L, const slb_proxy *p, int keyIndex) {
  keyIndex = lua_absindex(L, keyIndex);
  const char *path = slb_path(L, p);
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
