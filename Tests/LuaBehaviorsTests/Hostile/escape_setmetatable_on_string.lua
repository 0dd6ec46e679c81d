-- Escape attempt: setmetatable('', {})
-- outcome: runtime
-- message: bad argument #1 to 'setmetatable' (table expected, got string)
-- line: 6
function updateTarget(target, context)
  setmetatable('', {})
end
