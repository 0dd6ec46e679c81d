-- Escape attempt: getmetatable('').__index = { rep = os }
-- outcome: runtime
-- message: the string metatable is read-only
-- line: 6
function updateTarget(target, context)
  getmetatable('').__index = { rep = os }
end
