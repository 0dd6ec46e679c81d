import BehaviorRunning
import Foundation
import ScrollTargets

/// What each built-in behavior promises, and the properties people would
/// assume of it that it does not hold.
///
/// The tests check every promise on generated gestures and scenarios, and
/// check that every caveat is really broken, so this table cannot drift from
/// the behaviors. `--expect-like NAME` borrows a built-in's promises.
public enum BuiltInPromises {
  /// A property a built-in does not hold, and why.
  public struct Caveat: Sendable {
    /// The property, as written in `expect:` lines.
    public var property: String
    /// Why it breaks, in words; docs/properties.md shows the counterexample.
    public var why: String
  }

  /// One built-in's promises.
  public struct Entry: Sendable {
    public var name: String
    /// In the syntax of `-- expect:` lines.
    public var expect: String
    public var axis: Axis?
    public var caveats: [Caveat]
  }

  static let pagerCaveat = Caveat(
    property: "keepsPlaceOnResize",
    why:
      "on a rotation it reads the scaled proposal as a long drag from the old offset and turns a page from there")

  /// What the article's robust pager (`horizontalPaging`, `verticalPaging`), on either axis, does not hold.
  static let robustPagerCaveats = [
    pagerCaveat,
    Caveat(
      property: "atMost(1, pages)",
      why: "with a short last page, one page back from the end rests nearest the page two stops back"),
    Caveat(
      property: "landsOn(pages)",
      why: "backward gestures land on a grid counted from the end, off the pages when the last one is short"),
    Caveat(
      property: "monotone",
      why: "from between two pages a backward fling too slow to move stays put, while a faster one snaps to the grid"),
  ]

  /// Every built-in's entry, in the catalog's order. `viewAligned` stands for
  /// every limit and anchor; ``promises(for:)`` fills in its options.
  public static let all: [Entry] = [
    Entry(name: "free", expect: "inBounds, deterministic, settles, monotone, mirrors, keepsPlaceOnResize", caveats: []),
    Entry(
      name: "paging",
      expect: "inBounds, deterministic, settles, landsOn(pages), atMost(1, pages), followsFling(0), monotone",
      caveats: [
        pagerCaveat,
        Caveat(property: "mirrors", why: "pages are counted from the start, so a short last page is at the end only"),
      ]),
    Entry(
      name: "boundsPaging", expect: "inBounds, deterministic, settles, monotone",
      caveats: [
        Caveat(
          property: "landsOn(pages)",
          why:
            "in a safe area its stops are multiples of the bounds, longer than the container's pages: the landscape drift"
        )
      ]),
    Entry(
      name: "viewAligned", expect: "inBounds, deterministic, settles, monotone",
      caveats: [
        Caveat(
          property: "keepsPlaceOnResize(children)",
          why:
            "with a limit (automatic in a compact size class), a rotation's window is centred on the old offset read at the new size"
        )
      ]),
    Entry(
      name: "basicGrid", expect: "deterministic, settles, monotone", axis: .horizontal,
      caveats: [Caveat(property: "inBounds", why: "it rounds to the grid without clamping, past the end too")]),
    Entry(
      name: "velocityPaging", expect: "deterministic, settles, followsFling(0), monotone, mirrors, keepsPlaceOnResize",
      axis: .horizontal,
      caveats: [
        Caveat(property: "landsOn(pages)", why: "a slow release keeps the proposal, between two pages"),
        Caveat(property: "inBounds", why: "it turns a page past either end without clamping"),
        Caveat(
          property: "atMost(1, pages)",
          why: "with a short last page, one page back from near the end passes two stops"),
      ]),
    Entry(
      name: "distancePaging", expect: "deterministic, settles, monotone, mirrors", axis: .horizontal,
      caveats: [
        Caveat(
          property: "landsOn(pages)",
          why: "a gesture that starts mid-animation turns a page from the in-flight offset, off the grid"),
        Caveat(property: "inBounds", why: "it turns a page past either end without clamping"),
        Caveat(
          property: "atMost(1, pages)",
          why: "with a short last page, one page back from near the end passes two stops"),
      ]),
    Entry(
      name: "horizontalPaging", expect: "inBounds, deterministic, settles",
      axis: .horizontal,
      caveats: robustPagerCaveats),
    Entry(
      name: "verticalPaging", expect: "inBounds, deterministic, settles", axis: .vertical,
      caveats: robustPagerCaveats),
    Entry(
      name: "multiPageFling",
      expect: "inBounds, deterministic, settles, landsOn(pages), atMost(4, pages), followsFling(300), monotone",
      caveats: [pagerCaveat]),
    Entry(
      name: "thresholdPager",
      expect: "inBounds, deterministic, settles, landsOn(pages), atMost(1, pages), followsFling(500), monotone",
      caveats: [pagerCaveat]),
  ]

  /// The entry for a catalog name, options aside (`viewAligned:alwaysByOne` is `viewAligned`).
  public static func entry(for spec: String) -> Entry? {
    let name = spec.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? spec
    return all.first { $0.name == name }
  }

  /// What the built-in `spec` promises, its options included: `viewAligned`
  /// lands on its children at its anchor, and with `alwaysByOne` passes at most one.
  public static func promises(for spec: String) -> Promises? {
    guard let entry = entry(for: spec), var properties = try? PropertyList.parse(entry.expect) else { return nil }
    if let aligned = try? BuiltInBehaviors.behavior(named: spec) as? ViewAlignedScrollTargetBehavior {
      let stops = Stops.children(aligned.anchor)
      properties.append(LandsOn(stops))
      if aligned.limitBehavior == .alwaysByOne { properties.append(AtMost(1, stops)) }
    }
    return Promises(properties: properties, axis: entry.axis)
  }
}
