// Layer 1, ground: what any layer may use, and that calls nothing of the
// bridge (Lua's API and the C library only).
//   api.c        the Lua API as the bridge serves it
//   locations.c  which chunks are the script's own, and where it is running
//   tables.c     editing the tables of the standard libraries
// May call: nothing of the bridge.
#ifndef CLUABRIDGE_GROUND_H
#define CLUABRIDGE_GROUND_H

#include "bridge.h"

/* api.c */
/// Whether `name` is the name of a member of some class of the API.
int slb_api_has_member(const char *name);
/// The longest member name slb_api_nearest_member compares with a key.
#define SLB_API_NAME_MAX 64
/// The member of class `owner` ("Size", "Context", …) nearest to the
/// misspelt `name` of `length` bytes, for a did-you-mean; NULL when none is near.
const char *slb_api_nearest_member(const char *owner, const char *name, size_t length);

/* locations.c */
/// The path of `source` (a chunk name) when it is the script's or a module's
/// ("@path"), whose lines locations name; NULL for any other chunk.
const char *slb_own_path(const slb_host *h, const char *source);
/// Splits "src:line: rest" when `src` names the script or one of its
/// modules (as Lua prints it); returns whether it did.
int slb_split_position(const slb_host *h, const char *message, long *line, const char **rest);
/// Writes `path:line` of the innermost frame at or above `level` running the script ("" if none).
void slb_capture_location(slb_host *h, lua_State *L, int level, char *out, size_t size);

/* tables.c */
/// Replaces field `name` of the table on top by `f` closed over the original,
/// which Lua's messages then name `library.name`.
void slb_wrap_field(lua_State *L, const char *library, const char *name, lua_CFunction f);
/// `__newindex` of read-only tables: raises "<upvalue 1> is read-only".
int slb_readonly_table(lua_State *L);

#endif
