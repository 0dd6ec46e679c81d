import Foundation

/// Rounds the horizontal offset to a grid of a tenth of the container's width.
///
/// Rule: `x = round(x / m) * m` with `m = round(containerSize.width / 10)`,
/// halves away from zero; `y` is left alone. A container narrower than 5 pt
/// makes `m` zero and leaves the target unchanged. The target is not clamped
/// (the scroll view clamps it). Source: the example in Apple's
/// `ScrollTargetBehavior` documentation, "align to every 1/10 the size of the
/// scroll view". Catalog name: `basicGrid`.
public struct BasicGridScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  public init() {}

  public func updateTarget(_ target: inout ScrollTarget, context: TargetContext) {
    target.rect.origin.x.round(toMultipleOf: (context.containerSize.width / 10).rounded())
  }
}

extension ScrollTargetBehavior where Self == BasicGridScrollTargetBehavior {
  /// Rounds the horizontal offset to tenths of the container's width.
  public static var basicGrid: BasicGridScrollTargetBehavior { .init() }
}
