import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// A command a person can paste to see a case's result again.
public enum Reproduction {
  /// `scrollscript run BEHAVIOR --container … --original …` when the case fits the
  /// single-call options exactly, else the case piped to `run --cases -`.
  public static func command(for testCase: TargetCase, behavior: String) -> String {
    let quoted = shellQuoted(behavior)
    if let arguments = singleCallArguments(testCase) {
      return "scrollscript run \(quoted) " + arguments.joined(separator: " ")
    }
    return "echo \(shellQuoted(testCase.json)) | scrollscript run \(quoted) --cases -"
  }

  /// The single-call options that rebuild `testCase` exactly, if there are any.
  static func singleCallArguments(_ testCase: TargetCase) -> [String]? {
    let context = testCase.context
    guard context.axes == .horizontal || context.axes == .vertical else { return nil }
    let axis = context.primaryAxis
    var call = SingleCall(
      container: context.containerSize, content: context.contentSize,
      original: context.originalTarget.rect.origin[axis])
    call.axis = axis
    call.proposed = testCase.target.rect.origin[axis]
    call.velocity = context.velocity[axis]
    // Children as a row of one length, gap and padding: as many as fill the
    // content (the shorter command), else their count. The rebuilt case must
    // match, so frames that are no such row fall back to JSON.
    var candidates = [call]
    if let first = context.targets.first, let last = context.targets.last {
      call.childLength = first.size[axis]
      call.spacing = context.targets.count > 1 ? context.targets[1].min(on: axis) - first.max(on: axis) : 0
      call.padding = (first.min(on: axis), 0)
      var counted = call
      counted.childCount = context.targets.count
      counted.padding.trailing = context.contentSize[axis] - last.max(on: axis)
      candidates = [call, counted]
    }
    guard let match = candidates.first(where: { (try? $0.makeCase())?.json == testCase.json }) else { return nil }
    call = match
    func number(_ value: Double) -> String { value.formatted }
    var arguments = [
      "--container", "\(number(context.containerSize.width))x\(number(context.containerSize.height))",
      "--content", "\(number(context.contentSize.width))x\(number(context.contentSize.height))",
      "--original", number(call.original), "--proposed", number(call.proposed!),
    ]
    if call.velocity != 0 { arguments += ["--velocity", number(call.velocity)] }
    if axis == .vertical { arguments += ["--axis", "vertical"] }
    if let length = call.childLength {
      if let count = call.childCount { arguments += ["--children", "\(count)"] }
      arguments += ["--child", number(length)]
      if call.spacing != 0 { arguments += ["--spacing", number(call.spacing)] }
      if call.padding != (0, 0) {
        arguments += [
          "--padding",
          call.padding.leading == call.padding.trailing
            ? number(call.padding.leading) : "\(number(call.padding.leading)),\(number(call.padding.trailing))",
        ]
      }
    }
    return arguments
  }

  /// `text` as one shell word.
  static func shellQuoted(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=+,@".contains($0) }
    return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
