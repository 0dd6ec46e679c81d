// The pattern matcher shared by pattern.c (matching) and strings.c (the
// string library functions built on it).
#ifndef CLUABRIDGE_PATTERN_H
#define CLUABRIDGE_PATTERN_H

#include "proxy.h"

#define MAX_CAPTURES 32
#define CAP_UNFINISHED (-1)
#define CAP_POSITION (-2)

/// One match in progress: subject, pattern end, captures and the step budget.
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
    slb_budget_charge(m->L, slb_host_of(m->L)->limits.hookInterval);
  }
}

/// Sets up a match of pattern `p` (lp bytes) in subject `s` (ls bytes).
void slb_prepare(slb_match *m, lua_State *L, const char *s, size_t ls, const char *p, size_t lp);
/// Resets the captures and the depth before matching at a new position.
void slb_reprepare(slb_match *m);
/// Matches the pattern from `p` at `s`; returns the end of the match or NULL.
const char *slb_do_match(slb_match *m, const char *s, const char *p);
/// Capture `i` (the whole match `s`…`e` when there are none): its length, or
/// CAP_POSITION with the position pushed.
ptrdiff_t slb_get_capture(slb_match *m, int i, const char *s, const char *e, const char **capture);
/// Pushes capture `i`.
void slb_push_capture(slb_match *m, int i, const char *s, const char *e);
/// Pushes every capture (or the whole match); returns how many.
int slb_push_captures(slb_match *m, const char *s, const char *e);

#endif
