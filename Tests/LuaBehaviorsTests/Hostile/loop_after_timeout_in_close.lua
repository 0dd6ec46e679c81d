-- A __close that would loop after the budget ran out: it cannot run.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 7
function updateTarget(target, context)
  local guard <close> = setmetatable({}, { __close = function() while true do end end })
  while true do end
end
