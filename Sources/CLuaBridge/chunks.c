// Chunks: source text handed to Lua's parser a piece at a time, so that the
// clock is read while it parses (the parser runs no instruction the count
// hook could see): the script's, its modules', the REPL's input and what the
// script's own `load` is given.
#include "charged.h"

#include "budget.h"
#include "ground.h"

#include <stdio.h>
#include <string.h>

/// The bytes of source handed to the parser at a time; the clock is read
/// between pieces, so parsing stops within one piece of the deadline.
enum { SOURCE_PIECE = 512 };

/// A chunk handed to the parser a piece at a time: a string, or the strings
/// a reader function returns, each cut into SOURCE_PIECE slices.
typedef struct slb_source {
  const char *text;
  size_t length, offset;
  /// The line at `offset`, from 1 (for a string chunk).
  long line;
  /// The path of the script or module the chunk is (locations name its lines), or NULL.
  const char *path;
  /// The stack index of the reader function, or 0; and the slot that keeps
  /// the string it returned alive.
  int function, slot;
} slb_source;

/// lua_load's reader: the next slice, after reading the clock.
static const char *slb_read_source(lua_State *L, void *data, size_t *size) {
  slb_source *s = data;
  slb_host *h = slb_host_of(L);
  if (s->path) snprintf(h->parseLocation, sizeof h->parseLocation, "%s:%ld", s->path, s->line);
  if (s->offset > 0 || s->function) slb_budget_check_clock(h, L, s->path ? h->parseLocation : NULL);
  if (s->offset == s->length && s->function) {
    // The reader's next string, as stock load takes it: nil or "" ends the chunk.
    lua_pushvalue(L, s->function);
    lua_call(L, 0, 1);
    if (lua_isnil(L, -1)) {
      lua_pop(L, 1);
      *size = 0;
      return NULL;
    }
    if (!lua_isstring(L, -1)) luaL_error(L, "reader function must return a string");
    lua_replace(L, s->slot);
    s->text = lua_tolstring(L, s->slot, &s->length);
    s->offset = 0;
    slb_budget_charge(L, (long long)s->length);
  }
  size_t piece = s->length - s->offset < SOURCE_PIECE ? s->length - s->offset : SOURCE_PIECE;
  *size = piece;
  const char *start = s->text + s->offset;
  for (size_t i = 0; i < piece; i++) s->line += start[i] == '\n';
  s->offset += piece;
  return piece ? start : NULL;
}

int slb_load_text(lua_State *L, const char *text, size_t length, const char *name) {
  slb_host *h = slb_host_of(L);
  slb_source source = {text, length, 0, 1, slb_own_path(h, name), 0, 0};
  int status = lua_load(L, slb_read_source, &source, name, "t");
  h->parseLocation[0] = '\0';
  return status;
}

/// Loads the chunk the function at index `function` returns piece by piece
/// (as stock load takes it), as text only, keeping the current piece at stack
/// index `slot`; the clock is read between slices as for slb_load_text.
static int slb_load_function(lua_State *L, int function, int slot, const char *name) {
  slb_source source = {"", 0, 0, 1, NULL, function, slot};
  return lua_load(L, slb_read_source, &source, name, "t");
}

int slb_load_chunk(lua_State *L) {
  slb_host *h = slb_host_of(L);
  int hasEnv = !lua_isnone(L, 4);
  const char *mode = luaL_optstring(L, 3, "bt");
  size_t length = 0;
  const char *text = lua_tolstring(L, 1, &length);
  int status;
  if (text) {
    // The default name is the text itself, as stock load gives a string chunk.
    const char *name = luaL_optstring(L, 2, text);
    slb_budget_charge(L, (long long)length);
    // Only text loads here: a binary chunk is refused by the parser ("mode is 't'").
    if (strchr(mode, 't') || (length > 0 && text[0] == LUA_SIGNATURE[0])) {
      status = slb_load_text(L, text, length, name);
    } else {
      lua_pushfstring(L, "attempt to load a text chunk (mode is '%s')", mode);
      status = LUA_ERRSYNTAX;
    }
  } else {
    const char *name = luaL_optstring(L, 2, "=(load)");
    luaL_checktype(L, 1, LUA_TFUNCTION);
    lua_settop(L, 5);  // slot 5 keeps the reader's current string alive
    status = slb_load_function(L, 1, 5, name);
  }
  if (status == LUA_OK) {
    if (hasEnv) {
      // The environment goes to the chunk's first upvalue, as stock load does.
      lua_pushvalue(L, 4);
      if (!lua_setupvalue(L, -2, 1)) lua_pop(L, 1);
    }
    return 1;
  }
  // A time budget that ran out while parsing raises on; other errors are returned.
  if (h->expired) return lua_error(L);
  // The parser may have run the message handler (a C stack overflow): forget
  // that failure, which load reports as a value, not as the call's.
  h->recorded = 0;
  h->message[0] = h->traceback[0] = '\0';
  luaL_pushfail(L);
  lua_insert(L, -2);
  return 2;
}
