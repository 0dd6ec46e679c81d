// string.find, string.match, string.gmatch and string.gsub on the budgeted
// matcher of pattern.c, with the semantics and messages of Lua 5.4's.
#include "pattern.h"

#include <ctype.h>
#include <string.h>

#define ESCAPE '%'
#define SPECIALS "^$*+?.([%-"

#define uchar(c) ((unsigned char)(c))

static int slb_no_specials(const char *p, size_t length) {
  size_t upto = 0;
  do {
    if (strpbrk(p + upto, SPECIALS)) return 0;
    upto += strlen(p + upto) + 1;
  } while (upto <= length);
  return 1;
}

/// Plain search, charged per candidate position.
static const char *slb_find_plain(lua_State *L, const char *s, size_t ls, const char *p, size_t lp) {
  if (lp == 0) return s;
  if (lp > ls) return NULL;
  slb_match budget = {.L = L, .steps = slb_host_of(L)->limits.hookInterval};
  const char *last = s + (ls - lp);
  for (const char *at = s; (at = memchr(at, *p, (size_t)(last - at) + 1)) != NULL; at++) {
    for (size_t n = lp / 64; n > 0; n--) slb_step(&budget);
    slb_step(&budget);
    if (memcmp(at + 1, p + 1, lp - 1) == 0) return at;
    if (at == last) break;
  }
  return NULL;
}

/// A position argument made absolute (1-based, clamped at 1).
static size_t slb_position(lua_Integer position, size_t length) {
  if (position > 0) return (size_t)position;
  if (position == 0) return 1;
  if (position < -(lua_Integer)length) return 1;
  return length + (size_t)position + 1;
}

static int slb_find_or_match(lua_State *L, int find) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = slb_position(luaL_optinteger(L, 3, 1), ls) - 1;
  if (init > ls) {
    luaL_pushfail(L);
    return 1;
  }
  if (find && (lua_toboolean(L, 4) || slb_no_specials(p, lp))) {
    const char *at = slb_find_plain(L, s + init, ls - init, p, lp);
    if (at) {
      lua_pushinteger(L, (at - s) + 1);
      lua_pushinteger(L, (lua_Integer)((size_t)(at - s) + lp));
      return 2;
    }
  } else {
    slb_match m;
    const char *start = s + init;
    int anchor = *p == '^';
    if (anchor) p++, lp--;
    slb_prepare(&m, L, s, ls, p, lp);
    do {
      slb_reprepare(&m);
      const char *end = slb_do_match(&m, start, p);
      if (end) {
        if (!find) return slb_push_captures(&m, start, end);
        lua_pushinteger(L, (start - s) + 1);
        lua_pushinteger(L, end - s);
        return slb_push_captures(&m, NULL, 0) + 2;
      }
    } while (start++ < m.subjectEnd && !anchor);
  }
  luaL_pushfail(L);
  return 1;
}

/// `string.find(s, pattern [, init [, plain]])`.
static int slb_string_find(lua_State *L) { return slb_find_or_match(L, 1); }

/// `string.match(s, pattern [, init])`.
static int slb_string_match(lua_State *L) { return slb_find_or_match(L, 0); }

/// The state of a gmatch iterator. Starts like a proxy so that no userdata in
/// a state is mistaken for one (scripts never see this one anyway).
typedef struct slb_gmatch {
  slb_proxy header;
  const char *source, *pattern, *lastMatch;
  slb_match match;
} slb_gmatch;

static int slb_gmatch_next(lua_State *L) {
  slb_gmatch *g = lua_touserdata(L, lua_upvalueindex(3));
  g->match.L = L;
  for (const char *source = g->source; source <= g->match.subjectEnd; source++) {
    slb_reprepare(&g->match);
    const char *end = slb_do_match(&g->match, source, g->pattern);
    if (end != NULL && end != g->lastMatch) {
      g->source = g->lastMatch = end;
      return slb_push_captures(&g->match, source, end);
    }
  }
  return 0;
}

/// `string.gmatch(s, pattern [, init])`.
static int slb_string_gmatch(lua_State *L) {
  size_t ls, lp;
  const char *s = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  size_t init = slb_position(luaL_optinteger(L, 3, 1), ls) - 1;
  lua_settop(L, 2);  // the closure keeps both strings alive
  slb_gmatch *g = lua_newuserdatauv(L, sizeof *g, 0);
  memset(&g->header, 0, sizeof g->header);
  g->header.kind = KIND_OPAQUE;
  if (init > ls) init = ls + 1;
  slb_prepare(&g->match, L, s, ls, p, lp);
  g->source = s + init;
  g->pattern = p;
  g->lastMatch = NULL;
  lua_pushcclosure(L, slb_gmatch_next, 3);
  return 1;
}

/// Appends the replacement string (argument 3) with its %0–%9 and %% expanded.
static void slb_add_string(slb_match *m, luaL_Buffer *b, const char *s, const char *e) {
  lua_State *L = m->L;
  size_t length;
  const char *text = lua_tolstring(L, 3, &length);
  const char *p;
  while ((p = memchr(text, ESCAPE, length)) != NULL) {
    luaL_addlstring(b, text, (size_t)(p - text));
    p++;
    if (*p == ESCAPE) {
      luaL_addchar(b, *p);
    } else if (*p == '0') {
      luaL_addlstring(b, s, (size_t)(e - s));
    } else if (isdigit(uchar(*p))) {
      const char *capture;
      ptrdiff_t captured = slb_get_capture(m, *p - '1', s, e, &capture);
      if (captured == CAP_POSITION) {
        luaL_addvalue(b);
      } else {
        luaL_addlstring(b, capture, (size_t)captured);
      }
    } else {
      luaL_error(L, "invalid use of '%c' in replacement string", ESCAPE);
    }
    length -= (size_t)(p + 1 - text);
    text = p + 1;
  }
  luaL_addlstring(b, text, length);
}

/// Appends the replacement of one match; returns whether it changed the text.
static int slb_add_value(slb_match *m, luaL_Buffer *b, const char *s, const char *e, int type) {
  lua_State *L = m->L;
  if (type == LUA_TFUNCTION) {
    lua_pushvalue(L, 3);
    int n = slb_push_captures(m, s, e);
    lua_call(L, n, 1);
  } else if (type == LUA_TTABLE) {
    slb_push_capture(m, 0, s, e);
    lua_gettable(L, 3);
  } else {
    slb_add_string(m, b, s, e);
    return 1;
  }
  if (!lua_toboolean(L, -1)) {
    lua_pop(L, 1);
    luaL_addlstring(b, s, (size_t)(e - s));
    return 0;
  }
  if (!lua_isstring(L, -1)) return luaL_error(L, "invalid replacement value (a %s)", luaL_typename(L, -1));
  luaL_addvalue(b);
  return 1;
}

/// `string.gsub(s, pattern, replacement [, n])`.
static int slb_string_gsub(lua_State *L) {
  size_t ls, lp;
  const char *source = luaL_checklstring(L, 1, &ls);
  const char *p = luaL_checklstring(L, 2, &lp);
  const char *lastMatch = NULL;
  int type = lua_type(L, 3);
  lua_Integer maxReplacements = luaL_optinteger(L, 4, (lua_Integer)ls + 1);
  int anchor = *p == '^';
  lua_Integer n = 0;
  int changed = 0;
  slb_match m;
  luaL_Buffer b;
  luaL_argexpected(L, type == LUA_TNUMBER || type == LUA_TSTRING || type == LUA_TFUNCTION || type == LUA_TTABLE, 3,
                   "string/function/table");
  luaL_buffinit(L, &b);
  if (anchor) p++, lp--;
  slb_prepare(&m, L, source, ls, p, lp);
  while (n < maxReplacements) {
    slb_reprepare(&m);
    const char *end = slb_do_match(&m, source, p);
    if (end != NULL && end != lastMatch) {
      n++;
      changed = slb_add_value(&m, &b, source, end, type) | changed;
      source = lastMatch = end;
    } else if (source < m.subjectEnd) {
      luaL_addchar(&b, *source++);
    } else {
      break;
    }
    if (anchor) break;
  }
  if (!changed) {
    lua_pushvalue(L, 1);
  } else {
    luaL_addlstring(&b, source, (size_t)(m.subjectEnd - source));
    luaL_pushresult(&b);
  }
  lua_pushinteger(L, n);
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
