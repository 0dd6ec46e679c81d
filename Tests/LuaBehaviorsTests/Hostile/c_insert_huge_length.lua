-- A __len that claims 2^40 elements: inserting at the front would shift them all.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 7
function updateTarget(target, context)
  local t = setmetatable({}, { __len = function() return 1 << 40 end })
  table.insert(t, 1.0, 'x')
end
