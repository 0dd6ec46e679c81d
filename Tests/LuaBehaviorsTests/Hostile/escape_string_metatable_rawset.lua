-- rawset on the string metatable changes a read-only view only: strings keep working.
-- outcome: ok
-- result: 3
function updateTarget(target, context)
  rawset(getmetatable(''), '__index', {})
  target.rect.origin.x = #('x'):rep(3)
end
