-- Memory errors can be caught, as in Lua; retrying forever then runs out of budget.
-- expect: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 7
function updateTarget(target, context)
  while true do
    pcall(string.rep, 'x', 2^30)
  end
end
