-- The quadratic elseif chain again, handed to load by a reader function in
-- one piece: the host still cuts it into slices and reads the clock between them.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 12
-- seconds: 1
local source = "local x = 0 if x == 0 then x = 1 " .. string.rep("elseif x == 1 then x = 2 ", 80000) .. "end return x"

function updateTarget(target, context)
  local given = false
  -- The line below is where the timeout is reported.
  local chunk = load(function() if given then return nil end given = true return source end)
  target.rect.origin.x = chunk()
end
