// Evaluation of REPL input in the loaded script's state, the way lua.c does it.
#include "host.h"

#include "budget.h"
#include "charged.h"
#include "errors.h"
#include "sandbox.h"

#include <stdlib.h>
#include <string.h>

/// The name of chunks typed at the REPL; messages read `repl:1: …`.
static const char *const EVAL_CHUNK = "=repl";

/// What lua.c looks for at the end of a syntax error to decide that the input
/// is incomplete (an open block, an unfinished string): "<eof>".
static const char *const EOF_MARK = "<eof>";

/// Runs the loaded chunk (argument 1) and returns its results' `tostring`s
/// joined by tabs, as one string. Runs under lua_pcall: `__tostring` may raise.
static int slb_eval_call(lua_State *L) {
  lua_call(L, 0, LUA_MULTRET);
  slb_push_joined(L, lua_gettop(L));
  return 1;
}

/// Whether the syntax error on top of the stack says the input ended too early.
static int slb_is_incomplete(lua_State *L) {
  size_t length;
  const char *message = lua_tolstring(L, -1, &length);
  size_t mark = strlen(EOF_MARK);
  return message && length >= mark && strcmp(message + length - mark, EOF_MARK) == 0;
}

/// Loads `code` as `return <code>` when that parses, else as it is.
/// lua_load is protected: it reports errors by status, never by longjmp.
static int slb_eval_load(lua_State *L, const char *code, size_t length) {
  static const char prefix[] = "return ";
  size_t prefixLength = sizeof prefix - 1;
  char *expression = malloc(prefixLength + length);
  if (expression) {
    memcpy(expression, prefix, prefixLength);
    memcpy(expression + prefixLength, code, length);
    int status = slb_load_text(L, expression, prefixLength + length, EVAL_CHUNK);
    free(expression);
    // A parse that ran out of time is not tried again as a statement.
    if (status == LUA_OK || slb_host_of(L)->expired) return status;
    lua_pop(L, 1);
  }
  return slb_load_text(L, code, length, EVAL_CHUNK);
}

slb_status slb_host_evaluate(slb_host *h, const char *code, size_t length, int *incomplete, const char **result,
                             size_t *resultLength) {
  *incomplete = 0;
  *result = "";
  *resultLength = 0;
  if (!h->loaded || h->phase != PHASE_IDLE) {
    slb_set_failure(h, h->loaded ? "the script is already running a call" : "the script is not loaded", "");
    h->traceback[0] = '\0';
    return SLB_RUNTIME;
  }
  lua_State *L = h->L;
  slb_budget_begin(h, PHASE_EVAL, h->limits.loadInstructions, h->limits.loadSeconds);
  h->budgetPhase = "evaluating the input";
  lua_pushcfunction(L, slb_eval_call);
  int status = slb_eval_load(L, code, length);
  if (status != LUA_OK) {
    if (status == LUA_ERRSYNTAX) *incomplete = slb_is_incomplete(L);
    return slb_finish(h, L, status);
  }
  status = lua_pcall(L, 1, 1, SLOT_MSGH);
  if (status == LUA_OK && !h->expired) {
    size_t size;
    const char *text = lua_tolstring(L, -1, &size);
    char *copy = malloc(size + 1);
    if (copy) {
      memcpy(copy, text, size + 1);
      free(h->evalResult);
      h->evalResult = copy;
      h->evalResultLength = size;
      *result = copy;
      *resultLength = size;
    }
  }
  return slb_finish(h, L, status);
}
