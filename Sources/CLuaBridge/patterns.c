// string.find, string.match, string.gmatch and string.gsub, with Lua 5.4's
// semantics and messages, on the host's own pattern machine (matcher.c).
#include "charged.h"

#include "matcher.h"

#include <string.h>

/// A 1-based position argument made a 0-based offset into `length` bytes
/// (negative counts from the end; before the start is the start).
static size_t slb_offset(lua_Integer position, size_t length) {
  if (position > 0) return (size_t)position - 1;
  if (position == 0 || position < -(lua_Integer)length) return 0;
  return length + (size_t)position;
}

/// Whether the pattern has none of the characters that make it a pattern.
static int slb_is_plain(const char *p, size_t length) {
  for (size_t i = 0; i < length; i++)
    if (strchr("^$*+?.([%-", p[i]) && p[i] != '\0') return 0;
  return 1;
}

/// Plain search for `needle` in `haystack`, a step charged per position tried.
static const char *slb_search(lua_State *L, const char *haystack, size_t length, const char *needle, size_t size) {
  if (size == 0) return haystack;
  slb_machine counter = {.L = L, .steps = slb_host_of(L)->limits.hookInterval};
  for (size_t at = 0; at + size <= length; at++) {
    slb_tick(&counter);
    for (size_t n = size / 64; n > 0; n--) slb_tick(&counter);
    if (haystack[at] == needle[0] && memcmp(haystack + at, needle, size) == 0) return haystack + at;
  }
  return NULL;
}

/// string.find (`find` 1) and string.match (0).
static int slb_find_or_match(lua_State *L, int find) {
  size_t length, size;
  const char *subject = luaL_checklstring(L, 1, &length);
  const char *pattern = luaL_checklstring(L, 2, &size);
  size_t start = slb_offset(luaL_optinteger(L, 3, 1), length);
  if (start > length) {
    luaL_pushfail(L);
    return 1;
  }
  if (find && (lua_toboolean(L, 4) || slb_is_plain(pattern, size))) {
    const char *at = slb_search(L, subject + start, length - start, pattern, size);
    if (!at) {
      luaL_pushfail(L);
      return 1;
    }
    lua_pushinteger(L, (at - subject) + 1);
    lua_pushinteger(L, (lua_Integer)((size_t)(at - subject) + size));
    return 2;
  }
  slb_program program;
  slb_machine m;
  slb_prepare(&m, &program, L, pattern, size, 1, subject, length);
  for (const char *s = subject + start; s <= m.end; s++) {
    const char *e = slb_match_at(&m, s);
    if (e) {
      if (!find) return slb_push_captures(&m, s, e, 1);
      lua_pushinteger(L, (s - subject) + 1);
      lua_pushinteger(L, e - subject);
      return 2 + slb_push_captures(&m, s, e, 0);
    }
    if (program.anchored) break;
  }
  luaL_pushfail(L);
  return 1;
}

static int slb_string_find(lua_State *L) { return slb_find_or_match(L, 1); }
static int slb_string_match(lua_State *L) { return slb_find_or_match(L, 0); }

/// The iterator string.gmatch returns. Upvalues: the subject, the pattern,
/// where to look next and where the last match ended (offsets, -1 for none).
static int slb_gmatch_step(lua_State *L) {
  size_t length, size;
  const char *subject = lua_tolstring(L, lua_upvalueindex(1), &length);
  const char *pattern = lua_tolstring(L, lua_upvalueindex(2), &size);
  lua_Integer next = lua_tointeger(L, lua_upvalueindex(3));
  lua_Integer last = lua_tointeger(L, lua_upvalueindex(4));
  slb_program program;
  slb_machine m;
  slb_prepare(&m, &program, L, pattern, size, 0, subject, length);
  for (const char *s = subject + next; s <= m.end; s++) {
    const char *e = slb_match_at(&m, s);
    // An empty match where the last one ended is skipped, so the iteration moves on.
    if (e && e - subject != last) {
      lua_pushinteger(L, e - subject);
      lua_replace(L, lua_upvalueindex(3));
      lua_pushinteger(L, e - subject);
      lua_replace(L, lua_upvalueindex(4));
      return slb_push_captures(&m, s, e, 1);
    }
  }
  return 0;
}

/// string.gmatch(s, pattern [, init]): `^` is no anchor here, as in stock Lua.
static int slb_string_gmatch(lua_State *L) {
  size_t length;
  luaL_checklstring(L, 1, &length);
  luaL_checkstring(L, 2);
  size_t start = slb_offset(luaL_optinteger(L, 3, 1), length);
  if (start > length) start = length + 1;
  lua_settop(L, 2);
  lua_pushinteger(L, (lua_Integer)start);
  lua_pushinteger(L, -1);
  lua_pushcclosure(L, slb_gmatch_step, 4);
  return 1;
}

/// Appends a string replacement for the match `s` ... `e`: `%0`–`%9` are
/// captures (`%0` and, without captures, `%1` the whole match), `%%` a `%`.
static void slb_add_template(slb_machine *m, luaL_Buffer *b, const char *s, const char *e, int template) {
  size_t size;
  const char *text = lua_tolstring(m->L, template, &size);
  for (const char *p = text, *end = text + size; p < end; p++) {
    slb_tick(m);
    if (*p != '%') {
      luaL_addchar(b, *p);
    } else if (++p < end && *p == '%') {
      luaL_addchar(b, '%');
    } else if (p < end && *p >= '0' && *p <= '9') {
      if (*p == '0') {
        luaL_addlstring(b, s, (size_t)(e - s));
      } else {
        slb_push_capture(m, *p - '1', s, e);
        luaL_tolstring(m->L, -1, NULL);
        lua_remove(m->L, -2);
        luaL_addvalue(b);
      }
    } else {
      luaL_error(m->L, "invalid use of '%c' in replacement string", '%');
    }
  }
}

/// Appends the replacement for the match `s` ... `e`, by the kind of `repl` (argument 3).
static void slb_add_replacement(slb_machine *m, luaL_Buffer *b, const char *s, const char *e, int kind) {
  lua_State *L = m->L;
  if (kind == LUA_TSTRING || kind == LUA_TNUMBER) {
    slb_add_template(m, b, s, e, 3);
    return;
  }
  if (kind == LUA_TFUNCTION) {
    lua_pushvalue(L, 3);
    int count = slb_push_captures(m, s, e, 1);
    lua_call(L, count, 1);
  } else {
    slb_push_capture(m, 0, s, e);
    lua_gettable(L, 3);
  }
  if (!lua_toboolean(L, -1)) {
    // false or nil: the match stays as it was.
    lua_pop(L, 1);
    luaL_addlstring(b, s, (size_t)(e - s));
  } else if (!lua_isstring(L, -1)) {
    luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  } else {
    luaL_addvalue(b);
  }
}

/// string.gsub(s, pattern, repl [, n]).
static int slb_string_gsub(lua_State *L) {
  size_t length, size;
  const char *subject = luaL_checklstring(L, 1, &length);
  const char *pattern = luaL_checklstring(L, 2, &size);
  int kind = lua_type(L, 3);
  lua_Integer most = luaL_optinteger(L, 4, (lua_Integer)length + 1);
  luaL_argexpected(L, kind == LUA_TNUMBER || kind == LUA_TSTRING || kind == LUA_TFUNCTION || kind == LUA_TTABLE, 3,
                   "string/function/table");
  slb_program program;
  slb_machine m;
  slb_prepare(&m, &program, L, pattern, size, 1, subject, length);
  luaL_Buffer b;
  luaL_buffinit(L, &b);
  const char *s = subject, *lastEnd = NULL;
  lua_Integer replaced = 0;
  while (replaced < most) {
    const char *e = slb_match_at(&m, s);
    if (e && e != lastEnd) {
      replaced++;
      slb_add_replacement(&m, &b, s, e, kind);
      s = lastEnd = e;
    } else if (s < m.end) {
      luaL_addchar(&b, *s++);
    } else {
      break;
    }
    if (program.anchored) break;
  }
  luaL_addlstring(&b, s, (size_t)(m.end - s));
  luaL_pushresult(&b);
  lua_pushinteger(L, replaced);
  return 2;
}

void slb_open_patterns(lua_State *L) {
  static const luaL_Reg functions[] = {
      {"find", slb_string_find},
      {"match", slb_string_match},
      {"gmatch", slb_string_gmatch},
      {"gsub", slb_string_gsub},
      {NULL, NULL},
  };
  lua_getglobal(L, LUA_STRLIBNAME);
  luaL_setfuncs(L, functions, 0);
  lua_pop(L, 1);
}
