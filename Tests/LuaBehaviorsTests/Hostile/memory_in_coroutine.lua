-- A memory bomb inside a coroutine.
-- outcome: memory
-- message: updateTarget(target, context) went over its memory cap of 64 MiB
-- line: 8
function updateTarget(target, context)
  coroutine.wrap(function()
    local s = 'x'
    while true do s = s .. s end
  end)()
end
