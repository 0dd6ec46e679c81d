/// Lays a view out on a screen and returns its outermost scroll view: the
/// scroll view's bounds, safe area, margins, container, content and targets.
///
/// The rules are SwiftUI's proposal rules, as far as the model's views need
/// them (docs/views.md): a parent offers each child a size, `nil` on an axis
/// it leaves open (a scroll view's scrolling axis), and the child picks its
/// own. The root is offered the screen less its safe area, and centred in it.
///
/// ```swift
/// let layout = try ViewLayout(bounds: CGSize(width: 393, height: 852)).layout(Carousel())
/// layout.containerSize.width  // 353 with 20 pt margins on each side
/// layout.targets[1].minX      // 363: a 353 pt card and 10 pt of spacing
/// ```
public struct ViewLayout: Sendable {
  /// What `containerRelativeFrame` divides, where Apple does not say.
  ///
  /// Apple documents the length as the container's "minus any safe area
  /// insets"; whether content margins come off too is not documented.
  /// ``lessMargins`` (the default) takes them off: margins inset the content
  /// as the safe area does, and WWDC23 "Beyond scroll views" (Apple, 2023)
  /// sizes one card per screen with `containerRelativeFrame` inside margins.
  public enum RelativeFrames: String, CaseIterable, Hashable, Sendable {
    /// Bounds less the safe area, its padding and the content margins.
    case lessMargins
    /// Bounds less the safe area and its padding only.
    case ignoringMargins
  }

  /// How long the tasks a view starts (`.task { … }`) may run before the layout, on the main thread (s):
  /// 2, time for sample data a preview's mock service loads, even after a simulated delay.
  public static let taskSeconds = 2.0

  /// The most views one `ForEach` may make: 100,000.
  public static let maximumForEachCount = 100_000
  /// `padding()`, `safeAreaPadding()` and `contentMargins(_:nil)` with no
  /// length (pt): 16, the model's reading of the system's default on iPhone.
  public static let systemPadding: CGFloat = 16
  /// The space between a stack's children when it gives none (pt): 8, the model's reading of the system spacing.
  public static let defaultSpacing: CGFloat = 8
  /// A shape's or color's length on an axis offered nothing (pt): 10, SwiftUI's default ideal size for shapes.
  public static let defaultFillLength: CGFloat = 10

  /// The screen's size (pt).
  public var bounds: CGSize
  /// The screen's safe area (pt).
  public var safeAreaInsets: EdgeInsets
  /// The environment at the root: layout direction and size classes.
  public var environment: EnvironmentValues
  /// What `containerRelativeFrame` divides.
  public var relativeFrames: RelativeFrames
  /// The line of the `ScrollView` to report, for a view that holds several; `nil` picks as ``layout(_:)`` says.
  public var scrollViewLine: Int? = nil

  /// A view laid out at a size the model estimates (docs/views.md, "Estimated sizes").
  public struct Estimate: Hashable, Sendable, CustomStringConvertible {
    /// The view's name: `Text`, `Image`, `Button`.
    public var view: String
    /// Where it was written.
    public var at: ViewLocation?
    /// `Text at Feed.swift:14:11`.
    public var description: String { at.map { "\(view) at \($0)" } ?? view }
  }

  public init(
    bounds: CGSize, safeAreaInsets: EdgeInsets = .zero, layoutDirection: LayoutDirection = .leftToRight,
    relativeFrames: RelativeFrames = .lessMargins
  ) {
    self.bounds = bounds
    self.safeAreaInsets = safeAreaInsets
    self.environment = EnvironmentValues(layoutDirection: layoutDirection)
    self.relativeFrames = relativeFrames
  }

  /// A device's screen held `orientation`, with its size classes.
  public init(
    device: DevicePreset, orientation: Orientation, layoutDirection: LayoutDirection = .leftToRight,
    relativeFrames: RelativeFrames = .lessMargins
  ) {
    self.bounds = device.bounds(orientation)
    self.safeAreaInsets = device.insets(orientation)
    self.environment = device.environment(orientation, layoutDirection: layoutDirection)
    self.relativeFrames = relativeFrames
  }

  /// Lays `view` out and returns its scroll view: the one at ``scrollViewLine`` when given; else the only
  /// one; else, among several, the one with a behavior or a target layout of its own (the outermost when
  /// several at one place, as in a `ForEach`), a `ScrollView` written so before a `TabView` that pages;
  /// else the outermost when none has either.
  ///
  /// - Throws: ``ViewLayoutError`` at the user's line and column: no scroll view, or none at the line asked;
  ///   several with snapping of their own; a scroll view inside one on the same axis, a
  ///   `containerRelativeFrame` of a bad count or span, a `ForEach` too long, a negative length.
  public func layout<V: View>(_ view: V) throws(ViewLayoutError) -> ScrollViewLayout {
    try UIScreen.showing(bounds, environment: environment) { () throws(ViewLayoutError) in try layoutNow(view) }
  }

  private func layoutNow<V: View>(_ view: V) throws(ViewLayoutError) -> ScrollViewLayout {
    // Made once, its onAppear actions and tasks run, and made again with the states the first making made.
    let appearing = AppearActions()
    let states = StateRecall()
    func make() throws(ViewLayoutError) -> ViewNode {
      try StateRecall.$current.withValue(states) {
        AppearActions.$current.withValue(appearing) { Result { () throws(ViewLayoutError) in try ViewNode.make(view) } }
      }.get()
    }
    var root = try make()
    // onAppear's actions run first, with what they queue on the main queue, then the tasks start, as
    // SwiftUI orders them.
    let appeared = appearing.runAll()
    if appeared { appearing.runQueuedWork(seconds: Self.taskSeconds) }
    if appearing.runTasks(seconds: Self.taskSeconds) || appeared {
      states.replay()
      root = try make()
    }
    var pass = try run(root, line: scrollViewLine)
    let places = pass.candidates
    if let line = scrollViewLine, pass.found == nil {
      throw ViewLayoutError(
        kind: .noScrollView, at: places.first?.location ?? root.firstLocation, view: String(describing: V.self),
        issue: "has no ScrollView at line \(line)",
        advice: places.isEmpty
          ? "the model lays out a scroll view: wrap the content in ScrollView(.horizontal) { … }"
          : "its scroll views are at \(Self.list(places)); pick one of them")
    }
    if scrollViewLine == nil, places.count > 1 {
      // Snapping written in the file comes before the paging a TabView's page style implies.
      let written = places.filter { $0.snaps && !$0.isTabPager }
      let snapping = written.isEmpty ? places.filter(\.snaps) : written
      switch snapping.count {
      case 0: break
      case 1 where snapping[0].location == pass.found?.location: break
      case 1: pass = try run(root, line: snapping[0].location.line)
      default:
        throw ViewLayoutError(
          kind: .severalScrollViews, at: snapping[0].location, view: String(describing: V.self),
          issue: "holds several scroll views with snapping of their own (\(Self.list(snapping)))",
          advice: "pick one with --scroll-view LINE")
      }
    }
    guard var found = pass.found else {
      let collapsed = root.treeValue { value -> ViewLocation? in
        if case .collapsedSplitView(let at) = value { return at }
        return nil
      }
      throw ViewLayoutError(
        kind: .noScrollView, at: root.firstLocation, view: String(describing: V.self), issue: "has no ScrollView",
        advice: collapsed.map {
          "its NavigationSplitView (\($0)) shows only its sidebar in a compact width, as an iPhone does; "
            + "its columns stand side by side on an iPad (--device ipadpro13)"
        } ?? "the model lays out a scroll view: wrap the content in ScrollView(.horizontal) { … }")
    }
    // Lengths each finite can add up past the largest number (ten views 1e308 wide): said at the scroll view.
    let lengths =
      [found.frame.width, found.frame.height, found.contentSize.width, found.contentSize.height]
      + found.targets.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
    if let overflow = lengths.first(where: { !$0.isFinite }) {
      throw ViewLayoutError(
        kind: .invalidLength, at: found.location, view: "ScrollView",
        issue: "has content whose lengths add up to \(overflow)",
        advice: "give its views finite lengths whose sum is a number (at most about 1e308)")
    }
    found.estimates = pass.estimates
    found.candidates = places
    return found
  }

  /// One layout of `root`, reporting the scroll view at `line` (the outermost when `nil`).
  private func run(_ root: ViewNode, line: Int?) throws(ViewLayoutError) -> LayoutPass {
    var settings = self
    settings.scrollViewLine = line
    let safeRect = CGRect(
      x: safeAreaInsets.leading, y: safeAreaInsets.top, width: max(0, bounds.width - safeAreaInsets[.horizontal]),
      height: max(0, bounds.height - safeAreaInsets[.vertical]))
    let pass = LayoutPass(settings: settings, safeRect: safeRect)
    let context = LayoutContext(container: safeRect.size, environment: environment)
    // The root is centred in the safe area, as a hosting view centres its root: measured, then placed.
    let size = try pass.size(of: root, offered: Proposal(safeRect.size), context, at: nil)
    let origin = CGPoint(x: safeRect.midX - size.width / 2, y: safeRect.midY - size.height / 2)
    _ = try pass.size(of: root, offered: Proposal(safeRect.size), context, at: origin)
    return pass
  }

  /// `Feed.swift:12 and Feed.swift:30`: where scroll views were written, by file and line.
  private static func list(_ places: [ScrollViewLayout.Candidate]) -> String {
    let names = places.map { "\($0.location.fileName):\($0.location.line)" }
    return names.count <= 2
      ? names.joined(separator: " and ") : names.dropLast().joined(separator: ", ") + " and " + names.last!
  }
}
