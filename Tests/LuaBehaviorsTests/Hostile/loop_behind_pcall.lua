-- The budget's error cannot be swallowed by the script's own pcall.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 7
function updateTarget(target, context)
  while true do
    pcall(function() while true do end end)
  end
end
