-- A refusal caught by pcall, then the one that ends the call, a few lines on:
-- the failure is located at the second.
-- outcome: memory
-- message: updateTarget(target, context) went over its memory cap of 64 MiB
-- line: 10
function updateTarget(target, context)
  pcall(string.rep, 'x', 2^30)
  local kept = {}
  for i = 1, 2^40 do
    kept[i] = ('y'):rep(1024) .. i
  end
end
