-- error() with no value.
-- outcome: runtime
-- message: (error object is a nil value)
-- line: 6
function updateTarget(target, context)
  error()
end
