-- A chain of elseif that Lua parses in quadratic time, loaded inside a call:
-- the parser runs no instructions, so only the clock, read between pieces of
-- the source, stops it.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 12
-- seconds: 1
local source = "local x = 0 if x == 0 then x = 1 " .. string.rep("elseif x == 1 then x = 2 ", 80000) .. "end return x"

function updateTarget(target, context)
  -- The line below is where the timeout is reported.
  local chunk = load(source)
  target.rect.origin.x = chunk()
end
