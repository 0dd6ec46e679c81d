-- tonumber over a 16 MiB numeral, over and over.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 7
function updateTarget(target, context)
  local s = ('1'):rep(2^24)
  while true do local n = tonumber(s) end
end
