import Foundation

/// The first of its views that fits, as in SwiftUI: each child in order is
/// measured at its ideal size on the axes given, and the first that fits
/// within what is offered is laid out; when none fits, the last one is.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let axes: Axis.Set
  let content: Content

  public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
    self.axes = axes
    self.content = content()
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    .layout(Choice(options: ViewNode.siblings([try ViewNode.make(content)]), axes: axes))
  }

  /// The layout of a `ViewThatFits`.
  struct Choice: NodeLayout {
    var options: [ViewNode]
    var axes: Axis.Set
    var firstLocation: ViewLocation? { options.lazy.compactMap(\.firstLocation).first }
    var children: [ViewNode] { options }

    func size(_ pass: LayoutPass, offered proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?)
      throws(ViewLayoutError) -> CGSize
    {
      guard let last = options.last else { return .zero }
      var chosen = last
      for option in options.dropLast() {
        var ideal = proposal
        for axis in axes.members { ideal[axis] = nil }
        let size = try pass.size(of: option, offered: ideal, context, at: nil)
        if axes.members.allSatisfy({ axis in proposal[axis].map { size[axis] <= $0 + 1e-9 } ?? true }) {
          chosen = option
          break
        }
      }
      return try pass.size(of: chosen, offered: proposal, context, at: origin)
    }
  }
}

/// What every timeline view's content is handed, as SwiftUI's `TimelineViewDefaultContext`.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A view redrawn on a schedule, as in SwiftUI: laid out as the view its
/// content makes for the time the layout runs.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let made: Content

  /// The moment a timeline view draws for.
  public struct Context {
    public let date: Date
    public let cadence: Cadence
    /// How often the view is redrawn.
    public enum Cadence: Comparable, Sendable { case live, seconds, minutes }
  }

  /// The context's type does not depend on `Content`, as SwiftUI has it, so that a closure's type is
  /// inferred from its body alone.
  public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
    made = content(TimelineViewDefaultContext(date: Date(), cadence: .live))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode { try ViewNode.make(made) }
}

/// When a `TimelineView` redraws; the model lays out once.
public protocol TimelineSchedule {}

/// Redraws as fast as animations do.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {}
/// Redraws every `interval` seconds.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {}
/// Redraws at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
  public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
  public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
    AnimationTimelineSchedule()
  }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
  public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
    PeriodicTimelineSchedule()
  }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
  public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

/// A view drawn by code, as in SwiftUI: it takes what it is offered, as a shape does.
public struct Canvas: View, PrimitiveView {
  public typealias Body = Never
  public init(
    opaque: Bool = false, rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {}
  func makeNode() throws(ViewLayoutError) -> ViewNode { .fill }
}
