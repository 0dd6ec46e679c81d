-- Escape attempt: require('os')
-- outcome: runtime
-- message: attempt to call a nil value (global 'require')
-- line: 6
function updateTarget(target, context)
  require('os')
end
