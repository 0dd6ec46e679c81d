import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

extension ReplSession {
  /// The last `updateTarget` call of the session (a gesture's or a resize's):
  /// the target proposed, the context, and the update recorded; `nil` before any.
  ///
  /// The target and context are those the simulator built for the call
  /// (``Simulator``): the target is the proposal in a container-sized rect,
  /// the context the offset when the gesture began, the release velocity and
  /// the geometry in force then (a resize's original target has the old container's size).
  var lastCall: (target: ScrollTarget, context: ScrollTargetBehaviorContext, update: TargetUpdate)? {
    guard let call = live.records(in: timeline).last(where: { $0.call != nil })?.call else { return nil }
    return (call.testCase.target, call.testCase.context, call.update)
  }

  /// `:last`: the last call's target, context and what the behavior chose.
  func describeLastCall() -> String {
    guard let (target, context, update) = lastCall else { return "no updateTarget call yet: throw a gesture first" }
    var lines = [
      "the last updateTarget call (\(update.cause == .resize ? "a resize" : "a gesture")):",
      "  target                  rect \(Self.text(target.rect))   (the proposal)",
      "  context.originalTarget  rect \(Self.text(context.originalTarget.rect))",
      "  context.velocity        {dx = \(NumberText.trimmed(context.velocity.dx)), dy = \(NumberText.trimmed(context.velocity.dy))}",
      "  context.containerSize   \(context.containerSize.argument), contentSize \(context.contentSize.argument), "
        + "axes \(Axis.allCases.filter { context.axes.contains(Axis.Set(axis: $0)) }.map(\.description).joined(separator: ", "))",
      "  context.targets         \(Self.count(context.targets.count, "child", plural: "children"))",
      "  chose                   \(position(update.landed[scene.axis]))"
        + (update.failure.map { " (it failed: \($0); the view settled on the proposal)" } ?? ""),
    ]
    lines.append(
      ":call calls updateTarget again on this target and context (:call velocity V, :call proposed X to change them)")
    return lines.joined(separator: "\n")
  }

  /// `:call [velocity V] [proposed X]`: calls the behavior as it is now on the
  /// last call's target and context, with the velocity or the proposal along
  /// the axis changed when given; `nil` when the arguments are not that.
  func call(_ arguments: [String]) -> String? {
    guard arguments.count % 2 == 0 else { return nil }
    var velocity: Double?
    var proposed: Double?
    for pair in stride(from: 0, to: arguments.count, by: 2) {
      guard let value = Double(arguments[pair + 1]), value.isFinite, abs(value) <= Scenario.maximumLength else {
        return nil
      }
      switch arguments[pair] {
      case "velocity": velocity = value
      case "proposed": proposed = value
      default: return nil
      }
    }
    guard var (target, context, _) = lastCall else { return "no updateTarget call yet: throw a gesture first" }
    let axis = scene.axis
    if let velocity { context.velocity[axis] = velocity }
    if let proposed { target.rect.origin[axis] = proposed }
    let asked = target.rect.origin[axis]
    do {
      try behavior.resolveTarget(&target, context: context)
    } catch {
      return "updateTarget failed: \(error)"
    }
    let rest = target.restingOffset(containerSize: context.containerSize)[axis]
    var text =
      "updateTarget(target at \(NumberText.trimmed(asked)), velocity \(NumberText.trimmed(context.velocity[axis])))"
      + " -> rect \(Self.text(target.rect))"
    if let anchor = target.anchor {
      text += ", anchor {x = \(NumberText.trimmed(anchor.x)), y = \(NumberText.trimmed(anchor.y))}"
    }
    return text + ": rests at \(position(rest))"
  }

  /// `{x = 390, y = 0, width = 390, height = 844}`.
  static func text(_ rect: CGRect) -> String {
    "{x = \(NumberText.trimmed(rect.origin.x)), y = \(NumberText.trimmed(rect.origin.y)), "
      + "width = \(NumberText.trimmed(rect.size.width)), height = \(NumberText.trimmed(rect.size.height))}"
  }
}
