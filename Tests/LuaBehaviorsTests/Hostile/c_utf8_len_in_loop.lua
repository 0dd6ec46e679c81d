-- utf8.len over 8 MiB, over and over.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 7
function updateTarget(target, context)
  local s = ('\u{E9}'):rep(2^22)
  while true do utf8.len(s) end
end
