-- An error object whose __tostring raises.
-- outcome: runtime
-- message: (error object is a table value; its __tostring failed)
-- line: 6
function updateTarget(target, context)
  error(setmetatable({}, { __tostring = function() error('again') end }))
end
