import Foundation

/// Rests with a layout child aligned to the container, as SwiftUI's `.viewAligned`.
///
/// Rule, on the scrolling axis (vertical when the view scrolls only vertically,
/// else horizontal), with the children of the scroll-target layout:
/// 1. Each child has a resting offset: the one that puts the child's `anchor`
///    point on the container's `anchor` point (leading edges when `anchor` is
///    `nil`), clamped to the content. Children that clamp to the same offset
///    share one stop.
/// 2. Without a limit, the target moves to the stop nearest the proposed target.
/// 3. With a limit, the stop nearest the proposed target is clamped to a window
///    around `current`, the stop nearest the original target:
///    - `.alwaysByOne`: the stops just before and just after `current`, so one
///      gesture never passes more than one child, whatever the children's size;
///    - `.always`, `.alwaysByFew`: the stops within one container length of the
///      original offset, and at least the neighbours of `current`;
///    - `.automatic`: `.alwaysByFew` on a horizontal axis in a compact horizontal
///      size class or a vertical axis in a compact vertical size class, else
///      `.never` (Apple's documented default);
///    - `.never`: no window.
///
/// Without layout children the proposed target is kept. A limited behavior
/// reports `limitsScrolls`. SwiftUI's own `.alwaysByOne` can pass several
/// narrow children in one fling; this reference never does.
/// Catalog names: `viewAligned`, `viewAligned:LIMIT`, `viewAligned:LIMIT:ANCHOR`
/// (for example `viewAligned:alwaysByOne:center`).
public struct ViewAlignedScrollTargetBehavior: ExplainedScrollTargetBehavior, Sendable {
  /// How many views one gesture may scroll past, as in SwiftUI.
  public enum LimitBehavior: String, CaseIterable, Hashable, Sendable {
    /// `.alwaysByFew` in a compact size class along the axis, else `.never`.
    case automatic
    /// Limits the scroll to a few views (the same rule as `.alwaysByFew`).
    case always
    /// Never limits how many views one gesture scrolls.
    case never
    /// At most one view per gesture.
    case alwaysByOne
    /// At most about a container's length of views per gesture.
    case alwaysByFew
  }

  /// How many views one gesture may pass.
  public var limitBehavior: LimitBehavior
  /// The point of a child aligned with the same point of the container; `nil` leading.
  public var anchor: UnitPoint?

  public init(limitBehavior: LimitBehavior = .automatic) {
    self.init(limitBehavior: limitBehavior, anchor: nil)
  }

  public init(limitBehavior: LimitBehavior, anchor: UnitPoint?) {
    self.limitBehavior = limitBehavior
    self.anchor = anchor
  }

  /// The limit in effect on `axis` in `environment`: `.automatic` resolved.
  public func effectiveLimit(on axis: Axis, environment: EnvironmentValues) -> LimitBehavior {
    guard limitBehavior == .automatic else { return limitBehavior }
    let sizeClass = axis == .horizontal ? environment.horizontalSizeClass : environment.verticalSizeClass
    return sizeClass == .compact ? .alwaysByFew : .never
  }

  public func properties(context: PropertiesContext) -> Properties {
    let axis = context.axes.primary
    return Properties(limitsScrolls: effectiveLimit(on: axis, environment: context.environment) != .never)
  }

  public func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint {
    var origin = target.rect.origin
    let axis = context.primaryAxis
    let containerLength = context.containerSize[axis]
    guard !context.targets.isEmpty, containerLength > 0 else {
      why("no layout children: kept the proposal")
      return origin
    }
    let stops = AlignedStops(
      children: context.targets, axis: axis, anchor: anchor?.component(on: axis) ?? 0,
      containerLength: containerLength, maxOffset: context.maxOffset(on: axis))
    let start = context.originalTarget.rect.min(on: axis)
    let nearest = stops.nearest(to: target.rect.min(on: axis))
    let current = stops.nearest(to: start)
    var low = current
    var high = current
    let limit = effectiveLimit(on: axis, environment: context.environment)
    switch limit {
    case .never, .automatic:
      origin[axis] = nearest
      why("no limit: the child nearest the proposal")
      return origin
    case .alwaysByOne:
      low = stops.previous(before: current) ?? current
      high = stops.next(after: current) ?? current
    case .always, .alwaysByFew:
      low = min(stops.previous(before: current) ?? current, stops.first(atLeast: start - containerLength) ?? current)
      high = max(stops.next(after: current) ?? current, stops.last(atMost: start + containerLength) ?? current)
    }
    origin[axis] = min(max(nearest, low), high)
    let rule =
      nearest > high
      ? "the child nearest the proposal is past the limit: the last child it allows forward"
      : nearest < low
        ? "the child nearest the proposal is past the limit: the last child it allows back"
        : "the child nearest the proposal, within the limit"
    why("\(limit.rawValue): " + rule)
    return origin
  }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Aligns to layout children with the automatic limit.
  public static var viewAligned: ViewAlignedScrollTargetBehavior { .init() }

  /// Aligns to layout children with the given limit.
  public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> Self {
    .init(limitBehavior: limitBehavior)
  }

  /// Aligns the given anchor of layout children, with the automatic limit.
  public static func viewAligned(anchor: UnitPoint?) -> Self {
    .init(limitBehavior: .automatic, anchor: anchor)
  }

  /// Aligns the given anchor of layout children, with the given limit.
  public static func viewAligned(
    limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior, anchor: UnitPoint?
  ) -> Self {
    .init(limitBehavior: limitBehavior, anchor: anchor)
  }
}
