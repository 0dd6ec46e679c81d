-- reference: viewAligned:alwaysByOne:center
-- expect: inBounds, deterministic, settles, monotone, landsOn(children(center)), atMost(1, children(center))
--
-- view_aligned.lua with both of its options set: at most one child per
-- gesture, and children centred in the container. The rule itself is
-- view_aligned.lua's, run from this folder by require; it reads LIMIT and
-- ANCHOR on every call, so setting them after it loads is enough.

require("view_aligned")

LIMIT = "alwaysByOne"
ANCHOR = UnitPoint.center
