// The host's own errors: objects that carry their kind (an invalid result, a
// module that does not parse) and where they happened, so that a failure is
// classified by identity, never by the text of a message; and the short
// descriptions of values their messages use.
#include "errors.h"

#include "ground.h"

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
