-- table.move over 2^63 - 1 elements of an empty table.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  table.move({}, 1, math.maxinteger, 1)
end
