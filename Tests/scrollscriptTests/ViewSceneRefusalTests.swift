import Foundation
import TestSupport
import Testing

/// A view file whose scroll view is laid out with no room passes no command: every command that takes a
/// scene refuses it the same way, at the scroll view's line, before anything runs (hostile round four, item 6).
@Suite("A view scene with no room is refused alike by every command", .serialized, .endToEnd, .tags(.endToEnd))
struct ViewSceneRefusalTests {
  static let zero = """
    import SwiftUI

    struct Zero: View {
      var body: some View {
        ScrollView(.horizontal) {
          HStack { ForEach(0..<4) { _ in Color.red.frame(width: 100) } }.scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .frame(width: 0, height: 0)
      }
    }
    """

  @Test(
    "check, run, map, simulate and scene refuse a 0 x 0 scroll view at its line, saying its frame leaves it no room",
    arguments: [
      ["check", "--scene"], ["run", "--original", "0", "--proposed", "10", "--scene"], ["map", "--scene"],
      ["simulate", "paging", "-", "--scene"], ["scene"],
    ])
  func refusedAlike(_ command: [String]) throws {
    let file = try Tool.temporaryFile("Zero.swift", Self.zero).path
    let scenario = #"{"steps":[{"fling":{"velocity":{"dx":500,"dy":0}}}]}"#
    let output = try Tool.run(command + [file], input: scenario, environment: ViewCorpusTests.environment)
    #expect(output.status == 2, "\(output.diagnostics)")
    #expect(
      output.diagnostics.contains("Zero.swift:5:15: the ScrollView laid out is 0 x 0 pt"), "\(output.diagnostics)")
    #expect(output.diagnostics.contains("leave it no room"), "\(output.diagnostics)")
    #expect(output.stdout.isEmpty, "nothing ran: \(output.stdout)")
  }
}
