-- The cheapest script there is: it leaves the proposed target where it is.
-- Its cost per call is the bridge's own: building the proxies, calling in,
-- reading the result back. Its twin, free, does the same in Swift.
-- reference: free
function updateTarget(target, context) end
