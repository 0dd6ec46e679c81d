-- reference: free
-- expect: inBounds, deterministic, settles, monotone, mirrors, keepsPlaceOnResize
--
-- Keeps the natural resting place: the scroll view already proposes where the
-- content would stop after the release (the release offset plus the coast the
-- deceleration rate allows, clamped to the content). Changing nothing in
-- `target` keeps it, as an empty Swift `updateTarget` does.

function updateTarget(target, context)
  -- Nothing to move.
end
