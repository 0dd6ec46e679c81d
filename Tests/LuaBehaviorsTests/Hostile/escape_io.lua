-- Escape attempt: io.open('/etc/passwd')
-- outcome: runtime
-- message: attempt to index a nil value (global 'io')
-- line: 6
function updateTarget(target, context)
  io.open('/etc/passwd')
end
