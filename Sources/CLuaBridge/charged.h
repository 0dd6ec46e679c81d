// Layer 3, charged: the work Lua's C library and parser do outside the VM,
// where the count hook never fires, done or wrapped so that it is charged to
// the budget.
//   chunks.c     source text handed to the parser a piece at a time; `load`
//   costs.c      library functions wrapped to charge their work
//   lists.c      the table library's loops, the host's own, charged per element
//   matcher.c    the pattern machine (matcher.h, shared with patterns.c only)
//   patterns.c   string.find, match, gmatch and gsub on that machine
// May call: budget, ground.
#ifndef CLUABRIDGE_CHARGED_H
#define CLUABRIDGE_CHARGED_H

#include "bridge.h"

/* chunks.c */
/// Loads `length` bytes of text as chunk `name` (mode "t"), reading the clock
/// between pieces: the parser runs no instructions the count hook could see.
/// A load that goes over its time budget raises a timeout located at the
/// script's line the parser had reached, for the script's own chunk.
int slb_load_text(lua_State *L, const char *text, size_t length, const char *name);
/// `load(chunk [, chunkname [, mode [, env]]])`, as stock load but text only,
/// parsed a piece at a time as slb_load_text parses, so that the time budget
/// holds while it parses.
int slb_load_chunk(lua_State *L);

/* costs.c */
/// Wraps the library functions that loop without allocating, charging their work.
void slb_open_costs(lua_State *L);

/* lists.c */
/// Replaces table.insert, remove, move, concat and unpack with the host's
/// own, which charge every element and, for a list with a metatable, read the clock at each.
void slb_open_lists(lua_State *L);

/* patterns.c */
/// Replaces string.find, match, gmatch and gsub with the host's own matcher, charged to the budget.
void slb_open_patterns(lua_State *L);

#endif
