-- An empty error message.
-- outcome: runtime
-- message: (an empty error message)
-- line: 6
function updateTarget(target, context)
  error("")
end
