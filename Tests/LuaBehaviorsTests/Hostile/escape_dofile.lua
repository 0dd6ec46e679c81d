-- Escape attempt: dofile('/etc/passwd')
-- outcome: runtime
-- message: attempt to call a nil value (global 'dofile')
-- line: 6
function updateTarget(target, context)
  dofile('/etc/passwd')
end
