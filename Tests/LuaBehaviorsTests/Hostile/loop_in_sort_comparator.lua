-- table.sort with a comparator that loops.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  table.sort({ 3, 1, 2 }, function(a, b) while true do end end)
end
