import Foundation
import ScrollFormats
import ScrollReporting
import ScrollSimulation
import ScrollTargets

extension ReplSession {
  /// The scene and gesture commands, by name, with their usage.
  public static let sceneCommands: [(name: String, usage: String)] = [
    ("device", "device NAME [landscape]   a preset with its safe area: \(DevicePreset.names.joined(separator: "|"))"),
    ("container", "container WxH            container size (pt), no device (the bounds add the padding and margins)"),
    ("content", "content WxH              content size (pt)"),
    ("pages", "pages N                  content = N container lengths"),
    ("axis", "axis horizontal|vertical"),
    ("children", "children COUNT LENGTH [SPACING [PADDING]] | children COUNT per-page | children off"),
    (
      "margins",
      "margins START[,END]      contentMargins (.scrollContent) at the axis's two ends (pt); the container loses them; 0 clears"
    ),
    (
      "safe-area-padding",
      "safe-area-padding START[,END]   safeAreaPadding at the axis's two ends (pt); the container loses it; 0 clears"
    ),
    ("at", "at X                     start from offset X (pt)"),
    (
      "drag",
      "drag DX [DURATION] [VELOCITY|flick]   a slow drag: move DX pt along the axis over DURATION s (0.25), stop, "
        + "release at 0 pt/s; flick releases at the drag's speed (DX/DURATION), VELOCITY at that speed (pt/s)"
    ),
    ("fling", "fling VELOCITY           flick at VELOCITY pt/s (positive: toward later content)"),
    ("release", "release                  touch and let go without moving"),
    (
      "wait",
      "wait SECONDS [in-flight]   let time pass from now, the view at rest; in-flight: from the last gesture's "
        + "release, so the next gesture may catch the view in flight"
    ),
    ("rotate", "rotate                   turn the device (its bounds and insets), or swap the container's sides"),
    ("resize", "resize WxH               resize the container"),
    (
      "scroll",
      "scroll CHILD [ANCHOR] | scroll top|bottom|leading|trailing   the app scrolls (animated; add 'instantly' to jump)"
    ),
  ]

  /// Runs a scene or gesture command; `nil` when `line` is not one (it is Lua then).
  func sceneOrGesture(_ line: String) -> String? {
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let name = words.first, Self.sceneCommands.contains(where: { $0.name == name }) else { return nil }
    let arguments = Array(words.dropFirst())
    let numbers = arguments.compactMap(Double.init).filter(\.isFinite)
    let allNumbers = numbers.count == arguments.count
    switch (name, arguments.count) {
    case ("device", 1...2):
      let preset: DevicePreset
      do {
        preset = try DevicePreset.named(arguments[0])
      } catch {
        // A name typed as a device's is a device unknown; anything else may be Lua (`device = 4`).
        return Self.isName(arguments[0]) ? "error: \(error)" : nil
      }
      let orientation = arguments.count == 2 ? Orientation(rawValue: arguments[1]) : .portrait
      guard let orientation else {
        return Self.isName(arguments[1])
          ? "error: unknown orientation '\(arguments[1])': expected "
            + Orientation.allCases.map(\.rawValue).joined(separator: " or ") : nil
      }
      var request = SceneRequest()
      request.device = preset
      request.landscape = orientation == .landscape
      return changeScene(request)
    case ("container", 1):
      // The container itself, as --container gives it: the bounds add the padding and margins.
      var request = SceneRequest()
      do {
        request.container = try CGSize(parsing: arguments[0], what: name, minimum: 1)
      } catch {
        return "error: \(error)"
      }
      return changeScene(request)
    case ("content", 1):
      var request = SceneRequest()
      do {
        request.content = try CGSize(parsing: arguments[0], what: name)
      } catch {
        return "error: \(error)"
      }
      return changeScene(request)
    case ("pages", 1):
      guard allNumbers else { return nil }
      var request = SceneRequest()
      request.pages = numbers[0]
      return changeScene(request)
    case ("axis", 1):
      guard let axis = Axis.allCases.first(where: { $0.description == arguments[0] }) else {
        return Self.isName(arguments[0])
          ? "error: unknown axis '\(arguments[0])': expected "
            + Axis.allCases.map(\.description).joined(separator: " or ") : nil
      }
      return changeScene {
        // The padding and margins stay at the scrolling axis's two ends.
        let old = $0.axis
        $0.scene.axes = Axis.Set(axis: axis)
        $0.scene.contentMargins = Self.insets($0.scene.contentMargins, movedFrom: old, to: axis)
        $0.scene.safeAreaPadding = Self.insets($0.scene.safeAreaPadding, movedFrom: old, to: axis)
      }
    case ("margins", 1):
      return setInsets(.margins, arguments[0])
    case ("safe-area-padding", 1):
      return setInsets(.padding, arguments[0])
    case ("children", 1) where arguments[0] == "off":
      let layout = currentLayout
      return changeScene {
        $0.scene.children = nil
        // Content the row made stays as long, in container lengths (it follows the container as pages do).
        if $0.scene.content == .children {
          let pages = layout.contentSize[$0.axis] / max(1, layout.containerSize[$0.axis])
          $0.scene.content = .pages(pages > 0 ? pages : 1)
        }
      }
    case ("children", 2...4):
      // A whole row: what the command leaves out is 0, whatever the row before had.
      guard let count = Int(arguments[0]) else { return nil }
      var request = SceneRequest()
      request.children = count
      if arguments[1] == "per-page", arguments.count == 2 {
        request.child = .page
      } else {
        guard let length = Double(arguments[1]) else { return nil }
        request.child = .points(length)
      }
      let gaps = arguments.dropFirst(2).compactMap(Double.init)
      guard gaps.count == arguments.count - 2 else { return nil }
      request.spacing = gaps.first ?? 0
      let padding = gaps.count == 2 ? gaps[1] : 0
      request.padding = SceneRequest.Ends(padding, padding)
      return changeScene(request)
    case ("at", 1):
      guard allNumbers else { return nil }
      let answer = changeScene(keepOffset: false) { $0.start[$0.axis] = numbers[0] }
      // The start :reset goes back to.
      if !answer.hasPrefix("error") { chosenStart[scene.axis] = numbers[0] }
      return answer
    case ("drag", 1...3):
      // drag DX [DURATION] [VELOCITY | flick]
      let flick = arguments.count > 1 && arguments.last == "flick"
      guard numbers.count == arguments.count - (flick ? 1 : 0) else { return nil }
      var by = CGPoint.zero
      by[scene.axis] = numbers[0]
      let duration = numbers.count > 1 ? max(0, numbers[1]) : Self.dragDuration
      // A slow drag stops before it lifts: released at 0 pt/s. A flick's speed is the drag's own (the
      // samples' estimate), or the one given.
      let velocity = numbers.count > 2 ? vector(numbers[2]) : flick ? nil : CGVector.zero
      let frame = 1 / live.frameRate
      if numbers[0] != 0, duration < frame {
        // The scenario's refusal names a step's field; here the words are the command's.
        return
          "error: a drag moves the view frame by frame: its DURATION must be at least one frame, "
          + "1/\(NumberText.trimmed(live.frameRate)) s; "
          + "give the release speed as VELOCITY (drag DX DURATION VELOCITY), or use fling"
      }
      return gesture(.drag(by: by, duration: duration, velocity: velocity))
    case ("fling", 1):
      guard allNumbers else { return nil }
      return gesture(.fling(velocity: vector(numbers[0])))
    case ("release", 0):
      return gesture(.drag(by: .zero, duration: 0, velocity: .zero))
    case ("wait", 1...2):
      let inFlight = arguments.count == 2 && arguments[1] == "in-flight"
      guard numbers.count == 1, arguments.count == (inFlight ? 2 : 1), numbers[0] >= 0 else { return nil }
      return wait(numbers[0], inFlight: inFlight)
    case ("rotate", 0):
      return gesture(.rotate(to: nil))
    case ("resize", 1):
      do {
        return gesture(.resize(try CGSize(parsing: arguments[0], what: name, minimum: 1), content: nil))
      } catch {
        return "error: \(error)"
      }
    case ("scroll", 1...3):
      var words = arguments[...]
      let animated = words.last != "instantly"
      if !animated { words = words.dropLast() }
      guard let first = words.first, words.count <= 2 else { return nil }
      if let edge = Edge.allCases.first(where: { "\($0)" == first }), words.count == 1 {
        return gesture(.scrollTo(.edge(edge), animated: animated))
      }
      guard let child = Int(first), child >= 0 else { return nil }
      let anchor = words.count == 2 ? UnitPoint(named: words.last!) : nil
      if words.count == 2, anchor == nil {
        return Self.isName(words.last!)
          ? "error: unknown anchor '\(words.last!)': expected one of "
            + UnitPoint.named.map(\.name).joined(separator: ", ") : nil
      }
      return gesture(.scrollTo(.child(child, anchor: anchor), animated: animated))
    default:
      return nil
    }
  }

  /// How long a drag takes when no DURATION is given (s).
  static let dragDuration = 0.25

  /// `1 step`, `2 steps`: `count` and `noun`, plural unless one (`plural`, else the noun and an `s`).
  static func count(_ count: Int, _ noun: String, plural: String? = nil) -> String {
    "\(count) \(count == 1 ? noun : plural ?? noun + "s")"
  }

  /// The usage line of the command `name`, if it is one.
  static func usage(of name: String) -> String? {
    sceneCommands.first { $0.name == name }?.usage
  }

  /// Applies `change` to the scene and restarts the gesture log from the
  /// current resting offset (or from the scene's new start when `keepOffset` is false).
  /// The scene changed as `request` says, by the rules every source shares
  /// (``SceneRequest``); a problem is said in the command's words.
  func changeScene(_ request: SceneRequest) -> String {
    var changed = scene.scene
    changed.screen = currentScreen
    do {
      try request.apply(to: &changed)
    } catch {
      return "error: \(error.field.rawValue)\(error.part.map { " (\($0))" } ?? ""): \(error.message)"
    }
    return changeScene { $0.scene = changed }
  }

  func changeScene(keepOffset: Bool = true, _ change: (inout ReplScene) -> Void) -> String {
    var next = scene
    // Start from the screen in force now (after rotations), not the scene's first one.
    next.scene.screen = currentScreen
    if keepOffset { next.start = timeline.final }
    change(&next)
    if let failure = layOutView(for: next.scenario(steps: []), keep: { next.scene.viewScreens += $0 }) {
      return failure
    }
    if let refusal = refusal([], scene: next) { return refusal }
    let dropped = stepCount
    restart(on: next)
    var lines = [sceneSummary, strip]
    if dropped > 0 {
      lines.append("(scene changed: the gesture log starts again here; \(Self.count(dropped, "step")) dropped)")
    }
    return lines.joined(separator: "\n")
  }

  /// Starts the gesture log again on `next`, its start held to the axis and
  /// inside the content: no steps (nor settling waits), the timeline of its start.
  func restart(on next: ReplScene) {
    var next = next
    for axis in Axis.allCases where !next.scene.axes.contains(Axis.Set(axis: axis)) { next.start[axis] = 0 }
    next.start = next.scene.layout.clamp(next.start)
    live.restart(next.scenario(steps: []))
    settlingWaits = 0
    timeline = startTimeline()
  }

  /// `container 390x844, content 3900x844, horizontal, at 780`; the padding
  /// and margins the container lost after it, when there are any:
  /// `container 300x844 (margins 45 and 45), …`.
  var sceneSummary: String {
    let layout = currentLayout
    let insets = scene.addedInsetsText.map { " (\($0))" } ?? ""
    var text =
      "container \(layout.containerSize.argument)\(insets), content \(layout.contentSize.argument), \(scene.axis)"
    if !layout.targets.isEmpty { text += ", " + Self.count(layout.targets.count, "child", plural: "children") }
    return text + ", at \(NumberText.trimmed(restingOffset))"
  }

  /// The screen in force after the gestures so far: the scene's, turned by each rotation.
  var currentScreen: Screen { live.currentScreen }

  /// The geometry in force at the end of the timeline.
  var currentLayout: Timeline.Layout {
    // Every run records the starting layout; an empty timeline exists only before the first run.
    timeline.layouts.last ?? startTimeline().layouts[0]
  }

  /// Where the view rests after the last gesture, along the axis (pt).
  var restingOffset: Double { timeline.final[scene.axis] }

  /// The strip at the resting offset: the children by number when the scene
  /// has any, as the words `on stop 2 of 9 (child 2)` count them, else the pages.
  var strip: String {
    let context = currentLayout.layout(of: scene.scene).context(original: .zero, velocity: .zero)
    return PageStrip(offset: restingOffset, context: context).text
  }

  func vector(_ speed: Double) -> CGVector {
    var velocity = CGVector.zero
    velocity[scene.axis] = speed
    return velocity
  }

}
