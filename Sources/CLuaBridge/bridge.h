// Internals shared by the files of CLuaBridge.
#ifndef CLUABRIDGE_INTERNAL_H
#define CLUABRIDGE_INTERNAL_H

#include "CLuaBridge.h"

#include <signal.h>

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>

// The bridge relies on Lua 5.4's API and behaviour: user values of full
// userdata, lua_resume's result count, the messages it matches and the
// instructions its budget counts. Another version must not compile.
#if LUA_VERSION_NUM != 504
#error "CLuaBridge needs Lua 5.4 (pkg-config lua5.4, Debian: liblua5.4-dev); these headers are another version"
#endif

/// What the host is doing; proxies check it before touching call data.
enum {
  PHASE_IDLE = 0,
  PHASE_LOAD = 1,
  PHASE_UPDATE = 2,
  PHASE_PROPERTIES = 4,
  PHASE_GEOMETRY = 8,
  /// Evaluating REPL input (slb_host_evaluate).
  PHASE_EVAL = 16,
};

/// Stack slots of the main thread that stay put between calls.
enum {
  SLOT_MSGH = 1,
  SLOT_TARGET = 2,
  SLOT_CONTEXT = 3,
  SLOT_UPDATE = 4,
  SLOT_PROPERTIES = 5,
  SLOT_GEOMETRY = 6,
  SLOT_EXPECT = 7,
  SLOT_COUNT = 7,
};

/// The member names the bridge's code compares keys with, each a member of
/// the API (api.c): slb_intern_names refuses one the API lacks.
#define SLB_NAMES(X)                                                                                         \
  X(x) X(y) X(width) X(height) X(origin) X(size) X(minX) X(midX) X(maxX) X(minY) X(midY) X(maxY) X(dx) X(dy) \
  X(horizontal) X(vertical) X(rect) X(anchor) X(originalTarget) X(velocity) X(contentSize) X(containerSize)  \
  X(boundsSize)                                                                                              \
  X(axes) X(targets) X(layoutDirection) X(horizontalSizeClass) X(verticalSizeClass) X(offset) X(limitsScrolls)

/// Field names, interned once per state (Lua interns short strings, so a key
/// equals one of these exactly when the pointers are equal).
typedef struct slb_names {
#define SLB_NAME_FIELD(name) const char *name;
  SLB_NAMES(SLB_NAME_FIELD)
#undef SLB_NAME_FIELD
} slb_names;

/// SwiftUI's named unit points, `X(name, x, y)`: the members of `UnitPoint`
/// in the API and their values.
#define SLB_UNIT_POINTS(X)                                                                                 \
  X(zero, 0, 0) X(center, 0.5, 0.5) X(leading, 0, 0.5) X(trailing, 1, 0.5) X(top, 0.5, 0) X(bottom, 0.5, 1) \
  X(topLeading, 0, 0) X(topTrailing, 1, 0) X(bottomLeading, 0, 1) X(bottomTrailing, 1, 1)

/* modules.c */
/// `require(name)`: runs `name.lua` from the script's folder once, while the script loads.
int slb_require(lua_State *L);
/// Removes the global `require` once the script has loaded (when it is still the host's).
void slb_close_require(lua_State *L);
/// The path of `source` (a chunk name) when it is the script's or a module's
/// ("@path"), whose lines locations name; NULL for any other chunk.
const char *slb_own_path(const slb_host *h, const char *source);

/* api.c */
/// Whether `name` is the name of a member of some class of the API.
int slb_api_has_member(const char *name);

enum { FAILURE_TEXT = 1024, LOCATION_TEXT = 4200, TRACEBACK_TEXT = 2048 };
enum { EXPIRED_INSTRUCTIONS = 1, EXPIRED_TIME = 2, EXPIRED_INTERRUPT = 3 };
/// The most bytes of a printed line or an emitted name or value passed to the host.
enum { OUTPUT_TEXT = 4096 };
/// The most events one call of onScrollGeometryChange may emit.
enum { EMITS_PER_CALL = 64 };
/// The most modules one script may require (modules.c).
enum { MODULES_MAX = 32 };
/// The bytes allocated during a call that count as one instruction.
enum { BYTES_PER_INSTRUCTION = 32 };
/// The bytes a C function scans (converts, decodes, compares) that count as one instruction.
enum { SCANNED_BYTES_PER_INSTRUCTION = 4 };
/// What one comparison of table.sort's own (C) comparator counts: a call from C costs about as much.
enum { COMPARISON_INSTRUCTIONS = 16 };

/// Set by slb_interrupt (from a signal handler); the hook consumes it.
extern volatile sig_atomic_t slb_interrupt_requested;

struct slb_host {
  lua_State *L;
  slb_call call;
  slb_output output;
  slb_limits limits;
  slb_names names;

  /* Allocator: bytes in use, whether it refused one during this call, and where. */
  size_t memoryUsed;
  int memoryRefused;
  char memoryLocation[LOCATION_TEXT];

  /* Budget, checked by the count hook: instructions counted (and charged for
     work in C), the limit, those since the clock was last read, and the bytes
     allocated but not yet charged (BYTES_PER_INSTRUCTION a instruction). */
  long long instructions, instructionLimit, unchecked;
  size_t unchargedBytes;
  double seconds, deadline;
  int expired; /* 0, or EXPIRED_INSTRUCTIONS / EXPIRED_TIME / EXPIRED_INTERRUPT */
  int interruptible; /* whether slb_interrupt_requested stops this host */
  int emits;         /* events emitted in this call */
  const char *budgetPhase;
  char expiredLocation[LOCATION_TEXT];

  /* Calls: the phase, and the coroutine running now (NULL: the main thread). */
  lua_State *running;
  int phase;
  unsigned generation;
  int defines;
  int loaded;

  /* The script: "@path" and path. */
  char *chunkName;
  const char *path;
  /* The modules the script required ("@path" each, malloc'd), and the bytes
     of source loaded so far, the script's included (limits.sourceBytes). */
  char *modules[MODULES_MAX];
  int moduleCount;
  size_t sourceBytes;

  /* Calls begun (load, each call, each evaluation): the host's error objects
     (slb_raised) remember the one that raised them. */
  unsigned calls;

  /* Where the error a coroutine raised was raised, read from the coroutine's
     own stack as it died (or a position the host wrote), and that error's text
     without its positions: the message handler uses the location only for an
     error with the same text, however often `error` or `assert` re-raised it. */
  char raisedLocation[LOCATION_TEXT];
  char raisedText[FAILURE_TEXT];

  /* The last failure, and whether the message handler filled it. */
  int recorded;
  char message[FAILURE_TEXT];
  char location[LOCATION_TEXT];
  char traceback[TRACEBACK_TEXT];
  /// What the last expect(target, context, result) said when it did not hold.
  char verdict[FAILURE_TEXT];

  /* The text of the last evaluation's results (slb_host_evaluate), malloc'd. */
  char *evalResult;
  size_t evalResultLength;
};

/// The host of a state (stored in the extra space of every thread).
static inline slb_host *slb_host_of(lua_State *L) { return *(slb_host **)lua_getextraspace(L); }

/* host.c */
/// Ends a protected call: restores the stack and turns the outcome into a status.
slb_status slb_finish(slb_host *h, lua_State *L, int status);

/* hook.c */
void slb_hook(lua_State *L, lua_Debug *ar);
void slb_budget_begin(slb_host *h, int phase, long long instructions, double seconds);
void slb_install_hook(slb_host *h, lua_State *thread);
/// Installs the hook on `thread` again when its interval is at least twice what it should be.
void slb_tighten_hook(slb_host *h, lua_State *thread);
/// The count the hook should fire at now: `hookInterval`, fewer as memory grows, 1 once expired.
int slb_hook_count(const slb_host *h);
/// Registers the preallocated timeout messages (at setup).
void slb_open_timeouts(lua_State *L);
/// Charges `instructions` instructions' worth of work done in C to the
/// budget; raises a timeout like the hook when it runs out.
void slb_budget_charge(lua_State *L, long long instructions);
/// Charges `bytes` just allocated on thread L. When that runs the budget out
/// the state becomes expired: later allocations are refused and the next
/// check raises. Never raises: the allocator calls it.
void slb_budget_charge_bytes(slb_host *h, lua_State *L, size_t bytes);

/* sandbox.c */
int slb_open_sandbox(lua_State *L);
/// Replaces field `name` of the table on top by `f` closed over the original,
/// which Lua's messages then name `library.name`.
void slb_wrap_field(lua_State *L, const char *library, const char *name, lua_CFunction f);

/* costs.c */
/// Wraps the library functions that loop without allocating, charging their work.
void slb_open_costs(lua_State *L);
/// `load(chunk [, chunkname [, mode [, env]]])`, as stock load but text only,
/// parsed through slb_load_text or slb_load_function so that the time budget
/// holds while it parses.
int slb_load_chunk(lua_State *L);
/// Pushes the `tostring`s of stack slots 1 … n joined by tabs (`print`'s line).
/// May raise: call from Lua or under lua_pcall.
void slb_push_joined(lua_State *L, int n);
/* patterns.c */
/// Replaces string.find, match, gmatch and gsub with the host's own matcher, charged to the budget.
void slb_open_patterns(lua_State *L);

/// `__newindex` of read-only tables: raises "<upvalue 1> is read-only".
int slb_readonly_table(lua_State *L);

/* proxies.c */
int slb_create_proxies(lua_State *L);
/// Raises an invalid-result error whose message is `<where><message>`;
/// `where` NULL takes the position of the Lua code that called the running C
/// function. The error value is an object (slb_raised in proxy.h), not a
/// string, so that the failure is classified by identity, never by its text.
int slb_raise_invalid(lua_State *L, const char *where, const char *format, ...);

/// Notes where the error at index `value` of L, raised in `thread` (now dead),
/// was raised: the innermost line of the script on the thread's stack, unless
/// the same text was already noted (it came out of a nested coroutine).
void slb_note_raised(slb_host *h, lua_State *L, lua_State *thread, int value);

/// Reads the clock against the budget's deadline (charging nothing) and, once
/// it has passed, expires the state at `location` (NULL: where the script is)
/// and raises: for work that runs no instructions, such as the parser.
void slb_budget_check_clock(slb_host *h, lua_State *L, const char *location);

/// The bytes of source handed to the parser at a time; the clock is read
/// between pieces, so parsing stops within one piece of the deadline.
enum { SOURCE_PIECE = 512 };

/// Loads `length` bytes of text as chunk `name` (mode "t"), reading the clock
/// between pieces: the parser runs no instructions the count hook could see.
/// A load that goes over its time budget raises a timeout located at the
/// script's line the parser had reached, for the script's own chunk.
int slb_load_text(lua_State *L, const char *text, size_t length, const char *name);

/// Loads the chunk the function at index `function` returns piece by piece
/// (as stock load takes it), as text only, keeping the current piece at stack
/// index `slot`; the clock is read between slices as for slb_load_text.
int slb_load_function(lua_State *L, int function, int slot, const char *name);
/// Pushes a short description of the value at `index` for messages ("nan", "string").
const char *slb_describe(lua_State *L, int index);

/* failure.c */
/// Splits "src:line: rest" when `src` names the script or one of its
/// modules (as Lua prints it); returns whether it did.
int slb_split_position(const slb_host *h, const char *message, long *line, const char **rest);
int slb_message_handler(lua_State *L);
void slb_set_failure(slb_host *h, const char *message, const char *location);
/// Writes `path:line` of the innermost frame at or above `level` running the script ("" if none).
void slb_capture_location(slb_host *h, lua_State *L, int level, char *out, size_t size);
slb_status slb_classify(slb_host *h, lua_State *L, int status);

#endif
