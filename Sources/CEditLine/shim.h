// libedit's readline-compatible interface (Debian: libedit-dev, pkg-config libedit).
// No stable API: only what the REPL's line editor uses.
#include <stdio.h>
#include <editline/readline.h>

// Setters for readline's globals: Swift 6 refuses to touch mutable C globals directly.
static inline void ceditline_set_completion(rl_completion_func_t *function) {
  rl_attempted_completion_function = function;
}
static inline void ceditline_completion_over(void) { rl_attempted_completion_over = 1; }
