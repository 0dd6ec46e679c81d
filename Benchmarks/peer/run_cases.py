#!/usr/bin/env python3
"""The pipeline a user would otherwise write instead of `scrollscript run SCRIPT --cases FILE`.

Python with lupa (Lua 5.4 in the process) and orjson: each JSON line of FILE is
parsed, its values are handed to the script's `updateTarget(target, context)`
as plain Lua tables, shaped as the tool's Lua API shapes them
(`target.rect.origin.x`, `context.containerSize.width`,
`context.axes.horizontal`, ...), and one JSON result line is written per case:
`{"target":{"anchor":null,"rect":{"height":...,"width":...,"x":...,"y":...}}}`,
or `{"error":{"kind":...,"location":null,"message":...}}` when the line is not
a case or the script fails. Blank lines are skipped.

The tables are plain: no read-only proxies, no sandbox, no instruction or
memory budget, no `minX`-style computed members. Scripts that read only plain
fields (behaviors/paging.lua) run unchanged.

Usage: run_cases.py SCRIPT FILE  (results on standard output)
"""

import sys

import orjson
from lupa import lua54

# Builds the tables from plain numbers inside Lua, calls updateTarget and
# returns the target's rect: the cheapest way across the Python/Lua border.
CALL = """
function(tx, ty, tw, th, ox, oy, ow, oh, dx, dy, cw, ch, kw, kh, horizontal, vertical, ax, ay, targets,
         layoutDirection, horizontalSizeClass, verticalSizeClass)
  local target = {rect = {origin = {x = tx, y = ty}, size = {width = tw, height = th}}}
  if ax then target.anchor = {x = ax, y = ay} end
  local context = {
    originalTarget = {rect = {origin = {x = ox, y = oy}, size = {width = ow, height = oh}}},
    velocity = {dx = dx, dy = dy},
    contentSize = {width = cw, height = ch},
    containerSize = {width = kw, height = kh},
    axes = {horizontal = horizontal, vertical = vertical},
    targets = targets or {},
    layoutDirection = layoutDirection or "leftToRight",
    horizontalSizeClass = horizontalSizeClass or "compact",
    verticalSizeClass = verticalSizeClass or "regular",
  }
  updateTarget(target, context)
  local rect, a = target.rect, target.anchor
  if a then return rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, a.x, a.y end
  return rect.origin.x, rect.origin.y, rect.size.width, rect.size.height
end
"""


NO_ANCHOR = {"x": None, "y": None}
NO_ENVIRONMENT = {}


def error_line(kind, message):
    return orjson.dumps({"error": {"kind": kind, "location": None, "message": message}})


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: run_cases.py SCRIPT FILE")
    script, path = sys.argv[1], sys.argv[2]
    lua = lua54.LuaRuntime(unpack_returned_tuples=True)
    with open(script, encoding="utf-8") as source:
        lua.execute(source.read())
    call = lua.eval(CALL)
    table_from = lua.table_from
    out = sys.stdout.buffer
    write = out.write
    for line in open(path, "rb"):
        if not line.strip():
            continue
        try:
            case = orjson.loads(line)
            target, original = case["target"]["rect"], case["originalTarget"]["rect"]
            velocity, content, container = case["velocity"], case["contentSize"], case["containerSize"]
            axes = case.get("axes") or ["horizontal"]
            anchor = case["target"].get("anchor") or NO_ANCHOR
            children = case.get("targets")
            environment = case.get("environment") or NO_ENVIRONMENT
            result = call(
                target["x"], target["y"], target["width"], target["height"],
                original["x"], original["y"], original["width"], original["height"],
                velocity["dx"], velocity["dy"], content["width"], content["height"],
                container["width"], container["height"], "horizontal" in axes, "vertical" in axes,
                anchor["x"], anchor["y"],
                table_from([table_from({"origin": table_from({"x": c["x"], "y": c["y"]}),
                                        "size": table_from({"width": c["width"], "height": c["height"]})})
                            for c in children]) if children else None,
                environment.get("layoutDirection"), environment.get("horizontalSizeClass"),
                environment.get("verticalSizeClass"),
            )
        except (orjson.JSONDecodeError, KeyError, TypeError) as error:
            write(error_line("invalidCase", str(error)) + b"\n")
            continue
        except lua54.LuaError as error:
            write(error_line("runtime", str(error)) + b"\n")
            continue
        x, y, width, height = result[:4]
        anchor = {"x": result[4], "y": result[5]} if len(result) > 4 else None
        write(orjson.dumps({"target": {"anchor": anchor, "rect": {"height": height, "width": width, "x": x, "y": y}}}))
        write(b"\n")
    out.flush()


if __name__ == "__main__":
    main()
