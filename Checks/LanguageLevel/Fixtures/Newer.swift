// What Swift 6.2 and 6.3 brought, one construct to a line marked `// newer`:
// the language-level check must report each marked line and no other
// (scripts/check-language runs it on this file first).
import Observation
import Testing

let cells: [4 of Int] = [1, 2, 3, 4]  // newer
let inline: InlineArray<4, Int> = [1, 2, 3, 4]  // newer
func first(_ bytes: Span<UInt8>) -> UInt8 { bytes[0] }  // newer
func `a page turns once`() {}  // newer
let count = Swift::Int(3)  // newer
let text = "\(Optional<Int>.none, default: "none")"  // newer

final class Holder {
  weak let owner: AnyObject?  // newer
  init(owner: AnyObject?) { self.owner = owner }
}

@MainActor final class Screen {
  isolated deinit {}  // newer
}

struct Model {}
extension Model: @MainActor Equatable {}  // newer

@concurrent func load() async {}  // newer
nonisolated(nonsending) func wait() async {}  // newer

@c func exported() {}  // newer

func start() {
  Task.immediate { await load() }  // newer
  let values = Observations { 1 }  // newer
  _ = values
}

@Test func exits() async {
  await #expect(processExitsWith: .failure) { fatalError() }  // newer
  Attachment.record("text")  // newer
  Issue.record("slow", severity: .warning)  // newer
}

struct Grid<let count: Int> {}  // newer
