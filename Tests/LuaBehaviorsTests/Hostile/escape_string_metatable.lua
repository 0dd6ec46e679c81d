-- Escape attempt: getmetatable('').__index = { rep = os }
-- expect: runtime
-- message: the string metatable is read-only
-- line: 6
function updateTarget(target, context)
  getmetatable('').__index = { rep = os }
end
