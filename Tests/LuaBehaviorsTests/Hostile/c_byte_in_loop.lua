-- string.byte of 900,000 bytes, over and over.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 7
function updateTarget(target, context)
  local s = ('x'):rep(900000)
  while true do local n = select('#', s:byte(1, -1)) end
end
