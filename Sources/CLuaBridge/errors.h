// Layer 4, errors: the host's own error objects, and what a failed call
// leaves for the caller to read (message, location, traceback, status).
//   raised.c     error objects that carry their kind and location
//   failure.c    the message handler, tracebacks, the classification of a failure
// May call: ground.
#ifndef CLUABRIDGE_ERRORS_H
#define CLUABRIDGE_ERRORS_H

#include "bridge.h"

/* raised.c */
/// An error the host raises with its own kind (slb_raise): an invalid result,
/// or a module that does not parse. It is what `pcall` hands the script, and
/// what the message handler and slb_classify recognise by its metatable,
/// however the script passes it on (`error(e)`, a coroutine). Its user value 1
/// is the message, which `tostring` (and `..`) give.
typedef struct slb_raised {
  /// Kind KIND_RAISED, so that code reading a userdata's kind never takes it for a proxy.
  slb_proxy header;
  /// What the failure is: SLB_INVALID_RESULT or SLB_SYNTAX.
  slb_status status;
  /// The call that raised it (slb_host.calls).
  unsigned call;
  /// Where it happened (`path:line`), or "" when no line of the script ran.
  char location[];
} slb_raised;

/// Registers the metatable of the host's error objects (once, at setup).
void slb_open_raised(lua_State *L);
/// The host's error object at `index`, or NULL for any other value. Never raises.
const slb_raised *slb_to_raised(lua_State *L, int index);
/// Raises a slb_raised error of kind `status` located at `location` (NULL:
/// the script's line running now), whose message is `message` (popped).
int slb_raise(lua_State *L, slb_status status, const char *location);/// Raises an invalid-result error whose message is `<where><message>`;
/// `where` NULL takes the position of the Lua code that called the running C
/// function. The error value is an object (slb_raised), not a string, so
/// that the failure is classified by identity, never by its text.
int slb_raise_invalid(lua_State *L, const char *where, const char *format, ...);
/// Pushes a short description of the value at `index` for messages ("nan", "string").
const char *slb_describe(lua_State *L, int index);

/* failure.c */
/// The message handler of every protected call the host starts: records the
/// failure (message, location, traceback) while the stack is still there.
int slb_message_handler(lua_State *L);
/// Sets the failure's message and location.
void slb_set_failure(slb_host *h, const char *message, const char *location);
/// Notes where the error at index `value` of L, raised in `thread` (now dead),
/// was raised: the innermost line of the script on the thread's stack, unless
/// the same text was already noted (it came out of a nested coroutine).
void slb_note_raised(slb_host *h, lua_State *L, lua_State *thread, int value);
/// The status of a call that ended with `status` (or expired), its failure filled in.
slb_status slb_classify(slb_host *h, lua_State *L, int status);

#endif
