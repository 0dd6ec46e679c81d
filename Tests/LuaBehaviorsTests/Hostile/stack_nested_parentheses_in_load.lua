-- load() of 1000 nested parentheses.
-- outcome: runtime
-- message: C stack overflow
-- line: 6
function updateTarget(target, context)
  assert(load('return ' .. ('('):rep(1000) .. '1' .. (')'):rep(1000)))
end
