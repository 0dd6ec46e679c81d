-- string.rep of an empty string 2^40 times allocates nothing but loops.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  string.rep('', 2^40)
end
