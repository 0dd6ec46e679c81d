-- Escape attempt: debug.sethook()
-- outcome: runtime
-- message: attempt to index a nil value (global 'debug')
-- line: 6
function updateTarget(target, context)
  debug.sethook()
end
