-- load() with a reader that never ends the chunk.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  load(function() return ' ' end)
end
