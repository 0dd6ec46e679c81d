import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// Makes `updateTarget` cases around the numbers a behavior decides on: the
/// constants of its script, and the lengths of the scene each case is in.
///
/// Case `index` starts from a scene and gesture of a ``CaseGenerator`` of its
/// own seed, then picks one number: a constant of the script (two times in
/// three when there are any; a constant between 0 and 1 is also read as a
/// fraction of the page), or a length of the scene (the page, a third and a
/// half of it, the largest offset, the content's length, stops near either
/// end, children's leading edges and lengths). It moves the number just below,
/// onto or just above itself (``nudges``) and uses it in one role: a release
/// velocity of either sign, a drag of either sign, where the gesture began,
/// the proposed offset, or the content's length. Case `i` of seed `s` with
/// the same constants is always the same.
public struct MinedCaseGenerator: Sendable {
  public let seed: UInt64
  /// The script's numbers (``ScriptNumbers`` in PropertyChecking reads them); may be empty.
  public let constants: [Double]
  private let scenes: CaseGenerator

  /// What a number is moved by before it is used (pt or pt/s): just below, at, and just above it.
  /// The near nudges are 0.05, five times the 0.01 pt within which properties
  /// judge offsets (docs/properties.md), so a nudged offset is never read as
  /// the number itself by one side and not by the other.
  public static let nudges = [-1, -0.05, 0, 0.05, 1]

  /// What a mined number becomes in a case.
  public enum Role: Int, CaseIterable, Sendable {
    case velocity, drag, original, proposed, content
  }

  public init(seed: UInt64, constants: [Double], axis: Axis? = nil, screen: Screen? = nil) {
    self.seed = seed
    self.constants = constants.filter { $0.isFinite }
    // A stream of scenes apart from the random phase's, for the same seed.
    scenes = CaseGenerator(seed: seed ^ 0xC0A5_7A17_0000_0000, axis: axis, screen: screen)
  }

  /// Mined cases on `scene` alone: the numbers move the gesture, never the content.
  public init(seed: UInt64, constants: [Double], scene: Scene) {
    self.seed = seed
    self.constants = constants.filter { $0.isFinite }
    scenes = CaseGenerator(seed: seed ^ 0xC0A5_7A17_0000_0000, scene: scene)
  }

  /// Whether the cases keep to a scene a person gave, so only the gesture may change.
  public var keepsScene: Bool { scenes.scene != nil }

  /// The roles a number may take: not the content's length on a given scene.
  var roles: [Role] { keepsScene ? Role.allCases.filter { $0 != .content } : Role.allCases }

  /// Case `index`.
  public func generate(_ index: Int) -> TargetCase { gesture(index).testCase }

  /// The gesture of case `index`.
  public func gesture(_ index: Int) -> Gesture {
    var random = SeededGenerator(seed: seed ^ 0x3A1E_D000_0000_0000, index: index)
    var gesture = Gesture(scenes.draw(index))
    let value = number(for: gesture.layout, using: &random)
    let sign: Double = Bool.random(using: &random) ? 1 : -1
    let role = roles.randomElement(using: &random)!
    // A velocity alone (no drag), or a drag alone (no velocity), half the time.
    if role == .velocity, Bool.random(using: &random) { gesture.release = gesture.original }
    if role == .drag, Bool.random(using: &random) { gesture.velocity = .zero }
    gesture = gesture.with(value, as: role, sign: sign)
    return gesture
  }

  /// A number to try in `layout`: a constant (a fraction of the page, for
  /// some between 0 and 1) or a length of the scene, nudged.
  public func number(for layout: Scene.Layout, using random: inout SeededGenerator) -> Double {
    var value: Double
    if !constants.isEmpty, Double.random(in: 0..<1, using: &random) < 2.0 / 3 {
      value = constants.randomElement(using: &random)!
      if abs(value) > 0, abs(value) < 1, Bool.random(using: &random) {
        value *= layout.containerSize[layout.primaryAxis]
      }
    } else {
      // Beside a length, never on it: the random cases already start on pages
      // and at the ends, and on a fraction of a page (a third of 734 pt) only
      // floating-point rounding would decide which side of a rule it is.
      value = Self.sceneLengths(layout).randomElement(using: &random)!
      return value + Self.besides.randomElement(using: &random)!
    }
    return value + Self.nudges.randomElement(using: &random)!
  }

  /// The nudges of a scene length: ``nudges`` without 0.
  public static let besides = nudges.filter { $0 != 0 }

  /// The lengths of `layout` along its primary axis a rule is likely to compare with (pt).
  public static func sceneLengths(_ layout: Scene.Layout) -> [Double] {
    let axis = layout.primaryAxis
    let page = layout.containerSize[axis]
    let end = layout.offsetRange(on: axis).upperBound
    var lengths: [CGFloat] = [page, page / 2, page / 3, page * 0.7, end, layout.contentSize[axis]]
    for step in 0...3 {
      lengths.append(min(CGFloat(step) * page, end))
      lengths.append(max(end - CGFloat(step) * page, 0))
    }
    let children = layout.targets
    for child in children.prefix(4) + children.suffix(4) {
      lengths.append(child.min(on: axis))
      lengths.append(child.max(on: axis) - child.min(on: axis))
    }
    return lengths.map { Double($0) }
  }
}
