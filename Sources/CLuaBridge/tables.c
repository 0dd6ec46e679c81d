// Tables: replacing a library table's field by a wrapper of the original, and
// the `__newindex` that makes a table read-only.
#include "ground.h"

#include <stdio.h>

int slb_readonly_table(lua_State *L) {
  return luaL_error(L, "%s is read-only", lua_tostring(L, lua_upvalueindex(1)));
}

void slb_wrap_field(lua_State *L, const char *library, const char *name, lua_CFunction f) {
  lua_getfield(L, -1, name);
  // The original, also filed as the registry's _LOADED["library.name"] (out of
  // the script's reach), where Lua looks up the names of functions called from
  // C for its messages: "bad argument #1 to 'string.rep'", as in stock Lua.
  char key[64];
  snprintf(key, sizeof key, "%s.%s", library, name);
  lua_getfield(L, LUA_REGISTRYINDEX, LUA_LOADED_TABLE);
  lua_pushvalue(L, -2);
  lua_setfield(L, -2, key);
  lua_pop(L, 1);
  lua_pushcclosure(L, f, 1);
  lua_setfield(L, -2, name);
}
