/// The built-in behaviors by name, as the CLI and `-- reference:` headers name them.
///
/// A name may carry options after colons: `viewAligned:alwaysByOne`,
/// `viewAligned:never:center`. See ``behavior(named:)``.
public enum BuiltInBehaviors {
  /// One entry of the catalog.
  public struct Entry: Sendable {
    /// The name used on the command line and in script headers.
    public let name: String
    /// The rule in one line.
    public let summary: String
    /// The options the name accepts after colons, or `nil` when it takes none.
    public let options: String?
    fileprivate let make: @Sendable ([Substring]) throws(BuiltInLookupError) -> any ScrollTargetBehavior & Sendable
  }

  /// Every built-in behavior, in the order the README lists them.
  public static let all: [Entry] = [
    plain("free", "keeps the natural resting place (no snapping)", FreeScrollTargetBehavior()),
    plain("paging", "container-length pages, at most one per gesture", PagingScrollTargetBehavior()),
    plain(
      "boundsPaging", "bounds-length pages (UIKit's isPagingEnabled): nearest the proposal, at most one per gesture",
      BoundsPagingScrollTargetBehavior()),
    Entry(
      name: "viewAligned",
      summary: "aligns a layout child to the leading edge or anchor; limits children passed",
      options: "LIMIT (automatic always never alwaysByOne alwaysByFew), then ANCHOR (leading center …)",
      make: viewAligned),
    plain("basicGrid", "rounds x to multiples of round(container width / 10)", BasicGridScrollTargetBehavior()),
    plain("velocityPaging", "one page in the sign of velocity.dx; none at zero", VelocityPagingScrollTargetBehavior()),
    plain("distancePaging", "one page past a third of the container, else back", DistancePagingScrollTargetBehavior()),
    plain(
      "horizontalPaging", "the robust pager: 1/3 threshold, flush ends, 5 % magnets",
      HorizontalPagingScrollTargetBehavior()),
    plain("verticalPaging", "the robust pager on the y axis", VerticalPagingScrollTargetBehavior()),
    plain(
      "multiPageFling", "pages grow with fling speed (1 to 4), never against the fling",
      MultiPageFlingScrollTargetBehavior()),
    plain(
      "thresholdPager", "turns past 70 % of a page or on a 500 pt/s flick, else back",
      ThresholdPagerScrollTargetBehavior()),
  ]

  /// The catalog's names.
  public static var names: [String] { all.map(\.name) }

  /// The behavior a name describes, with its options applied.
  ///
  /// - Throws: ``BuiltInLookupError`` when the name is unknown or an option does not apply.
  public static func behavior(named spec: String) throws(BuiltInLookupError) -> any ScrollTargetBehavior & Sendable {
    let parts = spec.split(separator: ":", omittingEmptySubsequences: false)
    let name = String(parts[0])
    guard let entry = all.first(where: { $0.name == name }) else {
      throw .unknownName(name, known: names)
    }
    return try entry.make(Array(parts.dropFirst()))
  }

  private static func plain(
    _ name: String, _ summary: String, _ behavior: some ScrollTargetBehavior & Sendable
  ) -> Entry {
    Entry(name: name, summary: summary, options: nil) { options throws(BuiltInLookupError) in
      if let option = options.first { throw .unexpectedOption(String(option), behavior: name) }
      return behavior
    }
  }

  @Sendable
  private static func viewAligned(_ options: [Substring]) throws(BuiltInLookupError) -> any ScrollTargetBehavior
    & Sendable
  {
    var behavior = ViewAlignedScrollTargetBehavior()
    if options.count > 2 { throw .unexpectedOption(String(options[2]), behavior: "viewAligned") }
    if let limit = options.first {
      guard let value = ViewAlignedScrollTargetBehavior.LimitBehavior(rawValue: String(limit)) else {
        throw .badOption(
          String(limit), behavior: "viewAligned",
          expected: ViewAlignedScrollTargetBehavior.LimitBehavior.allCases.map(\.rawValue))
      }
      behavior.limitBehavior = value
    }
    if options.count > 1 {
      guard let anchor = UnitPoint(named: String(options[1])) else {
        throw .badOption(String(options[1]), behavior: "viewAligned", expected: UnitPoint.named.map(\.name))
      }
      behavior.anchor = anchor
    }
    return behavior
  }
}

/// Why a built-in name could not be turned into a behavior.
public enum BuiltInLookupError: Error, Equatable, CustomStringConvertible {
  case unknownName(String, known: [String])
  case unexpectedOption(String, behavior: String)
  case badOption(String, behavior: String, expected: [String])

  public var description: String {
    switch self {
    case .unknownName(let name, let known):
      "unknown behavior '\(name)'"
        + (Suggestion.nearest(to: name, in: known).map { " (did you mean '\($0)'?)" } ?? "")
        + ": expected a .lua or .swift path or one of \(known.joined(separator: ", "))"
    case .unexpectedOption(let option, let behavior):
      "'\(behavior)' takes no option '\(option)'"
    case .badOption(let option, let behavior, let expected):
      "'\(behavior)' has no option '\(option)': expected one of \(expected.joined(separator: ", "))"
    }
  }
}
