import Foundation

/// A behavior whose rule can fail, such as a script: the tool's own API, beyond SwiftUI.
///
/// SwiftUI's `updateTarget` cannot fail. A scripted rule can (a runtime error,
/// a budget that runs out), so it implements the throwing entry points
/// ``ScrollTargetBehavior/tryUpdateTarget(_:context:)`` and
/// ``ScrollTargetBehavior/tryProperties(context:)`` itself, and hosts call
/// ``ScrollTargetBehavior/resolveTarget(_:context:)``. Conforming is a
/// statement for readers: every behavior has both entry points (they default
/// to the SwiftUI methods), so the compiler cannot hold a type to them.
public protocol FallibleScrollTargetBehavior: ScrollTargetBehavior {
  func tryUpdateTarget(_ target: inout ScrollTarget, context: TargetContext) throws(BehaviorFailure)
  func tryProperties(context: PropertiesContext) throws(BehaviorFailure) -> Properties
}

extension ScrollTargetBehavior {
  /// Runs the behavior on `target` and checks the result, as every host does.
  ///
  /// The result is valid as a whole: its fields are finite, and so are the
  /// values the host derives from them, the edges (`minX` … `maxY`, which a
  /// negative size swaps) and the resting offset an anchor gives. Each field can be finite while
  /// `origin.x + size.width` or the anchored offset overflows to infinity or NaN.
  ///
  /// - Throws: the behavior's own ``BehaviorFailure``, or `.invalidResult`
  ///   naming the first field, or derived value, that is not finite.
  public func resolveTarget(_ target: inout ScrollTarget, context: TargetContext) throws(BehaviorFailure) {
    try tryUpdateTarget(&target, context: context)
    try target.checkResult(containerSize: context.containerSize)
  }

  /// The behavior's properties, through its throwing entry point.
  public func resolveProperties(context: PropertiesContext) throws(BehaviorFailure) -> Properties {
    try tryProperties(context: context)
  }
}

extension ScrollTarget {
  /// Checks a behavior's result as a whole, as ``ScrollTargetBehavior/resolveTarget(_:context:)`` does.
  ///
  /// - Throws: `.invalidResult` naming the first field, or derived value, that is not finite.
  /// Checks a behavior's result: every field, and every value derived from
  /// them, is a finite number.
  ///
  /// - Throws: `.invalidResult` naming the first field, or derived value, that is not finite.
  public func checkResult(containerSize: CGSize) throws(BehaviorFailure) {
    let target = self
    let rect = target.rect
    let anchor = target.anchor ?? .zero
    let resting = target.restingOffset(containerSize: containerSize)
    // The common case, all finite, costs one test and no allocation.
    guard
      !(rect.origin.x + rect.origin.y + rect.size.width + rect.size.height + anchor.x + anchor.y + rect.minX
        + rect.minY + rect.maxX + rect.maxY + resting.x + resting.y).isFinite
    else {
      return
    }
    let fields: [(String, CGFloat)] = [
      ("target.rect.origin.x", rect.origin.x), ("target.rect.origin.y", rect.origin.y),
      ("target.rect.size.width", rect.size.width), ("target.rect.size.height", rect.size.height),
      ("target.anchor.x", anchor.x), ("target.anchor.y", anchor.y),
    ]
    if let (name, value) = fields.first(where: { !$0.1.isFinite }) {
      throw BehaviorFailure(.invalidResult, "\(name) is \(value), not a finite number")
    }
    let derived: [(String, CGFloat)] = [
      ("target.rect.minX", rect.minX), ("target.rect.minY", rect.minY),
      ("target.rect.maxX", rect.maxX), ("target.rect.maxY", rect.maxY),
      ("the resting offset's x (from the rect and the anchor)", resting.x),
      ("the resting offset's y (from the rect and the anchor)", resting.y),
    ]
    if let (name, value) = derived.first(where: { !$0.1.isFinite }) {
      throw BehaviorFailure(
        .invalidResult, "\(name) is \(value), not a finite number: each field is finite, but together they overflow")
    }
  }

}
