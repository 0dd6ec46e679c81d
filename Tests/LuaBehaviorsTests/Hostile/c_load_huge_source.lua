-- Parsing 12 MiB of source inside a call.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 7
function updateTarget(target, context)
  local source = ('local x = 1\n'):rep(2^20)
  load(source)
end
