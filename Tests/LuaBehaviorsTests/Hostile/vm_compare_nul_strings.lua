-- Each `a < b` compares 8 MiB of NUL bytes, which strcoll takes one piece at a time.
-- outcome: timeout
-- message: updateTarget(target, context) went over its time budget of 1 s
-- line: 8
-- seconds: 1
function updateTarget(target, context)
  local a, b = ('\0'):rep(2^23), ('\0'):rep(2^23)
  while true do local less = a < b end
end
