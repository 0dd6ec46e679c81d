// The baseline for the Lua cost benchmark: a bare C program that calls a
// behavior script's updateTarget through the Lua C API, with nothing of
// ScrollScript in between (no sandbox, no budget hook, no memory cap).
//
// It builds target and context as plain Lua tables once and per call only
// writes the call's numbers into those tables (the rects' computed members,
// minX, maxX and so on, as plain fields worked out before the call), calls
// the function and reads the result back: the least work any host must do.
// It is faster than a correct host can be: nothing is read-only, and a
// rect's computed members do not follow a write to its origin (the bundled
// scripts never read them after writing, so the results are the same).
//
// usage: bare_lua SCRIPT WORKLOAD CALLS [refresh]
//   WORKLOAD: pager | aligned100 | aligned100000
//   refresh: write the children's fields again before every call, as a host
//   must that copies them into Lua (they may change between calls). Without
//   it the children are filled once: a lower bound no real host reaches.
// prints: ns per call, and a checksum of the results.
//
// The workloads match `scrollscript bench`'s (BenchmarkWorkload.swift):
// case i has original ((i % 10) * page) clamped to the content, proposed
// original + ((i * 37) % 400) - 200 clamped, velocity ((i * 7919) % 4001) - 2000.
#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

// Sets the computed members of the rect table on top of the stack.
static void set_computed(lua_State *L, double x, double y, double w, double h) {
  const char *names[] = {"minX", "midX", "maxX", "minY", "midY", "maxY", "width", "height"};
  double values[] = {x, x + w / 2, x + w, y, y + h / 2, y + h, w, h};
  for (int i = 0; i < 8; i++) {
    lua_pushnumber(L, values[i]);
    lua_setfield(L, -2, names[i]);
  }
}

// Pushes a rect table {origin={x,y}, size={width,height}, minX=..., ...}.
static void push_rect(lua_State *L, double x, double y, double w, double h) {
  lua_createtable(L, 0, 10);
  lua_createtable(L, 0, 2);
  lua_pushnumber(L, x); lua_setfield(L, -2, "x");
  lua_pushnumber(L, y); lua_setfield(L, -2, "y");
  lua_setfield(L, -2, "origin");
  lua_createtable(L, 0, 2);
  lua_pushnumber(L, w); lua_setfield(L, -2, "width");
  lua_pushnumber(L, h); lua_setfield(L, -2, "height");
  lua_setfield(L, -2, "size");
  set_computed(L, x, y, w, h);
}

static void push_size(lua_State *L, double w, double h) {
  lua_createtable(L, 0, 2);
  lua_pushnumber(L, w); lua_setfield(L, -2, "width");
  lua_pushnumber(L, h); lua_setfield(L, -2, "height");
}

static double clamp(double v, double lo, double hi) { return v < lo ? lo : (v > hi ? hi : v); }

int main(int argc, char **argv) {
  if (argc != 4 && !(argc == 5 && !strcmp(argv[4], "refresh"))) {
    fprintf(stderr, "usage: %s SCRIPT pager|aligned100|aligned100000 CALLS [refresh]\n", argv[0]);
    return 2;
  }
  int refresh = argc == 5;
  const char *workload = argv[2];
  long calls = atol(argv[3]);
  long children = !strcmp(workload, "aligned100") ? 100 : !strcmp(workload, "aligned100000") ? 100000 : 0;
  double page = 390, height = 844;
  double childLength = children ? 50 : 0;
  double content = children ? children * childLength : 3900;
  double maxOffset = content - page;

  lua_State *L = luaL_newstate();
  luaL_openlibs(L);
  // UnitPoint.center etc., as the scripts expect.
  lua_createtable(L, 0, 3);
  const char *names[] = {"leading", "center", "trailing"};
  double xs[] = {0, 0.5, 1};
  for (int i = 0; i < 3; i++) {
    lua_createtable(L, 0, 2);
    lua_pushnumber(L, xs[i]); lua_setfield(L, -2, "x");
    lua_pushnumber(L, 0.5); lua_setfield(L, -2, "y");
    lua_setfield(L, -2, names[i]);
  }
  lua_setglobal(L, "UnitPoint");
  if (luaL_dofile(L, argv[1]) != LUA_OK) {
    fprintf(stderr, "%s\n", lua_tostring(L, -1));
    return 1;
  }

  // target = {rect = rect, anchor = nil}
  lua_createtable(L, 0, 2);
  push_rect(L, 0, 0, page, height);
  lua_getfield(L, -1, "origin");
  int targetOrigin = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pushvalue(L, -1);
  int targetRect = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_setfield(L, -2, "rect");
  int target = luaL_ref(L, LUA_REGISTRYINDEX);

  // context
  lua_createtable(L, 0, 10);
  lua_createtable(L, 0, 1);
  push_rect(L, 0, 0, page, height);
  lua_getfield(L, -1, "origin");
  int originalOrigin = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_pushvalue(L, -1);
  int originalRect = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_setfield(L, -2, "rect");
  lua_setfield(L, -2, "originalTarget");
  lua_createtable(L, 0, 2);
  lua_pushnumber(L, 0); lua_setfield(L, -2, "dx");
  lua_pushnumber(L, 0); lua_setfield(L, -2, "dy");
  lua_pushvalue(L, -1);
  int velocity = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_setfield(L, -2, "velocity");
  push_size(L, content, height); lua_setfield(L, -2, "contentSize");
  push_size(L, page, height); lua_setfield(L, -2, "containerSize");
  lua_createtable(L, 0, 2);
  lua_pushboolean(L, 1); lua_setfield(L, -2, "horizontal");
  lua_pushboolean(L, 0); lua_setfield(L, -2, "vertical");
  lua_setfield(L, -2, "axes");
  lua_pushstring(L, "leftToRight"); lua_setfield(L, -2, "layoutDirection");
  lua_pushstring(L, "compact"); lua_setfield(L, -2, "horizontalSizeClass");
  lua_pushstring(L, "regular"); lua_setfield(L, -2, "verticalSizeClass");
  lua_createtable(L, (int)children, 0);
  for (long i = 0; i < children; i++) {
    push_rect(L, i * childLength, 0, childLength, height);
    lua_rawseti(L, -2, i + 1);
  }
  lua_pushvalue(L, -1);
  int targets = luaL_ref(L, LUA_REGISTRYINDEX);
  lua_setfield(L, -2, "targets");
  int context = luaL_ref(L, LUA_REGISTRYINDEX);

  lua_getglobal(L, "updateTarget");
  int function = luaL_ref(L, LUA_REGISTRYINDEX);

  double checksum = 0;
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (long i = 0; i < calls; i++) {
    double original = clamp((i % 10) * page, 0, maxOffset);
    double proposed = clamp(original + ((i * 37) % 400) - 200, 0, maxOffset);
    double speed = (double)((i * 7919) % 4001) - 2000;
    lua_rawgeti(L, LUA_REGISTRYINDEX, targetOrigin);
    lua_pushnumber(L, proposed); lua_setfield(L, -2, "x");
    lua_pushnumber(L, 0); lua_setfield(L, -2, "y");
    lua_pop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, targetRect);
    set_computed(L, proposed, 0, page, height);
    lua_pop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, originalOrigin);
    lua_pushnumber(L, original); lua_setfield(L, -2, "x");
    lua_pop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, originalRect);
    set_computed(L, original, 0, page, height);
    lua_pop(L, 1);
    lua_rawgeti(L, LUA_REGISTRYINDEX, velocity);
    lua_pushnumber(L, speed); lua_setfield(L, -2, "dx");
    lua_pop(L, 1);
    if (refresh) {
      lua_rawgeti(L, LUA_REGISTRYINDEX, targets);
      for (long c = 0; c < children; c++) {
        lua_rawgeti(L, -1, c + 1);
        lua_getfield(L, -1, "origin");
        lua_pushnumber(L, c * childLength); lua_setfield(L, -2, "x");
        lua_pushnumber(L, 0); lua_setfield(L, -2, "y");
        lua_pop(L, 1);
        lua_getfield(L, -1, "size");
        lua_pushnumber(L, childLength); lua_setfield(L, -2, "width");
        lua_pushnumber(L, height); lua_setfield(L, -2, "height");
        lua_pop(L, 1);
        set_computed(L, c * childLength, 0, childLength, height);
        lua_pop(L, 1);
      }
      lua_pop(L, 1);
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, function);
    lua_rawgeti(L, LUA_REGISTRYINDEX, target);
    lua_rawgeti(L, LUA_REGISTRYINDEX, context);
    if (lua_pcall(L, 2, 0, 0) != LUA_OK) {
      fprintf(stderr, "call %ld: %s\n", i, lua_tostring(L, -1));
      return 1;
    }
    lua_rawgeti(L, LUA_REGISTRYINDEX, targetOrigin);
    lua_getfield(L, -1, "x");
    checksum += lua_tonumber(L, -1);
    lua_pop(L, 2);
  }
  clock_gettime(CLOCK_MONOTONIC, &end);
  double nanoseconds = (end.tv_sec - start.tv_sec) * 1e9 + (end.tv_nsec - start.tv_nsec);
  printf("%.1f %.6f\n", nanoseconds / calls, checksum);
  lua_close(L);
  return 0;
}
