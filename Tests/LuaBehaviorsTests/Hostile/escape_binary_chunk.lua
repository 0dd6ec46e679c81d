-- Escape attempt: assert(load('\27Lua\84\0', 'chunk', 'b'))
-- outcome: runtime
-- message: attempt to load a binary chunk (mode is 't')
-- line: 6
function updateTarget(target, context)
  assert(load('\27Lua\84\0', 'chunk', 'b'))
end
