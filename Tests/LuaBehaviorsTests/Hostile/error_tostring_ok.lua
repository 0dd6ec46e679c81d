-- An error object whose __tostring works.
-- outcome: runtime
-- message: a described failure
-- line: 6
function updateTarget(target, context)
  error(setmetatable({}, { __tostring = function() return 'a described failure' end }))
end
