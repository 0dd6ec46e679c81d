import Foundation
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

extension Scenario {
  /// The largest length or offset input may hold (pt): far beyond any screen,
  /// small enough that sums of a few of them stay exact in a Double.
  public static let maximumLength: Double = 1e9
  /// The longest time one step may take (s).
  public static let maximumDuration: Double = 3600
  /// The most frames a scenario's steps may take (at its frame rate): about
  /// 4.6 hours at 120 Hz, and 48 MB of frames. Settling after the last step is extra.
  public static let maximumFrames = 2_000_000
  /// The most steps a scenario may have.
  public static let maximumSteps = 100_000
  /// The most layout children (`children.count`, or `targets`).
  public static let maximumChildren = 1_000_000

  /// Checks the scenario as a scenario file is checked (the REPL's scenes
  /// are): every value in range, and the totals within their limits.
  ///
  /// - Throws: ``InputError`` naming the field and the limit.
  public func validate() throws(InputError) {
    _ = try Scenario(json: json)
  }

  /// Reads a scenario from JSON, checking every value.
  ///
  /// - Throws: ``InputError`` naming the field that is missing, mistyped or out of range.
  public init(json data: Data) throws(InputError) {
    let file: ScenarioFile
    do {
      file = try JSONDecoder().decode(ScenarioFile.self, from: data)
    } catch let error as DecodingError {
      throw InputError(error)
    } catch {
      throw InputError("", "\(error)")
    }
    try self.init(file)
  }

  private init(_ file: ScenarioFile) throws(InputError) {
    let length = 0...Self.maximumLength
    let container = file.containerSize.cgSize
    try InputError.check(container.width, "containerSize.width", in: 1...Self.maximumLength)
    try InputError.check(container.height, "containerSize.height", in: 1...Self.maximumLength)
    if let content = file.contentSize {
      try InputError.check(content.width, "contentSize.width", in: length)
      try InputError.check(content.height, "contentSize.height", in: length)
    }
    let axes = try JSONAxes.decode(file.axes ?? ["horizontal"], at: "axes")
    var rate = DecelerationRate.normal
    if let name = file.decelerationRate {
      guard let named = DecelerationRate(named: name) else {
        throw InputError("decelerationRate", "expected \"normal\", \"fast\" or a number in (0, 1), got '\(name)'")
      }
      rate = named
    }
    let frameRate = file.frameRate ?? 120
    try InputError.check(frameRate, "frameRate", in: 1...10_000)
    let start = file.start?.cgPoint ?? .zero
    try InputError.check(start.x, "start.x", in: -Self.maximumLength...Self.maximumLength)
    try InputError.check(start.y, "start.y", in: -Self.maximumLength...Self.maximumLength)

    var children: ChildLayout?
    if let layout = file.children {
      guard layout.count >= 0, layout.count <= Self.maximumChildren else {
        throw InputError("children.count", "must be between 0 and \(Self.maximumChildren), got \(layout.count)")
      }
      try InputError.check(layout.spacing ?? 0, "children.spacing", in: length)
      if let perPage = layout.perPage {
        try InputError.check(perPage, "children.perPage", in: 0.001...10_000)
      } else {
        guard let childLength = layout.length else {
          throw InputError("children", "needs \"length\" (pt) or \"perPage\" (children per container)")
        }
        try InputError.check(childLength, "children.length", in: length)
      }
      children = ChildLayout(
        count: layout.count, length: layout.length ?? 0, perPage: layout.perPage, spacing: layout.spacing ?? 0)
    } else if file.contentSize == nil {
      throw InputError("contentSize", "missing (or give \"children\" with \"perPage\")")
    }
    if children != nil, children?.perPage == nil, file.contentSize == nil {
      throw InputError("contentSize", "missing: children with a fixed \"length\" need an explicit content size")
    }
    for (index, rect) in (file.targets ?? []).enumerated() {
      for (name, value) in [("x", rect.x), ("y", rect.y)] {
        try InputError.check(value, "targets[\(index)].\(name)", in: -Self.maximumLength...Self.maximumLength)
      }
      for (name, value) in [("width", rect.width), ("height", rect.height)] {
        try InputError.check(value, "targets[\(index)].\(name)", in: length)
      }
    }
    var nearEnd: NearEndDistance?
    if let distance = file.nearEnd {
      switch (distance.pages, distance.points) {
      case (let pages?, nil):
        try InputError.check(pages, "nearEnd.pages", in: 0...1e6)
        nearEnd = .pages(pages)
      case (nil, let points?):
        try InputError.check(points, "nearEnd.points", in: length)
        nearEnd = .points(points)
      default:
        throw InputError("nearEnd", "needs exactly one of \"pages\" or \"points\"")
      }
    }
    guard (file.targets ?? []).count <= Self.maximumChildren else {
      throw InputError("targets", "at most \(Self.maximumChildren) frames, got \(file.targets?.count ?? 0)")
    }
    guard file.steps.count <= Self.maximumSteps else {
      throw InputError("steps", "at most \(Self.maximumSteps) steps, got \(file.steps.count)")
    }
    var steps: [Step] = []
    var seconds = 0.0
    for (index, step) in file.steps.enumerated() {
      let step = try step.step(at: "steps[\(index)]")
      switch step {
      case .drag(_, let duration, _): seconds += duration
      case .wait(let wait): seconds += wait
      case .fling, .resize: break
      }
      guard seconds * frameRate <= Double(Self.maximumFrames) else {
        throw InputError(
          "steps[\(index)]",
          "the steps take more than \(Self.maximumFrames) frames at \(frameRate.formatted) Hz (\((Double(Self.maximumFrames) / frameRate).formatted) s)"
        )
      }
      steps.append(step)
    }
    self.init(
      containerSize: container, contentSize: file.contentSize?.cgSize, axes: axes, start: start,
      decelerationRate: rate, frameRate: frameRate,
      environment: try file.environment?.values(at: "environment") ?? EnvironmentValues(),
      children: children, targets: (file.targets ?? []).map(\.cgRect), nearEnd: nearEnd, steps: steps)
  }
}

/// The scenario as it appears in JSON, before its values are checked.
private struct ScenarioFile: Decodable {
  var containerSize: JSONSize
  var contentSize: JSONSize?
  var axes: [String]?
  var start: JSONPoint?
  var decelerationRate: String?
  var frameRate: Double?
  var environment: JSONEnvironment?
  var children: Children?
  var targets: [JSONRect]?
  var nearEnd: NearEnd?
  var steps: [StepFile]

  struct Children: Decodable {
    var count: Int
    var length: Double?
    var perPage: Double?
    var spacing: Double?
  }

  struct NearEnd: Decodable {
    var pages: Double?
    var points: Double?
  }

  enum CodingKeys: String, CodingKey {
    case containerSize, contentSize, axes, start, decelerationRate, frameRate, environment, children, targets,
      nearEnd, steps
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    containerSize = try container.decode(JSONSize.self, forKey: .containerSize)
    contentSize = try container.decodeIfPresent(JSONSize.self, forKey: .contentSize)
    axes = try container.decodeIfPresent([String].self, forKey: .axes)
    start = try container.decodeIfPresent(JSONPoint.self, forKey: .start)
    // The rate is a name ("normal") or a number (0.995).
    if let number = try? container.decodeIfPresent(Double.self, forKey: .decelerationRate) {
      decelerationRate = "\(number)"
    } else {
      decelerationRate = try container.decodeIfPresent(String.self, forKey: .decelerationRate)
    }
    frameRate = try container.decodeIfPresent(Double.self, forKey: .frameRate)
    environment = try container.decodeIfPresent(JSONEnvironment.self, forKey: .environment)
    children = try container.decodeIfPresent(Children.self, forKey: .children)
    targets = try container.decodeIfPresent([JSONRect].self, forKey: .targets)
    nearEnd = try container.decodeIfPresent(NearEnd.self, forKey: .nearEnd)
    steps = try container.decode([StepFile].self, forKey: .steps)
  }
}

/// One step as it appears in JSON: an object with exactly one of these keys.
private struct StepFile: Decodable {
  var drag: Drag?
  var wait: Double?
  var fling: Fling?
  var resize: Resize?

  struct Drag: Decodable {
    var by: JSONPoint
    var duration: Double?
    var velocity: JSONVector?
  }

  struct Fling: Decodable {
    var velocity: JSONVector
  }

  struct Resize: Decodable {
    var width: Double
    var height: Double
    var content: JSONSize?
  }

  func step(at path: String) throws(InputError) -> Scenario.Step {
    let present = [drag != nil, wait != nil, fling != nil, resize != nil].filter { $0 }.count
    guard present == 1 else {
      throw InputError(path, "needs exactly one of \"drag\", \"wait\", \"fling\", \"resize\"")
    }
    let speed = 1e6
    let limit = Scenario.maximumLength
    if let drag {
      try InputError.check(drag.by.x, path + ".drag.by.x", in: -limit...limit)
      try InputError.check(drag.by.y, path + ".drag.by.y", in: -limit...limit)
      let duration = drag.duration ?? 0.25
      try InputError.check(duration, path + ".drag.duration", in: 0...Scenario.maximumDuration)
      if let velocity = drag.velocity {
        try InputError.check(velocity.dx, path + ".drag.velocity.dx", in: -speed...speed)
        try InputError.check(velocity.dy, path + ".drag.velocity.dy", in: -speed...speed)
      }
      return .drag(by: drag.by.cgPoint, duration: duration, velocity: drag.velocity?.cgVector)
    }
    if let wait {
      try InputError.check(wait, path + ".wait", in: 0...Scenario.maximumDuration)
      return .wait(wait)
    }
    if let fling {
      try InputError.check(fling.velocity.dx, path + ".fling.velocity.dx", in: -speed...speed)
      try InputError.check(fling.velocity.dy, path + ".fling.velocity.dy", in: -speed...speed)
      return .fling(velocity: fling.velocity.cgVector)
    }
    let resize = resize!
    try InputError.check(resize.width, path + ".resize.width", in: 1...limit)
    try InputError.check(resize.height, path + ".resize.height", in: 1...limit)
    if let content = resize.content {
      try InputError.check(content.width, path + ".resize.content.width", in: 0...limit)
      try InputError.check(content.height, path + ".resize.content.height", in: 0...limit)
    }
    return .resize(CGSize(width: resize.width, height: resize.height), content: resize.content?.cgSize)
  }
}
