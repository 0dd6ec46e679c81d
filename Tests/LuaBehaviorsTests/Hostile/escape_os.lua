-- Escape attempt: os.execute('touch escaped')
-- outcome: runtime
-- message: attempt to index a nil value (global 'os')
-- line: 6
function updateTarget(target, context)
  os.execute('touch escaped')
end
