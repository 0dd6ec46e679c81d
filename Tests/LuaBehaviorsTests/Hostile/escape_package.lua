-- Escape attempt: package.loadlib('libc.so.6', 'system')
-- outcome: runtime
-- message: attempt to index a nil value (global 'package')
-- line: 6
function updateTarget(target, context)
  package.loadlib('libc.so.6', 'system')
end
