// Locations: which chunks are the script's own (the script and the modules it
// required), where a message names one of their lines, and which line of
// them a thread is running. Reads the host's paths and Lua's debug
// information only; raises nothing.
#include "ground.h"

#include <stdio.h>
#include <string.h>

const char *slb_own_path(const slb_host *h, const char *source) {
  if (h->chunkName && strcmp(source, h->chunkName) == 0) return h->path;
  for (int i = 0; i < h->moduleCount; i++) {
    if (strcmp(source, h->modules[i]) == 0) return h->modules[i] + 1;
  }
  return NULL;
}

/// Whether `prefix` (n bytes) is `path` as Lua prints a short source: the
/// path, or "..." and the path's tail when the path is long.
static int slb_names_path(const char *path, const char *prefix, size_t n) {
  size_t length = strlen(path);
  if (n == length && memcmp(prefix, path, n) == 0) return 1;
  return n > 3 && memcmp(prefix, "...", 3) == 0 && n - 3 <= length &&
         memcmp(prefix + 3, path + length - (n - 3), n - 3) == 0;
}

/// Whether `prefix` (n bytes) names the script or one of its modules.
static int slb_names_script(const slb_host *h, const char *prefix, size_t n) {
  if (slb_names_path(h->path, prefix, n)) return 1;
  for (int i = 0; i < h->moduleCount; i++) {
    if (slb_names_path(h->modules[i] + 1, prefix, n)) return 1;
  }
  return 0;
}

int slb_split_position(const slb_host *h, const char *message, long *line, const char **rest) {
  for (const char *colon = strchr(message, ':'); colon; colon = strchr(colon + 1, ':')) {
    const char *digit = colon + 1;
    long value = 0;
    int digits = 0;
    while (*digit >= '0' && *digit <= '9' && digits < 10) value = value * 10 + (*digit++ - '0'), digits++;
    if (digits > 0 && *digit == ':' && slb_names_script(h, message, (size_t)(colon - message))) {
      *line = value;
      *rest = digit[1] == ' ' ? digit + 2 : digit + 1;
      return 1;
    }
  }
  return 0;
}

void slb_capture_location(slb_host *h, lua_State *L, int level, char *out, size_t size) {
  lua_Debug ar;
  out[0] = '\0';
  for (int depth = level; depth < level + 200 && lua_getstack(L, depth, &ar); depth++) {
    if (!lua_getinfo(L, "Sl", &ar)) continue;
    const char *own = ar.currentline > 0 ? slb_own_path(h, ar.source) : NULL;
    if (own) {
      snprintf(out, size, "%s:%d", own, ar.currentline);
      return;
    }
  }
}
