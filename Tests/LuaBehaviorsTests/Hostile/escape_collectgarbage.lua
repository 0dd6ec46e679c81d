-- Escape attempt: collectgarbage('stop')
-- outcome: runtime
-- message: collectgarbage("stop") is not available in the sandbox (only "count" is)
-- line: 6
function updateTarget(target, context)
  collectgarbage('stop')
end
