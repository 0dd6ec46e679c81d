-- Unpacking 900,000 values, over and over.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  while true do table.unpack({}, 1, 900000) end
end
