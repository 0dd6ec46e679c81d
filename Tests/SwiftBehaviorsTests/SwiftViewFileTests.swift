import BehaviorRunning
import Foundation
import ScrollSimulation
import ScrollTargets
import Testing

@testable import SwiftBehaviors

/// `examples/views/NAME.swift`.
private func example(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appending(path: "../../examples/views/\(name).swift").standardizedFileURL.path
}

@Suite("View files laid out in a helper", .serialized)
struct SwiftViewFileTests {
  static let iPhone15Pro = Screen(device: .iPhone15Pro, orientation: .portrait)

  @Test("the carousel lays out 353 pt cards on a 363 pt stride, its behavior the built-in viewAligned")
  func carouselLayout() throws {
    let file = try SwiftViewFile(example("Carousel"), build: Fixtures.build)
    #expect(file.product.typeName == "Carousel")
    let layout = try #require(try file.layout([Self.iPhone15Pro]).first)
    #expect(layout.targets.count == 20)
    #expect(abs(layout.containerSize.width - 353) < 1e-9)
    #expect(abs(layout.targets[0].width - 353) < 1e-9)
    #expect(abs(layout.targets[1].minX - 363) < 1e-9)
    #expect(abs(layout.contentSize.width - (20 * 353 + 19 * 10)) < 1e-9)
    #expect(layout.contentMargins.leading == 20 && layout.contentMargins.trailing == 20)
    #expect(layout.behavior == .builtIn("viewAligned"))
    #expect(layout.location == "\(example("Carousel")):12:15")
  }

  @Test("a flick of the carousel's scene with its own behavior rests on the second card, at 363")
  func carouselFlick() throws {
    let file = try SwiftViewFile(example("Carousel"), build: Fixtures.build)
    let start = Scenario(scene: Scene(screen: Self.iPhone15Pro), steps: [.fling(velocity: CGVector(dx: 600, dy: 0))])
    let (scenario, layout) = try file.scenario(start)
    let spec = try #require(layout.behaviorSpec(path: file.path))
    let timeline = SimulationRun.timeline(scenario, behavior: try BuiltInBehaviors.behavior(named: spec))
    #expect(abs(timeline.final.x - 363) < 0.5)
  }

  @Test("a rotation lays the view out again: the cards follow the landscape container")
  func rotationLaysOutAgain() throws {
    let file = try SwiftViewFile(example("Carousel"), build: Fixtures.build)
    let start = Scenario(scene: Scene(screen: Self.iPhone15Pro), steps: [.rotate(to: .landscape)])
    let (scenario, _) = try file.scenario(start)
    #expect(scenario.scene.viewScreens.count == 2)
    let turned = scenario.scene.moved(to: Screen(device: .iPhone15Pro, orientation: .landscape))
    // 852 less 59 pt of safe area and 20 pt of margin on each side.
    #expect(abs(turned.layout.targets[0].width - 694) < 1e-9)
    #expect(abs(turned.layout.containerSize.width - 694) < 1e-9)
  }

  @Test("a view the model cannot lay out is refused at its line and column, as a compile error is")
  func invalidViewRefused() throws {
    let path = Fixtures.file(
      "Negative.swift",
      """
      import SwiftUI

      struct Labels: View {
        var body: some View {
          ScrollView(.horizontal) {
            HStack {
              ForEach(0..<5) { index in
                Text("Card \\(index)").frame(width: -10)
              }
            }
          }
        }
      }
      """)
    let file = try SwiftViewFile(path, build: Fixtures.build)
    let error = try #require(throws: SwiftBehaviorError.self) { try file.layout([Self.iPhone15Pro]) }
    #expect(error.location == "\(path):8:38")
    #expect(error.problem == "frame has a length of -10.0: give a finite length of 0 or more")
    #expect(error.fault == .behavior)
  }

  @Test("a behavior type of the view's file is named as that file's type; view code compiles as a behavior")
  func fileBehaviorNamed() throws {
    let file = try SwiftViewFile(example("LandscapeDrift"), build: Fixtures.build)
    let landscape = Screen(device: .iPhone15Pro, orientation: .landscape)
    let layout = try #require(try file.layout([landscape]).first)
    #expect(layout.behavior == .type("BoundsPager"))
    #expect(abs(layout.targets[1].minX - 734) < 1e-9)
    let spec = try #require(layout.behaviorSpec(path: file.path))
    let pager = try SwiftFileBehavior(spec, build: Fixtures.build)
    var target = ScrollTarget(rect: CGRect(x: 300, y: 0, width: 734, height: 372))
    try pager.tryUpdateTarget(
      &target,
      context: .init(
        originalTarget: ScrollTarget(rect: CGRect(x: 0, y: 0, width: 734, height: 372)),
        velocity: CGVector(dx: 500, dy: 0), contentSize: layout.contentSize, containerSize: layout.containerSize,
        boundsSize: layout.frame.size))
    // One page of the bounds (852 pt), 118 pt past the second page's edge at 734.
    #expect(abs(target.rect.minX - 852) < 1e-9)
  }
}
