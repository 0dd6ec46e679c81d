import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// The places a behavior may rest at on one axis, as properties name them.
///
/// - `pages`: multiples of the container's length, the last one flush with the
///   end of the content (`0, L, 2L, …, M` for a container of length `L` and a
///   largest offset `M`).
/// - `children`: where a layout child's leading edge meets the container's
///   (`children(center)` aligns the children's centres, as `viewAligned` does
///   with an anchor), clamped to the content.
/// - `grid(STEP)`: multiples of `STEP` points from 0, and the end of the content
///   where the scroll view clamps.
///
/// Stops lie on the primary axis: vertical when the view scrolls only
/// vertically, else horizontal, the axis single-axis rules work on.
///
/// Stops within ``PropertyTolerance/position`` of each other count as one, so
/// children that clamp to the same offset are one stop.
public enum Stops: Hashable, Sendable, CustomStringConvertible {
  case pages
  /// Children aligned at `anchor` (leading edges when `nil`).
  case children(UnitPoint?)
  /// Multiples of this many points.
  case grid(Double)

  public var description: String {
    switch self {
    case .pages: "pages"
    case .children(nil): "children"
    case .children(let anchor?): "children(\(UnitPoint.named.first { $0.point == anchor }?.name ?? "\(anchor)"))"
    case .grid(let step): "grid(\(step.formatted))"
    }
  }

  /// The sorted stops of `context`'s geometry on its primary axis; empty when
  /// there are none (children stops without children).
  public func line(in context: ScrollTargetBehaviorContext) -> StopLine {
    let axis = context.primaryAxis
    let length = context.containerSize[axis]
    let maxOffset = context.offsetRange(on: axis).upperBound
    switch self {
    case .pages: return StopLine(step: length, maxOffset: maxOffset)
    case .grid(let step): return StopLine(step: step, maxOffset: maxOffset)
    case .children:
      return StopLine(offsets: context.targets.map { childStop($0, in: context) }.sorted())
    }
  }
}

extension Stops {
  /// Where `offset` lies among these stops of `context`, in the words `run`,
  /// `simulate`, `check` and the REPL all use (docs/properties.md, "Stops and
  /// their numbers"): `on stop 1 of 12 (page 1)`, `between stops 1 and 2 of
  /// 12 (pages; stop 1 + 40 pt)`, `before stop 0 of 8 (children; stop 0 - 20
  /// pt)`, `past stop 11 of 12 (pages; stop 11 + 5 pt)`. `nil` when
  /// there are no stops (children stops without children).
  public func words(for offset: Double, in context: ScrollTargetBehaviorContext) -> String? {
    let line = line(in: context)
    guard !line.isEmpty else { return nil }
    return Self.words(for: offset, on: line, kind: kind) { name(ofStop: $0, on: line, in: context) }
  }

  /// `pages`, `children`, `grid(50)`: the stops in a word.
  private var kind: String {
    switch self {
    case .pages: "pages"
    case .children: "children"
    case .grid: description
    }
  }

  /// The words of `offset` on `line`, whose stops are of `kind` and stop `i` is `name(i)`.
  private static func words(for offset: Double, on line: StopLine, kind: String, name: (Int) -> String) -> String {
    let count = line.count
    func number(_ value: Double) -> String { NumberText.trimmed(value) }
    switch line.place(of: offset) {
    case .on(let index):
      return "on stop \(index) of \(count) (\(name(index)))"
    case .between(let index, let past):
      return "between stops \(index) and \(index + 1) of \(count) (\(kind); stop \(index) + \(number(past)) pt)"
    case .before(let distance):
      return "before stop 0 of \(count) (\(kind); stop 0 - \(number(distance)) pt)"
    case .after(let distance):
      return "past stop \(count - 1) of \(count) (\(kind); stop \(count - 1) + \(number(distance)) pt)"
    }
  }

  /// Stop `index` of `line` (these stops of `context`, ``line(in:)``) by
  /// name, as ``words(for:in:)`` names the stop an offset is on: `page 3`,
  /// `child 5` (the first child whose stop it is), or the grid.
  public func name(ofStop index: Int, on line: StopLine, in context: ScrollTargetBehaviorContext) -> String {
    switch self {
    case .pages: return "page \(index)"
    case .grid: return description
    case .children: return child(atStop: index, on: line, in: context).map { "child \($0)" } ?? "children"
    }
  }

  /// The first layout child of `context` whose stop is stop `index` of
  /// `line` (``line(in:)``): several share the end where they clamp. `nil`
  /// for pages and grids.
  public func child(atStop index: Int, on line: StopLine, in context: ScrollTargetBehaviorContext) -> Int? {
    guard case .children = self else { return nil }
    let stop = line.offset(index)
    return context.targets.firstIndex { abs(childStop($0, in: context) - stop) <= Tolerance.standard.distance }
  }

  /// The stop of one layout child: its leading edge (or anchor) meeting the container's, clamped to the content.
  private func childStop(_ child: CGRect, in context: ScrollTargetBehaviorContext) -> Double {
    guard case .children(let anchor) = self else { return 0 }
    let axis = context.primaryAxis
    let a = anchor?.component(on: axis) ?? 0
    return context.offsetRange(on: axis).clamp(
      child.min(on: axis) + a * (child.length(on: axis) - context.containerSize[axis]))
  }

  /// The words of `offset` as `run`, `simulate`, `check` and the REPL print
  /// them: among the children's leading edges when the scene has children
  /// (cards are what a person sees: `on stop 2 of 10 (child 2)`), else among
  /// the pages (`between stops 1 and 2 of 10 (pages; stop 1 + 40 pt)`).
  public static func words(for offset: Double, in context: ScrollTargetBehaviorContext) -> String {
    let stops: Stops = context.targets.isEmpty ? .pages : .children(nil)
    return stops.words(for: offset, in: context) ?? ""
  }
}
