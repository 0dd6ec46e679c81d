-- One string.rep of a gigabyte.
-- outcome: memory
-- message: updateTarget(target, context) went over its memory cap of 64 MiB
-- line: 6
function updateTarget(target, context)
  local s = ('x'):rep(2^30)
end
