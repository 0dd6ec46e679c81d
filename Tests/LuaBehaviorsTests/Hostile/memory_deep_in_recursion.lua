-- Memory runs out 300 calls deep: Lua moves the shrinking stack as the error unwinds, which must not lose the line.
-- outcome: memory
-- message: updateTarget(target, context) went over its memory cap of 64 MiB
-- line: 8
local function grow(n)
  if n == 0 then
    local t = {}
    while true do t[#t + 1] = ('x'):rep(1000) .. #t end
  end
  return grow(n - 1) + 1
end
function updateTarget(target, context)
  grow(300)
end
