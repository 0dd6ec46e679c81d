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

  /// A row in a feed whose cards a `.task` loads from a mock service after `delay` seconds; empty, the row
  /// has no height.
  static func loaded(after delay: Double) -> String {
    """
    import SwiftUI

    @MainActor @Observable final class Feed {
      var cards: [Int] = []
      func load() async {
        try? await Task.sleep(for: .seconds(\(delay)))
        cards = Array(0..<6)
      }
    }

    struct Loaded: View {
      @State private var feed = Feed()
      var body: some View {
        ScrollView {
          Text("New this week")
          ScrollView(.horizontal) {
            HStack(spacing: 10) {
              ForEach(feed.cards, id: \\.self) { _ in Color.red.frame(width: 100, height: 100) }
            }
            .scrollTargetLayout()
          }
          .scrollTargetBehavior(.viewAligned)
        }
        .task { await feed.load() }
      }
    }
    """
  }

  @Test("a task that loads within its 2 s is laid out, as Xcode's canvas shows it; one that takes longer is not")
  func tasksRunBeforeTheLayout() throws {
    let quick = try Tool.temporaryFile("Loaded.swift", Self.loaded(after: 0.3)).path
    let laidOut = try Tool.run(["scene", quick], environment: ViewCorpusTests.environment)
    #expect(laidOut.status == 0, "\(laidOut.diagnostics)")
    // Six 100 pt cards 10 apart: 650 pt of content.
    #expect(laidOut.stdout.contains("targets           6"), "\(laidOut.stdout)")
    let slow = try Tool.temporaryFile("Loaded.swift", Self.loaded(after: 30)).path
    let empty = try Tool.run(["scene", slow], environment: ViewCorpusTests.environment)
    #expect(empty.status != 0, "\(empty.stdout)")
    #expect(empty.diagnostics.contains("its content is empty"), "\(empty.diagnostics)")
    #expect(empty.diagnostics.contains("within 2 s"), "\(empty.diagnostics)")
  }
}
