-- Each call keeps another megabyte in a global.
-- outcome: memory
-- message: updateTarget(target, context) went over its memory cap of 64 MiB
-- line: 9
-- calls: 100
-- memory: kept
kept = {}
function updateTarget(target, context)
  kept[#kept + 1] = ('x'):rep(2^20) .. #kept
end
