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
///           {"path":[[0.016,4,0],[0.033,11,0],[0.05,20,0]]},
///           {"scrollTo":{"child":3,"anchor":"center"}}]}
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
  /// The scroll view at the start: its screen, content, children, axes, environment and deceleration rate.
  public var scene: Scene
  public var start: CGPoint
  /// Frames per second at which the timeline is sampled (Hz). Default 120,
  /// ProMotion's refresh rate.
  public var frameRate: Double
  public var nearEnd: NearEndDistance?
  public var steps: [Step]
  /// A `.swift` file of views whose layout is to be the scene (the file's
  /// `"view"`, as written: relative to the scenario file). The scenario file
  /// reader leaves it to the tool, which lays the view out
  /// (`SwiftViewFile.scenario`) and clears it. `nil` for a scene given in numbers.
  public var view: String?
  /// The views of a laid-out view file whose size the model estimated
  /// (`Text at Feed.swift:14:11`): the file's `"estimated"`, written by
  /// `scene --json` so that a scene's estimates travel with it. Informational:
  /// nothing reads it to run.
  public var estimated: [String] = []
  /// The motions the file wrote as numbers along the scrolling axis, which a
  /// scene given afterwards puts on its own axis (``placeAxisNumbers()``).
  public var axisNumbers = AxisNumbers()

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
    /// The app writes the scroll position (SwiftUI's `ScrollPosition.scrollTo`,
    /// or a `scrollPosition(id:)` binding): the view moves to `target`
    /// without asking the behavior, animating (phase `animating`) when `animated`.
    case scrollTo(ScrollTarget, animated: Bool)
  }

  /// Where a write of the scroll position sends the view.
  public enum ScrollTarget: Hashable, Sendable {
    /// The scroll-target child at this index (from 0), its `anchor` aligned
    /// with the same point of the container; with no anchor, the least move
    /// that shows the whole child, as SwiftUI's `scrollTo(id:anchor:)` documents.
    case child(Int, anchor: UnitPoint?)
    /// An offset (pt); an axis left `nil` keeps where the view is.
    case offset(x: Double?, y: Double?)
    /// An end of the content: `top`/`leading` its start, `bottom`/`trailing` its end.
    case edge(Edge)
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
  public typealias ChildLayout = Scene.ChildLayout

  public init(
    containerSize: CGSize, contentSize: CGSize?, axes: Axis.Set = .horizontal, start: CGPoint = .zero,
    decelerationRate: DecelerationRate = .normal, frameRate: Double = 120,
    environment: EnvironmentValues = EnvironmentValues(), children: ChildLayout? = nil,
    targets: [CGRect] = [], nearEnd: NearEndDistance? = nil, steps: [Step], screen: Screen? = nil
  ) {
    let scene = Scene(
      screen: screen ?? Screen(bounds: containerSize), content: contentSize.map(Scene.Content.size) ?? .children,
      children: children, targets: targets, axes: axes, environment: environment, decelerationRate: decelerationRate)
    self.init(scene: scene, start: start, frameRate: frameRate, nearEnd: nearEnd, steps: steps)
  }

  public init(
    scene: Scene, start: CGPoint = .zero, frameRate: Double = 120, nearEnd: NearEndDistance? = nil, steps: [Step]
  ) {
    self.scene = scene
    self.start = start
    self.frameRate = frameRate
    self.nearEnd = nearEnd
    self.steps = steps
  }

  // The scene's parts, under the names the scenario file gives them.

  /// The container at the start: the screen's bounds less its insets, the
  /// safe area's padding and the margins. Setting it gives a screen without a
  /// safe area whose bounds make that container.
  public var containerSize: CGSize {
    get { scene.containerSize }
    set { scene.setContainer(newValue) }
  }
  /// The scroll view's bounds and safe-area insets; `nil` when the screen has
  /// no safe area (the container and the scene's padding and margins give it).
  public var screen: Screen? {
    get { scene.screen.isPlain ? nil : scene.screen }
    set {
      if let newValue { scene.screen = newValue } else { scene.setContainer(scene.containerSize) }
    }
  }
  /// The content's size; `nil` when the children's row (or the container) gives it.
  public var contentSize: CGSize? {
    get {
      switch scene.content {
      case .size(let size): size
      case .pages: scene.contentSize(forContainer: scene.containerSize)
      case .children: nil
      }
    }
    set { scene.content = newValue.map(Scene.Content.size) ?? .children }
  }
  public var axes: Axis.Set {
    get { scene.axes }
    set { scene.axes = newValue }
  }
  public var decelerationRate: DecelerationRate {
    get { scene.decelerationRate }
    set { scene.decelerationRate = newValue }
  }
  public var environment: EnvironmentValues {
    get { scene.environment }
    set { scene.environment = newValue }
  }
  public var children: ChildLayout? {
    get { scene.children }
    set { scene.children = newValue }
  }
  public var targets: [CGRect] {
    get { scene.targets }
    set { scene.targets = newValue }
  }

  /// The axis children are laid out on and pages are counted along.
  public var primaryAxis: Axis { scene.primaryAxis }

  /// The content size for a container of `container`: the explicit one, else
  /// the children's length along the primary axis.
  public func contentSize(forContainer container: CGSize) -> CGSize {
    scene.contentSize(forContainer: container)
  }

  /// The layout children's frames for a container of `container`.
  public func childFrames(forContainer container: CGSize) -> [CGRect] {
    scene.childFrames(forContainer: container)
  }
}
