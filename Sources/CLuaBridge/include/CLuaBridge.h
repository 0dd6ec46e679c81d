// CLuaBridge: one sandboxed Lua 5.4 state running one ScrollScript behavior.
//
// No stable API: this is the C half of the LuaBehaviors module, and this
// header is its whole contract. Its rules:
//
// - No lua_State leaves C: no function here takes or returns one.
// - Everything that can raise a Lua error (longjmp) runs under lua_pcall
//   started in here, or inside a lua_CFunction that Lua calls under it, so
//   callers (Swift) never see a longjmp.
// - The limits' defaults have one home, slb_default_limits.
//
// A host is not thread-safe: use it from one thread at a time. How the
// bridge is built inside (its layers) is told in bridge.h.
#ifndef CLUABRIDGE_H
#define CLUABRIDGE_H

#include <stddef.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The outcome of a host operation; the values match BehaviorFailure.Kind.
typedef enum slb_status {
  SLB_OK = 0,
  /// The script does not parse.
  SLB_SYNTAX = 1,
  /// The script raised an error (or the host could not set it up).
  SLB_RUNTIME = 2,
  /// The script went over its memory cap.
  SLB_MEMORY = 3,
  /// The script went over its instruction or wall-clock budget.
  SLB_TIMEOUT = 4,
  /// The script wrote a non-finite or non-number value to a target field, or
  /// returned a malformed result.
  SLB_INVALID_RESULT = 5,
} slb_status;

/// Resource limits of one host. A zero field (or a negative count or time)
/// takes its default, the value slb_default_limits gives it.
typedef struct slb_limits {
  /// Memory cap of the whole state, bytes. Default 64 MiB.
  size_t memoryBytes;
  /// Instruction budget for loading (running the chunk). Default 10,000,000.
  long long loadInstructions;
  /// Wall-clock budget for loading, seconds. Default 1.
  double loadSeconds;
  /// Instruction budget per call (updateTarget, properties, onScrollGeometryChange,
  /// onScrollPhaseChange). Default 10,000,000.
  long long callInstructions;
  /// Wall-clock budget per call, seconds. Default 1.
  double callSeconds;
  /// Instructions between two checks of the budget (the count hook). Default 1000.
  int hookInterval;
  /// The bytes of source the script and the modules it requires may have together. Default 8 MiB.
  size_t sourceBytes;
} slb_limits;

/// Where a script's `print` and `emit` go. A call made from a callback fails (runtime).
typedef struct slb_output {
  void *context;
  /// One printed line (the arguments of `print` joined by tabs), without newline,
  /// and where it was printed: `path:line` of the nearest frame of the script or
  /// one of its modules (the line of the `print` call), "" when there is none.
  void (*print)(void *context, const char *text, size_t length, const char *location);
  /// `emit(name, value)`, with `value` already converted by `tostring`.
  void (*emit)(void *context, const char *name, size_t nameLength, const char *value, size_t valueLength);
} slb_output;

/// Size classes as numbers: none (nil in Lua), compact, regular.
enum { SLB_SIZE_CLASS_NONE = 0, SLB_SIZE_CLASS_COMPACT = 1, SLB_SIZE_CLASS_REGULAR = 2 };
/// Scroll axes as bits.
enum { SLB_AXIS_HORIZONTAL = 1, SLB_AXIS_VERTICAL = 2 };

/// The data of one call, written by the caller before the call. Rects are
/// `{x, y, width, height}`, points `{x, y}`, sizes `{width, height}` (pt),
/// velocity `{dx, dy}` (pt/s).
typedef struct slb_call {
  /// The proposed target: read and written by the script (in/out).
  double target[4];
  /// The target's anchor, meaningful when `targetHasAnchor` (in/out).
  double targetAnchor[2];
  int targetHasAnchor;
  /// The gesture's original target (read-only in Lua).
  double original[4];
  double originalAnchor[2];
  int originalHasAnchor;
  double velocity[2];
  double contentSize[2];
  double containerSize[2];
  /// The scroll view's bounds (the model's, beyond SwiftUI); updateTarget only.
  double boundsSize[2];
  /// SLB_AXIS_* bits.
  int axes;
  /// 0 leftToRight, 1 rightToLeft.
  int layoutDirection;
  /// SLB_SIZE_CLASS_*.
  int horizontalSizeClass;
  int verticalSizeClass;
  /// The layout children's frames, `targetCount` rects of 4 doubles each
  /// (the memory layout of a CGRect array). Borrowed for the call only.
  const void *targets;
  long long targetCount;
  /// Changes whenever the children differ from the last call's: the host
  /// keeps the children it made for Lua while stamp and count stay the same.
  unsigned long long targetsStamp;
  /// For onScrollGeometryChange: `{offset.x, offset.y, contentSize.width,
  /// contentSize.height, containerSize.width, containerSize.height}`.
  double oldGeometry[6];
  double newGeometry[6];
  /// For expect: where the behavior left the target `{x, y}` (its resting offset).
  double result[2];
} slb_call;

typedef struct slb_host slb_host;

/// Optional functions a script defines.
enum { SLB_DEFINES_PROPERTIES = 1, SLB_DEFINES_GEOMETRY_HOOK = 2, SLB_DEFINES_EXPECT = 4, SLB_DEFINES_PHASE_HOOK = 8 };

/// The default limits, which a host takes for zero fields (the one home of
/// these values: BehaviorLimits reads them from here).
slb_limits slb_default_limits(void);

/// A new host with the given limits (NULL for defaults); NULL when out of memory.
slb_host *slb_host_new(const slb_limits *limits, slb_output output);

/// Closes the state and frees the host.
void slb_host_free(slb_host *host);

/// Creates the sandboxed state and loads the script `source` (text only),
/// named `@path`, then runs its chunk under the load budget. Call once.
/// On failure the details are available through slb_host_failure_*.
slb_status slb_host_load(slb_host *host, const char *source, size_t length, const char *path);

/// The call buffer to fill before each call; valid as long as the host.
slb_call *slb_host_call_data(slb_host *host);

/// Runs `updateTarget(target, context)` on the call buffer. On success the
/// buffer's target fields hold the result; on failure they are unspecified.
slb_status slb_host_update_target(slb_host *host);

/// Runs `properties(context)` (only contentSize, containerSize, axes and the
/// environment of the call buffer are read). Sets `*limitsScrolls`.
slb_status slb_host_properties(slb_host *host, int *limitsScrolls);

/// Runs `onScrollGeometryChange(old, new)` with the buffer's geometries;
/// `emit` calls go to the output's `emit` callback.
slb_status slb_host_geometry_changed(slb_host *host);

/// Runs `onScrollPhaseChange(old, new)` with the phases' names (NUL-terminated,
/// borrowed for the call), under the same budget as the geometry hook and
/// with `emit` allowed as there.
slb_status slb_host_phase_changed(slb_host *host, const char *oldPhase, const char *newPhase);

/// Runs `expect(target, context, result)`, the script's own property, on the
/// call buffer (as for updateTarget, with `result` set). Sets `*holds` to 1
/// when it returned true or nil, else 0 with its message in slb_host_verdict.
slb_status slb_host_expect(slb_host *host, int *holds);

/// Why the last expect call did not hold: its message, or "expect returned false".
const char *slb_host_verdict(const slb_host *host);

/// SLB_DEFINES_* bits for the optional functions the loaded script defines.
int slb_host_defines(const slb_host *host);

/// How many modules the script required while it loaded, and the path of
/// module `index` (from 0): the files an edit of the script's code may touch.
int slb_host_module_count(const slb_host *host);
const char *slb_host_module_path(const slb_host *host, int index);

/// The last failure's message (one line as a rule), location (`path:line`,
/// or "" when unknown) and traceback (frames innermost first, one a line).
const char *slb_host_failure_message(const slb_host *host);
const char *slb_host_failure_location(const slb_host *host);
const char *slb_host_failure_traceback(const slb_host *host);

/// Bytes the state holds now.
size_t slb_host_memory_used(const slb_host *host);
/// Runs a full garbage collection (between calls only) and returns the bytes in use.
size_t slb_host_collect(slb_host *host);

/// Starts (`on` 1) or stops (0) counting the pairs of consecutive lines the
/// script's calls run, through a line hook beside the budget's count hook;
/// off by default, when the hook costs nothing more. Returns 0 when the map
/// (16 KiB of counts, 32 KiB of slots) cannot be allocated.
int slb_host_count_lines(slb_host *host, int on);
/// The line-pair slots hit since the last clear, in the order first hit:
/// returns their number, with `*slots` the slot numbers and `*hits` the map of
/// hits per slot (saturating at 255), both valid until the next call. 0 when not counting.
int slb_host_lines_reached(const slb_host *host, const unsigned short **slots, const unsigned char **hits);
/// Forgets the line pairs reached so far.
void slb_host_clear_lines(slb_host *host);

/// Evaluates `code` (text, as typed at a REPL) in the loaded script's globals,
/// as the standalone `lua` interpreter does: first as `return <code>`, then as
/// a statement. The chunk is named `=repl` and runs under the load budget.
/// On success `*result` holds the results' `tostring`s joined by tabs ("" for
/// none), valid until the next evaluation. When the code does not parse
/// because it ends too early (an open block), `*incomplete` is 1 and the
/// status SLB_SYNTAX: the caller may read more lines and try again.
slb_status slb_host_evaluate(slb_host *host, const char *code, size_t length, int *incomplete,
                             const char **result, size_t *resultLength);

/// Whether slb_interrupt stops this host's calls (default 0: only hosts that
/// opt in, such as a REPL's, consume interrupt requests).
void slb_host_set_interruptible(slb_host *host, int interruptible);

/// Whether the count hook counted the last load, call or evaluation: from its
/// start (a budget under 5,000,000 instructions, or line coverage on) or from
/// when the watchdog found it still running a tick in. A call that ends within
/// a tick runs with no hook (Sources/CLuaBridge/watchdog.c).
int slb_host_last_call_counted(const slb_host *host);

/// Asks the running call of any interruptible host to stop at its next budget check (about
/// every 1000 instructions, from a tick or two into the call); it then fails as a timeout "interrupted".
/// Async-signal-safe: it only sets a flag. A request made while no call runs
/// stops the next call, unless slb_clear_interrupt runs first.
void slb_interrupt(void);

/// Forgets an interrupt request that no call consumed.
void slb_clear_interrupt(void);

/// Whether an interrupt request is waiting (no call consumed it yet).
int slb_interrupt_pending(void);

/// What an entry of the Lua API (slb_api) is.
typedef enum slb_api_kind {
  /// A global: a function the script defines or one the host adds, or `UnitPoint`.
  SLB_API_GLOBAL = 0,
  /// A parameter of a global function (`owner`).
  SLB_API_PARAMETER = 1,
  /// What a function the script defines (`owner`) returns; `name` is "".
  SLB_API_RESULT = 2,
  /// A member of the class `owner`; "[integer]" for an array's elements.
  SLB_API_MEMBER = 3,
} slb_api_kind;

/// One name of the Lua API.
typedef struct slb_api_entry {
  slb_api_kind kind;
  /// A member's class, or the function of a parameter or result; "" for a global.
  const char *owner;
  const char *name;
  /// The value's class (as lua/scrollscript.lua names it), or "number",
  /// "boolean", "string", "function" or "any".
  const char *type;
} slb_api_entry;

/// The Lua API as the bridge serves it: `*count` entries, static and constant.
const slb_api_entry *slb_api(size_t *count);

#ifdef __cplusplus
}
#endif

#endif
