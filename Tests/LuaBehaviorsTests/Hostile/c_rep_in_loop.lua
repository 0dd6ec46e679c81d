-- A kilobyte of string.rep, over and over.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 7
function updateTarget(target, context)
  while true do
    local s = ('0123456789abcdef'):rep(64)
  end
end
