// The Lua pattern matcher, charged to the budget.
//
// Lua's own matcher backtracks in C without ever reaching the count hook, so
// `string.find(("a"):rep(600), ".-.-.-b")` runs for tens of seconds whatever
// the budget says. This one implements the same patterns (Lua 5.4 manual
// §6.4.1: classes, sets, `* + - ?`, captures, position captures, %b, %f,
// back-references, anchors, and the deprecated %z) with the same errors, and
// charges every step to the call's budget: one step, one instruction.
#include "pattern.h"

#include <ctype.h>
#include <string.h>

#define ESCAPE '%'
/// The deepest recursion of the matcher, as Lua's MAXCCALLS.
#define MAX_MATCH_DEPTH 200

#define uchar(c) ((unsigned char)(c))

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

const char *slb_do_match(slb_match *m, const char *s, const char *p) {
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

ptrdiff_t slb_get_capture(slb_match *m, int i, const char *s, const char *e, const char **capture) {
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

void slb_push_capture(slb_match *m, int i, const char *s, const char *e) {
  const char *capture;
  ptrdiff_t length = slb_get_capture(m, i, s, e, &capture);
  if (length != CAP_POSITION) lua_pushlstring(m->L, capture, (size_t)length);
}

int slb_push_captures(slb_match *m, const char *s, const char *e) {
  int count = (m->level == 0 && s) ? 1 : m->level;
  luaL_checkstack(m->L, count, "too many captures");
  for (int i = 0; i < count; i++) slb_push_capture(m, i, s, e);
  return count;
}

void slb_prepare(slb_match *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp) {
  m->L = L;
  m->steps = slb_host_of(L)->limits.hookInterval;
  m->subject = s;
  m->subjectEnd = s + ls;
  m->patternEnd = p + lp;
}

void slb_reprepare(slb_match *m) {
  m->level = 0;
  m->depth = MAX_MATCH_DEPTH;
}
