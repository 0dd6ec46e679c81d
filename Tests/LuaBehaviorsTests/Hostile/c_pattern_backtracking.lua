-- A pattern that backtracks exponentially over a long subject.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 6
function updateTarget(target, context)
  string.find(('a'):rep(5000), '.-.-.-b')
end
