// The base of CLuaBridge's internals: the types and constants every layer
// shares, and no function but slb_host_of, the accessor of a state's host.
//
// The bridge is built in layers. A file calls functions of its own layer and
// of the layers below it, never of one above: what a lower layer needs from
// a higher one is handed down as data (the host's fields) or as a function
// (a lua_CFunction the higher layer registers). Each layer has a header that
// declares what it offers, and names at its top the layers it calls.
//
//   layer       files                                  header
//   8 host      host.c eval.c                          host.h (its contract: include/CLuaBridge.h)
//   7 sandbox   sandbox.c                              sandbox.h
//   6 modules   modules.c                              modules.h
//   5 proxies   values.c members.c leaves.c proxies.c  proxies.h (proxies_internal.h within the layer)
//   4 errors    raised.c failure.c                     errors.h
//   3 charged   chunks.c costs.c lists.c matcher.c     charged.h (matcher.h within the layer)
//               patterns.c
//   2 budget    budget.c watchdog.c                    budget.h
//   1 ground    api.c locations.c tables.c             ground.h
//   0 base      (types and constants)                  bridge.h
//
// The public contract, include/CLuaBridge.h, is kept by the host layer: no
// lua_State leaves C, and everything that can raise runs under lua_pcall.
#ifndef CLUABRIDGE_INTERNAL_H
#define CLUABRIDGE_INTERNAL_H

#include "CLuaBridge.h"

#include <lauxlib.h>
#include <lua.h>
#include <lualib.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>

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
  /// onScrollGeometryChange or onScrollPhaseChange: the hooks that may `emit`.
  PHASE_GEOMETRY = 8,
  /// Evaluating REPL input (slb_host_evaluate).
  PHASE_EVAL = 16,
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

enum { FAILURE_TEXT = 1024, LOCATION_TEXT = 4200, TRACEBACK_TEXT = 2048 };
enum { EXPIRED_INSTRUCTIONS = 1, EXPIRED_TIME = 2, EXPIRED_INTERRUPT = 3 };
/// The most modules one script may require (modules.c).
enum { MODULES_MAX = 32 };
/// The slots of the line-pair coverage map (a power of two; 16 bits index it).
enum { LINE_PAIRS = 1 << 14 };

/// What a full userdata is. Every full userdata a script can reach starts
/// with a slb_proxy (scripts cannot make userdata; the matcher's buffers never
/// leave C): the proxies of proxies.c, and the host's error objects
/// (slb_raised, errors.h), whose kind is KIND_RAISED.
typedef enum slb_kind {
  KIND_TARGET,
  KIND_RECT,
  KIND_POINT,
  KIND_SIZE,
  KIND_VECTOR,
  KIND_AXES,
  KIND_CONTEXT,
  KIND_TARGETS,
  KIND_CHILD,
  /// Not a proxy: an error the host raised with its kind (slb_raised).
  KIND_RAISED,
} slb_kind;

typedef struct slb_proxy {
  unsigned char kind;
  unsigned char writable;
  /// PHASE_* bits in which the proxy may be used.
  unsigned char phases;
  /// Children: the 1-based index, for messages; 0 otherwise.
  lua_Integer index;
  /// Components: rect {x, y, width, height}, point {x, y}, size {width,
  /// height}, vector {dx, dy}; a target's rect. NULL for axes and context.
  double *data;
  /// A target's anchor and whether it is set.
  double *anchor;
  int *hasAnchor;
  /// The path in messages: "target.rect.origin"; children append "[i]" and `suffix`.
  const char *path;
  const char *suffix;
} slb_proxy;

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
     allocated but not yet charged (BYTES_PER_INSTRUCTION a instruction,
     budget.c). */
  long long instructions, instructionLimit, unchecked;
  size_t unchargedBytes;
  double seconds, deadline;
  int expired; /* 0, or EXPIRED_INSTRUCTIONS / EXPIRED_TIME / EXPIRED_INTERRUPT */
  int interruptible; /* whether slb_interrupt_requested stops this host */
  int emits;         /* events emitted in this call */
  const char *budgetPhase;
  char expiredLocation[LOCATION_TEXT];
  /* While the parser reads the script or a module: the line at the start of
     the last piece handed to it (chunks.c), at most a piece (512 bytes) before
     the line it is at. The parser runs no frame the stack could name, so a
     budget or memory cap that runs out in its allocations is located here. */
  char parseLocation[LOCATION_TEXT];

  /* Line coverage, counted by the same hook while `lineHits` is set
     (slb_host_count_lines): hits per pair of consecutive lines hashed into
     LINE_PAIRS slots (saturating at 255), the slots first hit since the last
     clear in the order they were, and the last line's hash. */
  unsigned char *lineHits;
  unsigned short *reached;
  int reachedCount;
  unsigned lastLine;

  /* The watchdog (watchdog.c): whether this call's instructions are counted
     (from its start, or since the watchdog asked), the registry's links, and
     the handshake with the watchdog thread, which reads the atomics. */
  volatile sig_atomic_t counting;
  int watchRegistered;
  slb_host *watchNext, *watchPrevious;
  _Atomic unsigned long long watchTicket, armTicket;
  atomic_int signalling;
  pthread_t watchThread;
  unsigned long long watchSeen;

  /* Calls: the phase, and the coroutine running now (NULL: the main thread). */
  lua_State *running;
  int phase;
  /* Set while expect runs: it judges the target, so its writes are refused. */
  int readOnlyTarget;
  /* The children context.targets' cache holds (leaves.c): the caller's stamp
     and count, and how many of them the cache has made. */
  unsigned long long cachedStamp;
  long long cachedCount;
  int cachedChildren;
  /* Whether a call has pointed context.targets at the cache since the last reset. */
  int targetsEntered;
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

#endif
