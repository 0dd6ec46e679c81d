-- A string that doubles without end.
-- outcome: memory
-- message: updateTarget(target, context) went over its memory cap of 64 MiB
-- line: 7
function updateTarget(target, context)
  local s = 'x'
  while true do s = s .. s end
end
