// Layer 5, proxies, within the layer: what values.c, members.c, leaves.c and
// proxies.c share. Nothing outside the layer includes it (proxies.h is what
// the layer offers). May call: errors, ground (and the rest of this layer).
//
// Proxies are the userdata scripts see as `target`, `context` and their parts.
// A proxy holds a pointer into the host's call buffer (or, for the children of
// context.targets, into the caller's CGRect array) and reads or writes it in
// place. Proxies are created once per state; a call only refills the buffer.
// Every full userdata a script can reach starts with a slb_proxy (bridge.h),
// so `lua_touserdata` plus `kind` identifies a proxy without a metatable lookup.
//
// Composite proxies (target, rects of targets, context) have their own
// metatable whose `__index` is a table of their constant members (target.rect,
// rect.origin, context.velocity, …), so navigating costs no C call; other keys
// fall through to a C closure over the proxy. Leaves (points, sizes, vectors,
// axes, the rects of context.targets) share one metatable per kind with C
// `__index`/`__newindex`.
#ifndef CLUABRIDGE_PROXIES_INTERNAL_H
#define CLUABRIDGE_PROXIES_INTERNAL_H

#include "bridge.h"

enum { PHASES_ALL = PHASE_LOAD | PHASE_UPDATE | PHASE_PROPERTIES | PHASE_GEOMETRY };

/* values.c */
/// Raises "<path> is not available …" (noreturn).
int slb_unavailable(lua_State *L, const slb_host *h, const slb_proxy *p);

/// Raises unless `p` may be used now.
static inline void slb_check(lua_State *L, const slb_host *h, const slb_proxy *p) {
  if (!(h->phase & p->phases)) slb_unavailable(L, h, p);
}

/// The key at index 2 when it is a string (interned: compare with slb_names by pointer).
static inline const char *slb_key(lua_State *L) {
  return lua_type(L, 2) == LUA_TSTRING ? lua_tostring(L, 2) : NULL;
}

/// The proxy's path for messages (pushes a string for children).
const char *slb_path(lua_State *L, const slb_proxy *p);
/// Raises "<path> has no member 'key'" for the key at `keyIndex`, with the member
/// of the proxy's class nearest to a misspelt key: " (did you mean 'width'?)".
int slb_no_member(lua_State *L, const slb_proxy *p, int keyIndex);
/// Raises "<path>.<key> is read-only" for the key at `keyIndex` (a writable
/// target, while expect judges it: "… is read-only in expect(…)").
int slb_read_only(lua_State *L, const slb_proxy *p, int keyIndex);
/// The finite number at `index`, or raises an invalid result naming `path.field`.
double slb_number(lua_State *L, int index, const char *path, const char *field);
/// Reads a point-like (`kind` KIND_POINT, fields x, y) or size-like (KIND_SIZE,
/// width, height) value: a proxy of that kind or a table with the two fields.
void slb_read_pair(lua_State *L, int index, const char *path, slb_kind kind, double out[2]);
/// Reads a rect: a rect proxy or a table {x=, y=, width=, height=}.
void slb_read_rect(lua_State *L, int index, const char *path, double out[4]);
/// Pushes the rect member `key` of `r` (x, y, width, height, minX … maxY); 0 if not one.
int slb_push_rect_member(lua_State *L, const slb_names *n, const double *r, const char *key);

/* proxies.c */
/// Pushes a metatable for proxies of type `name`: `__newindex`, `__tostring`,
/// and `name` as `__name` and `__metatable` (room for an `__index` too).
void slb_push_metatable(lua_State *L, const char *name, lua_CFunction newindex, lua_CFunction tostring);

/* The metamethods (members.c, leaves.c). */
int slb_target_index(lua_State *L);
int slb_target_newindex(lua_State *L);
int slb_target_tostring(lua_State *L);
int slb_rect_index(lua_State *L);
int slb_rect_newindex(lua_State *L);
int slb_rect_tostring(lua_State *L);
int slb_context_index(lua_State *L);
int slb_context_newindex(lua_State *L);
int slb_context_tostring(lua_State *L);
int slb_point_index(lua_State *L);
int slb_point_newindex(lua_State *L);
int slb_point_tostring(lua_State *L);
int slb_point_eq(lua_State *L);
int slb_size_index(lua_State *L);
int slb_size_newindex(lua_State *L);
int slb_size_tostring(lua_State *L);
int slb_vector_index(lua_State *L);
int slb_vector_tostring(lua_State *L);
int slb_axes_index(lua_State *L);
int slb_axes_tostring(lua_State *L);
int slb_readonly_newindex(lua_State *L);
int slb_targets_enter(lua_State *L);
int slb_targets_child(lua_State *L);
int slb_targets_len(lua_State *L);
int slb_targets_tostring(lua_State *L);
int slb_child_member(lua_State *L);
int slb_child_index(lua_State *L);
/// Keeps the targets metatable (at `metatable`) and its first `__index`, the
/// slb_targets_enter closure at `enter`, where slb_targets_reset finds them.
void slb_targets_keep(lua_State *L, int metatable, int enter);

#endif
