import Foundation
import ScrollPhysics
import ScrollTargets

/// The scroll view a gesture happens in, as every surface of the tool sees it:
/// the screen (bounds and safe-area insets, a device's or given outright), the
/// content or a row of children, the axes, the environment (layout direction
/// and size classes) and the deceleration rate.
///
/// A scene is a set of rules: content counted in pages, or made by a row of
/// children, follows the container when the screen turns. ``layout`` applies
/// them to today's screen and answers the two questions every surface asks:
/// where the system proposes the view would rest after a release
/// (``Layout/proposal(releasedAt:velocity:)``), and the context of the call
/// (``Layout/context(original:velocity:originalSize:)``).
///
/// ```swift
/// var scene = Scene(screen: Screen(device: .iPhone15Pro, orientation: .landscape), content: .pages(5))
/// scene.layout.containerSize                                     // 734 x 372
/// scene.layout.proposal(releasedAt: .zero, velocity: CGVector(dx: 1000, dy: 0))   // x = 499
/// ```
public struct Scene: Hashable, Sendable {
  /// How long the content is.
  public enum Content: Hashable, Sendable {
    /// A fixed size (pt).
    case size(CGSize)
    /// This many container lengths along the primary axis, the container's
    /// breadth across it; follows the container.
    case pages(Double)
    /// As long as the row of ``children`` (the container's length without
    /// children); follows the container when the children are sized by it.
    case children
  }

  /// The scroll view's bounds and safe-area insets.
  public var screen: Screen
  public var content: Content
  /// Children laid out in a row along the primary axis, whose frames are the context's `targets`.
  public var children: ChildLayout?
  /// Children's frames given outright (pt), used when ``children`` is `nil`.
  public var targets: [CGRect]
  public var axes: Axis.Set
  public var environment: EnvironmentValues
  public var decelerationRate: DecelerationRate
  /// Insets added to the screen's safe area: SwiftUI's `safeAreaPadding`
  /// (Apple: it "adds the provided insets into the safe area of this view").
  /// The container is smaller by them. Default none.
  public var safeAreaPadding: EdgeInsets
  /// The content's margins, SwiftUI's `contentMargins` for `.scrollContent`
  /// (or `.automatic`): the scroll view insets its content "by the safe area
  /// plus" them (Apple), so the container is smaller by them too. Margins for
  /// `.scrollIndicators` alone move no content and have no place here. Default none.
  public var contentMargins: EdgeInsets
  /// The length `containerRelativeFrame` divides (``RelativeFrames``): not documented by Apple.
  public var relativeFrames: RelativeFrames
  /// A view file's layouts, one per screen it was laid out on (``ViewScreen``):
  /// when the scene moves to one of those screens, it takes that layout.
  /// Empty (the default) for a scene not made from a view.
  public var viewScreens: [ViewScreen] = []

  public init(
    screen: Screen = .standard, content: Content = .pages(10), children: ChildLayout? = nil, targets: [CGRect] = [],
    axes: Axis.Set = .horizontal, environment: EnvironmentValues = EnvironmentValues(),
    decelerationRate: DecelerationRate = .normal, safeAreaPadding: EdgeInsets = .zero,
    contentMargins: EdgeInsets = .zero, relativeFrames: RelativeFrames = .lessMargins
  ) {
    self.screen = screen
    self.content = content
    self.children = children
    self.targets = targets
    self.axes = axes
    self.environment = environment
    self.decelerationRate = decelerationRate
    self.safeAreaPadding = safeAreaPadding
    self.contentMargins = contentMargins
    self.relativeFrames = relativeFrames
  }

  /// The axis children are laid out on and pages are counted along.
  public var primaryAxis: Axis { axes.primary }

  /// The container: the screen's bounds less its safe area, the safe area's
  /// padding and the content's margins (``insets(on:)``).
  public var containerSize: CGSize { insets(on: screen).inset(screen.bounds) }

  /// The content's size for a container of `container`.
  public func contentSize(forContainer container: CGSize) -> CGSize {
    var size = container
    switch content {
    case .size(let fixed):
      return fixed
    case .pages(let pages):
      size[primaryAxis] = container[primaryAxis] * pages
    case .children:
      if let children {
        size[primaryAxis] = children.contentLength(
          relativeTo: relativeLength(forContainer: container), axis: primaryAxis)
      }
    }
    return size
  }

  /// The children's frames for a container of `container`, in the order they lie along the primary axis.
  public func childFrames(forContainer container: CGSize) -> [CGRect] {
    guard let children else { return targets.sorted { $0.min(on: primaryAxis) < $1.min(on: primaryAxis) } }
    return children.frames(container: container, relativeTo: relativeLength(forContainer: container), axis: primaryAxis)
  }

  /// The scene laid out on its screen.
  public var layout: Layout { layout(on: screen) }

  /// The scene laid out on `screen`; `content` in place of what the scene's rule gives.
  public func layout(on screen: Screen, content: CGSize? = nil) -> Layout {
    let container = insets(on: screen).inset(screen.bounds)
    return Layout(
      boundsSize: screen.bounds, containerSize: container,
      contentSize: content ?? contentSize(forContainer: container),
      targets: childFrames(forContainer: container), axes: axes, environment: environment,
      decelerationRate: decelerationRate)
  }

  /// The scene after the screen turns or changes size: the rules stay, a
  /// fixed content takes `content` when given; a screen a view was laid
  /// out on (``viewScreens``) takes that layout. A device's size classes
  /// follow it: a phone in landscape is compact both ways (its preset's
  /// ``DevicePreset/sizeClasses(_:)``), whatever it was in portrait.
  public func moved(to screen: Screen, content: CGSize? = nil) -> Scene {
    var next = self
    if let view = viewScreens.first(where: { $0.screen == screen }) {
      next.apply(view)
    } else {
      next.screen = screen
      if let device = screen.device, let orientation = screen.orientation {
        next.environment = device.environment(orientation, layoutDirection: environment.layoutDirection)
      }
    }
    if let content { next.content = .size(content) }
    return next
  }
}

extension Scene {
  /// A scene's numbers on one screen: what a behavior's context is made of.
  public struct Layout: Hashable, Sendable {
    public var boundsSize: CGSize
    public var containerSize: CGSize
    public var contentSize: CGSize
    public var targets: [CGRect]
    public var axes: Axis.Set
    public var environment: EnvironmentValues
    public var decelerationRate: DecelerationRate

    public init(
      boundsSize: CGSize, containerSize: CGSize, contentSize: CGSize, targets: [CGRect], axes: Axis.Set,
      environment: EnvironmentValues, decelerationRate: DecelerationRate
    ) {
      self.boundsSize = boundsSize
      self.containerSize = containerSize
      self.contentSize = contentSize
      self.targets = targets
      self.axes = axes
      self.environment = environment
      self.decelerationRate = decelerationRate
    }

    public var primaryAxis: Axis { axes.primary }

    /// The offsets the content can rest at along `axis`: `0 ... content - container`.
    public func offsetRange(on axis: Axis) -> OffsetRange {
      OffsetRange(content: contentSize, container: containerSize, axis: axis)
    }

    /// `point` held inside the content on each scrolling axis.
    public func clamp(_ point: CGPoint) -> CGPoint {
      OffsetRange.clamp(point, content: contentSize, container: containerSize, axes: axes)
    }

    /// Where the content would coast to, unclamped, released at `release`
    /// with `velocity`: on each scrolling axis, the release plus
    /// ``DecelerationRate/projectedDistance(velocity:)``.
    public func coastEnd(releasedAt release: CGPoint, velocity: CGVector) -> CGPoint {
      var end = release
      for axis in axes.members {
        end[axis] = release[axis] + decelerationRate.projectedDistance(velocity: velocity[axis])
      }
      return end
    }

    /// What the system proposes after a release at `release` with
    /// `velocity`: where the content would coast to, held inside the content.
    /// The one computation of the proposal; every surface asks it here.
    public func proposal(releasedAt release: CGPoint, velocity: CGVector) -> CGPoint {
      clamp(coastEnd(releasedAt: release, velocity: velocity))
    }

    /// The context of a call whose gesture began at `original` and ended
    /// with `velocity` (zero on the axes that do not scroll). The original
    /// target is `originalSize` (the container before a resize) or the container.
    public func context(original: CGPoint, velocity: CGVector, originalSize: CGSize? = nil)
      -> ScrollTargetBehaviorContext
    {
      var kept = CGVector.zero
      for axis in axes.members { kept[axis] = velocity[axis] }
      return ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(rect: CGRect(origin: original, size: originalSize ?? containerSize)),
        velocity: kept, contentSize: contentSize, containerSize: containerSize, axes: axes,
        environment: environment, targets: targets, boundsSize: boundsSize)
    }

    /// A target at `offset`, as large as the container.
    public func target(at offset: CGPoint) -> ScrollTarget {
      ScrollTarget(rect: CGRect(origin: offset, size: containerSize))
    }

    /// The call a gesture makes: it began at `original`, the finger let go at
    /// `release` (`original` when `nil`) with `velocity`, and the system
    /// proposes ``proposal(releasedAt:velocity:)`` unless `proposed` is given.
    public func call(
      original: CGPoint, releasedAt release: CGPoint? = nil, velocity: CGVector, proposed: CGPoint? = nil
    ) -> (target: ScrollTarget, context: ScrollTargetBehaviorContext) {
      let offset = proposed ?? proposal(releasedAt: release ?? original, velocity: velocity)
      return (target(at: offset), context(original: original, velocity: velocity))
    }
  }
}

extension Scene {
  /// Children laid out in a row along the primary axis, from offset 0.
  public struct ChildLayout: Hashable, Sendable {
    public var count: Int
    /// Each child's length (pt); ignored when `perPage` is set.
    public var length: Double
    /// Children per container length: `containerRelativeFrame`'s `count`.
    public var perPage: Double?
    /// The columns each child spans: `containerRelativeFrame`'s `span`. Default 1.
    public var span: Int
    /// The spacing `containerRelativeFrame` subtracts (its `spacing`), when it
    /// differs from the stack's ``spacing``; `nil`: the stack's. The two
    /// should agree for children to tile the container: the modifier's spacing
    /// only enters its arithmetic, and the stack's is the gap.
    public var frameSpacing: Double?
    /// The gap between children (pt): the stack's spacing.
    public var spacing: Double
    /// The space before the first child and after the last (pt), as a stack's padding.
    public var leadingPadding: Double
    public var trailingPadding: Double

    public init(
      count: Int, length: Double = 0, perPage: Double? = nil, span: Int = 1, frameSpacing: Double? = nil,
      spacing: Double = 0, leadingPadding: Double = 0, trailingPadding: Double = 0
    ) {
      self.count = count
      self.length = length
      self.perPage = perPage
      self.span = span
      self.frameSpacing = frameSpacing
      self.spacing = spacing
      self.leadingPadding = leadingPadding
      self.trailingPadding = trailingPadding
    }

    /// Each child's length when `containerRelativeFrame` sizes it from a
    /// length `relative` (pt), as Apple documents it: with `n` = ``perPage``,
    /// `s` = the frame's spacing, `available = relative - s·(n - 1)`,
    /// `column = available / n`, and the child `column·span + s·(span - 1)`;
    /// ``length`` when ``perPage`` is `nil`. For example 4 per page spanning
    /// 3 with 10 pt of spacing in 353 pt: 262.25 pt.
    public func childLength(relativeTo relative: Double) -> Double {
      guard let perPage else { return length }
      let gap = frameSpacing ?? spacing
      let column = (relative - gap * (perPage - 1)) / perPage
      return column * Double(span) + gap * Double(span - 1)
    }

    /// The row the children form along `axis`, sized from `relative`, the
    /// length `containerRelativeFrame` divides (the container's, unless the
    /// scene says otherwise: ``Scene/relativeLength(forContainer:)``).
    public func row(relativeTo relative: Double) -> ChildRow {
      ChildRow(
        count: count, length: childLength(relativeTo: relative), spacing: spacing, leadingPadding: leadingPadding,
        trailingPadding: trailingPadding)
    }

    /// The row the children form in a container of `container` along `axis`,
    /// sized from the container's length.
    public func row(container: CGSize, axis: Axis) -> ChildRow {
      row(relativeTo: container[axis])
    }

    /// The children's frames along `axis`, sized from `relative` (by default
    /// the container's length), as tall (or wide) as `container` across it.
    public func frames(container: CGSize, relativeTo relative: Double? = nil, axis: Axis) -> [CGRect] {
      row(relativeTo: relative ?? container[axis]).frames(axis: axis, crossLength: container[axis.cross])
    }

    /// How many children of ``length`` it takes to reach the end of a content
    /// `contentLength` pt long, with the gaps and padding; the last may run past it.
    public func countFilling(_ contentLength: Double) -> Int {
      let room = contentLength - leadingPadding - trailingPadding + spacing
      return Swift.max(0, Int((room / (length + spacing)).rounded(.up)))
    }

    /// The length of all children with their gaps and the padding, sized from `relative`.
    public func contentLength(relativeTo relative: Double, axis: Axis) -> Double {
      row(relativeTo: relative).contentLength
    }

    /// The length of all children with their gaps and the padding, sized from the container.
    public func contentLength(container: CGSize, axis: Axis) -> Double {
      row(container: container, axis: axis).contentLength
    }
  }
}

extension Timeline.Layout {
  /// The geometry a timeline recorded, as a layout of `scene` (whose axes,
  /// environment and rate it keeps): what a call made at that moment sees.
  public func layout(of scene: Scene) -> Scene.Layout {
    Scene.Layout(
      boundsSize: boundsSize, containerSize: containerSize, contentSize: contentSize, targets: targets,
      axes: scene.axes, environment: scene.environment, decelerationRate: scene.decelerationRate)
  }
}
