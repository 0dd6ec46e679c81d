// Lua patterns (reference manual §6.4.1): string.find, match, gmatch and gsub.
//
// A pattern is compiled once into a list of items: a single-character class
// with its repetition, a capture's opening or closing, a back-reference, %b,
// %f, or the end anchor. A small backtracking machine then runs the items
// over the subject. The machine works in C, where the count hook never fires,
// so every step is charged to the call's budget (one step, one instruction),
// and it remembers the (item, position) states that already failed: without
// back-references a state fails the same way however it is reached, so the
// search is polynomial where plain backtracking is exponential.
//
// A malformed part of a pattern compiles to an item that raises Lua's message
// when the machine reaches it, so a malformed pattern fails exactly where and
// when stock Lua's does: not at all when matching never gets that far.
#include "matcher.h"

#include <ctype.h>
#include <string.h>

// MARK: - Reading the pattern

/// Whether byte `c` is in the class named by `letter` (`a`, `d`, `s`, ...; upper case complements).
static int slb_in_class(unsigned char c, unsigned char letter) {
  int in;
  switch (tolower(letter)) {
    case 'a': in = isalpha(c); break;
    case 'c': in = iscntrl(c); break;
    case 'd': in = isdigit(c); break;
    case 'g': in = isgraph(c); break;
    case 'l': in = islower(c); break;
    case 'p': in = ispunct(c); break;
    case 's': in = isspace(c); break;
    case 'u': in = isupper(c); break;
    case 'w': in = isalnum(c); break;
    case 'x': in = isxdigit(c); break;
    case 'z': in = c == 0; break;  // deprecated, still in Lua 5.4: the NUL byte
    default: return c == letter;  // %. %% %[ ...: the character itself
  }
  if (isupper(letter)) in = !in;
  return in != 0;
}

/// Whether byte `c` is in the set body `set` ... `end`: classes, ranges `a-z`, bytes.
static int slb_in_set(unsigned char c, const char *set, const char *end) {
  for (const char *p = set; p < end; p++) {
    if (*p == '%' && p + 1 < end) {
      if (slb_in_class(c, (unsigned char)*++p)) return 1;
    } else if (p + 2 < end && p[1] == '-') {
      if ((unsigned char)p[0] <= c && c <= (unsigned char)p[2]) return 1;
      p += 2;
    } else if ((unsigned char)*p == c) {
      return 1;
    }
  }
  return 0;
}

/// Makes `item` the malformed part of a pattern: reached, it raises `message`.
static void slb_malformed(slb_item *item, const char *message, int number) {
  *item = (slb_item){.kind = MALFORMED, .repeat = ONE, .message = message, .number = number};
}

/// Reads a set from `p` (just after `[`); returns what follows its `]`, or
/// NULL when the pattern ends first.
static const char *slb_read_set(slb_item *item, const char *p, const char *end) {
  item->negated = p < end && *p == '^';
  if (item->negated) p++;
  item->set = p;
  // The first byte belongs to the set, `]` included; `%` escapes the next.
  do {
    if (p >= end) return NULL;
    if (*p++ == '%' && p < end) p++;
  } while (p >= end || *p != ']');
  item->setEnd = p;
  return p + 1;
}

/// Compiles `pattern` (`length` bytes) into `program`, its items in a
/// userdata left on the stack. `anchorable`: a leading `^` anchors. The first
/// malformed part becomes the last item (MALFORMED).
static void slb_compile(lua_State *L, const char *pattern, size_t length, int anchorable, slb_program *program) {
  const char *p = pattern, *end = pattern + length;
  *program = (slb_program){0};
  if (anchorable && p < end && *p == '^') {
    program->anchored = 1;
    p++;
  }
  // Never more items than bytes, and one for an empty pattern's sake.
  program->items = lua_newuserdatauv(L, sizeof(slb_item) * (size_t)(end - p + 1), 0);
  int open[MOST_CAPTURES], opened = 0, closed[MOST_CAPTURES];
  while (p < end && (program->count == 0 || program->items[program->count - 1].kind != MALFORMED)) {
    slb_item *item = &program->items[program->count++];
    *item = (slb_item){.repeat = ONE};
    int single = 1;
    switch (*p) {
      case '(':
        if (program->captures >= MOST_CAPTURES) {
          slb_malformed(item, "too many captures", 0);
          continue;
        }
        closed[program->captures] = 0;
        open[opened++] = program->captures++;
        item->kind = p + 1 < end && p[1] == ')' ? POSITION : OPEN;
        if (item->kind == POSITION) {
          closed[open[--opened]] = 1;
          p++;
        }
        p++;
        single = 0;
        break;
      case ')':
        if (opened == 0) {
          slb_malformed(item, "invalid pattern capture", 0);
          continue;
        }
        closed[open[--opened]] = 1;
        item->kind = CLOSE;
        p++;
        single = 0;
        break;
      case '$':
        if (p + 1 == end) {
          item->kind = AT_END;
          p++;
          single = 0;
        } else {
          item->kind = LITERAL;
          item->value = '$';
          p++;
        }
        break;
      case '.':
        item->kind = ANYTHING;
        p++;
        break;
      case '[':
        item->kind = SET;
        p = slb_read_set(item, p + 1, end);
        if (!p) {
          slb_malformed(item, "malformed pattern (missing ']')", 0);
          continue;
        }
        break;
      case '%':
        if (p + 1 >= end) {
          slb_malformed(item, "malformed pattern (ends with '%%')", 0);
          continue;
        }
        single = 0;
        if (p[1] == 'b') {
          if (p + 4 > end) {
            slb_malformed(item, "malformed pattern (missing arguments to '%%b')", 0);
            continue;
          }
          item->kind = BALANCE;
          item->value = (unsigned char)p[2];
          item->closing = (unsigned char)p[3];
          p += 4;
        } else if (p[1] == 'f') {
          if (p + 2 >= end || p[2] != '[') {
            slb_malformed(item, "missing '[' after '%%f' in pattern", 0);
            continue;
          }
          item->kind = FRONTIER;
          p = slb_read_set(item, p + 3, end);
          if (!p) {
            slb_malformed(item, "malformed pattern (missing ']')", 0);
            continue;
          }
        } else if (p[1] >= '0' && p[1] <= '9') {
          int index = p[1] - '1';
          if (index < 0 || index >= program->captures || !closed[index]) {
            slb_malformed(item, "invalid capture index %%%d", index + 1);
            continue;
          }
          item->kind = BACKREFERENCE;
          item->value = (unsigned char)index;
          program->backreferences = 1;
          p += 2;
        } else {
          item->kind = CLASS;
          item->value = (unsigned char)p[1];
          p += 2;
          single = 1;
        }
        break;
      default:
        item->kind = LITERAL;
        item->value = (unsigned char)*p++;
        break;
    }
    if (single && p < end) {
      switch (*p) {
        case '*': item->repeat = MANY; p++; break;
        case '+': item->repeat = SOME; p++; break;
        case '-': item->repeat = FEW; p++; break;
        case '?': item->repeat = MAYBE; p++; break;
        default: break;
      }
    }
  }
  // A capture left open is not an error here: it is Lua's "unfinished
  // capture" once a match with it is pushed (slb_push_capture).
}

// MARK: - Matching

/// Whether a single-character item matches byte `c`.
static int slb_accepts(const slb_item *item, unsigned char c) {
  switch (item->kind) {
    case ANYTHING: return 1;
    case LITERAL: return c == item->value;
    case CLASS: return slb_in_class(c, item->value);
    case SET: return slb_in_set(c, item->set, item->setEnd) != item->negated;
    default: return 0;
  }
}

static const char *slb_run(slb_machine *m, int index, const char *s);

/// Bit `index, s` of the failure memo.
static size_t slb_state(const slb_machine *m, int index, const char *s) {
  return (size_t)index * (size_t)(m->end - m->subject + 1) + (size_t)(s - m->subject);
}

/// Runs the items from `index` at `s` along the one path they allow, and at
/// each choice (a repetition, a capture) tries the alternatives through
/// slb_run. Returns the end of the match, or NULL.
static const char *slb_follow(slb_machine *m, int index, const char *s) {
  const slb_program *program = m->program;
  for (;;) {
    slb_tick(m);
    if (index == program->count) return s;
    if (m->failed) {
      size_t state = slb_state(m, index, s);
      if (m->failed[state >> 3] & (1u << (state & 7))) return NULL;
    }
    const slb_item *item = &program->items[index];
    switch (item->kind) {
      case OPEN:
      case POSITION: {
        int level = m->level++;
        m->capture[level].start = s;
        m->capture[level].length = item->kind == POSITION ? AT_POSITION : UNFINISHED;
        const char *result = slb_run(m, index + 1, s);
        if (!result) m->level--;
        return result;
      }
      case CLOSE: {
        int level = m->level - 1;
        while (level >= 0 && m->capture[level].length != UNFINISHED) level--;
        m->capture[level].length = s - m->capture[level].start;
        const char *result = slb_run(m, index + 1, s);
        if (!result) m->capture[level].length = UNFINISHED;
        return result;
      }
      case AT_END:
        return s == m->end ? s : NULL;
      case MALFORMED:
        luaL_error(m->L, item->message, item->number);
        return NULL;
      case BALANCE: {
        if (s >= m->end || (unsigned char)*s != item->value) return NULL;
        int open = 1;
        const char *p = s + 1;
        for (; p < m->end && open > 0; p++) {
          slb_tick(m);
          if ((unsigned char)*p == item->closing) {
            open--;
          } else if ((unsigned char)*p == item->value) {
            open++;
          }
        }
        if (open > 0) return NULL;
        s = p;
        index++;
        continue;
      }
      case FRONTIER: {
        unsigned char before = s == m->subject ? '\0' : (unsigned char)s[-1];
        unsigned char here = s < m->end ? (unsigned char)*s : '\0';
        int wasIn = slb_in_set(before, item->set, item->setEnd) != item->negated;
        int isIn = slb_in_set(here, item->set, item->setEnd) != item->negated;
        if (wasIn || !isIn) return NULL;
        index++;
        continue;
      }
      case BACKREFERENCE: {
        const slb_capture *capture = &m->capture[item->value];
        if (capture->length < 0 || (size_t)(m->end - s) < (size_t)capture->length) return NULL;
        if (memcmp(capture->start, s, (size_t)capture->length) != 0) return NULL;
        s += capture->length;
        index++;
        continue;
      }
      default:
        break;
    }
    int here = s < m->end && slb_accepts(item, (unsigned char)*s);
    switch (item->repeat) {
      case ONE:
        if (!here) return NULL;
        s++;
        index++;
        continue;
      case MAYBE: {
        if (here) {
          const char *result = slb_run(m, index + 1, s + 1);
          if (result) return result;
        }
        index++;
        continue;
      }
      case MANY:
      case SOME: {
        ptrdiff_t count = 0;
        while (s + count < m->end && slb_accepts(item, (unsigned char)s[count])) {
          slb_tick(m);
          count++;
        }
        ptrdiff_t least = item->repeat == SOME ? 1 : 0;
        for (; count >= least; count--) {
          const char *result = slb_run(m, index + 1, s + count);
          if (result) return result;
        }
        return NULL;
      }
      case FEW:
        for (;;) {
          const char *result = slb_run(m, index + 1, s);
          if (result) return result;
          if (s >= m->end || !slb_accepts(item, (unsigned char)*s)) return NULL;
          s++;
        }
    }
  }
}

/// slb_follow from item `index` at `s`, one level deeper, noting a failure in the memo.
static const char *slb_run(slb_machine *m, int index, const char *s) {
  if (m->depth-- == 0) luaL_error(m->L, "pattern too complex");
  const char *result = slb_follow(m, index, s);
  m->depth++;
  if (!result && m->failed) {
    size_t state = slb_state(m, index, s);
    m->failed[state >> 3] |= (unsigned char)(1u << (state & 7));
  }
  return result;
}

/// Prepares a machine for `program` over `subject` (`length` bytes); a memo,
/// when it applies, is a userdata left on the stack.
static void slb_start(slb_machine *m, lua_State *L, const slb_program *program, const char *subject, size_t length) {
  m->L = L;
  m->program = program;
  m->subject = subject;
  m->end = subject + length;
  m->steps = slb_host_of(L)->limits.hookInterval;
  m->failed = NULL;
  size_t bits = (size_t)(program->count + 1) * (length + 1);
  if (!program->backreferences && length > 0 && bits <= LARGEST_MEMO) {
    m->failed = lua_newuserdatauv(L, (bits + 7) / 8, 0);
    memset(m->failed, 0, (bits + 7) / 8);
  }
}

/// Compiles `pattern` and prepares a machine to run it over `subject`.
void slb_prepare(slb_machine *m, slb_program *program, lua_State *L, const char *pattern, size_t size,
                        int anchorable, const char *subject, size_t length) {
  slb_compile(L, pattern, size, anchorable, program);
  slb_start(m, L, program, subject, length);
}

/// Tries a match that starts at `s`; the end of the match, or NULL. The memo
/// stays valid across starts: a state fails whatever the start.
const char *slb_match_at(slb_machine *m, const char *s) {
  m->level = 0;
  m->depth = DEEPEST;
  return slb_run(m, 0, s);
}

/// Pushes capture `i` of a match from `s` to `e`: the whole match when the
/// pattern has no captures and `i` is 0.
void slb_push_capture(slb_machine *m, int i, const char *s, const char *e) {
  if (i >= m->level) {
    if (i != 0) luaL_error(m->L, "invalid capture index %%%d", i + 1);
    lua_pushlstring(m->L, s, (size_t)(e - s));
    return;
  }
  const slb_capture *capture = &m->capture[i];
  if (capture->length == UNFINISHED) luaL_error(m->L, "unfinished capture");
  if (capture->length == AT_POSITION) {
    lua_pushinteger(m->L, (capture->start - m->subject) + 1);
  } else {
    lua_pushlstring(m->L, capture->start, (size_t)capture->length);
  }
}

/// Pushes every capture, or the whole match when there are none; returns how many.
int slb_push_captures(slb_machine *m, const char *s, const char *e, int wholeIfNone) {
  int count = m->level == 0 && wholeIfNone ? 1 : m->level;
  luaL_checkstack(m->L, count, "too many captures");
  for (int i = 0; i < count; i++) slb_push_capture(m, i, s, e);
  return count;
}
