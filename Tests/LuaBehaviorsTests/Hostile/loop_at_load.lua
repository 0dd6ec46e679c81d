-- An endless loop in the chunk's top-level code.
-- outcome: timeout
-- message: loading the script went over its instruction budget of 10000000 instructions
-- line: 5
while true do end
function updateTarget(target, context)
  target.rect.origin.x = 1
end
