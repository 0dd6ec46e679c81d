-- gsub with a replacement function that loops.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  string.gsub('abc', '.', function() while true do end end)
end
