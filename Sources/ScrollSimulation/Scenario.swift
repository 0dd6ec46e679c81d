import Foundation
import ScrollPhysics
import ScrollTargets

/// A scripted sequence of gestures on one scroll view (docs/formats.md, "Scenario files").
///
/// ```json
/// {"containerSize":{"width":390,"height":844},"contentSize":{"width":3900,"height":844},
///  "axes":["horizontal"],"start":{"x":0,"y":0},"decelerationRate":"normal","frameRate":120,
///  "steps":[{"drag":{"by":{"x":120,"y":0},"duration":0.25,"velocity":{"dx":800,"dy":0}}},
///           {"wait":0.3}, {"fling":{"velocity":{"dx":-1500,"dy":0}}},
///           {"resize":{"width":844,"height":390}},
///           {"path":[[0.016,4,0],[0.033,11,0],[0.05,20,0]]}]}
/// ```
///
/// Beyond that example: `children` lays out scroll-target children
/// (`{"count":20,"length":130,"spacing":10}`, or `{"count":20,"perPage":1}` for
/// children sized to the container, which also sets the content's length and
/// follows resizes); `targets` lists children's frames outright; `environment`
/// sets the size classes and layout direction; `nearEnd` (`{"pages":2}` or
/// `{"points":780}`) is how close to the end the "near the end" event fires;
/// `screen` sets the bounds and safe-area insets (a device preset's, or given
/// outright), and the container is then the bounds less the insets.
public struct Scenario: Sendable {
  /// The container at the start: the screen's bounds less its insets when there is a screen.
  public var containerSize: CGSize
  /// The scroll view's bounds and safe-area insets; `nil` when the bounds are the container.
  public var screen: Screen?
  /// `nil` when `children.perPage` derives it.
  public var contentSize: CGSize?
  public var axes: Axis.Set
  public var start: CGPoint
  public var decelerationRate: DecelerationRate
  /// Frames per second at which the timeline is sampled (Hz). Default 120,
  /// ProMotion's refresh rate.
  public var frameRate: Double
  public var environment: EnvironmentValues
  public var children: ChildLayout?
  public var targets: [CGRect]
  public var nearEnd: NearEndDistance?
  public var steps: [Step]

  /// One thing that happens to the scroll view.
  public enum Step: Hashable, Sendable {
    /// The finger moves the content by `by` (content-offset space) over
    /// `duration` seconds and lifts; the release velocity is `velocity`, or the
    /// one estimated from the touch samples when `nil`.
    case drag(by: CGPoint, duration: Double, velocity: CGVector?)
    /// Time passes (s).
    case wait(Double)
    /// A flick: touch down and release at once with `velocity` (pt/s).
    case fling(velocity: CGVector)
    /// The container changes size (rotation); the content too when given.
    case resize(CGSize, content: CGSize?)
    /// The device turns to `orientation` (the other one when `nil`): its
    /// bounds swap and its insets become that orientation's; the behavior is
    /// asked again as for a resize. Without a screen the container swaps.
    case rotate(to: Orientation?)
    /// A finger's path as a pointer reported it: it touches down at time 0
    /// and travels as the samples say, lifting at the last one. The release
    /// velocity is the one ``VelocityTracker`` estimates from the samples, so a
    /// gesture recorded in the playground replays exactly.
    case path([TouchSample])
  }

  /// Where a finger is at a moment of a ``Step/path(_:)``.
  public struct TouchSample: Hashable, Sendable {
    /// Seconds since the finger touched down.
    public var t: Double
    /// How far the finger has moved the content since it touched down
    /// (content-offset space, as a drag's `by`: dragging left moves it by +x).
    public var travel: CGPoint

    public init(t: Double, travel: CGPoint) {
      self.t = t
      self.travel = travel
    }
  }

  /// How close to the end the "near the end" event fires.
  public enum NearEndDistance: Hashable, Sendable {
    case pages(Double)
    case points(Double)
  }

  /// Children laid out in a row along the primary axis, from offset 0.
  public struct ChildLayout: Hashable, Sendable {
    public var count: Int
    /// Each child's length (pt); ignored when `perPage` is set.
    public var length: Double
    /// Children per container length (containerRelativeFrame's `count`).
    public var perPage: Double?
    /// The gap between children (pt).
    public var spacing: Double
    /// The space before the first child and after the last (pt), as a stack's padding.
    public var leadingPadding: Double
    public var trailingPadding: Double

    public init(
      count: Int, length: Double = 0, perPage: Double? = nil, spacing: Double = 0, leadingPadding: Double = 0,
      trailingPadding: Double = 0
    ) {
      self.count = count
      self.length = length
      self.perPage = perPage
      self.spacing = spacing
      self.leadingPadding = leadingPadding
      self.trailingPadding = trailingPadding
    }

    /// The row the children form in a container of `container` along `axis`:
    /// with `perPage`, each child is as long as `perPage` of them, with their
    /// gaps, fit the container.
    public func row(container: CGSize, axis: Axis) -> ChildRow {
      let along = perPage.map { (container[axis] - spacing * ($0 - 1)) / $0 } ?? length
      return ChildRow(
        count: count, length: along, spacing: spacing, leadingPadding: leadingPadding, trailingPadding: trailingPadding)
    }

    /// The children's frames in a container of `container` along `axis`, as
    /// tall (or wide) as the container across it.
    public func frames(container: CGSize, axis: Axis) -> [CGRect] {
      row(container: container, axis: axis).frames(axis: axis, crossLength: container[axis.cross])
    }

    /// The length of all children with their gaps and the padding.
    public func contentLength(container: CGSize, axis: Axis) -> Double {
      row(container: container, axis: axis).contentLength
    }
  }

  public init(
    containerSize: CGSize, contentSize: CGSize?, axes: Axis.Set = .horizontal, start: CGPoint = .zero,
    decelerationRate: DecelerationRate = .normal, frameRate: Double = 120,
    environment: EnvironmentValues = EnvironmentValues(), children: ChildLayout? = nil,
    targets: [CGRect] = [], nearEnd: NearEndDistance? = nil, steps: [Step], screen: Screen? = nil
  ) {
    self.containerSize = screen?.containerSize ?? containerSize
    self.screen = screen
    self.contentSize = contentSize
    self.axes = axes
    self.start = start
    self.decelerationRate = decelerationRate
    self.frameRate = frameRate
    self.environment = environment
    self.children = children
    self.targets = targets
    self.nearEnd = nearEnd
    self.steps = steps
  }

  /// The axis children are laid out on and pages are counted along.
  public var primaryAxis: Axis { axes.primary }

  /// The content size for a container of `container`: the explicit one, else
  /// the children's length along the primary axis.
  public func contentSize(forContainer container: CGSize) -> CGSize {
    if let contentSize { return contentSize }
    var size = container
    if let children { size[primaryAxis] = children.contentLength(container: container, axis: primaryAxis) }
    return size
  }

  /// The layout children's frames for a container of `container`.
  public func childFrames(forContainer container: CGSize) -> [CGRect] {
    guard let children else { return targets.sorted { $0.min(on: primaryAxis) < $1.min(on: primaryAxis) } }
    return children.frames(container: container, axis: primaryAxis)
  }
}
