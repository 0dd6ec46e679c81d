import BehaviorRunning
import Foundation
import ScrollSimulation
import ScrollTargets
import SwiftBehaviors
import TestSupport
import Testing

@Suite(
  "A .swift behavior's onScrollPhaseChange and onScrollGeometryChange in a simulation", .endToEnd, .tags(.endToEnd))
struct SwiftHookTests {
  /// A pager that counts its settles in its own state and emits each, and
  /// emits the container's width at a resize. The geometry hook sits under
  /// `#if SCROLLSCRIPT`, as in a file an app builds too (docs/swift-files.md,
  /// "The model's own API"): the tool sets the flag, so the hook runs here.
  static let hooked = Fixtures.file(
    "Hooked.swift",
    """
    import SwiftUI

    struct SettleCounter: ScrollTargetBehavior, ScrollPhaseObserving {
      var settles = 0

      func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        let width = context.containerSize.width
        target.rect.origin.x = (target.rect.minX / width).rounded() * width
      }

      mutating func onScrollPhaseChange(_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) {
        if newPhase == .idle {
          settles += 1
          emit("settled", settles)
        }
      }
    }

    #if SCROLLSCRIPT
      extension SettleCounter: ScrollGeometryObserving {
        mutating func onScrollGeometryChange(_ oldGeometry: ScrollGeometry, _ newGeometry: ScrollGeometry) {
          if oldGeometry.containerSize != newGeometry.containerSize {
            emit("resized", newGeometry.containerSize.width)
          }
        }
      }
    #endif
    """)

  private func scenario(_ steps: String) throws -> Scenario {
    try Scenario(json: Data(#"{"containerSize":{"width":390,"height":844},"pages":10,"steps":[\#(steps)]}"#.utf8))
  }

  private func emitted(_ timeline: Timeline) -> [String] {
    timeline.events.compactMap { event in
      if case .emitted(let name, let value) = event.kind { "\(name)=\(value)" } else { nil }
    }
  }

  @Test("the hooks emit on the timeline, after the phase changes they follow, and keep their state between calls")
  func hooksEmit() throws {
    let behavior = try SwiftFileBehavior(Self.hooked, build: Fixtures.build)
    #expect(behavior.observesPhases && behavior.observesGeometry)
    let timeline = SimulationRun.timeline(
      try scenario(
        #"{"fling":{"velocity":{"dx":1500,"dy":0}}},{"wait":2},{"rotate":{}},{"wait":0.5},"#
          + #"{"fling":{"velocity":{"dx":-900,"dy":0}}}"#),
      behavior: behavior)
    #expect(emitted(timeline) == ["settled=1", "resized=844.0", "settled=2", "settled=3"])
    // Each settle is emitted at the instant the view becomes idle.
    let idle = timeline.events.filter { if case .phaseChanged(_, .idle) = $0.kind { true } else { false } }.map(\.t)
    let settled = timeline.events.filter {
      if case .emitted("settled", _) = $0.kind { true } else { false }
    }.map(\.t)
    #expect(idle == settled)
  }

  @Test("a behavior without hooks is not watched")
  func noHooks() throws {
    let behavior = try SwiftFileBehavior(Fixtures.basicGrid, build: Fixtures.build)
    #expect(!behavior.observesPhases && !behavior.observesGeometry)
    #expect(HookObserver.watching(behavior) == nil)
  }

  @Test("a hook that traps is reported once, as the hook's error event, and not called again")
  func trappingHook() throws {
    let path = Fixtures.file(
      "TrappingHook.swift",
      """
      import SwiftUI

      struct TrappingHook: ScrollTargetBehavior, ScrollPhaseObserving {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}

        func onScrollPhaseChange(_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase) {
          let phases: [ScrollPhase] = []
          emit("never", phases[3])
        }
      }
      """)
    let behavior = try SwiftFileBehavior(path, build: Fixtures.build)
    let timeline = SimulationRun.timeline(
      try scenario(#"{"fling":{"velocity":{"dx":1500,"dy":0}}},{"wait":1},{"fling":{"velocity":{"dx":-1500,"dy":0}}}"#),
      behavior: behavior)
    let errors = emitted(timeline).filter { $0.hasPrefix(HookObserver.phaseErrorEventName + "=") }
    #expect(errors.count == 1)
    #expect(errors.first?.contains("crash") == true, "\(errors)")
    // The behavior's own calls go on after the hook failed.
    #expect(timeline.updates.count == 2 && timeline.updates.allSatisfy { $0.failure == nil })
  }
}
