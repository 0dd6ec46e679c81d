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
    if let first = context.targets.first { call.childLength = first.size[axis] }
    guard let rebuilt = try? call.makeCase(), rebuilt.json == testCase.json else { return nil }
    func number(_ value: Double) -> String { value.formatted }
    var arguments = [
      "--container", "\(number(context.containerSize.width))x\(number(context.containerSize.height))",
      "--content", "\(number(context.contentSize.width))x\(number(context.contentSize.height))",
      "--original", number(call.original), "--proposed", number(call.proposed!),
    ]
    if call.velocity != 0 { arguments += ["--velocity", number(call.velocity)] }
    if axis == .vertical { arguments += ["--axis", "vertical"] }
    if let length = call.childLength { arguments += ["--child", number(length)] }
    return arguments
  }

  /// `text` as one shell word.
  static func shellQuoted(_ text: String) -> String {
    let plain = text.allSatisfy { $0.isLetter || $0.isNumber || "-_./:=+,@".contains($0) }
    return plain && !text.isEmpty ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
