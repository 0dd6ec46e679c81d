-- Escape attempt: setmetatable({}, { __gc = function() end })
-- outcome: runtime
-- message: __gc metamethods are not allowed in the sandbox
-- line: 6
function updateTarget(target, context)
  setmetatable({}, { __gc = function() end })
end
