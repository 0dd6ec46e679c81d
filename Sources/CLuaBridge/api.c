// The Lua API as the bridge serves it, spelled once: the functions a script
// defines and their parameters, the globals the host adds, and the members of
// every class of value a script meets. Classes are named as lua/scrollscript.lua
// names them. The member names the bridge's code compares keys with (slb_names)
// are interned from this table (slb_intern_names refuses one it lacks), the
// named unit points come from the same list as UnitPoint's values, and the
// REPL's completion, the type stubs and docs/lua-api.md are checked against it
// (LuaAPITests).
#include "ground.h"

#include <ctype.h>
#include <string.h>

#define GLOBAL(name, type) {SLB_API_GLOBAL, "", name, type}
#define PARAMETER(function, name, type) {SLB_API_PARAMETER, function, name, type}
#define RESULT(function, type) {SLB_API_RESULT, function, "", type}
#define MEMBER(owner, name, type) {SLB_API_MEMBER, owner, name, type}
#define UNIT_POINT(name, x, y) MEMBER("UnitPoint", #name, "UnitPointValue"),

static const slb_api_entry slb_api_entries[] = {
    GLOBAL("updateTarget", "function"),
    PARAMETER("updateTarget", "target", "ScrollTarget"),
    PARAMETER("updateTarget", "context", "Context"),
    GLOBAL("properties", "function"),
    PARAMETER("properties", "context", "Context"),
    RESULT("properties", "Properties"),
    GLOBAL("onScrollGeometryChange", "function"),
    PARAMETER("onScrollGeometryChange", "old", "Geometry"),
    PARAMETER("onScrollGeometryChange", "new", "Geometry"),
    GLOBAL("onScrollPhaseChange", "function"),
    PARAMETER("onScrollPhaseChange", "old", "string"),
    PARAMETER("onScrollPhaseChange", "new", "string"),
    GLOBAL("expect", "function"),
    PARAMETER("expect", "target", "ScrollTarget"),
    PARAMETER("expect", "context", "Context"),
    PARAMETER("expect", "result", "Point"),
    RESULT("expect", "boolean"),
    GLOBAL("emit", "function"),
    PARAMETER("emit", "name", "string"),
    PARAMETER("emit", "value", "any"),
    GLOBAL("UnitPoint", "UnitPoint"),

    MEMBER("Point", "x", "number"),
    MEMBER("Point", "y", "number"),
    MEMBER("Size", "width", "number"),
    MEMBER("Size", "height", "number"),
    MEMBER("Vector", "dx", "number"),
    MEMBER("Vector", "dy", "number"),
    MEMBER("Rect", "origin", "Point"),
    MEMBER("Rect", "size", "Size"),
    MEMBER("Rect", "minX", "number"),
    MEMBER("Rect", "midX", "number"),
    MEMBER("Rect", "maxX", "number"),
    MEMBER("Rect", "minY", "number"),
    MEMBER("Rect", "midY", "number"),
    MEMBER("Rect", "maxY", "number"),
    MEMBER("Rect", "width", "number"),
    MEMBER("Rect", "height", "number"),
    MEMBER("Rect", "x", "number"),
    MEMBER("Rect", "y", "number"),
    MEMBER("UnitPointValue", "x", "number"),
    MEMBER("UnitPointValue", "y", "number"),
    MEMBER("ScrollTarget", "rect", "Rect"),
    MEMBER("ScrollTarget", "anchor", "UnitPointValue"),
    MEMBER("Axes", "horizontal", "boolean"),
    MEMBER("Axes", "vertical", "boolean"),
    MEMBER("Targets", "[integer]", "Rect"),
    MEMBER("Context", "originalTarget", "ScrollTarget"),
    MEMBER("Context", "velocity", "Vector"),
    MEMBER("Context", "contentSize", "Size"),
    MEMBER("Context", "containerSize", "Size"),
    MEMBER("Context", "boundsSize", "Size"),
    MEMBER("Context", "axes", "Axes"),
    MEMBER("Context", "layoutDirection", "string"),
    MEMBER("Context", "horizontalSizeClass", "string"),
    MEMBER("Context", "verticalSizeClass", "string"),
    MEMBER("Context", "targets", "Targets"),
    MEMBER("Geometry", "offset", "Point"),
    MEMBER("Geometry", "contentSize", "Size"),
    MEMBER("Geometry", "containerSize", "Size"),
    MEMBER("Properties", "limitsScrolls", "boolean"),
    SLB_UNIT_POINTS(UNIT_POINT)
};

const slb_api_entry *slb_api(size_t *count) {
  *count = sizeof slb_api_entries / sizeof *slb_api_entries;
  return slb_api_entries;
}

int slb_api_has_member(const char *name) {
  for (size_t i = 0; i < sizeof slb_api_entries / sizeof *slb_api_entries; i++) {
    if (slb_api_entries[i].kind == SLB_API_MEMBER && strcmp(slb_api_entries[i].name, name) == 0) return 1;
  }
  return 0;
}

/// Insertions, deletions and substitutions that turn `a` into `b`, ignoring
/// ASCII case; `b` is at most SLB_API_NAME_MAX bytes.
static size_t slb_edit_distance(const char *a, size_t m, const char *b, size_t n) {
  size_t row[SLB_API_NAME_MAX + 1];
  for (size_t j = 0; j <= n; j++) row[j] = j;
  for (size_t i = 0; i < m; i++) {
    size_t previous = row[0];
    row[0] = i + 1;
    for (size_t j = 0; j < n; j++) {
      size_t substitution = previous + (tolower((unsigned char)a[i]) != tolower((unsigned char)b[j]));
      previous = row[j + 1];
      size_t insertion = row[j] + 1, deletion = previous + 1;
      row[j + 1] = substitution < insertion ? (substitution < deletion ? substitution : deletion)
                                            : (insertion < deletion ? insertion : deletion);
    }
  }
  return row[n];
}

const char *slb_api_nearest_member(const char *owner, const char *name, size_t length) {
  // As the tool's other suggestions: within a third of the name's length of
  // edits (at least 2), the first of the closest; and fewer edits than the
  // name has letters, so that 'z' suggests no 'x'.
  if (length == 0 || length > SLB_API_NAME_MAX) return NULL;
  size_t limit = length / 3 > 2 ? length / 3 : 2;
  if (limit >= length) limit = length - 1;
  const char *best = NULL;
  size_t bestDistance = limit + 1;
  for (size_t i = 0; i < sizeof slb_api_entries / sizeof *slb_api_entries; i++) {
    const slb_api_entry *e = &slb_api_entries[i];
    size_t n = strlen(e->name);
    if (e->kind != SLB_API_MEMBER || strcmp(e->owner, owner) != 0 || n > SLB_API_NAME_MAX) continue;
    size_t distance = slb_edit_distance(name, length, e->name, n);
    if (distance < bestDistance) {
      best = e->name;
      bestDistance = distance;
    }
  }
  return best;
}
