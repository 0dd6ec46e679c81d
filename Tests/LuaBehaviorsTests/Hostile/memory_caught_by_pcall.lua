-- Memory errors can be caught, as in Lua, and the state goes on.
-- outcome: ok
-- result: 100
function updateTarget(target, context)
  local refused = 0
  for _ = 1, 100 do
    if not pcall(string.rep, 'x', 2^30) then refused = refused + 1 end
  end
  target.rect.origin.x = refused
end
