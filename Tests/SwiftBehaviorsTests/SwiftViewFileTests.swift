import BehaviorRunning
import Foundation
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

@testable import SwiftBehaviors

/// `examples/views/NAME.swift`.
private func example(_ name: String) -> String {
  URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appending(path: "../../examples/views/\(name).swift").standardizedFileURL.path
}

@Suite("View files laid out in a helper", .serialized, .endToEnd, .tags(.endToEnd))
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

  @Test("a file written for iOS and macOS is laid out as on iOS: its os(iOS) branches compile, its macOS ones do not")
  func iOSBranchesCompiled() throws {
    // As a multiplatform app writes it: an inline title and cards sized for the phone on iOS, a window's
    // minimum size and wider cards on the Mac. The host here is neither.
    let path = Fixtures.file(
      "Strip.swift",
      """
      import SwiftUI
      #if canImport(AppKit)
      import AppKit
      #endif

      struct Strip: View {
        var body: some View {
          NavigationStack {
            ScrollView(.horizontal) {
              LazyHStack(spacing: 12) {
                ForEach(0..<20, id: \\.self) { index in
                  RoundedRectangle(cornerRadius: 16)
                    .fill(.blue.gradient)
                    #if os(iOS) || os(visionOS)
                    .frame(width: 280, height: 360)
                    #else
                    .frame(width: 420, height: 360)
                    #endif
                }
              }
              .scrollTargetLayout()
            }
            .scrollTargetBehavior(.viewAligned)
            .navigationTitle("Photos")
            #if os(iOS)
            .navigationBarTitleDisplayMode(.inline)
            #elseif os(macOS)
            .frame(minWidth: 600, minHeight: 420)
            #endif
          }
        }
      }

      #Preview { Strip() }
      """)
    let file = try SwiftViewFile(path, build: Fixtures.build)
    let layout = try #require(try file.layout([Self.iPhone15Pro]).first)
    // The phone's width, not the Mac window's 600, and the cards of the iOS branch.
    #expect(abs(layout.frame.width - 393) < 1e-9)
    #expect(layout.targets.count == 20 && abs(layout.targets[0].width - 280) < 1e-9)
    // The inline title's bar (44 pt) below the status bar's 59, not a large title's.
    #expect(abs(layout.safeAreaInsets.top + layout.safeAreaPadding.top - (59 + 44)) < 1e-9, "\(layout)")
  }

  @Test("an ObservableObject that loads on the main queue from onAppear, as iOS 16 code does, is loaded when laid out")
  func mainQueueLoading() throws {
    let path = Fixtures.file(
      "MainQueueStrip.swift",
      """
      import SwiftUI

      final class StripModel: ObservableObject {
        @Published var items: [Int] = []
        func load() {
          // A completion handler's delivery, and one more hop from it.
          DispatchQueue.main.async {
            self.items = Array(0..<4)
            DispatchQueue.main.async { self.items += [4] }
          }
        }
      }

      struct MainQueueStrip: View {
        @StateObject private var model = StripModel()
        var body: some View {
          ScrollView(.horizontal) {
            HStack(spacing: 16) {
              ForEach(model.items, id: \\.self) { _ in Color.blue.frame(width: 300, height: 200) }
            }
            .scrollTargetLayout()
          }
          .scrollTargetBehavior(.viewAligned)
          .onAppear { model.load() }
        }
      }
      """)
    let file = try SwiftViewFile(path, build: Fixtures.build)
    let layout = try #require(try file.layout([Self.iPhone15Pro]).first)
    #expect(layout.targets.count == 5)
    #expect(abs(layout.contentSize.width - (5 * 300 + 4 * 16)) < 1e-9)
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

  /// A view file as Xcode writes it: frameworks imported, an @Observable model, a view that takes arguments
  /// and is made only in a named preview with a @Previewable state, a preview of its own without a scroll
  /// view, and literals whose braces and quotes the light reading must pass over.
  static let xcodeFile = #"""
    import SwiftUI
    import Observation
    import Combine
    @testable import UIKit

    @Observable final class Store {
      var count = 12
    }

    struct Card: Identifiable {
      let id: Int
    }

    struct CardStrip: View {
      let cards: [Card]
      let note = """
        a { brace in a "multi-line" string
        """

      var body: some View {
        ScrollView(.horizontal) {
          LazyHStack(spacing: 10) {
            ForEach(cards) { card in
              Color.blue.frame(width: 300, height: 200)
            }
          }
          .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
      }
    }

    #Preview("Wide", traits: .landscapeLeft) {
      @Previewable @State var store = Store()
      CardStrip(cards: (0..<store.count).map { Card(id: $0) })
    }

    #Preview("Plain") { let label = "\("}")"; VStack { Color.red.frame(height: CGFloat(label.count)) } }
    """#

  @Test(
    "a #Preview is an entry point: the view that takes arguments is made by the first preview that shows it, at the user's lines and columns"
  )
  func previewEntryPoint() throws {
    let path = Fixtures.file("CardStrip.swift", Self.xcodeFile)
    let file = try SwiftViewFile(path, build: Fixtures.build)
    #expect(file.product.viewNote == "#Preview(\"Wide\") at line 33, which makes CardStrip")
    #expect(file.product.orientation == .landscape)
    let layout = try #require(try file.layout([Self.iPhone15Pro]).first)
    // The column the model takes for a view is where its arguments start, as for the carousel (12:15).
    #expect(layout.location == "\(path):21:15")
    #expect(layout.targets.count == 12)
    #expect(abs(layout.targets[1].minX - 310) < 1e-9)
    #expect(layout.behavior == .builtIn("viewAligned"))
    // The other preview by its name: its error is at its own line and column, and names it as written.
    let plain = try SwiftViewFile(path, pick: ViewPick(name: "Plain"), build: Fixtures.build)
    let error = try #require(throws: SwiftBehaviorError.self) { try plain.layout([Self.iPhone15Pro]) }
    #expect(error.location == "\(path):38:50", "\(error)")
    #expect(error.problem.hasPrefix("#Preview(\"Plain\") at line 38 has no ScrollView"), "\(error.problem)")
  }

  @Test(
    "SwiftUI API the model lacks is said in the tool's words at its place, its cascade dropped; the user's own errors stay; a module the compiler cannot find is said as an import refused"
  )
  func compilerCascade() throws {
    let path = Fixtures.file(
      "Clock.swift",
      """
      import SwiftUI

      struct Clock: View {
        let hours: Int = "twelve"

        var body: some View {
          ScrollView {
            Table(value: 0.5) {
              Color.red
            }
            Color.red
              .frame(height: 20)
              .scrollTransition { content, phase in
                content
              }
          }
          .background(.ultraThinMaterial)
        }
      }
      """)
    let error = try #require(throws: SwiftBehaviorError.self) { try SwiftViewFile(path, build: Fixtures.build) }
    let said = error.line(program: "scrollscript").split(separator: "\n").filter { $0.contains(": error: ") }
    let missing = " is SwiftUI API the model does not lay out yet (docs/views.md lists what it has)"
    #expect(said.contains("\(path):8:7: error: Table\(missing)"), "\(said)")
    #expect(said.contains { $0.hasPrefix("\(path):4:20: error: cannot convert value of type 'String'") }, "\(said)")
    #expect(!said.contains { $0.contains("contextual base") }, "the cascade is dropped: \(said)")
    #expect(error.fault == .behavior)
    let charts = Fixtures.file(
      "Charted.swift",
      "import SwiftUI\n#if swift(>=5.9)\n  import Charts\n#endif\n\nstruct Charted: View {\n  var body: some View { ScrollView { Color.red } }\n}\n"
    )
    let refused = try #require(throws: SwiftBehaviorError.self) { try SwiftViewFile(charts, build: Fixtures.build) }
    #expect(refused.location == "\(charts):3")
    #expect(refused.problem.hasPrefix("module 'Charts' is not available here: a view file builds with SwiftUI alone"))
  }

  @Test("a layout that never ends is stopped at its own time limit, far short of the build's")
  func endlessLayoutStopped() throws {
    let path = Fixtures.file(
      "Forever.swift",
      """
      import Foundation
      import SwiftUI

      func forever() -> Int {
        while true { usleep(10_000) }
      }

      struct Forever: View {
        var body: some View {
          ScrollView { Color.red.frame(height: CGFloat(forever())) }
        }
      }
      """)
    var file = try SwiftViewFile(path, build: Fixtures.build)
    #expect(file.seconds == SwiftViewFile.defaultLayoutSeconds && file.seconds < SwiftBehaviorBuild.defaultBuildSeconds)
    file.seconds = 1
    let start = Date()
    let error = try #require(throws: SwiftBehaviorError.self) { try file.layout([Self.iPhone15Pro]) }
    let elapsed = Date().timeIntervalSince(start)
    #expect(error.problem.hasPrefix("its layout took longer than 1 s and was stopped"), "\(error.problem)")
    #expect(error.fault == .behavior)
    #expect(elapsed < 10, "stopped after \(elapsed) s")
  }
}
