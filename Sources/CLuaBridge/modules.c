// Modules: `require(name)` runs `name.lua` from the script's own folder, once,
// while the script loads, so that scripts can share code.
//
// A name is letters, digits and '_' only, so it can name no other folder; the
// file must be a regular file (not a symbolic link, a FIFO or a device). Its
// source counts against limits.sourceBytes with the script's, it is parsed a
// piece at a time under the load budget like the script, runs in the same
// globals, and is charged one instruction per byte like `load`. Its lines are
// the script's own for locations and tracebacks (slb_own_path, locations.c). Once the
// script has loaded, the global `require` is gone and a kept reference fails:
// calls read nothing from files.
#include "modules.h"

#include "budget.h"
#include "charged.h"
#include "errors.h"
#include "ground.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/// The registry key of the table of modules by name (its address); a module
/// still loading maps to this same address as a light userdata.
static const char slb_modules_key = 0;

/// The longest module name.
enum { MODULE_NAME_MAX = 64 };

/// Whether `name` (`length` bytes) is a module name: [A-Za-z_][A-Za-z0-9_]*.
static int slb_module_name(const char *name, size_t length) {
  if (length == 0 || length > MODULE_NAME_MAX || (name[0] >= '0' && name[0] <= '9')) return 0;
  for (size_t i = 0; i < length; i++) {
    char c = name[i];
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_')) return 0;
  }
  return 1;
}

/// Reads the regular file `path` whole into a new userdata on top of the stack;
/// returns its size. Raises (with nothing left open) when it is missing, not a
/// regular file, too long for what is left of limits.sourceBytes, or changes
/// while it is read.
static size_t slb_read_module(lua_State *L, slb_host *h, const char *name, const char *path) {
  struct stat before;
  if (lstat(path, &before) != 0)
    luaL_error(L, "require('%s'): cannot read %s: %s", name, path, strerror(errno));
  if (S_ISLNK(before.st_mode))
    luaL_error(L, "require('%s'): %s is a symbolic link; a module is a plain file next to the script", name, path);
  if (!S_ISREG(before.st_mode)) luaL_error(L, "require('%s'): %s is not a regular file", name, path);
  size_t left = h->sourceBytes < h->limits.sourceBytes ? h->limits.sourceBytes - h->sourceBytes : 0;
  if ((unsigned long long)before.st_size > left) {
    char limit[64];
    size_t cap = h->limits.sourceBytes;
    if (cap % (1 << 20) == 0) {
      snprintf(limit, sizeof limit, "%zu MiB", cap >> 20);
    } else {
      snprintf(limit, sizeof limit, "%zu bytes", cap);
    }
    luaL_error(L, "require('%s'): %s would take the script and its modules past their limit of %s", name, path, limit);
  }
  size_t size = (size_t)before.st_size;
  // Allocated before the file is opened: a refusal raises with nothing to close.
  char *text = lua_newuserdatauv(L, size + 1, 0);
  int fd = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC);
  if (fd < 0) luaL_error(L, "require('%s'): cannot read %s: %s", name, path, strerror(errno));
  struct stat opened;
  size_t got = 0;
  if (fstat(fd, &opened) == 0 && S_ISREG(opened.st_mode) && opened.st_ino == before.st_ino &&
      opened.st_dev == before.st_dev) {
    // One byte more than expected, to see a file that grew.
    while (got <= size) {
      ssize_t n = read(fd, text + got, size + 1 - got);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) break;
      got += (size_t)n;
    }
  } else {
    got = size + 1;
  }
  close(fd);
  if (got != size) luaL_error(L, "require('%s'): %s changed while it was read", name, path);
  return size;
}

int slb_require(lua_State *L) {
  slb_host *h = slb_host_of(L);
  size_t length;
  const char *name = luaL_checklstring(L, 1, &length);
  if (h->phase != PHASE_LOAD)
    return luaL_error(L, "require('%s'): modules load with the script only (call require at its top level)", name);
  if (!slb_module_name(name, length))
    return luaL_error(L, "require('%s'): a module's name is letters, digits and '_' (the file <name>.lua next to the "
                         "script)", name);
  lua_settop(L, 1);
  if (lua_rawgetp(L, LUA_REGISTRYINDEX, &slb_modules_key) != LUA_TTABLE) {  // 2: the modules
    lua_pop(L, 1);
    lua_newtable(L);
    lua_pushvalue(L, -1);
    lua_rawsetp(L, LUA_REGISTRYINDEX, &slb_modules_key);
    // The script itself is loading: requiring it is a cycle.
    const char *base = strrchr(h->path, '/');
    base = base ? base + 1 : h->path;
    size_t baseLength = strlen(base);
    if (baseLength > 4 && strcmp(base + baseLength - 4, ".lua") == 0) {
      lua_pushlstring(L, base, baseLength - 4);
      lua_pushlightuserdata(L, (void *)&slb_modules_key);
      lua_rawset(L, 2);
    }
  }
  if (lua_getfield(L, 2, name) != LUA_TNIL) {  // 3
    if (lua_touserdata(L, 3) == &slb_modules_key)
      return luaL_error(L, "require('%s'): %s.lua is still loading (a cycle) or failed to load", name, name);
    return 1;
  }
  if (h->moduleCount == MODULES_MAX) return luaL_error(L, "require('%s'): at most %d modules", name, MODULES_MAX);

  // 4: "@<the script's folder>/<name>.lua"
  const char *slash = strrchr(h->path, '/');
  lua_pushliteral(L, "@");
  lua_pushlstring(L, h->path, slash ? (size_t)(slash - h->path + 1) : 0);
  lua_pushvalue(L, 1);
  lua_pushliteral(L, ".lua");
  lua_concat(L, 4);
  const char *chunk = lua_tostring(L, 4);
  size_t size = slb_read_module(L, h, name, chunk + 1);                          // 5
  const char *text = lua_touserdata(L, 5);
  h->sourceBytes += size;
  slb_budget_charge(L, (long long)size);
  char *copy = malloc(strlen(chunk) + 1);
  if (copy == NULL) return luaL_error(L, "not enough memory");
  strcpy(copy, chunk);
  h->modules[h->moduleCount++] = copy;
  lua_pushlightuserdata(L, (void *)&slb_modules_key);
  lua_setfield(L, 2, name);

  int status = slb_load_text(L, text, size, chunk);
  if (status != LUA_OK) {  // 6: the chunk, or the parser's message
    // Out of time or memory while parsing: the limit's own failure, not a syntax error.
    if (h->expired || status == LUA_ERRMEM) return lua_error(L);
    // Not the script's runtime error: the module does not parse, at the line the parser names.
    char location[LOCATION_TEXT];
    const char *message = lua_tostring(L, -1), *rest;
    long line = 0;
    if (message && slb_split_position(h, message, &line, &rest)) {
      snprintf(location, sizeof location, "%s:%ld", chunk + 1, line);
    } else {
      snprintf(location, sizeof location, "%s", chunk + 1);
    }
    return slb_raise(L, SLB_SYNTAX, location);
  }
  lua_pushvalue(L, 1);
  lua_pushstring(L, chunk + 1);
  lua_call(L, 2, 1);  // 6: what the module returns, as stock require passes name and path
  if (lua_isnil(L, 6)) {
    lua_pop(L, 1);
    lua_pushboolean(L, 1);
  }
  lua_pushvalue(L, 6);
  lua_setfield(L, 2, name);
  return 1;
}

void slb_close_require(lua_State *L) {
  lua_getglobal(L, "require");
  int ours = lua_tocfunction(L, -1) == slb_require;
  lua_pop(L, 1);
  if (ours) {
    lua_pushnil(L);
    lua_setglobal(L, "require");
  }
}
