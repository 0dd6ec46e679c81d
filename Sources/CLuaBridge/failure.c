// Failures: the message handler, short tracebacks and the classification of
// a failed call into a slb_status; the `path:line` locations come from
// locations.c.
#include "errors.h"

#include "ground.h"

#include <stdio.h>
#include <string.h>

enum { TRACEBACK_FRAMES = 6 };

void slb_set_failure(slb_host *h, const char *message, const char *location) {
  snprintf(h->message, sizeof h->message, "%s", message ? message : "");
  snprintf(h->location, sizeof h->location, "%s", location ? location : "");
}

/// Writes up to TRACEBACK_FRAMES Lua frames from `level` outwards, one a line,
/// as `path:line: in function 'name'` (C frames are left out).
static void slb_capture_traceback(slb_host *h, lua_State *L, int level) {
  char *out = h->traceback;
  size_t left = sizeof h->traceback;
  int frames = 0, depth = level;
  lua_Debug ar;
  out[0] = '\0';
  for (; frames < TRACEBACK_FRAMES && lua_getstack(L, depth, &ar); depth++) {
    if (!lua_getinfo(L, "Sln", &ar) || ar.currentline <= 0) continue;
    // A frame of another chunk (one the script loaded) says so: it cannot pass for the script's.
    const char *own = slb_own_path(h, ar.source);
    const char *source = own ? own : ar.short_src;
    char what[300];
    if (*ar.what == 'm') {
      snprintf(what, sizeof what, "in main chunk");
    } else if (ar.name) {
      const char *kind = (*ar.namewhat == '\0' || strcmp(ar.namewhat, "global") == 0) ? "function" : ar.namewhat;
      snprintf(what, sizeof what, "in %s '%s'", kind, ar.name);
    } else {
      snprintf(what, sizeof what, "in function <%s:%d>", source, ar.linedefined);
    }
    int written =
        snprintf(out, left, "%s%s%s:%d: %s", frames ? "\n" : "", own ? "" : "(loaded) ", source, ar.currentline, what);
    if (written < 0 || (size_t)written >= left) return;
    out += written;
    left -= (size_t)written;
    frames++;
  }
  if (frames == TRACEBACK_FRAMES && lua_getstack(L, depth, &ar)) snprintf(out, left, "\n...");
}

/// Copies `length` bytes of `text` into `out` (`size` bytes, always
/// terminated), writing each NUL byte as the two characters \0: Lua strings
/// may hold them, and a message must not end at the first.
static void slb_copy_text(char *out, size_t size, const char *text, size_t length) {
  size_t n = 0;
  for (size_t i = 0; i < length && n + 1 < size; i++) {
    if (text[i] != '\0') {
      out[n++] = text[i];
    } else if (n + 2 < size) {
      out[n++] = '\\';
      out[n++] = '0';
    } else {
      break;
    }
  }
  out[n] = '\0';
}

/// `message` without the positions of the script Lua put before it.
static const char *slb_unpositioned(const slb_host *h, const char *message) {
  long line;
  const char *text = message;
  while (slb_split_position(h, text, &line, &text)) continue;
  return text;
}

/// Whether `message` is `noted` with only positions of the script put before
/// it (as `error`, `assert` and each coroutine level put them).
static int slb_extends(const slb_host *h, const char *message, const char *noted) {
  long line;
  for (const char *text = message;; ) {
    if (strcmp(text, noted) == 0) return 1;
    if (!slb_split_position(h, text, &line, &text)) return 0;
  }
}

void slb_note_raised(slb_host *h, lua_State *L, lua_State *thread, int value) {
  if (lua_type(L, value) != LUA_TSTRING) return;
  const char *message = lua_tostring(L, value);
  long line;
  const char *rest;
  // Only a message that carries a position: "assertion failed!" says nothing of where.
  if (!slb_split_position(h, message, &line, &rest)) return;
  // Out of a nested coroutine: the inner one's location stands.
  if (!(h->raisedText[0] && slb_extends(h, message, h->raisedText))) {
    slb_capture_location(h, thread, 0, h->raisedLocation, sizeof h->raisedLocation);
  }
  snprintf(h->raisedText, sizeof h->raisedText, "%s", message);
}

/// Fills the failure from an error message (`length` bytes) raised at stack
/// `level`, the error value being at index `value`.
///
/// The location is read from the stack, never from the message: a script can
/// write any `path:line:` into its own messages. An error a coroutine raised
/// is located where the coroutine raised it (slb_note_raised). The positions
/// Lua put before the text (one a coroutine level) are left out of it. With
/// `value` 0 there is no stack (the parser's errors): the position the parser
/// wrote first is the location.
static void slb_record(slb_host *h, lua_State *L, const char *message, size_t length, int level, int value) {
  long line;
  const char *text = message;
  int positioned = slb_split_position(h, text, &line, &text);
  if (!value) {
    if (positioned) {
      snprintf(h->location, sizeof h->location, "%s:%ld", h->path, line);
    } else {
      h->location[0] = '\0';
    }
  }
  text = slb_unpositioned(h, text);
  if (value) {
    if (h->raisedLocation[0] && h->raisedText[0] && slb_extends(h, message, h->raisedText)) {
      snprintf(h->location, sizeof h->location, "%s", h->raisedLocation);
    } else {
      slb_capture_location(h, L, level, h->location, sizeof h->location);
    }
  }
  size_t left = length - (size_t)(text - message);
  if (left == 0) {
    text = "(an empty error message)";
    left = strlen(text);
  }
  slb_copy_text(h->message, sizeof h->message, text, left);
  slb_capture_traceback(h, L, level);
  h->recorded = 1;
}

/// Calls the `__tostring` of the error object (argument 1).
static int slb_error_tostring(lua_State *L) {
  luaL_callmeta(L, 1, "__tostring");
  return 1;
}

/// The host's error object at `index` when it was raised during the current
/// call: only then does its kind stand. One kept from an earlier call and
/// raised again is the script's own error.
static const slb_raised *slb_current_raised(slb_host *h, lua_State *L, int index) {
  const slb_raised *raised = slb_to_raised(L, index);
  return raised && raised->call == h->calls ? raised : NULL;
}

int slb_message_handler(lua_State *L) {
  slb_host *h = slb_host_of(L);
  const char *message;
  size_t length;
  int type = lua_type(L, 1);
  if (slb_to_raised(L, 1)) {
    lua_getiuservalue(L, 1, 1);
    message = lua_tolstring(L, -1, &length);
  } else if (type == LUA_TSTRING) {
    message = lua_tolstring(L, 1, &length);
  } else if (type == LUA_TNUMBER) {
    lua_pushvalue(L, 1);
    message = lua_tolstring(L, -1, &length);
  } else if (luaL_getmetafield(L, 1, "__tostring") != LUA_TNIL) {
    // The script's own code, so protected: one that raises, runs out of budget
    // or returns a non-string leaves a plain description.
    lua_pop(L, 1);
    lua_pushcfunction(L, slb_error_tostring);
    lua_pushvalue(L, 1);
    if (lua_pcall(L, 1, 1, 0) == LUA_OK && lua_type(L, -1) == LUA_TSTRING) {
      message = lua_tolstring(L, -1, &length);
    } else {
      message = lua_pushfstring(L, "(error object is a %s value; its __tostring failed)", luaL_typename(L, 1));
      length = strlen(message);
    }
  } else {
    message = lua_pushfstring(L, "(error object is a %s value)", luaL_typename(L, 1));
    length = strlen(message);
  }
  slb_record(h, L, message, length, 1, 1);
  // The host's error is located where it happened (the line that wrote an
  // invalid value, a module's line that does not parse), wherever the script
  // raised the error object again.
  const slb_raised *raised = slb_current_raised(h, L, 1);
  if (raised && raised->location[0]) snprintf(h->location, sizeof h->location, "%s", raised->location);
  lua_settop(L, 1);
  return 1;
}

slb_status slb_classify(slb_host *h, lua_State *L, int status) {
  size_t length = 0;
  const char *error = status != LUA_OK && lua_type(L, -1) == LUA_TSTRING ? lua_tolstring(L, -1, &length) : NULL;
  char message[FAILURE_TEXT];
  if (h->expired) {
    if (h->expired == EXPIRED_INTERRUPT) {
      snprintf(message, sizeof message, "%s was interrupted", h->budgetPhase);
    } else if (h->expired == EXPIRED_TIME) {
      snprintf(message, sizeof message, "%s went over its time budget of %g s", h->budgetPhase, h->seconds);
    } else {
      snprintf(message, sizeof message, "%s went over its instruction budget of %lld instructions",
               h->budgetPhase, h->instructionLimit);
    }
    if (!h->recorded) h->traceback[0] = '\0';
    slb_set_failure(h, message, h->expiredLocation);
    return SLB_TIMEOUT;
  }
  if (status == LUA_ERRMEM || (h->memoryRefused && error && strstr(error, "not enough memory"))) {
    size_t cap = h->limits.memoryBytes;
    if (cap % (1 << 20) == 0) {
      snprintf(message, sizeof message, "%s went over its memory cap of %zu MiB", h->budgetPhase, cap >> 20);
    } else {
      snprintf(message, sizeof message, "%s went over its memory cap of %zu bytes", h->budgetPhase, cap);
    }
    char location[LOCATION_TEXT];
    snprintf(location, sizeof location, "%s", h->memoryLocation[0] ? h->memoryLocation : h->recorded ? h->location : "");
    if (!h->recorded) h->traceback[0] = '\0';
    slb_set_failure(h, message, location);
    return SLB_MEMORY;
  }
  if (status == LUA_ERRSYNTAX) {
    slb_record(h, L, error ? error : "syntax error", error ? length : strlen("syntax error"), 1, 0);
    return SLB_SYNTAX;
  }
  if (!h->recorded) slb_record(h, L, error ? error : "unknown error", error ? length : strlen("unknown error"), 1, 0);
  // By identity: the error object slb_raise made in this call, however the
  // script caught and raised it again; never by the text of a message.
  const slb_raised *raised = status == LUA_ERRRUN ? slb_current_raised(h, L, -1) : NULL;
  return raised ? raised->status : SLB_RUNTIME;
}
