// Swift 6.1's own, which the language-level check must leave alone
// (scripts/check-language runs it on this file first).
nonisolated struct Plain {}
nonisolated extension Plain {}
func add(_ a: Int, _ b: Int,) -> Int { a + b }
let three = add(1, 2,)
let pair = (1, 2,)
let sum = [1, 2, 3].reduce(0, +)
