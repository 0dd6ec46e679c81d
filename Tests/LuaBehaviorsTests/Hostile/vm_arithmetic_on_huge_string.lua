-- Each `s + 0` converts a 16 MiB numeral: slow single instructions.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 8
-- seconds: 1
function updateTarget(target, context)
  local s = ('1'):rep(2^24)
  while true do local n = s + 0 end
end
