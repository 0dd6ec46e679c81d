import Foundation
import ScrollTargets
import TestSupport
import Testing

@testable import SwiftBehaviors

@Suite("Building a behavior's .swift file", .serialized, .endToEnd, .tags(.endToEnd))
struct SwiftBehaviorBuildTests {
  @Test("a compiler error points at the user's file, line and column, exit 1")
  func compileErrorPointsAtFile() throws {
    let path = Fixtures.file(
      "Broken.swift",
      "import SwiftUI\n\nstruct Broken: ScrollTargetBehavior {\n  func updateTarget(_ target: inout Target, context: TargetContext) {\n    target.rect.x = \"left\"\n  }\n}\n"
    )
    let error = try #require(throws: SwiftBehaviorError.self) { try Fixtures.build.build(path) }
    #expect(error.location == "\(path):5:21")
    #expect(error.problem.hasPrefix("cannot assign value of type 'String'"))
    #expect(error.line(program: "scrollscript").hasPrefix("\(path):5:21: error: "))
    // A file that does not compile is a behavior that does not load (exit 1), as for a Lua syntax error.
    #expect(error.fault == .behavior)
    #expect(!error.problem.contains(Fixtures.cache.root.path), "no generated file is named: \(error.problem)")
  }

  @Test("a behavior whose init takes arguments, with no shorthand property, is told how the tool makes one")
  func initWithArguments() throws {
    let path = Fixtures.file(
      "StepSnap.swift",
      """
      import SwiftUI

      struct StepSnap: ScrollTargetBehavior {
        let step: CGFloat
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {}
      }

      extension ScrollTargetBehavior where Self == StepSnap {
        static func stepSnap(_ step: CGFloat) -> StepSnap { StepSnap(step: step) }
      }
      """)
    let error = try #require(throws: SwiftBehaviorError.self) { try Fixtures.build.build(path) }
    #expect(error.location == path)
    #expect(error.problem.hasPrefix("the tool makes `StepSnap` with `StepSnap()` or a static property of "))
    #expect(error.problem.contains("give its properties default values, or add such a property"))
    // The compiler's quote of the generated entry point is left out; its note at the user's init stays.
    #expect(!error.problem.contains("ScrollScriptHelperLoop"), "\(error.problem)")
    #expect(error.problem.contains("\(path):3:8: note: 'init(step:)' declared here"), "\(error.problem)")
  }

  @Test("an App is refused before compiling; a file of views alone names its views when no behavior is found")
  func appRefusedViewsNamed() throws {
    let path = Fixtures.file(
      "WithApp.swift", "import SwiftUI\n\n@main\nstruct Demo: App {\n  var body: some Scene { WindowGroup {} }\n}\n")
    let error = try #require(throws: SwiftBehaviorError.self) { try Fixtures.build.build(path) }
    #expect(error.location == "\(path):4")
    #expect(error.problem.contains("`struct Demo: App` is an app"))
    let views = Fixtures.file(
      "OnlyViews.swift", "import SwiftUI\n\nstruct ContentView: View {\n  var body: some View { Color.red }\n}\n")
    let viewsError = try #require(throws: SwiftBehaviorError.self) { try Fixtures.build.build(views) }
    #expect(viewsError.problem.contains("the file holds views (ContentView)"))
  }

  @Test("several conforming types: the error lists them; `File.swift:Type` picks one")
  func severalTypes() throws {
    let path = Fixtures.file(
      "Two.swift",
      """
      import SwiftUI
      // struct Commented: ScrollTargetBehavior {}
      struct Ahead: ScrollTargetBehavior {
        func updateTarget(_ target: inout Target, context: TargetContext) { target.rect.x += 1 }
      }
      struct Behind: ScrollTargetBehavior {
        func updateTarget(_ target: inout Target, context: TargetContext) { target.rect.x -= 1 }
      }
      """)
    let error = try #require(throws: SwiftBehaviorError.self) { try Fixtures.build.build(path) }
    #expect(
      error.problem == "several types conform to ScrollTargetBehavior (Ahead, Behind): pick one with \(path):Ahead")
    let none = Fixtures.file("None.swift", "import SwiftUI\n\nstruct Helper {}\n")
    let noneError = try #require(throws: SwiftBehaviorError.self) { try Fixtures.build.build(none) }
    #expect(noneError.problem.hasPrefix("no type conforming to ScrollTargetBehavior"))
    let behind = try SwiftFileBehavior("\(path):Behind", build: Fixtures.build)
    var target = ScrollTarget(rect: CGRect(x: 100, y: 0, width: 390, height: 844))
    try behind.tryUpdateTarget(
      &target,
      context: .init(
        originalTarget: target, contentSize: CGSize(width: 3900, height: 844),
        containerSize: CGSize(width: 390, height: 844)))
    #expect(abs(target.rect.origin.x - 99) <= 1e-9)
  }
}

@Suite("Cache keys")
struct CacheKeyTests {
  @Test("an entry is taken only when its recorded material is the key's, byte for byte")
  func entryMatchesItsMaterial() throws {
    var key = CacheKey()
    key.update(field: "tool")
    key.update(Array("struct A {}".utf8))
    var other = CacheKey()
    other.update(field: "tool")
    other.update(Array("struct B {}".utf8))
    #expect(key.name.count == 16 && key.name != other.name)
    // The fields are separated: "ab" + "c" is not "a" + "bc".
    var left = CacheKey()
    left.update(field: "ab")
    left.update(field: "c")
    var right = CacheKey()
    right.update(field: "a")
    right.update(field: "bc")
    #expect(left.material != right.material)

    let folder = FileManager.default.temporaryDirectory.appending(path: "cache-key-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(!key.matches(entryAt: folder))
    try other.record(in: folder)
    #expect(!key.matches(entryAt: folder), "a different material under any name is never taken")
    try key.record(in: folder)
    #expect(key.matches(entryAt: folder))
  }
}

@Suite("Damaged helpers", .serialized, .endToEnd, .tags(.endToEnd))
struct DamagedHelperTests {
  static let pager = """
    import SwiftUI

    struct StampPager: ScrollTargetBehavior {
      func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
        target.rect.origin.x = (target.rect.origin.x / 100).rounded() * 100
      }
    }
    """

  @Test("a cached helper cut short or emptied after it was installed is built again, not run", arguments: [0, 4096])
  func rebuiltWhenDamaged(keeping bytes: Int) throws {
    let path = Fixtures.file("StampPager\(bytes).swift", Self.pager)
    let first = try Fixtures.build.build(path)
    #expect(HelperStamp.holds(first.executable))
    let whole = try Data(contentsOf: first.executable)
    try whole.prefix(bytes).write(to: first.executable)
    #expect(!HelperStamp.holds(first.executable))
    let again = try Fixtures.build.build(path)
    #expect(again.compiled, "the damaged helper was built again")
    #expect(try Data(contentsOf: again.executable).count == whole.count)
    #expect(HelperStamp.holds(again.executable))
    // Whole again, it is taken from the cache.
    #expect(!(try Fixtures.build.build(path)).compiled)
  }
}

@Suite("A .swift behavior's result that is not a number", .endToEnd, .tags(.endToEnd))
struct SwiftInvalidResultTests {
  @Test("is an invalidResult located at the file, as its crashes and timeouts are")
  func locatedAtFile() throws {
    let path = Fixtures.file(
      "NaNPager.swift",
      """
      import SwiftUI

      struct NaNPager: ScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
          target.rect.origin.x = .nan
        }
      }
      """)
    let behavior = try SwiftFileBehavior(path, build: Fixtures.build)
    var target = ScrollTarget(rect: CGRect(x: 100, y: 0, width: 390, height: 844))
    let context = ScrollTargetBehaviorContext(
      originalTarget: target, velocity: .zero, contentSize: CGSize(width: 3900, height: 844),
      containerSize: CGSize(width: 390, height: 844), axes: .horizontal, environment: EnvironmentValues(),
      targets: [])
    let failure = try #require(throws: BehaviorFailure.self) { try behavior.resolveTarget(&target, context: context) }
    #expect(failure.kind == .invalidResult)
    #expect(failure.location == path)
  }
}
