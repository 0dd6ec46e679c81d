-- Inserting at the front of a long list shifts every element.
-- outcome: timeout
-- message: updateTarget(target, context) went over its instruction budget of 10000000 instructions
-- line: 8
function updateTarget(target, context)
  local t = {}
  for i = 1, 1e6 do t[i] = i end
  while true do table.insert(t, 1, 0) end
end
