import BehaviorRunning
import Foundation
import ScrollFormats
import ScrollTargets
import SwiftBehaviors
import TestSupport
import Testing

@Suite("Swift files as behaviors", .serialized, .endToEnd, .tags(.endToEnd))
struct SwiftFileBehaviorTests {
  @Test("a file with `import SwiftUI` and a `static var` runs and agrees with the built-in it copies")
  func agreesWithBuiltIn() throws {
    let behavior = try SwiftFileBehavior(Fixtures.basicGrid, build: Fixtures.build)
    #expect(behavior.product.typeName == "BasicGrid")
    let reference = BasicGridScrollTargetBehavior()
    let generator = CaseGenerator(seed: 7)
    let cases = (0..<2000).map { generator.generate($0).testCase }
    let results = behavior.tryUpdateTargets(cases.map { ($0.target, $0.context) })
    for (index, (testCase, result)) in zip(cases, results).enumerated() {
      var expected = testCase.target
      reference.updateTarget(&expected, context: testCase.context)
      let actual = try result.get()
      #expect(
        abs(actual.rect.origin.x - expected.rect.origin.x) <= 1e-9
          && abs(actual.rect.origin.y - expected.rect.origin.y) <= 1e-9 && actual.anchor == expected.anchor,
        "case \(index) of seed 7: \(actual) != \(expected)")
    }
    var single = cases[0].target
    try behavior.tryUpdateTarget(&single, context: cases[0].context)
    #expect(single == (try results[0].get()))
    #expect(try behavior.tryProperties(context: cases[0].context.propertiesContext) == .init())
  }

  @Test(
    "a trap costs its one call, as a `crash` with the runtime's message at the file's line; the others keep their results"
  )
  func trapCostsOneCall() throws {
    let behavior = try SwiftFileBehavior(Fixtures.hostile, build: Fixtures.build)
    let generator = CaseGenerator(seed: 3)
    var cases = (0..<1000).map { generator.generate($0).testCase }
    cases[400].context.velocity.dx = 777
    let results = behavior.tryUpdateTargets(cases.map { ($0.target, $0.context) })
    let failures = results.enumerated().compactMap { index, result in
      if case .failure(let failure) = result { (index, failure) } else { nil }
    }
    #expect(failures.count == 1)
    #expect(failures.first?.0 == 400)
    #expect(failures.first?.1.kind == .crash)
    #expect(failures.first?.1.message == "Fatal error: Index out of range", "\(failures)")
    #expect(failures.first?.1.location?.hasPrefix(Fixtures.hostile + ":") == true, "\(failures)")
    for (index, result) in results.enumerated() where index != 400 {
      #expect((try? result.get()) == cases[index].target, "case \(index) should come back unchanged")
    }
    // The helper was started again: the next call works.
    var target = cases[0].target
    try behavior.tryUpdateTarget(&target, context: cases[0].context)
    #expect(target == cases[0].target)
  }

  @Test("a `@MainActor` shorthand is made on the main actor, as a view body makes it, and its values are the ones run")
  func mainActorShorthand() throws {
    // Swift 6 code writes the shorthand on the main actor; a `static let` of another type is not it.
    let path = Fixtures.file(
      "MainActorSnap.swift",
      """
      import SwiftUI

      struct Snap: ScrollTargetBehavior {
        let step: CGFloat
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
          target.rect.origin.x = (target.rect.minX / step).rounded() * step
        }
      }

      extension ScrollTargetBehavior where Self == Snap {
        @MainActor static var snap: Snap { Snap(step: 250) }
      }

      extension Int { static let answers: [Int] = [42] }
      """)
    let behavior = try SwiftFileBehavior(path, build: Fixtures.build)
    var target = ScrollTarget(rect: CGRect(x: 380, y: 0, width: 390, height: 844))
    let context = ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(x: 0, y: 0, width: 390, height: 844)),
      velocity: CGVector(dx: 500, dy: 0), contentSize: CGSize(width: 3900, height: 844),
      containerSize: CGSize(width: 390, height: 844), axes: .horizontal)
    try behavior.tryUpdateTarget(&target, context: context)
    #expect(abs(target.rect.minX - 500) < 1e-9, "380 rounds to 2 steps of 250: \(target.rect.minX)")
  }

  @Test("an endless loop costs its one call, as a `timeout`")
  func loopCostsOneCall() throws {
    let behavior = try SwiftFileBehavior(Fixtures.hostile, build: Fixtures.build, callSeconds: 0.3)
    let generator = CaseGenerator(seed: 4)
    var cases = (0..<20).map { generator.generate($0).testCase }
    cases[5].context.velocity.dx = 555
    let results = behavior.tryUpdateTargets(cases.map { ($0.target, $0.context) })
    for (index, result) in results.enumerated() {
      switch result {
      case .success(let target):
        #expect(index != 5 && target == cases[index].target)
      case .failure(let failure):
        #expect(index == 5 && failure.kind == .timeout, "case \(index): \(failure)")
      }
    }
  }

  @Test("the cache is reused, and rebuilt after an edit")
  func cacheReusedAndRebuilt() throws {
    let text =
      "import SwiftUI\n\nstruct Edited: ScrollTargetBehavior {\n  func updateTarget(_ target: inout Target, context: TargetContext) {}\n}\n"
    let path = Fixtures.file("Edited.swift", text)
    #expect(try Fixtures.build.build(path).compiled)
    #expect(try !Fixtures.build.build(path).compiled)
    _ = Fixtures.file("Edited.swift", text + "// edited\n")
    #expect(try Fixtures.build.build(path).compiled)
    #expect(try !Fixtures.build.build(path).compiled)
  }
}
