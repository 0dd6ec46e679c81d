import ArgumentParser
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollSimulation
import ScrollTargets
import SwiftBehaviors

/// A scene laid out from a view file: the scenario whose scene it is, the
/// view's layout on the first screen, and the file.
public struct ViewScene: Sendable {
  public var scenario: Scenario
  public var layout: ViewFileLayout
  /// The file's path, as the behavior `File.swift:Type` names it.
  public var path: String
  /// How the view laid out is named when it is not a view type named: `#Preview("Dark") at line 40`.
  public var viewNote: String?
  /// Why the device was turned, when a `#Preview`'s traits turned it.
  public var orientationNote: String?
  /// When the view gives a type of its file values of its own (`.scrollTargetBehavior(StepSnap(step: 250))`),
  /// which the behavior the tool runs for it, made by `Type()` or its shorthand, does not have.
  public var behaviorNote: String?

  /// The scene at the start.
  public var scene: Scene { scenario.scene }

  /// `Feed.swift: note: the layout rests on estimated sizes (Text at Feed.swift:14:11); stops that depend on
  /// them are estimates too (docs/views.md, "Estimated sizes")`; `nil` when nothing was estimated.
  public static func estimateNote(_ layout: ViewFileLayout) -> String? {
    guard !layout.estimates.isEmpty else { return nil }
    let file = layout.location.split(separator: ":").first.map(String.init) ?? layout.location
    return
      "\(file): note: the layout rests on estimated sizes (\(layout.estimateSummary)); stops that depend on them are "
      + "estimates too (docs/views.md, \"Estimated sizes\")"
  }

  /// The BEHAVIOR `given` means: the view's `.scrollTargetBehavior` for
  /// ``SceneOptions/viewBehavior`` (or none given), else `given`.
  ///
  /// - Throws: ``InputError`` when the view gives no behavior.
  public func behavior(_ given: String?) throws(InputError) -> String {
    if let given, given != SceneOptions.viewBehavior { return given }
    guard let spec = layout.behaviorSpec(path: path) else {
      throw InputError(
        layout.location,
        "the view gives no .scrollTargetBehavior: name a behavior in place of '\(SceneOptions.viewBehavior)'")
    }
    return spec
  }
}

extension SceneOptions {
  /// The BEHAVIOR that stands for the view's `.scrollTargetBehavior` when the scene comes from a view file.
  public static let viewBehavior = "view"

  /// The options `--scene` takes no part of: the view says them.
  private var viewConflicts: [(String, Bool)] {
    [
      ("--content", content != nil), ("--pages", pages != nil), ("--axis", axis != nil),
      ("--children", children != nil), ("--child", child != nil), ("--spacing", spacing != nil),
      ("--padding", padding != nil), ("--per-page", perPage != nil), ("--span", span != nil),
      ("--margins", margins != nil), ("--safe-area-padding", safeAreaPadding != nil),
    ]
  }

  /// What `--view` and `--scroll-view` pick in the `--scene` file.
  public var viewPick: ViewPick { ViewPick(name: viewName, scrollViewLine: scrollViewLine) }

  /// Refuses `--scene` with an option the view gives itself, a file that is
  /// not Swift, and `--view` or `--scroll-view` without `--scene`.
  func checkViewFile() throws(InputError) {
    guard let viewFile else {
      if viewName != nil || scrollViewLine != nil {
        let option = viewName != nil ? "--view" : "--scroll-view"
        throw InputError(option, "picks a view of a view file: give --scene FILE.swift")
      }
      return
    }
    if let scrollViewLine, scrollViewLine < 1 {
      throw InputError("--scroll-view", "expected the line of a ScrollView, from 1, got \(scrollViewLine)")
    }
    if let viewName, viewName.isEmpty {
      throw InputError("--view", "expected the name of a view type or a #Preview")
    }
    guard BehaviorFileName.isSwift(viewFile) else {
      throw InputError("--scene", "expected a .swift file of views (Carousel.swift), got '\(viewFile)'")
    }
    if let option = viewConflicts.first(where: \.1)?.0 {
      throw InputError(option, "the --scene view lays out the scroll view: leave out \(option)")
    }
  }

  /// The scene `--scene` gives: the view laid out on the screen the other
  /// options give, and on every screen `steps` visit; `nil` without `--scene`.
  ///
  /// - Throws: ``InputError`` for a bad option; ``SwiftBehaviorError`` when
  ///   the file does not build or lay out (at its line and column).
  ///
  /// A `#Preview` chosen whose traits hold `.landscapeLeft` or
  /// `.landscapeRight` turns a `--device` to landscape when `--landscape` is
  /// not given (``ViewScene/orientationNote``).
  public func viewScene(steps: [Scenario.Step] = [], memoryBytes: Int? = nil, notesEstimates: Bool = true) throws
    -> ViewScene?
  {
    guard let viewFile else { return nil }
    try checkViewFile()
    let view = try SwiftViewFile(
      viewFile, pick: viewPick, memoryBytes: max(memoryBytes ?? 0, SwiftViewFile.defaultMemoryBytes))
    var options = self
    var note: String?
    if device != nil, !landscape, view.product.orientation == .landscape {
      options.landscape = true
      note = "landscape, as the #Preview's traits ask (--device turned)"
    }
    var scene = try Self.layOut(
      view, in: Scenario(scene: try options.scene(), steps: steps), notesEstimates: notesEstimates)
    scene.orientationNote = note
    return scene
  }

  /// The error for a scroll view laid out with no length on an axis, at its line: most often its content is
  /// a `ForEach` over data that `.task` loads, which a layout of the first screen never runs.
  static func emptyScrollView(_ layout: ViewFileLayout) -> InputError? {
    let size = layout.frame.size
    guard size.width < 1 || size.height < 1 else { return nil }
    let laidOut = "the ScrollView laid out is \(NumberText.trimmed(size.width)) x \(NumberText.trimmed(size.height)) pt"
    let content = layout.contentSize
    let emptyContent =
      (layout.axes.contains(.horizontal) && content.width < 1)
      || (layout.axes.contains(.vertical) && content.height < 1)
    guard emptyContent else {
      return InputError(
        layout.location,
        laidOut + ", so it has nothing to snap: its frame, or the views around it, leave it no room; give it at "
          + "least 1 pt on each axis")
    }
    return InputError(
      layout.location,
      laidOut + ", so it has nothing to snap: as the screen first shows, its content is empty. Data a .task "
        + "loads is laid out when the task ends within 2 s (a real network call seldom does): give the view "
        + "sample data in its #Preview, a mock service that answers at once, or load it in .onAppear")
  }

  /// `scenario` with the view file `file` laid out as its scene on every screen it visits.
  ///
  /// - Throws: as ``viewScene(steps:memoryBytes:)``, and ``InputError`` at
  ///   the file when the layout is no scene a scenario file could hold (a
  ///   container under 1 pt, content past the limits): every scene, from any
  ///   source, passes the one validation (docs/formats.md, "Limits").
  /// A layout that rests on estimated sizes says so on standard error, unless `notesEstimates` is false (`scene`
  /// prints them itself).
  public static func layOut(
    _ file: String, pick: ViewPick = ViewPick(), in scenario: Scenario, memoryBytes: Int? = nil,
    notesEstimates: Bool = true
  ) throws -> ViewScene {
    try layOut(
      SwiftViewFile(file, pick: pick, memoryBytes: max(memoryBytes ?? 0, SwiftViewFile.defaultMemoryBytes)),
      in: scenario, notesEstimates: notesEstimates)
  }

  /// `scenario` with the built view file `view` laid out as its scene.
  static func layOut(_ view: SwiftViewFile, in scenario: Scenario, notesEstimates: Bool = true) throws -> ViewScene {
    let (laidOut, layout) = try view.scenario(scenario)
    do {
      try laidOut.validate()
    } catch {
      if let empty = emptyScrollView(layout) { throw empty }
      // A step of the scenario that the laid-out view cannot take (a child past its last) is the step's fault.
      if error.path.hasPrefix("steps") {
        throw InputError(error.path, "\(error.message), as \(view.path) lays it out")
      }
      throw InputError(
        view.path,
        "its layout is no scene the tool can run: \(error.path.isEmpty ? "" : error.path + " ")\(error.message)")
    }
    if notesEstimates, let note = ViewScene.estimateNote(layout) {
      FileHandle.standardError.write(Data((note + "\n").utf8))
    }
    var scene = ViewScene(scenario: laidOut, layout: layout, path: view.path, viewNote: view.product.viewNote)
    scene.behaviorNote = behaviorNote(layout, product: view.product, path: view.path)
    return scene
  }

  /// `Feed.swift:31:28: note: the view gives StepSnap(step: 250), whose values the tool does not pass: it
  /// runs StepSnap() …`, for the `.scrollTargetBehavior(…)` that follows the laid-out scroll view, when
  /// that call configures a type of the file; else `nil`.
  static func behaviorNote(_ layout: ViewFileLayout, product: SwiftBehaviorBuild.Product, path: String) -> String? {
    guard case .type(let type)? = layout.behavior else { return nil }
    let place = layout.location.split(separator: ":").suffix(2).compactMap { Int($0) }
    guard place.count == 2 else { return nil }
    let call = product.behaviorCalls.first { ($0.line, $0.column) > (place[0], place[1]) }
    let shorthand = product.shorthands[type]
    guard let call, call.configures(type, shorthand: shorthand) else { return nil }
    let made = shorthand.map { ".\($0)" } ?? "\(type)()"
    return "\(path):\(call.line):\(call.column): note: the view gives \(call.argument), whose values the tool does not "
      + "pass: it runs \(made) (docs/swift-files.md, \"Which type runs\")"
  }

  /// `scenario` with its `"view"` (relative to the scenario file at
  /// `scenarioPath`, or to the working folder for standard input) laid out
  /// as its scene; `nil` when it names none.
  public static func layOutView(of scenario: Scenario, scenarioPath: String, memoryBytes: Int? = nil) throws
    -> ViewScene?
  {
    guard let view = scenario.view else { return nil }
    let resolved =
      view.hasPrefix("/") || scenarioPath == "-"
      ? view : ((scenarioPath as NSString).deletingLastPathComponent as NSString).appendingPathComponent(view)
    return try layOut(resolved, in: scenario, memoryBytes: memoryBytes)
  }
}

/// Whether a name is a Swift file, as `BehaviorSpec` reads it.
enum BehaviorFileName {
  static func isSwift(_ name: String) -> Bool { name.hasSuffix(".swift") || name.contains(".swift:") }
}

extension SceneOptions {
  /// The scene the options give: with `--scene`, the view laid out on the
  /// options' screen (and on each screen `steps` visit), else ``scene()``.
  ///
  /// - Throws: ``InputError`` for a bad option; ``SwiftBehaviorError`` when
  ///   the view file does not build or lay out.
  public func resolvedScene(steps: [Scenario.Step] = [], memoryBytes: Int? = nil) throws -> (
    scene: Scene, view: ViewScene?
  ) {
    if let view = try viewScene(steps: steps, memoryBytes: memoryBytes) { return (view.scene, view) }
    return (try scene(), nil)
  }

  /// The BEHAVIOR to run: `given`, or the view's `.scrollTargetBehavior`
  /// when `given` is ``viewBehavior`` or missing and `view` is a scene from a view file.
  ///
  /// - Throws: ``InputError`` when the view's behavior is asked for without
  ///   a view, or the view gives none.
  public static func behavior(_ given: String?, view: ViewScene?) throws(InputError) -> String {
    if let given, given != viewBehavior { return given }
    guard let view else {
      throw InputError(
        given == nil ? "BEHAVIOR" : "'\(viewBehavior)'",
        given == nil
          ? "missing: name a behavior, or give --scene FILE.swift to run its view's .scrollTargetBehavior"
          : "stands for the view's .scrollTargetBehavior: give --scene FILE.swift (or a scenario with \"view\")")
    }
    let spec = try view.behavior(given)
    if given == nil || given == viewBehavior, let note = view.behaviorNote {
      FileHandle.standardError.write(Data((note + "\n").utf8))
    }
    return spec
  }
}

extension SceneOptions {
  /// Whether the options describe a scene for `check` and `compare` to keep
  /// to: any of them but `--axis` alone, which only keeps the scenes they
  /// draw to that axis.
  public var pinsScene: Bool {
    var rest = self
    rest.axis = nil
    return rest.isGiven
  }

  /// The options given, as a person types them, in the order `--help`
  /// lists them: what rebuilds the same scene on any command line.
  public var arguments: [String] {
    func number(_ value: Double) -> String { value.formatted }
    var arguments: [String] = []
    func add(_ name: String, _ value: String?) { if let value { arguments += ["--" + name, value] } }
    add("device", device)
    if landscape { arguments.append("--landscape") }
    add("bounds", bounds)
    add("container", container)
    add("content", content)
    add("pages", pages.map(number))
    add("axis", axis?.description)
    add("rate", rate)
    add("children", children.map { "\($0)" })
    add("child", child)
    add("spacing", spacing.map(number))
    add("padding", padding)
    if rtl { arguments.append("--rtl") }
    add("per-page", perPage.map(number))
    add("span", span.map { "\($0)" })
    add("margins", margins)
    add("safe-area-padding", safeAreaPadding)
    add("relative-frames", relativeFrames)
    add("scene", viewFile)
    add("view", viewName)
    add("scroll-view", scrollViewLine.map { "\($0)" })
    return arguments
  }

  /// The scene a person gave, for `check`, `compare` and `verify` to keep
  /// to, and the trial `check` runs on it first (``Scenario/trial(of:)``,
  /// which turns a device): a view is laid out on every screen the trial
  /// visits, so the scene holds its layout in both orientations. `nil` when
  /// no option but `--axis` is given (``pinsScene``).
  ///
  /// - Throws: ``InputError`` for a bad option; ``SwiftBehaviorError`` when
  ///   the view file does not build or lay out.
  /// `view`, when the caller has laid the view out already, spares laying it out again.
  public func givenScene(view: ViewScene? = nil, memoryBytes: Int? = nil) throws -> (
    scene: GivenScene, trial: Scenario
  )? {
    guard pinsScene else { return nil }
    var trial = Scenario.trial(of: try view?.scene ?? resolvedScene(memoryBytes: memoryBytes).scene)
    if let viewFile {
      // The trial's turns laid out again; the first layout said what it estimates, when the caller made it.
      trial = try Self.layOut(
        viewFile, pick: viewPick, in: trial, memoryBytes: memoryBytes, notesEstimates: view == nil
      ).scenario
    }
    return (GivenScene(scene: trial.scene, arguments: arguments), trial)
  }
}
