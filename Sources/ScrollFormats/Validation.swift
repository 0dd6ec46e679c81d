import Foundation
import ScrollSimulation
import ScrollTargets

// The one place where the numbers of every format are checked: each kind of
// quantity has its range here, and each format's reading (case lines,
// scenario files, the command line's single call) names the kind of each of
// its numbers. The limits are listed in docs/formats.md, "Limits".

extension Scenario {
  /// The largest length or offset input may hold (pt): far beyond any screen,
  /// small enough that sums of a few of them stay exact in a Double.
  public static let maximumLength: Double = 1e9
  /// The largest speed a scenario's drag or fling may have (pt/s).
  public static let maximumSpeed: Double = 1e6
  /// The longest time one step may take (s).
  public static let maximumDuration: Double = 3600
  /// The most frames a scenario's steps may take (at its frame rate): about
  /// 4.6 hours at 120 Hz, and 48 MB of frames. Settling after the last step is extra.
  public static let maximumFrames = 2_000_000
  /// The most steps a scenario may have.
  public static let maximumSteps = 100_000
  /// The most samples one `path` step may have: ten minutes of a 120 Hz pointer.
  public static let maximumPathSamples = 72_000
  /// The most layout children (`children.count`, or `targets`).
  public static let maximumChildren = 1_000_000
}

/// A kind of number the formats hold, and the range it must fall in.
public enum Quantity: Sendable {
  /// A position or an offset (pt), either sign: `x`, `y`, an anchor.
  case offset
  /// A length (pt): a width, a height, a spacing.
  case length
  /// A container's width or height (pt): at least 1.
  case containerLength
  /// A case's release velocity (pt/s), either sign.
  case caseVelocity
  /// A scenario's drag or fling velocity (pt/s), either sign.
  case gestureVelocity
  /// A step's duration (s).
  case duration
  /// Frames per second of a scenario.
  case frameRate
  /// Layout children per container length.
  case childrenPerPage
  /// A distance from the end in container lengths (`nearEnd.pages`).
  case pages

  /// The values allowed.
  public var range: ClosedRange<Double> {
    let length = Scenario.maximumLength
    return switch self {
    case .offset, .caseVelocity: -length...length
    case .length: 0...length
    case .containerLength: 1...length
    case .gestureVelocity: -Scenario.maximumSpeed...Scenario.maximumSpeed
    case .duration: 0...Scenario.maximumDuration
    case .frameRate: 1...10_000
    case .childrenPerPage: 0.001...10_000
    case .pages: 0...1e6
    }
  }

  /// `value` when it is finite and in ``range``.
  ///
  /// - Throws: ``InputError`` at `path` saying the bound it breaks.
  @discardableResult
  public func check(_ value: Double, _ path: @autoclosure () -> String) throws(InputError) -> Double {
    try InputError.check(value, path(), in: range)
    return value
  }

  func check(_ point: CGPoint, _ path: @autoclosure () -> String) throws(InputError) -> CGPoint {
    CGPoint(x: try check(point.x, path() + ".x"), y: try check(point.y, path() + ".y"))
  }

  func check(_ vector: CGVector, _ path: @autoclosure () -> String) throws(InputError) -> CGVector {
    CGVector(dx: try check(vector.dx, path() + ".dx"), dy: try check(vector.dy, path() + ".dy"))
  }

  func check(_ size: CGSize, _ path: @autoclosure () -> String) throws(InputError) -> CGSize {
    CGSize(width: try check(size.width, path() + ".width"), height: try check(size.height, path() + ".height"))
  }

  /// A rectangle as written: its origin offsets, its size lengths.
  @discardableResult
  static func check(_ rect: CGRect, _ path: @autoclosure () -> String) throws(InputError) -> CGRect {
    try offset.check(rect.origin.x, path() + ".x")
    try offset.check(rect.origin.y, path() + ".y")
    try length.check(rect.size.width, path() + ".width")
    try length.check(rect.size.height, path() + ".height")
    return rect
  }
}

extension TargetCase {
  /// The case `file` holds, once its numbers are checked; children are sorted
  /// along the primary axis, as the model requires.
  init(validating file: CaseFile) throws(InputError) {
    let container = try Quantity.containerLength.check(file.containerSize, "containerSize")
    let bounds = try file.boundsSize.map { size throws(InputError) in
      let size = try Quantity.containerLength.check(size, "boundsSize")
      for axis in Axis.allCases where size[axis] < container[axis] {
        throw InputError(
          "boundsSize",
          "must be at least the container on each axis (the container is the bounds less the insets): \(axis == .horizontal ? "width" : "height") \(Double(size[axis]).formatted) < \(Double(container[axis]).formatted)"
        )
      }
      return size
    }
    let content = try Quantity.length.check(file.contentSize, "contentSize")
    let velocity = try Quantity.caseVelocity.check(file.velocity, "velocity")
    let anchor = try file.anchor.map { point throws(InputError) in
      let point = try Quantity.offset.check(point, "target.anchor")
      return UnitPoint(x: point.x, y: point.y)
    }
    guard file.targets.count <= Scenario.maximumChildren else {
      throw InputError("targets", "at most \(Scenario.maximumChildren) frames, got \(file.targets.count)")
    }
    var children = file.targets
    for (index, child) in children.enumerated() { try Quantity.check(child, "targets[\(index)]") }
    let primary = file.axes.primary
    if !children.isSorted(by: { $0.min(on: primary) <= $1.min(on: primary) }) {
      children.sort { $0.min(on: primary) < $1.min(on: primary) }
    }
    self.init(
      target: ScrollTarget(rect: try Quantity.check(file.target, "target.rect"), anchor: anchor),
      context: ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(rect: try Quantity.check(file.originalTarget, "originalTarget.rect")),
        velocity: velocity, contentSize: content, containerSize: container, axes: file.axes,
        environment: file.environment, targets: children, boundsSize: bounds))
  }
}

extension Scenario {
  /// The scenario `file` holds, once its numbers and totals are checked.
  /// With `sceneReplaced`, the command line's scene replaces the file's, so a child to scroll to is
  /// checked against that scene once it is applied (``validate()``), not against the file's.
  init(validating file: ScenarioFile, sceneReplaced: Bool = false) throws(InputError) {
    let padding = try Self.validateInsets(file.safeAreaPadding, "safeAreaPadding")
    let margins = try Self.validateInsets(file.contentMargins, "contentMargins")
    let added = padding.adding(margins)
    let screen = try Self.validateScreen(file, added: added)
    let container = screen.map { added.inset($0.containerSize) } ?? file.containerSize ?? .zero
    if screen == nil { _ = try Quantity.containerLength.check(container, "containerSize") }
    let relativeFrames = file.relativeFrames ?? .lessMargins
    /// The length containerRelativeFrame divides in a container of `size` (Scene.relativeLength).
    func relative(_ size: CGSize) -> Double {
      relativeFrames == .lessMargins ? size[file.axes.primary] : size[file.axes.primary] + margins[file.axes.primary]
    }
    let content = try file.contentSize.map { size throws(InputError) in try Quantity.length.check(size, "contentSize") }
    if let pages = file.pages {
      guard content == nil else { throw InputError("pages", "give \"contentSize\" or \"pages\", not both") }
      guard pages > 0, pages <= 10_000 else {
        throw InputError("pages", "must be above 0 and at most 10000 container lengths, got \(pages.formatted)")
      }
    }
    let frameRate = try Quantity.frameRate.check(file.frameRate ?? 120, "frameRate")
    let start = try Quantity.offset.check(file.start ?? .zero, "start")

    var children: ChildLayout?
    if let layout = file.children {
      guard layout.count >= 0, layout.count <= Self.maximumChildren else {
        throw InputError("children.count", "must be between 0 and \(Self.maximumChildren), got \(layout.count)")
      }
      try Quantity.length.check(layout.spacing ?? 0, "children.spacing")
      try Quantity.length.check(layout.leadingPadding ?? 0, "children.leadingPadding")
      try Quantity.length.check(layout.trailingPadding ?? 0, "children.trailingPadding")
      try Quantity.length.check(layout.frameSpacing ?? 0, "children.frameSpacing")
      if let perPage = layout.perPage {
        try Quantity.childrenPerPage.check(perPage, "children.perPage")
        if let span = layout.span, span < 1 || Double(span) > perPage.rounded(.up) {
          throw InputError("children.span", "must be from 1 to perPage (\(perPage.formatted)), got \(span)")
        }
      } else {
        if layout.span != nil || layout.frameSpacing != nil {
          throw InputError(
            layout.span != nil ? "children.span" : "children.frameSpacing",
            "sizes children from the container: give \"perPage\" too")
        }
        guard let childLength = layout.length else {
          throw InputError("children", "needs \"length\" (pt) or \"perPage\" (children per container)")
        }
        try Quantity.length.check(childLength, "children.length")
      }
      children = ChildLayout(
        count: layout.count, length: layout.length ?? 0, perPage: layout.perPage, span: layout.span ?? 1,
        frameSpacing: layout.frameSpacing, spacing: layout.spacing ?? 0,
        leadingPadding: layout.leadingPadding ?? 0, trailingPadding: layout.trailingPadding ?? 0)
    } else if content == nil, file.pages == nil, file.view == nil {
      throw InputError("contentSize", "missing (or give \"pages\", or \"children\", whose row is then the content)")
    }
    guard file.targets.count <= Self.maximumChildren else {
      throw InputError("targets", "at most \(Self.maximumChildren) frames, got \(file.targets.count)")
    }
    for (index, rect) in file.targets.enumerated() { try Quantity.check(rect, "targets[\(index)]") }
    var nearEnd: NearEndDistance?
    switch file.nearEnd {
    case .pages(let pages)?: nearEnd = .pages(try Quantity.pages.check(pages, "nearEnd.pages"))
    case .points(let points)?: nearEnd = .points(try Quantity.length.check(points, "nearEnd.points"))
    case nil: break
    }
    guard file.steps.count <= Self.maximumSteps else {
      throw InputError("steps", "at most \(Self.maximumSteps) steps, got \(file.steps.count)")
    }
    var steps: [Step] = []
    steps.reserveCapacity(file.steps.count)
    var seconds = 0.0
    var current = screen ?? Screen(bounds: container)
    var sizes = [container]
    for (index, step) in file.steps.enumerated() {
      let step = try Self.validate(step, at: "steps[\(index)]")
      switch step {
      case .drag(let by, let duration, _):
        try Self.checkDragFrames(by: by, duration, frameRate: frameRate, at: "steps[\(index)].drag.duration")
        seconds += duration
      case .wait(let wait): seconds += wait
      case .path(let samples): seconds += samples.last?.t ?? 0
      case .fling: break
      case .scrollTo(.child(let child, _), _) where file.view == nil && !sceneReplaced:
        // A view's children are known once it is laid out; the simulator leaves the view where it is for a child it lacks.
        let count = file.children?.count ?? file.targets.count
        guard child < count else {
          throw InputError(
            "steps[\(index)].scrollTo.child",
            count == 0
              ? "the scene has no children to scroll to: give \"children\" or \"targets\""
              : "is \(child), but the scene has \(count) \(count == 1 ? "child" : "children") (0 to \(count - 1))")
        }
      case .scrollTo: break
      case .resize, .rotate:
        guard let next = Self.screen(after: step, from: current, adding: added) else {
          throw InputError(
            "steps[\(index)].rotate",
            "needs \"device\": only a device knows its insets in the other orientation (use \"resize\" with the new container)"
          )
        }
        current = next
        sizes.append(added.inset(next.containerSize))
      }
      guard seconds * frameRate <= Double(Self.maximumFrames) else {
        throw InputError(
          "steps[\(index)]",
          "the steps take more than \(Self.maximumFrames) frames at \(frameRate.formatted) Hz (\((Double(Self.maximumFrames) / frameRate).formatted) s)"
        )
      }
      steps.append(step)
    }
    if let children {
      // The row in every container the scenario has: its children must have a
      // length, and all of them must fit the longest content there is.
      for size in sizes {
        let row = children.row(relativeTo: relative(size))
        guard row.count == 0 || row.length > 0 else {
          throw InputError(
            "children",
            "leave each child no length (\(Double(row.length).formatted) pt) in a container \(Double(size[file.axes.primary]).formatted) pt long: fewer per page, or less spacing"
          )
        }
        guard row.contentLength <= Self.maximumLength else {
          throw InputError(
            "children",
            "make content \(Double(row.contentLength).formatted) pt long, over the limit of \(Self.maximumLength.formatted) pt"
          )
        }
      }
    }
    let contentRule: Scene.Content = content.map(Scene.Content.size) ?? file.pages.map(Scene.Content.pages) ?? .children
    for size in sizes {
      if case .pages(let pages) = contentRule, size[file.axes.primary] * pages > Self.maximumLength {
        throw InputError(
          "pages",
          "make content \((size[file.axes.primary] * pages).formatted) pt long, over the limit of \(Self.maximumLength.formatted) pt"
        )
      }
    }
    let scene = try Self.scene(file, screen: screen, container: container, children: children)
    self.init(scene: scene, start: start, frameRate: frameRate, nearEnd: nearEnd, steps: steps)
    view = file.view
    estimated = file.estimated
    // Motions written as a number lie along the file's own axis until a scene given later moves them.
    axisNumbers = AxisNumbers(motions: file.along)
    placeAxisNumbers()
  }

  /// The screen `file` gives through `device` or `bounds` and `safeAreaInsets`,
  /// checked, and checked against `containerSize` when that is given too;
  /// `nil` when the file gives only `containerSize`.
  /// `insets` (0 when absent), each edge a length.
  private static func validateInsets(_ insets: EdgeInsets?, _ name: String) throws(InputError) -> EdgeInsets {
    guard let insets else { return .zero }
    return EdgeInsets(
      top: try Quantity.length.check(insets.top, name + ".top"),
      leading: try Quantity.length.check(insets.leading, name + ".leading"),
      bottom: try Quantity.length.check(insets.bottom, name + ".bottom"),
      trailing: try Quantity.length.check(insets.trailing, name + ".trailing"))
  }

  /// The screen `file` gives (see the overload), its container checked to
  /// outlast the `added` insets (the safe area's padding and the margins).
  private static func validateScreen(_ file: ScenarioFile, added: EdgeInsets) throws(InputError) -> Screen? {
    guard let (screen, origin) = try validateScreen(file) else { return nil }
    for axis in Axis.allCases where screen.containerSize[axis] - added[axis] < Quantity.containerLength.range.lowerBound
    {
      throw InputError(
        file.contentMargins != nil ? "contentMargins" : "safeAreaPadding",
        "leave no container: \(Double(added[axis]).formatted) pt of padding and margins in a \(Double(screen.containerSize[axis]).formatted) pt safe area \(axis == .horizontal ? "across" : "down")"
      )
    }
    if let given = file.containerSize {
      let derived = added.inset(screen.containerSize)
      let agrees = Axis.allCases.allSatisfy { abs(given[$0] - derived[$0]) <= Tolerance.standard.distance }
      guard agrees else {
        throw InputError(
          "containerSize",
          "is \(Double(given.width).formatted)x\(Double(given.height).formatted), but \(origin)\(added == .zero ? "" : ", padding and margins,") make \(Double(derived.width).formatted)x\(Double(derived.height).formatted): leave it out or make it agree"
        )
      }
    }
    return screen
  }

  private static func validateScreen(_ file: ScenarioFile) throws(InputError) -> (Screen, String)? {
    let screen: Screen
    let origin: String
    if let device = file.device {
      guard file.bounds == nil, file.safeAreaInsets == nil else {
        throw InputError(
          file.bounds == nil ? "safeAreaInsets" : "bounds", "give either \"device\" or \"bounds\", not both")
      }
      do {
        screen = Screen(device: try DevicePreset.named(device.name), orientation: device.orientation)
      } catch {
        throw InputError("device.name", error.description)
      }
      origin = "the device's bounds less its safe-area insets"
    } else if let bounds = file.bounds {
      let insets = file.safeAreaInsets ?? .zero
      screen = Screen(
        bounds: try Quantity.containerLength.check(bounds, "bounds"),
        safeAreaInsets: EdgeInsets(
          top: try Quantity.length.check(insets.top, "safeAreaInsets.top"),
          leading: try Quantity.length.check(insets.leading, "safeAreaInsets.leading"),
          bottom: try Quantity.length.check(insets.bottom, "safeAreaInsets.bottom"),
          trailing: try Quantity.length.check(insets.trailing, "safeAreaInsets.trailing")))
      for axis in Axis.allCases where bounds[axis] - insets[axis] < Quantity.containerLength.range.lowerBound {
        throw InputError(
          "safeAreaInsets",
          "leave no container: \(Double(insets[axis]).formatted) pt of insets in \(Double(bounds[axis]).formatted) pt of bounds \(axis == .horizontal ? "across" : "down")"
        )
      }
      origin = "bounds less safeAreaInsets"
    } else {
      if file.safeAreaInsets != nil { throw InputError("safeAreaInsets", "needs \"bounds\" (a device has its own)") }
      return nil
    }
    return (screen, origin)
  }

  /// Refuses a drag that moves the content in less than one frame (`1 / frameRate` s).
  ///
  /// The simulator moves a drag's content frame by frame, `round(duration ×
  /// frameRate)` frames, and estimates the release velocity from those
  /// samples: under half a frame the content would not move at all (velocity
  /// 0, as if there were no drag), and a drag of one frame releases at its
  /// distance times the frame rate (300 pt at 120 Hz: 36,000 pt/s). A drag
  /// that moves must therefore last at least one frame; a faster one has no
  /// frames to show, and a stated `velocity` gives any release speed. A drag
  /// by nothing (`by` 0: a touch let go, the REPL's `release`) may take no time.
  ///
  /// - Throws: ``InputError`` at `path` naming the bound at this frame rate.
  static func checkDragFrames(by: CGPoint, _ duration: Double, frameRate: Double, at path: String) throws(InputError) {
    guard by != .zero else { return }
    let frame = 1 / frameRate
    // A hair under a frame still rounds to one.
    guard duration < frame * (1 - 1e-9) else { return }
    throw InputError(
      path,
      "\(duration.formatted) s is shorter than one frame at \(frameRate.formatted) Hz (1/\(frameRate.formatted) s "
        + "≈ \(NumberText.trimmed(frame, decimals: 5)) s): a drag moves the content frame by frame, so it needs "
        + "1/\(frameRate.formatted) … \(Scenario.maximumDuration.formatted) s; "
        + "state the release speed with \"velocity\" (a drag of 300 pt in one frame at 120 Hz releases at 36,000 pt/s)")
  }

  private static func validate(_ step: ScenarioFile.Step, at path: String) throws(InputError) -> Step {
    switch step {
    case .drag(let by, let duration, let velocity):
      return .drag(
        by: try Quantity.offset.check(by, path + ".drag.by"),
        duration: try Quantity.duration.check(duration, path + ".drag.duration"),
        velocity: try velocity.map { velocity throws(InputError) in
          try Quantity.gestureVelocity.check(velocity, path + ".drag.velocity")
        })
    case .wait(let seconds):
      return .wait(try Quantity.duration.check(seconds, path + ".wait"))
    case .scrollTo(let target, let animated):
      switch target {
      case .child(let child, _):
        guard child >= 0 else { throw InputError(path + ".scrollTo.child", "must be 0 or more, got \(child)") }
      case .offset(let x, let y):
        if let x { try Quantity.offset.check(x, path + ".scrollTo.x") }
        if let y { try Quantity.offset.check(y, path + ".scrollTo.y") }
      case .edge: break
      }
      return .scrollTo(target, animated: animated)
    case .rotate(let orientation):
      return .rotate(to: orientation)
    case .fling(let velocity):
      return .fling(velocity: try Quantity.gestureVelocity.check(velocity, path + ".fling.velocity"))
    case .path(let samples):
      guard samples.count <= Self.maximumPathSamples else {
        throw InputError(path + ".path", "at most \(Self.maximumPathSamples) samples, got \(samples.count)")
      }
      var last = 0.0
      for (index, sample) in samples.enumerated() {
        let at = "\(path).path[\(index)]"
        try Quantity.duration.check(sample.t, at + "[0]")
        guard sample.t >= last else {
          throw InputError(at + "[0]", "times must not decrease: \(sample.t.formatted) s after \(last.formatted) s")
        }
        last = sample.t
        try Quantity.offset.check(sample.travel.x, at + "[1]")
        try Quantity.offset.check(sample.travel.y, at + "[2]")
      }
      return .path(samples)
    case .resize(let size, let content):
      return .resize(
        CGSize(
          width: try Quantity.containerLength.check(size.width, path + ".resize.width"),
          height: try Quantity.containerLength.check(size.height, path + ".resize.height")),
        content: try content.map { content throws(InputError) in
          try Quantity.length.check(content, path + ".resize.content")
        })
    }
  }

  /// Checks the scenario as a scenario file is checked (the REPL's scenes
  /// are): every value in range, and the totals within their limits.
  ///
  /// - Throws: ``InputError`` naming the field and the limit.
  public func validate() throws(InputError) {
    _ = try Scenario(json: json)
  }
}

extension Array {
  fileprivate func isSorted(by inOrder: (Element, Element) -> Bool) -> Bool {
    zip(self, dropFirst()).allSatisfy(inOrder)
  }
}

extension Scene.ChildLayout {
  /// What keeps a row of children of a given length from being written as
  /// the command line's options (`--child`, `--spacing`, `--padding`), which
  /// take a length of at least 1 pt and gaps of at least 0; `nil` when nothing does.
  /// Frames that overlap, such as a shrunk case's, have a negative gap.
  public var problem: String? {
    if perPage == nil, !(1...Scenario.maximumLength).contains(length) { return "a child's length is under 1 pt" }
    if !(0...Scenario.maximumLength).contains(spacing) { return "the gap between children is negative" }
    if !(0...Scenario.maximumLength).contains(leadingPadding) || !(0...Scenario.maximumLength).contains(trailingPadding)
    {
      return "the padding is negative"
    }
    if count > Scenario.maximumChildren { return "over \(Scenario.maximumChildren) children" }
    return nil
  }
}
