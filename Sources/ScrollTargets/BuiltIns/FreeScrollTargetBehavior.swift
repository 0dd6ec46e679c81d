/// Keeps the natural resting place: no snapping at all.
///
/// Rule: the target the scroll view proposes (release offset plus the distance
/// the deceleration rate lets it coast, clamped to the content) is left as it is.
/// This is what a `ScrollView` does without `.scrollTargetBehavior(_:)`.
/// Catalog name: `free`.
public struct FreeScrollTargetBehavior: ExplainedScrollTargetBehavior, Sendable {
  public init() {}

  public func decide(_ target: ScrollTarget, context: TargetContext, why: inout Why) -> CGPoint {
    why("kept the natural resting place")
    return target.rect.origin
  }
}

extension ScrollTargetBehavior where Self == FreeScrollTargetBehavior {
  /// A behavior that keeps the natural resting place.
  // Disfavoured: a file that names its own behavior so (as guides do) gets its own, not the tool's.
  @_disfavoredOverload public static var free: FreeScrollTargetBehavior { .init() }
}
