import Foundation
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

extension Scenario {
  /// Reads a scenario file (docs/formats.md, "Scenario files"), checking every key and value.
  ///
  /// - Throws: ``InputError`` naming the field that is missing, unknown,
  ///   mistyped or out of range, or the line and column of a syntax error.
  ///   A file of case lines (its first line reads as a case) is named as such,
  ///   with the command that runs it, rather than by its first unknown key.
  ///
  /// With `sceneGiven` (the command line gives a scene, `--scene` or
  /// `--device` or any scene option, which then replaces the file's), a
  /// file of steps alone is enough: content it leaves out is the command
  /// line's default, ten container lengths.
  public init(json data: Data, sceneGiven: Bool = false) throws(InputError) {
    var file: ScenarioFile
    do {
      file = try JSONReader.read(data, ScenarioFile.read)
    } catch {
      if Self.holdsCaseLines(data) {
        throw InputError(
          "",
          "this is a file of case lines (JSON Lines, one updateTarget call a line: docs/formats.md, \"Case lines\"), "
            + "not a scenario of gestures: run its cases with `scrollscript run BEHAVIOR --cases FILE`")
      }
      throw error
    }
    if sceneGiven, file.contentSize == nil, file.pages == nil, file.children == nil, file.view == nil {
      file.pages = 10
    }
    try self.init(validating: file, sceneReplaced: sceneGiven)
  }

  /// Whether the first non-empty line of `data` reads as a case line.
  static func holdsCaseLines(_ data: Data) -> Bool {
    let text = data.prefix(1 << 20)
    guard
      let line = text.split(separator: UInt8(ascii: "\n")).first(where: {
        $0.contains { !($0 == 32 || $0 == 9 || $0 == 13) }
      })
    else { return false }
    return (try? TargetCase(json: Data(line))) != nil
  }
}

/// A scenario as a file holds it: read, its keys and names checked, its
/// numbers not yet (that is ``Scenario/init(validating:)``'s part).
struct ScenarioFile {
  /// `nil` when a device or bounds give it.
  var containerSize: CGSize?
  var device: (name: String, orientation: Orientation)?
  var bounds: CGSize?
  var safeAreaInsets: EdgeInsets?
  var safeAreaPadding: EdgeInsets?
  var contentMargins: EdgeInsets?
  var relativeFrames: Scene.RelativeFrames?
  var contentSize: CGSize?
  /// Content this many container lengths long, in place of `contentSize`.
  var pages: Double?
  var axes: Axis.Set = .horizontal
  var start: CGPoint?
  var decelerationRate = DecelerationRate.normal
  var frameRate: Double?
  /// `nil` when the file gives none: a device's, else the default.
  var environment: EnvironmentValues?
  var children: Children?
  var targets: [CGRect] = []
  var nearEnd: NearEnd?
  var steps: [Step] = []
  /// The motions written as one number along the scrolling axis, read into x.
  var along: [Scenario.AxisNumbers.Motion] = []
  /// A view file whose layout is the scene, as the file names it.
  var view: String?
  var estimated: [String] = []

  struct Children {
    var count: Int
    var length: Double?
    var perPage: Double?
    var span: Int?
    var frameSpacing: Double?
    var spacing: Double?
    var leadingPadding: Double?
    var trailingPadding: Double?
  }

  enum NearEnd {
    case pages(Double)
    case points(Double)
  }

  /// A step, its numbers unchecked.
  enum Step {
    case drag(by: CGPoint, duration: Double, velocity: CGVector?)
    case wait(Double)
    case fling(velocity: CGVector)
    case resize(CGSize, content: CGSize?)
    case rotate(to: Orientation?)
    case path([Scenario.TouchSample])
    case scrollTo(Scenario.ScrollTarget, animated: Bool)
  }

  enum Keys: String, JSONKey {
    case containerSize, device, bounds, safeAreaInsets, safeAreaPadding, contentMargins, relativeFrames, contentSize,
      pages, axes, start, decelerationRate, frameRate, environment, children, targets, nearEnd, steps, view,
      estimated
    static let names = JSONKeyNames<Self>()
  }

  enum DeviceKeys: String, JSONKey {
    case name, orientation
    static let names = JSONKeyNames<Self>()
  }
  enum InsetKeys: String, JSONKey {
    case top, leading, bottom, trailing
    static let names = JSONKeyNames<Self>()
  }
  enum RotateKeys: String, JSONKey {
    case to
    static let names = JSONKeyNames<Self>()
  }

  enum ChildKeys: String, JSONKey {
    case count, length, perPage, span, frameSpacing, spacing, leadingPadding, trailingPadding
    static let names = JSONKeyNames<Self>()
  }
  enum NearEndKeys: String, JSONKey {
    case pages, points
    static let names = JSONKeyNames<Self>()
  }
  enum StepKeys: String, JSONKey {
    case drag, wait, fling, resize, rotate, path, scrollTo
    static let names = JSONKeyNames<Self>()
  }
  enum ScrollToKeys: String, JSONKey {
    case child, anchor, x, y, edge, animated
    static let names = JSONKeyNames<Self>()
  }
  enum DragKeys: String, JSONKey {
    case by, duration, velocity
    static let names = JSONKeyNames<Self>()
  }
  enum FlingKeys: String, JSONKey {
    case velocity
    static let names = JSONKeyNames<Self>()
  }
  enum ResizeKeys: String, JSONKey {
    case width, height, content
    static let names = JSONKeyNames<Self>()
  }

  static func read(_ reader: inout JSONReader) throws(InputError) -> ScenarioFile {
    var steps: [Step]?
    var file = ScenarioFile()
    try reader.object(Keys.self) { key, reader throws(InputError) in
      switch key {
      case .containerSize: file.containerSize = try reader.optional(JSONSize.read)
      case .device: file.device = try reader.optional(readDevice)
      case .bounds: file.bounds = try reader.optional(JSONSize.read)
      case .safeAreaInsets: file.safeAreaInsets = try reader.optional(readInsets)
      case .safeAreaPadding: file.safeAreaPadding = try reader.optional(readInsets)
      case .contentMargins: file.contentMargins = try reader.optional(readInsets)
      case .relativeFrames:
        guard let name = try reader.optional({ reader throws(InputError) in try reader.string() }) else { return }
        guard let choice = Scene.RelativeFrames(rawValue: name) else {
          throw reader.error("expected \"lessMargins\" or \"ignoringMargins\", got '\(name)'")
        }
        file.relativeFrames = choice
      case .contentSize: file.contentSize = try reader.optional(JSONSize.read)
      case .pages: file.pages = try reader.optional { reader throws(InputError) in try reader.double() }
      case .axes: file.axes = try reader.optional(JSONAxes.read) ?? .horizontal
      case .start: file.start = try reader.optional(JSONPoint.read)
      case .decelerationRate:
        // A name ("normal") or a number (0.995).
        guard let name = try reader.optional({ reader throws(InputError) in try reader.stringOrNumber() }) else {
          return
        }
        guard let rate = DecelerationRate(named: name) else {
          throw reader.error("expected \"normal\", \"fast\" or a number in (0, 1), got '\(name)'")
        }
        file.decelerationRate = rate
      case .frameRate: file.frameRate = try reader.optional { reader throws(InputError) in try reader.double() }
      case .environment: file.environment = try reader.optional(JSONEnvironment.read)
      case .children: file.children = try reader.optional(readChildren)
      case .targets:
        try reader.optional { reader throws(InputError) in
          try reader.array { _, reader throws(InputError) in file.targets.append(try JSONRect.read(&reader)) }
        }
      case .nearEnd: file.nearEnd = try reader.optional(readNearEnd)
      case .view:
        guard let path = try reader.optional({ reader throws(InputError) in try reader.string() }) else { return }
        guard path.hasSuffix(".swift") || path.contains(".swift:") else {
          throw reader.error("expected a .swift file of views (Carousel.swift, or Carousel.swift:Type), got '\(path)'")
        }
        file.view = path
      case .estimated:
        try reader.optional { reader throws(InputError) in
          try reader.array { _, reader throws(InputError) in file.estimated.append(try reader.string()) }
        }
      case .steps:
        var list: [Step] = []
        try reader.array { index, reader throws(InputError) in
          var along: [Scenario.AxisMotion] = []
          list.append(try readStep(&reader, along: &along))
          file.along += along.map { Scenario.AxisNumbers.Motion(step: index, motion: $0) }
        }
        steps = list
      }
    }
    if file.view != nil {
      let given: [(String, Bool)] = [
        ("contentSize", file.contentSize != nil), ("pages", file.pages != nil), ("children", file.children != nil),
        ("targets", !file.targets.isEmpty), ("safeAreaPadding", file.safeAreaPadding != nil),
        ("contentMargins", file.contentMargins != nil),
      ]
      if let key = given.first(where: \.1)?.0 {
        throw InputError(key, "the \"view\" lays out the scroll view: leave out \"\(key)\"")
      }
      if file.containerSize == nil, file.device == nil, file.bounds == nil {
        file.bounds = Screen.standard.bounds
      }
    }
    // As on the command line, the container is 390 x 844 unless the file says otherwise.
    if file.containerSize == nil, file.device == nil, file.bounds == nil {
      file.containerSize = Screen.standard.bounds
    }
    guard let steps else { throw reader.missing(Keys.steps) }
    file.steps = steps
    return file
  }

  /// `{"name":"iphone15pro","orientation":"landscape"}`, the orientation `portrait` when absent.
  private static func readDevice(_ reader: inout JSONReader) throws(InputError) -> (String, Orientation) {
    var name: String?
    var orientation = Orientation.portrait
    try reader.object(DeviceKeys.self) { key, reader throws(InputError) in
      switch key {
      case .name: name = try reader.string()
      case .orientation:
        if let text = try reader.optional({ reader throws(InputError) in try reader.string() }) {
          orientation = try readOrientation(text, reader)
        }
      }
    }
    guard let name else { throw reader.missing(DeviceKeys.name) }
    return (name, orientation)
  }

  private static func readOrientation(_ text: String, _ reader: JSONReader) throws(InputError) -> Orientation {
    guard let orientation = Orientation(rawValue: text) else {
      throw reader.error("expected \"portrait\" or \"landscape\", got '\(text)'")
    }
    return orientation
  }

  /// `{"top":59,"bottom":34}`: each edge optional, 0 when absent.
  private static func readInsets(_ reader: inout JSONReader) throws(InputError) -> EdgeInsets {
    var insets = EdgeInsets()
    try reader.object(InsetKeys.self) { key, reader throws(InputError) in
      let value = try reader.double()
      switch key {
      case .top: insets.top = value
      case .leading: insets.leading = value
      case .bottom: insets.bottom = value
      case .trailing: insets.trailing = value
      }
    }
    return insets
  }

  private static func readChildren(_ reader: inout JSONReader) throws(InputError) -> Children {
    var count: Int?
    var children = Children(count: 0)
    try reader.object(ChildKeys.self) { key, reader throws(InputError) in
      switch key {
      case .count: count = try reader.integer()
      case .length: children.length = try reader.optional { reader throws(InputError) in try reader.double() }
      case .perPage: children.perPage = try reader.optional { reader throws(InputError) in try reader.double() }
      case .span: children.span = try reader.optional { reader throws(InputError) in try reader.integer() }
      case .frameSpacing:
        children.frameSpacing = try reader.optional { reader throws(InputError) in try reader.double() }
      case .spacing: children.spacing = try reader.optional { reader throws(InputError) in try reader.double() }
      case .leadingPadding:
        children.leadingPadding = try reader.optional { reader throws(InputError) in try reader.double() }
      case .trailingPadding:
        children.trailingPadding = try reader.optional { reader throws(InputError) in try reader.double() }
      }
    }
    guard let count else { throw reader.missing(ChildKeys.count) }
    children.count = count
    return children
  }

  private static func readNearEnd(_ reader: inout JSONReader) throws(InputError) -> NearEnd {
    var distance: NearEnd?
    var given = 0
    try reader.object(NearEndKeys.self) { key, reader throws(InputError) in
      guard let value = try reader.optional({ reader throws(InputError) in try reader.double() }) else { return }
      given += 1
      distance = key == .pages ? .pages(value) : .points(value)
    }
    guard given == 1, let distance else { throw reader.error("needs exactly one of \"pages\" or \"points\"") }
    return distance
  }

  /// A motion: a number along the scrolling axis (`800`, kept on x until the
  /// axes are known), or an object of `Keys` whose members left out are 0 (`{"dy": 800}`).
  private static func readMotion<Keys: JSONKey>(
    _ reader: inout JSONReader, _: Keys.Type, _ motion: Scenario.AxisMotion, along: inout [Scenario.AxisMotion]
  ) throws(InputError) -> CGVector {
    if reader.numberIsNext() {
      along.append(motion)
      return CGVector(dx: try reader.double(), dy: 0)
    }
    // The first key (x, dx) and the second (y, dy), each 0 when left out.
    let keys = Array(Keys.allCases)
    var values = [0.0, 0.0]
    try reader.object(Keys.self) { key, reader throws(InputError) in
      values[keys.firstIndex(of: key)!] = try reader.double()
    }
    return CGVector(dx: values[0], dy: values[1])
  }

  /// An object with exactly one of `drag`, `wait`, `fling`, `resize`, `rotate`, `path`, `scrollTo`;
  /// `along` gets the motions written as a number.
  private static func readStep(
    _ reader: inout JSONReader, along: inout [Scenario.AxisMotion]
  ) throws(InputError) -> Step {
    var steps: [Step] = []
    try reader.object(StepKeys.self) { key, reader throws(InputError) in
      guard try !reader.null() else { return }
      switch key {
      case .drag: steps.append(try readDrag(&reader, along: &along))
      case .wait: steps.append(.wait(try reader.double()))
      case .fling:
        var velocity: CGVector?
        try reader.object(FlingKeys.self) { _, reader throws(InputError) in
          velocity = try readMotion(&reader, JSONVector.Keys.self, .flingVelocity, along: &along)
        }
        guard let velocity else { throw reader.missing(FlingKeys.velocity) }
        steps.append(.fling(velocity: velocity))
      case .resize: steps.append(try readResize(&reader))
      case .rotate:
        var orientation: Orientation?
        try reader.object(RotateKeys.self) { _, reader throws(InputError) in
          if let text = try reader.optional({ reader throws(InputError) in try reader.string() }) {
            orientation = try readOrientation(text, reader)
          }
        }
        steps.append(.rotate(to: orientation))
      case .path: steps.append(try readPath(&reader))
      case .scrollTo: steps.append(try readScrollTo(&reader))
      }
    }
    guard steps.count == 1 else {
      throw reader.error(
        "needs exactly one of " + StepKeys.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
    }
    return steps[0]
  }

  private static func readDrag(
    _ reader: inout JSONReader, along: inout [Scenario.AxisMotion]
  ) throws(InputError) -> Step {
    var by: CGPoint?
    var duration: Double?
    var velocity: CGVector?
    try reader.object(DragKeys.self) { key, reader throws(InputError) in
      switch key {
      case .by:
        let motion = try readMotion(&reader, JSONPoint.Keys.self, .dragBy, along: &along)
        by = CGPoint(x: motion.dx, y: motion.dy)
      case .duration: duration = try reader.optional { reader throws(InputError) in try reader.double() }
      case .velocity:
        velocity = try reader.optional { reader throws(InputError) in
          try readMotion(&reader, JSONVector.Keys.self, .dragVelocity, along: &along)
        }
      }
    }
    guard let by else { throw reader.missing(DragKeys.by) }
    return .drag(by: by, duration: duration ?? 0.25, velocity: velocity)
  }

  /// `{"child":3,"anchor":"center"}`, `{"x":780}` or `{"edge":"bottom"}`, with `"animated"` (default true).
  private static func readScrollTo(_ reader: inout JSONReader) throws(InputError) -> Step {
    var child: Int?
    var anchor: UnitPoint?
    var x: Double?
    var y: Double?
    var edge: Edge?
    var animated = true
    try reader.object(ScrollToKeys.self) { key, reader throws(InputError) in
      guard try !reader.null() else { return }
      switch key {
      case .child: child = try reader.integer()
      case .x: x = try reader.double()
      case .y: y = try reader.double()
      case .animated: animated = try reader.boolean()
      case .anchor:
        let name = try reader.string()
        guard let point = UnitPoint(named: name) else {
          throw reader.error(
            "expected a UnitPoint's name (\(UnitPoint.named.map { "\"\($0.name)\"" }.joined(separator: ", "))), got '\(name)'"
          )
        }
        anchor = point
      case .edge:
        let name = try reader.string()
        guard let found = Edge.allCases.first(where: { "\($0)" == name }) else {
          throw reader.error("expected \"top\", \"leading\", \"bottom\" or \"trailing\", got '\(name)'")
        }
        edge = found
      }
    }
    let given = [child != nil, x != nil || y != nil, edge != nil].filter { $0 }.count
    guard given == 1 else { throw reader.error("needs exactly one of \"child\", \"x\" and \"y\", or \"edge\"") }
    if anchor != nil, child == nil { throw reader.error("\"anchor\" goes with \"child\"") }
    if let child { return .scrollTo(.child(child, anchor: anchor), animated: animated) }
    if let edge { return .scrollTo(.edge(edge), animated: animated) }
    return .scrollTo(.offset(x: x, y: y), animated: animated)
  }

  /// `[[t, x, y], …]`: each sample three numbers.
  private static func readPath(_ reader: inout JSONReader) throws(InputError) -> Step {
    var samples: [Scenario.TouchSample] = []
    try reader.array { _, reader throws(InputError) in
      var numbers: [Double] = []
      try reader.array { _, reader throws(InputError) in
        guard numbers.count < 3 else { throw reader.error("a sample is [t, x, y]: three numbers") }
        numbers.append(try reader.double())
      }
      guard numbers.count == 3 else { throw reader.error("a sample is [t, x, y]: three numbers") }
      samples.append(Scenario.TouchSample(t: numbers[0], travel: CGPoint(x: numbers[1], y: numbers[2])))
    }
    return .path(samples)
  }

  private static func readResize(_ reader: inout JSONReader) throws(InputError) -> Step {
    var width: Double?
    var height: Double?
    var content: CGSize?
    try reader.object(ResizeKeys.self) { key, reader throws(InputError) in
      switch key {
      case .width: width = try reader.double()
      case .height: height = try reader.double()
      case .content: content = try reader.optional(JSONSize.read)
      }
    }
    guard let width else { throw reader.missing(ResizeKeys.width) }
    guard let height else { throw reader.missing(ResizeKeys.height) }
    return .resize(CGSize(width: width, height: height), content: content)
  }
}
