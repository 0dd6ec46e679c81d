-- A __len that claims a negative length cannot give budget back.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 7
function updateTarget(target, context)
  table.sort(setmetatable({}, { __len = function() return -(1 << 62) end }))
  string.find(('a'):rep(50000), '.-.-.-.-x')
end
