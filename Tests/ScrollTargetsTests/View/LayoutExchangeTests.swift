import Foundation
import ScrollTargets
import Testing

/// What the tool and a view file's layout helper write to each other comes back as it went: the JSON of
/// `LayoutExchange` is the only channel between them (docs/views.md, "View files", item 6). Lengths are
/// compared exactly: JSON carries a double's shortest round-tripping digits.
@MainActor @Suite struct LayoutExchangeTests {
  static func roundTrip<T: Codable>(_ value: T) throws -> T {
    try LayoutExchange.decoder.decode(T.self, from: LayoutExchange.encoder.encode(value))
  }

  @Test("a screen read back is the same layout to run: bounds, safe area, direction, rule, size classes, line")
  func screenRoundTrip() throws {
    var screen = ViewLayout(
      device: .iPhone15Pro, orientation: .landscape, layoutDirection: .rightToLeft, relativeFrames: .ignoringMargins)
    screen.scrollViewLine = 42
    let read = try #require(try Self.roundTrip(LayoutExchange.Screen(screen)).layout)
    #expect(read.bounds == screen.bounds)
    #expect(read.safeAreaInsets == screen.safeAreaInsets)
    #expect(read.environment.layoutDirection == .rightToLeft)
    #expect(read.environment.horizontalSizeClass == screen.environment.horizontalSizeClass)
    #expect(read.environment.verticalSizeClass == screen.environment.verticalSizeClass)
    #expect(read.relativeFrames == .ignoringMargins)
    #expect(read.scrollViewLine == 42)
  }

  @Test("a screen with a name the model lacks is no layout, never a default")
  func unknownNamesAreRefused() throws {
    var screen = LayoutExchange.Screen(ViewLayout(bounds: CGSize(width: 393, height: 852)))
    screen.verticalSizeClass = "huge"
    #expect(screen.layout == nil)
    screen.verticalSizeClass = nil
    screen.layoutDirection = "upward"
    #expect(screen.layout == nil)
  }

  @Test("a laid-out carousel comes back whole: axes, frames, insets, sizes, targets, behavior, place, candidates")
  func layoutRoundTrip() throws {
    let laidOut = try ViewLayout(device: .iPhone15Pro, orientation: .portrait).layout(Carousel())
    let sent = LayoutExchange.Layout(laidOut, name: BuiltInBehaviors.name(of:))
    let read = try Self.roundTrip(sent)
    #expect(read == sent)
    #expect(read.axisSet == laidOut.axes)
    #expect(read.targets == laidOut.targets)
    #expect(read.contentMargins.edgeInsets == laidOut.contentMargins)
    #expect(read.behavior == BuiltInBehaviors.name(of: try #require(laidOut.behavior)).map { .builtIn($0) })
    #expect(read.line == laidOut.location.line)
    #expect(read.candidates.count == laidOut.candidates.count)
  }

  @Test("a length that is not finite travels as itself, for the scene's checks to name")
  func nonFiniteLengthsTravel() throws {
    var sent = LayoutExchange.Layout(
      try ViewLayout(bounds: CGSize(width: 393, height: 852)).layout(Carousel()), name: { _ in nil })
    sent.contentSize.width = .infinity
    sent.targets[0].size.height = .nan
    let read = try Self.roundTrip(sent)
    #expect(read.contentSize.width == .infinity)
    #expect(read.targets[0].height.isNaN)
  }

  @Test("a layout error comes back with its kind, place and words")
  func failureRoundTrip() throws {
    let error = ViewLayoutError(
      kind: .relativeFrameCount, at: ViewLocation(fileID: "M/F.swift", filePath: "/F.swift", line: 14, column: 12),
      view: "containerRelativeFrame", issue: "has a count of 0", advice: "give a count of 1 or more")
    let read = try Self.roundTrip(LayoutExchange.Reply.failure(LayoutExchange.Failure(error)))
    guard case .failure(let failure) = read else {
      Issue.record("read back as \(read)")
      return
    }
    #expect(failure.kind == "relativeFrameCount")
    #expect(failure.line == 14 && failure.column == 12)
    #expect("\(failure.view) \(failure.issue): \(failure.advice)" == error.problem)
  }
}
