import Foundation
import ScrollSimulation
import ScrollTargets

/// A command a person can paste to see a case's result again.
public enum Reproduction {
  /// `scrollscript run BEHAVIOR --container … --original …` when the case fits the
  /// single-call options exactly, else the case piped to `run --cases -`.
  /// On a `scene` a person gave, the call is spelt with that scene's own
  /// options (`--scene Carousel.swift`, `--device …`) when it was made on it.
  public static func command(for testCase: TargetCase, behavior: String, scene: GivenScene? = nil) -> String {
    let quoted = shellQuoted(behavior)
    if let scene, let arguments = callArguments(testCase, on: scene) {
      return "scrollscript run \(quoted) " + arguments.joined(separator: " ")
    }
    if let arguments = singleCallArguments(testCase) {
      return "scrollscript run \(quoted) " + arguments.joined(separator: " ")
    }
    return "echo \(shellQuoted(testCase.json)) | scrollscript run \(quoted) --cases -"
  }

  /// `echo SCENARIO | scrollscript simulate BEHAVIOR -`: a scenario piped to
  /// `simulate`. On a `scene` a person gave, when the scenario is on it, the
  /// JSON holds only where the view starts and the steps, and the command
  /// gives the scene's own options (``GivenScene/steps(of:)``).
  public static func command(for scenario: Scenario, behavior: String, scene: GivenScene? = nil) -> String {
    let head = "scrollscript simulate \(shellQuoted(behavior)) -"
    if let scene, let steps = scene.steps(of: scenario) {
      return "echo \(shellQuoted(steps)) | \(head) \(scene.text)"
    }
    return "echo \(shellQuoted(JSONLine.encode(scenario))) | \(head)"
  }

  /// The scene's own options and the call's numbers, when they rebuild `testCase` exactly.
  static func callArguments(_ testCase: TargetCase, on given: GivenScene) -> [String]? {
    guard given.holds(testCase) else { return nil }
    let context = testCase.context
    let axis = context.primaryAxis
    var call = SingleCall(scene: given.scene, original: context.originalTarget.rect.origin[axis])
    call.proposed = testCase.target.rect.origin[axis]
    call.velocity = context.velocity[axis]
    guard (try? call.makeCase())?.json == testCase.json else { return nil }
    return given.arguments.map(shellQuoted) + numberArguments(call)
  }

  /// `--original`, `--proposed` and `--velocity` (when not 0) of a call.
  private static func numberArguments(_ call: SingleCall) -> [String] {
    var arguments = ["--original", call.original.formatted]
    if let proposed = call.proposed { arguments += ["--proposed", proposed.formatted] }
    if call.velocity != 0 { arguments += ["--velocity", call.velocity.formatted] }
    return arguments
  }

  /// The single-call options that rebuild `testCase` exactly, if there are any.
  static func singleCallArguments(_ testCase: TargetCase) -> [String]? {
    let context = testCase.context
    guard context.axes == .horizontal || context.axes == .vertical else { return nil }
    let axis = context.primaryAxis
    var scene = Scene(
      screen: Screen(bounds: context.containerSize), content: .size(context.contentSize), axes: context.axes,
      environment: EnvironmentValues(layoutDirection: context.layoutDirection))
    // Children as a row of one length, gap and padding, as many as fill the
    // content (the shorter command) or counted. The rebuilt case must match,
    // so frames that are no such row, and any other difference, fall back to JSON.
    var counted = false
    if let first = context.targets.first, let last = context.targets.last {
      var row = Scene.ChildLayout(
        count: context.targets.count, length: first.size[axis],
        spacing: context.targets.count > 1 ? context.targets[1].min(on: axis) - first.max(on: axis) : 0,
        leadingPadding: first.min(on: axis))
      if row.countFilling(context.contentSize[axis]) != row.count {
        row.trailingPadding = context.contentSize[axis] - last.max(on: axis)
        counted = true
      }
      // Only a row the options accept: children that overlap (a negative gap), or reach past
      // the content (a negative padding), are a case line.
      guard row.problem == nil else { return nil }
      scene.children = row
    }
    var call = SingleCall(scene: scene, original: context.originalTarget.rect.origin[axis])
    call.proposed = testCase.target.rect.origin[axis]
    call.velocity = context.velocity[axis]
    guard (try? call.makeCase())?.json == testCase.json else { return nil }
    func number(_ value: Double) -> String { value.formatted }
    var arguments = [
      "--container", "\(number(context.containerSize.width))x\(number(context.containerSize.height))",
      "--content", "\(number(context.contentSize.width))x\(number(context.contentSize.height))",
      "--original", number(call.original), "--proposed", number(testCase.target.rect.origin[axis]),
    ]
    if call.velocity != 0 { arguments += ["--velocity", number(call.velocity)] }
    if axis == .vertical { arguments += ["--axis", "vertical"] }
    if context.layoutDirection == .rightToLeft { arguments += ["--rtl"] }
    if let row = scene.children {
      if counted { arguments += ["--children", "\(row.count)"] }
      arguments += ["--child", number(row.length)]
      arguments += gapArguments(row)
    }
    return arguments
  }

  /// The scene options that rebuild `scene` (docs/formats.md, "Scenes"): the
  /// device or container, the content or children, and what differs from the
  /// defaults. Children given outright as frames have no options and are left out.
  public static func sceneArguments(_ scene: Scene) -> [String] {
    func number(_ value: Double) -> String { value.formatted }
    func size(_ size: CGSize) -> String { "\(number(size.width))x\(number(size.height))" }
    var arguments: [String] = []
    if let device = scene.screen.device, let orientation = scene.screen.orientation {
      arguments += ["--device", device.name] + (orientation == .landscape ? ["--landscape"] : [])
    } else if scene.screen.bounds != Screen.standard.bounds || !scene.screen.isPlain {
      arguments += ["--container", size(scene.containerSize)]
    }
    switch scene.content {
    case .size(let fixed): arguments += ["--content", size(fixed)]
    case .pages(let pages) where pages != 10 || scene.children != nil: arguments += ["--pages", number(pages)]
    case .pages, .children: break
    }
    if let row = scene.children {
      arguments += ["--children", "\(row.count)"]
      switch (row.perPage, row.span, row.frameSpacing) {
      case (1?, 1, nil): arguments += ["--child", "page"]
      case (let perPage?, let span, nil):
        arguments += ["--per-page", number(perPage)] + (span == 1 ? [] : ["--span", "\(span)"])
      default:
        let length = row.childLength(relativeTo: scene.relativeLength(forContainer: scene.containerSize))
        arguments += ["--child", number(length)]
      }
      arguments += gapArguments(row)
    }
    if scene.primaryAxis == .vertical { arguments += ["--axis", "vertical"] }
    arguments += insetArguments(scene)
    if scene.decelerationRate != .normal { arguments += ["--rate", scene.decelerationRate.description] }
    if scene.environment.layoutDirection == .rightToLeft { arguments += ["--rtl"] }
    return arguments
  }

  /// `--margins`, `--safe-area-padding` and `--relative-frames` when they
  /// are not the defaults: the insets at the scrolling axis's two ends.
  static func insetArguments(_ scene: Scene) -> [String] {
    func ends(_ insets: EdgeInsets) -> String? {
      let (start, end) =
        scene.primaryAxis == .horizontal ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
      guard start != 0 || end != 0 else { return nil }
      return start == end ? Double(start).formatted : "\(Double(start).formatted),\(Double(end).formatted)"
    }
    var arguments: [String] = []
    if let margins = ends(scene.contentMargins) { arguments += ["--margins", margins] }
    if let padding = ends(scene.safeAreaPadding) { arguments += ["--safe-area-padding", padding] }
    if scene.relativeFrames != .lessMargins { arguments += ["--relative-frames", scene.relativeFrames.rawValue] }
    return arguments
  }

  /// `--spacing` and `--padding` of a row of children, when they are not 0.
  static func gapArguments(_ row: Scene.ChildLayout) -> [String] {
    func number(_ value: Double) -> String { value.formatted }
    var arguments: [String] = []
    if row.spacing != 0 { arguments += ["--spacing", number(row.spacing)] }
    if row.leadingPadding != 0 || row.trailingPadding != 0 {
      arguments += [
        "--padding",
        row.leadingPadding == row.trailingPadding
          ? number(row.leadingPadding) : "\(number(row.leadingPadding)),\(number(row.trailingPadding))",
      ]
    }
    return arguments
  }

  /// `text` as one shell word.
  public static func shellQuoted(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=+,@".contains($0) }
    return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
