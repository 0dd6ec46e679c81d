extension BuiltInBehaviors {
  /// The catalog name that makes `behavior` again, options included:
  /// `paging`, `viewAligned`, `viewAligned:never`, `viewAligned:always:center`;
  /// `nil` for a type the catalog does not hold, or a built-in whose settings
  /// no name spells (a view's `.scrollTargetBehavior` value named as a BEHAVIOR).
  public static func name(of behavior: any ScrollTargetBehavior) -> String? {
    if let aligned = behavior as? ViewAlignedScrollTargetBehavior {
      guard let anchor = aligned.anchor else {
        return aligned.limitBehavior == .automatic ? "viewAligned" : "viewAligned:\(aligned.limitBehavior.rawValue)"
      }
      guard let named = UnitPoint.named.first(where: { $0.point == anchor }) else { return nil }
      return "viewAligned:\(aligned.limitBehavior.rawValue):\(named.name)"
    }
    let kind = ObjectIdentifier(type(of: behavior))
    for entry in all where entry.options == nil {
      guard let made = try? self.behavior(named: entry.name), ObjectIdentifier(type(of: made)) == kind else {
        continue
      }
      // A built-in with settings of its own is the catalog's only when they are the catalog's.
      if let given = behavior as? any Hashable, let catalog = made as? any Hashable {
        return AnyHashable(given) == AnyHashable(catalog) ? entry.name : nil
      }
      return entry.name
    }
    return nil
  }
}
