-- Escape attempt: getmetatable(target).__index = nil
-- outcome: runtime
-- message: attempt to index a string value
-- line: 6
function updateTarget(target, context)
  getmetatable(target).__index = nil
end
