-- Escape attempt: loadfile('/etc/passwd')
-- outcome: runtime
-- message: attempt to call a nil value (global 'loadfile')
-- line: 6
function updateTarget(target, context)
  loadfile('/etc/passwd')
end
