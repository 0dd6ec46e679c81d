-- Each `a < b` compares 16 MiB: slow single instructions.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 8
-- seconds: 1
function updateTarget(target, context)
  local a, b = ('x'):rep(2^24), ('x'):rep(2^24)
  while true do local less = a < b end
end
