-- A table of strings that grows without end.
-- outcome: memory
-- message: updateTarget(target, context) went over its memory cap of 64 MiB
-- line: 7
function updateTarget(target, context)
  local t = {}
  while true do t[#t + 1] = ('x'):rep(1000) .. #t end
end
