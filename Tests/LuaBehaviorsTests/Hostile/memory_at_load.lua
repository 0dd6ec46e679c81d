-- A table that grows without end at load.
-- outcome: memory
-- message: loading the script went over its memory cap of 64 MiB
-- line: 6
local t = {}
while true do t[#t + 1] = ('x'):rep(1000) .. #t end
function updateTarget(target, context)
  target.rect.origin.x = 1
end
