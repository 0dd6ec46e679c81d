-- Removing the standard library and locking _G after the first call.
-- outcome: ok
-- calls: 3
-- result: 3
local calls = 0
function updateTarget(target, context)
  calls = calls + 1
  target.rect.origin.x = calls
  if calls == 1 then
    string, table, math, tostring, print = nil, nil, nil, nil, nil
    setmetatable(_G, { __index = function() error('no globals') end, __newindex = function() error('locked') end })
  end
end
