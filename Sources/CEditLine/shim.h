// libedit's readline-compatible interface (Debian: libedit-dev, pkg-config libedit).
// No stable API: only what the REPL's line editor uses.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <editline/readline.h>

/// A completion hook, as readline's `rl_completion_func_t` (which the libedit
/// of macOS's SDK predates): the matches of the word between two offsets.
typedef char **ceditline_completion(const char *word, int start, int end);

// Setters for readline's globals: Swift 6 refuses to touch mutable C globals directly.
static inline void ceditline_set_completion(ceditline_completion *function) {
  rl_attempted_completion_function = function;
}
static inline void ceditline_completion_over(void) { rl_attempted_completion_over = 1; }
/// The line being edited (readline's own buffer: read it, do not keep or free it).
static inline const char *ceditline_line(void) { return rl_line_buffer; }
/// What follows a single completion: a space after a word, nothing after a folder's `/`.
static inline void ceditline_set_append_character(int character) { rl_completion_append_character = character; }

/// A completion hook's result: the `count` strings of `words` copied (strdup)
/// into a NULL-terminated array from calloc. libedit frees the array and each
/// string with free(), so neither may come from Swift's allocator; and to tell
/// a single match it reads the entry after the terminator (`matches[2]`), as
/// its own lists, allocated ten entries at a time, always allow: a second NULL
/// follows the first. NULL when `count` is 0 or memory runs out (then nothing
/// is left allocated).
static inline char **ceditline_matches(const char *const *words, size_t count) {
  if (count == 0) return NULL;
  char **list = calloc(count + 2, sizeof *list);
  if (list == NULL) return NULL;
  for (size_t i = 0; i < count; i++) {
    list[i] = strdup(words[i]);
    if (list[i] == NULL) {
      while (i > 0) free(list[--i]);
      free(list);
      return NULL;
    }
  }
  return list;
}
