// string.find, string.match, string.gmatch and string.gsub with a budget.
//
// Lua's own matcher backtracks in C without ever reaching the count hook, so
// `string.find(("a"):rep(600), ".-.-.-b")` runs for tens of seconds whatever
// the budget says. These replacements implement the same patterns (Lua 5.4
// manual §6.4.1: classes, sets, `* + - ?`, captures, position captures, %b,
// %f, back-references, anchors) and the same functions, and charge every
// step of matching to the call's budget: one step, one instruction.
#include "proxy.h"

#include <ctype.h>
#include <string.h>

#define MAX_CAPTURES 32
#define CAP_UNFINISHED (-1)
#define CAP_POSITION (-2)
#define ESCAPE '%'
#define SPECIALS "^$*+?.([%-"
/// The deepest recursion of the matcher, as Lua's MAXCCALLS.
#define MAX_MATCH_DEPTH 200

#define uchar(c) ((unsigned char)(c))

typedef struct slb_match {
  const char *subject, *subjectEnd, *patternEnd;
  lua_State *L;
  /// Steps left before the next charge to the budget.
  int steps;
  int depth;
  unsigned char level;
  struct {
    const char *init;
    ptrdiff_t length;
  } capture[MAX_CAPTURES];
} slb_match;

/// Counts one step; every hookInterval steps, charges the budget (may raise).
static inline void slb_step(slb_match *m) {
  if (--m->steps <= 0) {
    m->steps = slb_host_of(m->L)->limits.hookInterval;
    slb_budget_charge(m->L);
  }
}

static const char *slb_do_match(slb_match *m, const char *s, const char *p);

static int slb_check_capture(slb_match *m, int l) {
  l -= '1';
  if (l < 0 || l >= m->level || m->capture[l].length == CAP_UNFINISHED)
    return luaL_error(m->L, "invalid capture index %%%d", l + 1);
  return l;
}

static int slb_capture_to_close(slb_match *m) {
  int level = m->level;
  for (level--; level >= 0; level--)
    if (m->capture[level].length == CAP_UNFINISHED) return level;
  return luaL_error(m->L, "invalid pattern capture");
}

static const char *slb_class_end(slb_match *m, const char *p) {
  switch (*p++) {
  case ESCAPE:
    if (p == m->patternEnd) luaL_error(m->L, "malformed pattern (ends with '%%')");
    return p + 1;
  case '[':
    if (*p == '^') p++;
    do {
      if (p == m->patternEnd) luaL_error(m->L, "malformed pattern (missing ']')");
      if (*(p++) == ESCAPE && p < m->patternEnd) p++;
    } while (*p != ']');
    return p + 1;
  default:
    return p;
  }
}

static int slb_match_class(int c, int cl) {
  int result;
  switch (tolower(cl)) {
  case 'a': result = isalpha(c); break;
  case 'c': result = iscntrl(c); break;
  case 'd': result = isdigit(c); break;
  case 'g': result = isgraph(c); break;
  case 'l': result = islower(c); break;
  case 'p': result = ispunct(c); break;
  case 's': result = isspace(c); break;
  case 'u': result = isupper(c); break;
  case 'w': result = isalnum(c); break;
  case 'x': result = isxdigit(c); break;
  case 'z': result = c == 0; break;  // deprecated in Lua 5.2, still accepted by 5.4
  default: return cl == c;
  }
  if (isupper(cl)) result = !result;
  return result;
}

/// Whether `c` is in the set `[...]` from `p` (at '[') to `end` (at ']').
static int slb_match_set(int c, const char *p, const char *end) {
  int matches = 1;
  if (*(p + 1) == '^') {
    matches = 0;
    p++;
  }
  while (++p < end) {
    if (*p == ESCAPE) {
      p++;
      if (slb_match_class(c, uchar(*p))) return matches;
    } else if (*(p + 1) == '-' && p + 2 < end) {
      p += 2;
      if (uchar(*(p - 2)) <= c && c <= uchar(*p)) return matches;
    } else if (uchar(*p) == c) {
      return matches;
    }
  }
  return !matches;
}

static int slb_single_match(slb_match *m, const char *s, const char *p, const char *end) {
  if (s >= m->subjectEnd) return 0;
  int c = uchar(*s);
  switch (*p) {
  case '.': return 1;
  case ESCAPE: return slb_match_class(c, uchar(*(p + 1)));
  case '[': return slb_match_set(c, p, end - 1);
  default: return uchar(*p) == c;
  }
}

static const char *slb_match_balance(slb_match *m, const char *s, const char *p) {
  if (p >= m->patternEnd - 1) luaL_error(m->L, "malformed pattern (missing arguments to '%%b')");
  if (*s != *p) return NULL;
  int open = *p, close = *(p + 1), depth = 1;
  while (++s < m->subjectEnd) {
    slb_step(m);
    if (*s == close) {
      if (--depth == 0) return s + 1;
    } else if (*s == open) {
      depth++;
    }
  }
  return NULL;
}

static const char *slb_max_expand(slb_match *m, const char *s, const char *p, const char *end) {
  ptrdiff_t i = 0;
  while (slb_single_match(m, s + i, p, end)) {
    slb_step(m);
    i++;
  }
  while (i >= 0) {
    const char *result = slb_do_match(m, s + i, end + 1);
    if (result) return result;
    i--;
  }
  return NULL;
}

static const char *slb_min_expand(slb_match *m, const char *s, const char *p, const char *end) {
  for (;;) {
    const char *result = slb_do_match(m, s, end + 1);
    if (result) return result;
    if (!slb_single_match(m, s, p, end)) return NULL;
    s++;
  }
}

static const char *slb_start_capture(slb_match *m, const char *s, const char *p, int what) {
  int level = m->level;
  if (level >= MAX_CAPTURES) luaL_error(m->L, "too many captures");
  m->capture[level].init = s;
  m->capture[level].length = what;
  m->level = (unsigned char)(level + 1);
  const char *result = slb_do_match(m, s, p);
  if (result == NULL) m->level--;
  return result;
}

static const char *slb_end_capture(slb_match *m, const char *s, const char *p) {
  int l = slb_capture_to_close(m);
  m->capture[l].length = s - m->capture[l].init;
  const char *result = slb_do_match(m, s, p);
  if (result == NULL) m->capture[l].length = CAP_UNFINISHED;
  return result;
}

static const char *slb_match_capture(slb_match *m, const char *s, int l) {
  l = slb_check_capture(m, l);
  size_t length = (size_t)m->capture[l].length;
  if ((size_t)(m->subjectEnd - s) >= length && memcmp(m->capture[l].init, s, length) == 0) return s + length;
  return NULL;
}

/// Matches pattern `p` at `s`; returns the end of the match or NULL.
static const char *slb_do_match(slb_match *m, const char *s, const char *p) {
  if (m->depth-- == 0) luaL_error(m->L, "pattern too complex");
  for (;;) {
    slb_step(m);
    if (p == m->patternEnd) break;
    const char *end;
    switch (*p) {
    case '(':
      s = *(p + 1) == ')' ? slb_start_capture(m, s, p + 2, CAP_POSITION)
                          : slb_start_capture(m, s, p + 1, CAP_UNFINISHED);
      goto done;
    case ')':
      s = slb_end_capture(m, s, p + 1);
      goto done;
    case '$':
      if (p + 1 != m->patternEnd) goto single;
      s = s == m->subjectEnd ? s : NULL;
      goto done;
    case ESCAPE:
      switch (*(p + 1)) {
      case 'b':
        s = slb_match_balance(m, s, p + 2);
        if (s == NULL) goto done;
        p += 4;
        continue;
      case 'f': {
        p += 2;
        if (*p != '[') luaL_error(m->L, "missing '[' after '%%f' in pattern");
        end = slb_class_end(m, p);
        int previous = s == m->subject ? '\0' : uchar(*(s - 1));
        if (!slb_match_set(previous, p, end - 1) && slb_match_set(uchar(*s), p, end - 1)) {
          p = end;
          continue;
        }
        s = NULL;
        goto done;
      }
      case '0': case '1': case '2': case '3': case '4':
      case '5': case '6': case '7': case '8': case '9':
        s = slb_match_capture(m, s, uchar(*(p + 1)));
        if (s == NULL) goto done;
        p += 2;
        continue;
      default:
        goto single;
      }
    default:
    single:
      end = slb_class_end(m, p);
      if (!slb_single_match(m, s, p, end)) {
        if (*end == '*' || *end == '?' || *end == '-') {
          p = end + 1;
          continue;
        }
        s = NULL;
        goto done;
      }
      switch (*end) {
      case '?': {
        const char *result = slb_do_match(m, s + 1, end + 1);
        if (result) {
          s = result;
          goto done;
        }
        p = end + 1;
        continue;
      }
      case '+': s = slb_max_expand(m, s + 1, p, end); goto done;
      case '*': s = slb_max_expand(m, s, p, end); goto done;
      case '-': s = slb_min_expand(m, s, p, end); goto done;
      default:
        s++;
        p = end;
        continue;
      }
    }
  }
done:
  m->depth++;
  return s;
}

/// Capture `i` (the whole match when there are none): its length, or
/// CAP_POSITION with the position pushed.
static ptrdiff_t slb_get_capture(slb_match *m, int i, const char *s, const char *e, const char **capture) {
  if (i >= m->level) {
    if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
    *capture = s;
    return e - s;
  }
  ptrdiff_t length = m->capture[i].length;
  *capture = m->capture[i].init;
  if (length == CAP_UNFINISHED) luaL_error(m->L, "unfinished capture");
  if (length == CAP_POSITION) lua_pushinteger(m->L, (m->capture[i].init - m->subject) + 1);
  return length;
}

static void slb_push_capture(slb_match *m, int i, const char *s, const char *e) {
  const char *capture;
  ptrdiff_t length = slb_get_capture(m, i, s, e, &capture);
  if (length != CAP_POSITION) lua_pushlstring(m->L, capture, (size_t)length);
}

static int slb_push_captures(slb_match *m, const char *s, const char *e) {
  int count = (m->level == 0 && s) ? 1 : m->level;
  luaL_checkstack(m->L, count, "too many captures");
  for (int i = 0; i < count; i++) slb_push_capture(m, i, s, e);
  return count;
}

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

static void slb_prepare(slb_match *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp) {
  m->L = L;
  m->steps = slb_host_of(L)->limits.hookInterval;
  m->subject = s;
  m->subjectEnd = s + ls;
  m->patternEnd = p + lp;
}

static void slb_reprepare(slb_match *m) {
  m->level = 0;
  m->depth = MAX_MATCH_DEPTH;
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
