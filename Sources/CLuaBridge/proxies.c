// Creating the proxies of a state, once, at load: the names, the shared
// metatables, `target`, `context` and the UnitPoint global.
#include "proxies.h"

#include "errors.h"
#include "ground.h"
#include "proxies_internal.h"

#include <stddef.h>

/// The named unit points (SLB_UNIT_POINTS), with the paths messages give them.
static const struct {
  const char *name, *path;
  double point[2];
} slb_unit_points[] = {
#define SLB_UNIT_POINT(name, x, y) {#name, "UnitPoint." #name, {x, y}},
    SLB_UNIT_POINTS(SLB_UNIT_POINT)
#undef SLB_UNIT_POINT
};

/// Pushes `name` interned, after checking that the API has a member of that name.
static const char *slb_intern(lua_State *L, const char *name) {
  if (!slb_api_has_member(name)) luaL_error(L, "CLuaBridge: '%s' is not a member of the API (api.c)", name);
  return lua_pushstring(L, name);
}

/// Interns the member names and keeps them alive in the registry.
static void slb_intern_names(lua_State *L, slb_names *names) {
  lua_newtable(L);
  int count = 0;
#define SLB_INTERN_NAME(name)      \
  names->name = slb_intern(L, #name); \
  lua_rawseti(L, -2, ++count);
  SLB_NAMES(SLB_INTERN_NAME)
#undef SLB_INTERN_NAME
  luaL_ref(L, LUA_REGISTRYINDEX);
}

void slb_push_metatable(lua_State *L, const char *name, lua_CFunction newindex, lua_CFunction tostring) {
  lua_createtable(L, 0, 6);
  lua_pushcfunction(L, newindex);
  lua_setfield(L, -2, "__newindex");
  lua_pushcfunction(L, tostring);
  lua_setfield(L, -2, "__tostring");
  lua_pushstring(L, name);
  lua_setfield(L, -2, "__name");
  lua_pushstring(L, name);
  lua_setfield(L, -2, "__metatable");
}

/// Pushes a shared leaf metatable with a C `__index` (closed over `nup` values on top).
static int slb_leaf_metatable(lua_State *L, const char *name, lua_CFunction index, int nup, lua_CFunction newindex,
                              lua_CFunction tostring) {
  lua_pushcclosure(L, index, nup);
  slb_push_metatable(L, name, newindex, tostring);
  lua_insert(L, -2);
  lua_setfield(L, -2, "__index");
  return lua_gettop(L);
}

/// Pushes a leaf proxy described by `spec` with the metatable at `metatable`.
static void slb_push_leaf(lua_State *L, slb_proxy spec, int metatable) {
  slb_proxy *p = lua_newuserdatauv(L, sizeof *p, 0);
  *p = spec;
  lua_pushvalue(L, metatable);
  lua_setmetatable(L, -2);
}

/// Pushes a composite proxy. Below the top are `nup` upvalues for `index`, then
/// on top a table of constant members; both are popped. The proxy gets its own
/// metatable whose `__index` is that table, which in turn falls back to `index`
/// closed over the proxy (as light userdata) and the upvalues.
static slb_proxy *slb_push_composite(lua_State *L, slb_proxy spec, const char *name, lua_CFunction index, int nup,
                                     lua_CFunction newindex, lua_CFunction tostring) {
  int members = lua_gettop(L);
  int first = members - nup;
  slb_proxy *p = lua_newuserdatauv(L, sizeof *p, 0);
  *p = spec;
  int proxy = lua_gettop(L);

  lua_createtable(L, 0, 1);  // the members' metatable
  lua_pushlightuserdata(L, p);
  for (int i = first; i < members; i++) lua_pushvalue(L, i);
  lua_pushcclosure(L, index, nup + 1);
  lua_setfield(L, -2, "__index");
  lua_setmetatable(L, members);

  slb_push_metatable(L, name, newindex, tostring);
  lua_pushvalue(L, members);
  lua_setfield(L, -2, "__index");
  lua_setmetatable(L, proxy);

  lua_replace(L, first);
  lua_settop(L, first);
  return p;
}

/// The leaf metatables, by stack index.
typedef struct slb_metatables {
  int point, size, vector, axes;
} slb_metatables;

/// Pushes a target proxy over `rect`, `anchor` and `hasAnchor`; `paths` name
/// the target, its rect, origin, size and anchor in messages.
static void slb_push_target(lua_State *L, const slb_metatables *m, const char *const paths[5], int writable,
                            double *rect, double *anchor, int *hasAnchor) {
  const slb_names *n = &slb_host_of(L)->names;
  const unsigned char phases = PHASE_UPDATE;
  // The anchor proxy: upvalue of target's __index.
  slb_push_leaf(L, (slb_proxy){.kind = KIND_POINT, .writable = writable, .phases = phases, .data = anchor,
                               .path = paths[4]},
                m->point);
  lua_createtable(L, 0, 1);  // target's members
  lua_createtable(L, 0, 2);  // rect's members
  slb_push_leaf(L, (slb_proxy){.kind = KIND_POINT, .writable = writable, .phases = phases, .data = rect,
                               .path = paths[2]},
                m->point);
  lua_setfield(L, -2, n->origin);
  slb_push_leaf(L, (slb_proxy){.kind = KIND_SIZE, .writable = writable, .phases = phases, .data = rect + 2,
                               .path = paths[3]},
                m->size);
  lua_setfield(L, -2, n->size);
  slb_push_composite(L, (slb_proxy){.kind = KIND_RECT, .writable = writable, .phases = phases, .data = rect,
                                    .path = paths[1]},
                     "CGRect", slb_rect_index, 0, slb_rect_newindex, slb_rect_tostring);
  lua_setfield(L, -2, n->rect);
  slb_push_composite(L, (slb_proxy){.kind = KIND_TARGET, .writable = writable, .phases = phases, .data = rect,
                                    .anchor = anchor, .hasAnchor = hasAnchor, .path = paths[0]},
                     "ScrollTarget", slb_target_index, 1, slb_target_newindex, slb_target_tostring);
}

/// Pushes the read-only UnitPoint table of named points.
static void slb_push_unit_points(lua_State *L, int pointMetatable) {
  lua_newtable(L);                 // UnitPoint (always empty)
  lua_createtable(L, 0, 3);        // its metatable
  lua_createtable(L, 0, 10);       // the points
  for (size_t i = 0; i < sizeof slb_unit_points / sizeof *slb_unit_points; i++) {
    // Constants: readable in every phase, the REPL's evaluations included.
    slb_push_leaf(L, (slb_proxy){.kind = KIND_POINT, .phases = PHASES_ALL | PHASE_EVAL,
                                 .data = (double *)slb_unit_points[i].point, .path = slb_unit_points[i].path},
                  pointMetatable);
    lua_setfield(L, -2, slb_unit_points[i].name);
  }
  lua_setfield(L, -2, "__index");
  lua_pushliteral(L, "UnitPoint");
  lua_pushcclosure(L, slb_readonly_table, 1);
  lua_setfield(L, -2, "__newindex");
  lua_pushboolean(L, 0);
  lua_setfield(L, -2, "__metatable");
  lua_setmetatable(L, -2);
}

/// Pushes context.targets (leaves.c says how its reads work).
static void slb_push_targets(lua_State *L, const slb_metatables *m) {
  slb_push_metatable(L, "context.targets", slb_readonly_newindex, slb_targets_tostring);
  int targets = lua_gettop(L);
  lua_pushcfunction(L, slb_targets_len);
  lua_setfield(L, targets, "__len");
  lua_pushvalue(L, targets);       // slb_targets_enter's upvalues: this metatable,
  lua_createtable(L, 0, 0);        // the children cache (empty: no call has lent children yet),
  lua_createtable(L, 0, 1);        // and the cache's metatable
  lua_createtable(L, 0, 1);        // slb_targets_child's upvalues: the metatable of the children's members tables
  lua_pushvalue(L, m->point);
  lua_pushvalue(L, m->size);
  lua_pushcclosure(L, slb_child_member, 2);
  lua_setfield(L, -2, "__index");
  lua_pushvalue(L, m->point);
  lua_pushvalue(L, m->size);
  slb_leaf_metatable(L, "CGRect", slb_child_index, 2, slb_readonly_newindex, slb_rect_tostring);
  lua_pushcclosure(L, slb_targets_child, 2);
  lua_setfield(L, -2, "__index");
  lua_pushvalue(L, -1);
  lua_setmetatable(L, -3);
  lua_pushcclosure(L, slb_targets_enter, 3);
  slb_targets_keep(L, targets, -1);
  lua_pop(L, 1);
  slb_push_leaf(L, (slb_proxy){.kind = KIND_TARGETS, .phases = PHASE_UPDATE, .path = "context.targets"}, targets);
  lua_remove(L, targets);
}

int slb_create_proxies(lua_State *L) {
  slb_host *h = slb_host_of(L);
  slb_call *call = &h->call;
  slb_intern_names(L, &h->names);
  slb_open_raised(L);

  slb_metatables m;
  m.point = slb_leaf_metatable(L, "CGPoint", slb_point_index, 0, slb_point_newindex, slb_point_tostring);
  lua_pushcfunction(L, slb_point_eq);
  lua_setfield(L, m.point, "__eq");
  m.size = slb_leaf_metatable(L, "CGSize", slb_size_index, 0, slb_size_newindex, slb_size_tostring);
  m.vector = slb_leaf_metatable(L, "CGVector", slb_vector_index, 0, slb_readonly_newindex, slb_vector_tostring);
  m.axes = slb_leaf_metatable(L, "Axis.Set", slb_axes_index, 0, slb_readonly_newindex, slb_axes_tostring);

  static const char *const targetPaths[5] = {"target", "target.rect", "target.rect.origin", "target.rect.size",
                                             "target.anchor"};
  static const char *const originalPaths[5] = {"context.originalTarget", "context.originalTarget.rect",
                                               "context.originalTarget.rect.origin", "context.originalTarget.rect.size",
                                               "context.originalTarget.anchor"};
  slb_push_target(L, &m, targetPaths, 1, call->target, call->targetAnchor, &call->targetHasAnchor);
  int target = lua_gettop(L);

  // context: its constant members, then the environment strings for its __index.
  const slb_names *n = &h->names;
  const unsigned char both = PHASE_UPDATE | PHASE_PROPERTIES;
  lua_pushliteral(L, "leftToRight");
  lua_pushliteral(L, "rightToLeft");
  lua_pushliteral(L, "compact");
  lua_pushliteral(L, "regular");
  lua_createtable(L, 0, 7);
  slb_push_target(L, &m, originalPaths, 0, call->original, call->originalAnchor, &call->originalHasAnchor);
  lua_setfield(L, -2, n->originalTarget);
  slb_push_leaf(L, (slb_proxy){.kind = KIND_VECTOR, .phases = PHASE_UPDATE, .data = call->velocity,
                               .path = "context.velocity"},
                m.vector);
  lua_setfield(L, -2, n->velocity);
  slb_push_leaf(L, (slb_proxy){.kind = KIND_SIZE, .phases = both, .data = call->contentSize,
                               .path = "context.contentSize"},
                m.size);
  lua_setfield(L, -2, n->contentSize);
  slb_push_leaf(L, (slb_proxy){.kind = KIND_SIZE, .phases = both, .data = call->containerSize,
                               .path = "context.containerSize"},
                m.size);
  lua_setfield(L, -2, n->containerSize);
  slb_push_leaf(L, (slb_proxy){.kind = KIND_SIZE, .phases = PHASE_UPDATE, .data = call->boundsSize,
                               .path = "context.boundsSize"},
                m.size);
  lua_setfield(L, -2, n->boundsSize);
  slb_push_leaf(L, (slb_proxy){.kind = KIND_AXES, .phases = both, .path = "context.axes"}, m.axes);
  lua_setfield(L, -2, n->axes);

  slb_push_targets(L, &m);
  lua_setfield(L, -2, n->targets);
  slb_push_composite(L, (slb_proxy){.kind = KIND_CONTEXT, .phases = both, .path = "context"},
                     "ScrollTargetBehaviorContext", slb_context_index, 4, slb_context_newindex,
                     slb_context_tostring);
  int context = lua_gettop(L);

  slb_push_unit_points(L, m.point);
  lua_setglobal(L, "UnitPoint");

  lua_pushvalue(L, target);
  lua_pushvalue(L, context);
  return 2;
}
