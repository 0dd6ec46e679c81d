// Layer 3, charged, within the layer: the pattern machine shared by
// matcher.c (compiling and matching Lua patterns) and patterns.c
// (string.find, match, gmatch and gsub on it). Nothing outside the layer
// includes it (charged.h is what the layer offers). May call: budget.
#ifndef CLUABRIDGE_MATCHER_H
#define CLUABRIDGE_MATCHER_H

#include "bridge.h"
#include "budget.h"

/// The most captures a pattern may have (LUA_MAXCAPTURES in stock Lua).
enum { MOST_CAPTURES = 32 };
/// The deepest the machine may recurse: one level per choice it may undo.
enum { DEEPEST = 200 };
/// The largest failure memo (bits); a longer pattern over a longer subject is
/// matched without one, and its steps are still charged.
enum { LARGEST_MEMO = 1 << 25 };

/// What an item matches, and how often.
typedef enum { ONE, MANY, SOME, FEW, MAYBE } slb_repeat;  // x, x*, x+, x-, x?
typedef enum {
  LITERAL, ANYTHING, CLASS, SET, OPEN, POSITION, CLOSE, BACKREFERENCE, BALANCE, FRONTIER, AT_END, MALFORMED
} slb_item_kind;

typedef struct slb_item {
  slb_item_kind kind;
  slb_repeat repeat;
  /// LITERAL: the byte; CLASS: the class letter; BACKREFERENCE: the capture
  /// (from 0); BALANCE: the opening byte.
  unsigned char value;
  /// BALANCE: the closing byte.
  unsigned char closing;
  /// SET and FRONTIER: the set's body in the pattern, `[` `^` and `]` excluded.
  const char *set, *setEnd;
  int negated;
  /// MALFORMED: the message to raise, a format with `%d` for `number`.
  const char *message;
  int number;
} slb_item;

/// A compiled pattern.
typedef struct slb_program {
  slb_item *items;
  int count;
  int anchored;
  int captures;
  int backreferences;
} slb_program;

/// One capture while matching: where it starts, and its length, or one of these.
enum { UNFINISHED = -1, AT_POSITION = -2 };

typedef struct slb_capture {
  const char *start;
  ptrdiff_t length;
} slb_capture;

/// A match in progress.
typedef struct slb_machine {
  lua_State *L;
  const slb_program *program;
  const char *subject, *end;
  slb_capture capture[MOST_CAPTURES];
  int level;
  int depth;
  /// Steps left before the next charge to the budget.
  int steps;
  /// One bit per (item, position) state known to fail, or NULL.
  unsigned char *failed;
} slb_machine;

/// Counts one step; every hookInterval steps, charges them to the budget (which may raise).
static inline void slb_tick(slb_machine *m) {
  if (--m->steps > 0) return;
  int interval = slb_host_of(m->L)->limits.hookInterval;
  m->steps = interval;
  slb_budget_charge(m->L, interval);
}

/// Compiles `pattern` (`size` bytes; `anchorable`: a leading `^` anchors) and
/// prepares `m` to run it over `subject` (`length` bytes). What the program
/// and its failure memo need is left on the stack as userdata.
void slb_prepare(slb_machine *m, slb_program *program, lua_State *L, const char *pattern, size_t size,
                 int anchorable, const char *subject, size_t length);
/// Tries a match that starts at `s`: the end of the match, or NULL.
const char *slb_match_at(slb_machine *m, const char *s);
/// Pushes capture `i` of the match `s` ... `e` (the whole match for 0 when there are none).
void slb_push_capture(slb_machine *m, int i, const char *s, const char *e);
/// Pushes every capture, or the whole match when there are none and
/// `wholeIfNone`; returns how many.
int slb_push_captures(slb_machine *m, const char *s, const char *e, int wholeIfNone);

#endif
