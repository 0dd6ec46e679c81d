import Foundation
import ScrollFormats
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

/// Makes varied `updateTarget` cases from a seed: the situations a behavior
/// meets on real devices, weighted toward the edges where rules break.
///
/// Each case draws, independently:
/// - a device: phone or tablet, portrait or landscape, with its size classes;
///   half the phones in landscape are an iPhone 15 Pro with its safe area,
///   whose bounds (852 x 393) are longer than its container (734 x 372);
/// - an axis: horizontal, vertical, or both;
/// - content smaller than, equal to, a whole multiple of, or not a whole
///   multiple of the container (up to 100 pages);
/// - where the gesture began: on a page, at either end, or between pages
///   (an animation still running);
/// - a drag and a release velocity: zero, tiny, ordinary or huge, either way;
/// - layout children: none, a few page-sized ones, or many narrow ones;
/// - left-to-right or right-to-left.
///
/// The proposed target is what the scroll view would propose: the release
/// offset plus the normal coast, clamped to the content. Case `i` of seed `s`
/// is always the same, whoever makes it and in whatever order.
public struct CaseGenerator: Sendable {
  public private(set) var seed: UInt64
  /// When set, every case scrolls on this axis only (for scripts written for one axis).
  public let axis: Axis?
  /// When set, every case is on this screen: its container and bounds, in
  /// place of the device drawn (whose size classes are kept).
  public let screen: Screen?
  /// The bounds and container of ``screen``, read once: a case copies two sizes, not the device's names.
  private let screenSizes: (bounds: CGSize, container: CGSize)?

  /// When set, every case is on this layout, a scene a person gave: only the
  /// gesture is drawn (where it began, the drag, the velocity), and ``axis``
  /// and ``screen`` are the layout's.
  public let scene: Scene.Layout?

  public init(seed: UInt64, axis: Axis? = nil, screen: Screen? = nil) {
    self.seed = seed
    self.axis = axis
    self.screen = screen
    screenSizes = screen.map { ($0.bounds, $0.containerSize) }
    scene = nil
  }

  /// The same kind of generator (the same axis, screen or scene) with another seed.
  public func reseeded(_ seed: UInt64) -> CaseGenerator {
    var copy = self
    copy.seed = seed
    return copy
  }

  /// Cases on `scene` alone, the gesture drawn as on any other scene.
  public init(seed: UInt64, scene: Scene) {
    self.seed = seed
    axis = scene.primaryAxis
    screen = scene.screen
    screenSizes = nil
    self.scene = scene.layout
  }

  /// A device the generator can pick: a preset of the catalogue held one way,
  /// its bounds the container (no safe area, as a view inside the safe area
  /// sees it), with its size classes. Read from the catalogue once: a case
  /// copies plain numbers, not the preset's names and sources.
  public struct Device: Sendable {
    public let trait: CaseTrait
    /// The preset's bounds held that way (pt).
    public let bounds: CGSize
    /// The preset's size classes held that way, left to right.
    public let environment: EnvironmentValues

    init(_ trait: CaseTrait, _ preset: DevicePreset, _ orientation: Orientation) {
      self.trait = trait
      bounds = preset.bounds(orientation)
      environment = preset.environment(orientation)
    }
  }

  public static let devices = [
    Device(.phonePortrait, .iPhone14, .portrait),
    Device(.phoneLandscape, .iPhone14, .landscape),
    Device(.smallPhone, .iPhoneSE, .portrait),
    Device(.tabletPortrait, .iPadPro13, .portrait),
    Device(.tabletLandscape, .iPadPro13, .landscape),
  ]

  /// The screen with a safe area that half the phones in landscape become: an iPhone 15 Pro's.
  public static let insetScreen = Screen(device: .iPhone15Pro, orientation: .landscape)
  private static let insetSizes = (bounds: insetScreen.bounds, container: insetScreen.containerSize)

  /// Case `index` and what kind of case it is.
  public func generate(_ index: Int) -> GeneratedCase {
    let drawn = draw(index)
    let testCase = TargetCase(
      drawn.layout.call(original: drawn.original, releasedAt: drawn.release, velocity: drawn.velocity))
    return GeneratedCase(index: index, testCase: testCase, traits: drawn.traits)
  }

  /// The scene and the gesture of case `index` before the call is made: what ``MinedCaseGenerator`` varies.
  public struct Draw: Sendable {
    public var layout: Scene.Layout
    /// Where the gesture began, where the finger let go (pt), and its velocity (pt/s).
    public var original: CGPoint
    public var release: CGPoint
    public var velocity: CGVector
    public var traits: CaseTraits
  }

  /// The scene and the gesture of case `index`, as ``generate(_:)`` makes its call from them.
  public func draw(_ index: Int) -> Draw {
    var random = SeededGenerator(seed: seed, index: index)
    if let scene { return Self.gesture(on: scene, using: &random) }
    var traits = CaseTraits()

    let device = Self.devices.randomElement(using: &random)!
    traits.device = device.trait
    var bounds = device.bounds
    var container = device.bounds
    // From a stream of its own, so every other draw is what it was before
    // devices had insets.
    var screenRandom = SeededGenerator(seed: seed ^ 0x1A5E_7000_0000_0000, index: index)
    if device.trait == .phoneLandscape, Bool.random(using: &screenRandom) {
      traits.device = .phoneLandscapeInsets
      (bounds, container) = Self.insetSizes
    }
    if let screenSizes { (bounds, container) = screenSizes }
    let axisRoll = Double.random(in: 0..<1, using: &random)
    var axes: Axis.Set = axisRoll < 0.55 ? .horizontal : axisRoll < 0.9 ? .vertical : [.horizontal, .vertical]
    if let axis { axes = Axis.Set(axis: axis) }
    traits.axes = axes == .horizontal ? .horizontal : axes == .vertical ? .vertical : .bothAxes
    let primary = axes.primary

    var content = container
    for axis in axes.members {
      let (pages, kind) = Self.pages(using: &random)
      content[axis] = (container[axis] * pages).rounded()
      if axis == primary { traits.content = kind }
    }

    var original = CGPoint.zero
    var release = CGPoint.zero
    var velocity = CGVector.zero
    for axis in axes.members {
      let length = container[axis]
      let range = OffsetRange(content: content, container: container, axis: axis)
      let (start, rest) = Self.start(maxOffset: range.upperBound, page: length, using: &random)
      let (speed, speedKind) = Self.velocity(using: &random)
      let drag = Self.drag(page: length, towards: speed, using: &random)
      original[axis] = start
      velocity[axis] = speed
      release[axis] = start + drag
      if axis == primary {
        traits.start = rest
        traits.velocity = speedKind
      }
    }

    let (children, childKind) = Self.children(
      content: content[primary], container: container, axis: primary, using: &random)
    traits.children = childKind
    let rightToLeft = Double.random(in: 0..<1, using: &random) < 0.2
    traits.direction = rightToLeft ? .rightToLeft : .leftToRight

    var environment = device.environment
    environment.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
    let layout = Scene.Layout(
      boundsSize: bounds, containerSize: container, contentSize: content, targets: children, axes: axes,
      environment: environment, decelerationRate: .normal)
    return Draw(layout: layout, original: original, release: release, velocity: velocity, traits: traits)
  }

  /// A gesture on `layout` as it is, along its primary axis: it begins at
  /// either end, on a stop (a child's leading edge, or a page when there are
  /// no children) or between them, and is released with the velocities and
  /// drags of any other case.
  private static func gesture(on layout: Scene.Layout, using random: inout SeededGenerator) -> Draw {
    let axis = layout.primaryAxis
    let length = layout.containerSize[axis]
    let maxOffset = layout.offsetRange(on: axis).upperBound
    var traits = CaseTraits()
    traits.device = layout.boundsSize.width > layout.boundsSize.height ? .phoneLandscape : .phonePortrait
    traits.axes = axis == .horizontal ? .horizontal : .vertical
    traits.content = layout.contentSize[axis] < length ? .smallerThanContainer : .wholePages
    traits.children = layout.targets.isEmpty ? .noChildren : .manyChildren
    traits.direction = layout.environment.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
    var (start, rest) = Self.start(maxOffset: maxOffset, page: length, using: &random)
    if rest == .onPage, !layout.targets.isEmpty {
      let child = layout.targets.randomElement(using: &random)!
      start = min(max(child.min(on: axis), 0), maxOffset)
    }
    traits.start = rest
    let (speed, speedKind) = Self.velocity(using: &random)
    traits.velocity = speedKind
    let drag = Self.drag(page: length, towards: speed, using: &random)
    var original = CGPoint.zero
    var release = CGPoint.zero
    var velocity = CGVector.zero
    original[axis] = start
    release[axis] = start + drag
    velocity[axis] = speed
    return Draw(layout: layout, original: original, release: release, velocity: velocity, traits: traits)
  }

  private static func pages(using random: inout SeededGenerator) -> (Double, CaseTrait) {
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return (Double.random(in: 0.2...0.95, using: &random), .smallerThanContainer)
    case 1: return (1, .equalToContainer)
    case 2, 3: return (Double([2, 3, 10].randomElement(using: &random)!), .wholePages)
    case 4: return (100, .wholePages)
    default: return (Double.random(in: 1.05...20, using: &random), .partialLastPage)
    }
  }

  private static func start(
    maxOffset: Double, page: Double, using random: inout SeededGenerator
  ) -> (Double, CaseTrait) {
    guard maxOffset > 0 else { return (0, .atStart) }
    switch Int.random(in: 0..<10, using: &random) {
    case 0: return (0, .atStart)
    case 1: return (maxOffset, .atEnd)
    case 2, 3, 4:
      let pages = Int((maxOffset / page).rounded(.down))
      return (min(Double(Int.random(in: 0...pages, using: &random)) * page, maxOffset), .onPage)
    default:
      return ((Double.random(in: 0...maxOffset, using: &random) * 100).rounded() / 100, .midAnimation)
    }
  }

  private static func velocity(using random: inout SeededGenerator) -> (Double, CaseTrait) {
    let sign: Double = Bool.random(using: &random) ? 1 : -1
    switch Int.random(in: 0..<10, using: &random) {
    case 0, 1: return (0, .zeroVelocity)
    case 2: return (sign * Double.random(in: 0.01...10, using: &random), .tinyVelocity)
    case 3, 4, 5, 6: return (sign * Double.random(in: 100...2500, using: &random).rounded(), .ordinaryVelocity)
    default: return (sign * Double.random(in: 2500...60_000, using: &random).rounded(), .hugeVelocity)
    }
  }

  /// How far the finger moved before release: usually with the velocity, sometimes against it.
  private static func drag(page: Double, towards speed: Double, using random: inout SeededGenerator) -> Double {
    let length = Double.random(in: 0...(page * 0.9), using: &random).rounded()
    let along = speed == 0 ? (Bool.random(using: &random) ? 1.0 : -1.0) : (speed > 0 ? 1 : -1)
    return Double.random(in: 0..<1, using: &random) < 0.85 ? along * length : -along * length
  }

  private static func children(
    content: Double, container: CGSize, axis: Axis, using random: inout SeededGenerator
  ) -> ([CGRect], CaseTrait) {
    let roll = Int.random(in: 0..<10, using: &random)
    guard roll >= 3 else { return ([], .noChildren) }
    let length: Double
    let spacing: Double
    let kind: CaseTrait
    if roll < 6 {
      length = container[axis] / Double([1, 2, 3].randomElement(using: &random)!)
      spacing = 0
      kind = .fewChildren
    } else {
      length = Double.random(in: 40...180, using: &random).rounded()
      spacing = Double([0, 8, 10].randomElement(using: &random)!)
      kind = .manyChildren
    }
    let count = max(1, min(20_000, Int((content + spacing) / (length + spacing))))
    let row = ChildRow(count: count, length: length, spacing: spacing)
    return (row.frames(axis: axis, crossLength: container[axis.cross]), kind)
  }
}

/// One generated case and what kind of case it is.
public struct GeneratedCase: Sendable {
  public var index: Int
  public var testCase: TargetCase
  public var traits: CaseTraits
}

/// The kind of a generated case, one value per dimension, for reports.
public struct CaseTraits: Hashable, Sendable {
  public var device = CaseTrait.phonePortrait
  public var axes = CaseTrait.horizontal
  public var content = CaseTrait.wholePages
  public var start = CaseTrait.atStart
  public var velocity = CaseTrait.zeroVelocity
  public var children = CaseTrait.noChildren
  public var direction = CaseTrait.leftToRight

  /// Every value, in report order.
  public var members: [CaseTrait] { [device, axes, content, start, velocity, children, direction] }
  /// Every value's words, in report order.
  public var values: [String] { members.map(\.name) }

  /// Calls `body` with every value, in report order, without building an array.
  public func forEach(_ body: (CaseTrait) -> Void) {
    body(device)
    body(axes)
    body(content)
    body(start)
    body(velocity)
    body(children)
    body(direction)
  }
}

/// One value of one dimension of a generated case. A small number, so that a
/// tally of thousands of cases a second counts in an array; the words are
/// looked up only when a report is written.
public enum CaseTrait: Int, CaseIterable, Hashable, Sendable {
  case phonePortrait, phoneLandscape, phoneLandscapeInsets, smallPhone, tabletPortrait, tabletLandscape
  case horizontal, vertical, bothAxes
  case smallerThanContainer, equalToContainer, wholePages, partialLastPage
  case atStart, atEnd, onPage, midAnimation
  case zeroVelocity, tinyVelocity, ordinaryVelocity, hugeVelocity
  case noChildren, fewChildren, manyChildren
  case leftToRight, rightToLeft

  /// The value in words, as reports print it.
  public var name: String {
    switch self {
    case .phonePortrait: "phone portrait"
    case .phoneLandscape: "phone landscape"
    case .phoneLandscapeInsets: "phone landscape, safe area"
    case .smallPhone: "small phone"
    case .tabletPortrait: "tablet portrait"
    case .tabletLandscape: "tablet landscape"
    case .horizontal: "horizontal"
    case .vertical: "vertical"
    case .bothAxes: "both axes"
    case .smallerThanContainer: "smaller than the container"
    case .equalToContainer: "equal to the container"
    case .wholePages: "whole pages"
    case .partialLastPage: "partial last page"
    case .atStart: "at the start"
    case .atEnd: "at the end"
    case .onPage: "on a page"
    case .midAnimation: "mid-animation"
    case .zeroVelocity: "zero velocity"
    case .tinyVelocity: "tiny velocity"
    case .ordinaryVelocity: "ordinary velocity"
    case .hugeVelocity: "huge velocity"
    case .noChildren: "no children"
    case .fewChildren: "few children"
    case .manyChildren: "many children"
    case .leftToRight: "left to right"
    case .rightToLeft: "right to left"
    }
  }
}
