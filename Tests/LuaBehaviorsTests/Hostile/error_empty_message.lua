-- An empty error message.
-- expect: runtime
-- message: (an empty error message)
-- line: 6
function updateTarget(target, context)
  error("")
end
