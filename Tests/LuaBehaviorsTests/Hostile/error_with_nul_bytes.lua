-- An error message with NUL bytes: kept whole, each NUL written \0.
-- outcome: runtime
-- message: before\0after
-- line: 6
function updateTarget(target, context)
  error("before\0after")
end
