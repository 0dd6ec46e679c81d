import Foundation
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

/// What a person asks of a scene, in typed values, and the one set of rules
/// that turns it into a ``Scene`` (docs/formats.md, "Scenes").
///
/// Every source reads only its own syntax into a request: the command line's
/// scene options (`--device iphone15pro --margins 45`), the REPL's scene
/// commands (`device iphone15pro`, `margins 45`), the playground's form,
/// a scenario file's keys. The rules live here once:
/// a device gives the screen and its size classes; the bounds, or a
/// container the bounds grow around; margins and safe-area padding at the
/// scrolling axis's two ends; content as a size, as pages, or as a row of
/// children, whose lengths `containerRelativeFrame` may size; the checks
/// each value must pass. A value left `nil` leaves the scene's as it is.
public struct SceneRequest: Sendable {
  /// Each thing a request may set, named as the command line's option is (without `--`).
  public enum Field: String, Sendable, CaseIterable {
    case device, landscape, bounds, container, content, pages, axis, rate, children, child, spacing, padding, rtl
    case perPage = "per-page"
    case span, margins
    case frameSpacing = "frame-spacing"
    case safeAreaPadding = "safe-area-padding"
    case relativeFrames = "relative-frames"
  }

  /// What is wrong with a request: the field (and which part of it, such as
  /// `leading`), and the reason in words.
  public struct Problem: Error, Sendable, Equatable {
    public var field: Field
    public var part: String?
    public var message: String

    public init(_ field: Field, _ message: String, part: String? = nil) {
      self.field = field
      self.part = part
      self.message = message
    }

    /// The problem as the command line says it: `--spacing: must be at least 0, got -4`.
    public var inputError: InputError {
      InputError("--\(field.rawValue)" + (part.map { " (\($0))" } ?? ""), message)
    }
  }

  /// `value` when it is finite and within `range`; else the problem, in the
  /// words of every range check (``InputError/check(_:_:in:)``).
  @discardableResult
  private static func check(
    _ value: Double, _ field: Field, in range: ClosedRange<Double>, part: String? = nil
  ) throws(Problem) -> Double {
    do {
      try InputError.check(value, "", in: range)
    } catch {
      throw Problem(field, error.message, part: part)
    }
    return value
  }

  /// A child's length: points, or one container long (`containerRelativeFrame(count: 1)`).
  public enum ChildLength: Sendable, Equatable {
    case points(Double)
    case page
  }

  /// Two lengths at the scrolling axis's start and end (pt).
  public struct Ends: Sendable, Equatable {
    public var start: Double
    public var end: Double
    public init(_ start: Double, _ end: Double) {
      self.start = start
      self.end = end
    }
  }

  /// Insets as a person gives them: at the scrolling axis's two ends (the
  /// command line, the REPL), or edge by edge (a scenario file).
  public enum Insets: Sendable, Equatable {
    case ends(Ends)
    case edges(EdgeInsets)
  }

  public var device: DevicePreset?
  public var landscape = false
  /// The scroll view's bounds, with ``safeAreaInsets`` (none when `nil`).
  public var bounds: CGSize?
  public var safeAreaInsets: EdgeInsets?
  /// The container itself: the bounds are it plus the margins and padding.
  public var container: CGSize?
  public var content: CGSize?
  public var pages: Double?
  public var axes: Axis.Set?
  public var rate: DecelerationRate?
  /// The size classes and layout direction given outright, in place of a device's.
  public var environment: EnvironmentValues?
  public var children: Int?
  public var child: ChildLength?
  public var spacing: Double?
  public var padding: Ends?
  public var rightToLeft = false
  public var perPage: Double?
  public var span: Int?
  /// The spacing `containerRelativeFrame` subtracts, when it is not the row's.
  public var frameSpacing: Double?
  /// Children's frames given outright, in place of a row.
  public var targets: [CGRect]?
  public var margins: Insets?
  public var safeAreaPadding: Insets?
  public var relativeFrames: Scene.RelativeFrames?

  public init() {}

  /// The scene the request describes, the defaults filling the rest.
  public func scene() throws(Problem) -> Scene {
    var scene = Scene()
    try apply(to: &scene)
    return scene
  }

  /// Changes `scene` as the request says, leaving what it does not set.
  public func apply(to scene: inout Scene) throws(Problem) {
    if landscape, device == nil { throw Problem(.landscape, "needs --device") }
    if bounds != nil, container != nil { throw Problem(.container, "give --bounds or --container, not both") }
    if let device {
      guard container == nil else { throw Problem(.container, "give --container or --device, not both") }
      guard bounds == nil else { throw Problem(.bounds, "give --bounds or --device, not both") }
      let orientation: Orientation = landscape ? .landscape : .portrait
      scene.screen = Screen(device: device, orientation: orientation)
      scene.environment = device.environment(orientation, layoutDirection: scene.environment.layoutDirection)
    }
    if let environment { scene.environment = environment }
    if let axes { scene.axes = axes }
    if let bounds {
      scene.screen = Screen(bounds: try Self.containerSize(bounds, .bounds), safeAreaInsets: safeAreaInsets ?? .zero)
    }
    try applyInsets(to: &scene)
    if let container { scene.setContainer(try Self.containerSize(container, .container)) }
    if let rate { scene.decelerationRate = rate }
    if rightToLeft { scene.environment.layoutDirection = .rightToLeft }
    if let targets {
      guard targets.count <= Scenario.maximumChildren else {
        throw Problem(.children, "at most \(Scenario.maximumChildren) frames, got \(targets.count)")
      }
      scene.targets = targets
    }
    if content != nil, pages != nil { throw Problem(.pages, "give --content or --pages, not both") }
    if let content {
      try Self.check(content.width, .content, in: Quantity.length.range, part: "width")
      try Self.check(content.height, .content, in: Quantity.length.range, part: "height")
      scene.content = .size(content)
    }
    if let pages {
      guard pages.isFinite, pages > 0, pages <= 10_000 else {
        throw Problem(.pages, "must be above 0 and at most 10000 container lengths, got \(pages.formatted)")
      }
      scene.content = .pages(pages)
    }
    try applyChildren(to: &scene)
  }

  /// A size whose sides a container may have: 1 pt to the limit.
  private static func containerSize(_ size: CGSize, _ field: Field) throws(Problem) -> CGSize {
    try check(size.width, field, in: Quantity.containerLength.range, part: "width")
    try check(size.height, field, in: Quantity.containerLength.range, part: "height")
    return size
  }

  /// Margins, safe-area padding and relative frames: insets at the scrolling
  /// axis's two ends, which the container loses; with no `container`, they
  /// must leave one.
  private func applyInsets(to scene: inout Scene) throws(Problem) {
    func insets(_ given: Insets, _ field: Field) throws(Problem) -> EdgeInsets {
      let parts: [(String, Double)]
      switch given {
      case .ends(let ends): parts = [("start", ends.start), ("end", ends.end)]
      case .edges(let edges):
        parts = [
          ("top", edges.top), ("leading", edges.leading), ("bottom", edges.bottom), ("trailing", edges.trailing),
        ]
      }
      for (name, value) in parts { try Self.check(value, field, in: Quantity.length.range, part: name) }
      switch given {
      case .edges(let edges): return edges
      case .ends(let ends):
        return scene.primaryAxis == .horizontal
          ? EdgeInsets(leading: ends.start, trailing: ends.end) : EdgeInsets(top: ends.start, bottom: ends.end)
      }
    }
    if let margins { scene.contentMargins = try insets(margins, .margins) }
    if let safeAreaPadding { scene.safeAreaPadding = try insets(safeAreaPadding, .safeAreaPadding) }
    if let relativeFrames { scene.relativeFrames = relativeFrames }
    guard container == nil else { return }
    let left = scene.containerSize
    for axis in Axis.allCases where left[axis] < Quantity.containerLength.range.lowerBound {
      throw Problem(
        margins != nil ? .margins : .safeAreaPadding,
        "leave no container: \(Double(scene.addedInsets[axis]).formatted) pt of padding and margins in \(Double(scene.screen.containerSize[axis]).formatted) pt"
      )
    }
  }

  /// Children, their length or `containerRelativeFrame` sizing, gaps and
  /// padding: a row, which the content follows unless a content or pages is set.
  private func applyChildren(to scene: inout Scene) throws(Problem) {
    guard
      children != nil || child != nil || spacing != nil || padding != nil || perPage != nil || span != nil
        || frameSpacing != nil
    else { return }
    guard children != nil || child != nil || perPage != nil else {
      throw Problem(
        spacing != nil ? .spacing : padding != nil ? .padding : .span,
        "lays out children: give --children, --child or --per-page too")
    }
    var layout = scene.children ?? Scene.ChildLayout(count: 10, perPage: 1)
    let lengths = Quantity.length.range.upperBound
    if let children {
      guard (0...Scenario.maximumChildren).contains(children) else {
        throw Problem(.children, "expected 0 to \(Scenario.maximumChildren) children, got \(children)")
      }
      layout.count = children
    }
    switch child {
    case nil: break
    case .page: layout.perPage = 1
    case .points(let length):
      layout.perPage = nil
      layout.length = try Self.check(length, .child, in: 1...lengths)
    }
    if let perPage {
      if case .points = child {
        throw Problem(.perPage, "sizes children from the container: give it or a --child length, not both")
      }
      layout.perPage = try Self.check(perPage, .perPage, in: Quantity.childrenPerPage.range)
    }
    if let span {
      guard let perPage = layout.perPage else { throw Problem(.span, "needs --per-page (or --child page)") }
      guard span >= 1, Double(span) <= perPage.rounded(.up) else {
        throw Problem(.span, "expected 1 to \(perPage.rounded(.up).formatted) columns, got \(span)")
      }
      layout.span = span
    }
    if let frameSpacing {
      guard layout.perPage != nil else {
        throw Problem(.frameSpacing, "sizes children from the container: give --per-page too")
      }
      layout.frameSpacing = try Self.check(frameSpacing, .frameSpacing, in: 0...lengths)
    }
    if let spacing { layout.spacing = try Self.check(spacing, .spacing, in: 0...lengths) }
    if let padding {
      layout.leadingPadding = try Self.check(padding.start, .padding, in: 0...lengths, part: "leading")
      layout.trailingPadding = try Self.check(padding.end, .padding, in: 0...lengths, part: "trailing")
    }
    if children == nil, layout.perPage == nil, content != nil, case .size(let size) = scene.content {
      // A given content and a child length: as many children as reach the content's end.
      layout.count = layout.countFilling(size[scene.primaryAxis])
      guard layout.count <= Scenario.maximumChildren else {
        throw Problem(.child, "makes \(layout.count) children, over the limit of \(Scenario.maximumChildren)")
      }
    }
    scene.children = layout
    if content == nil, pages == nil { scene.content = .children }
  }
}
