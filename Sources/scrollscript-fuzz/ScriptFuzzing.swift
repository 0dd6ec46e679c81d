import Foundation
import LuaBehaviors
import ScrollTargets

/// Fuzzes the Lua host with script text: every input loads (or fails to) and
/// runs every entry point on three gestures. Whatever the text, the host must
/// answer with a result or a well-formed failure, the same way twice.
enum ScriptFuzzing {
  static let path = "fuzz.lua"
  /// Tight limits keep each input fast; the time budget is wide so that runs repeat exactly.
  static let limits = BehaviorLimits(
    memoryBytes: 4 << 20, loadInstructions: 50_000, loadSeconds: 5, callInstructions: 20_000, callSeconds: 5)

  static let contexts: [ScrollTargetBehaviorContext] = {
    let phone = CGSize(width: 390, height: 844)
    let pages = (0..<10).map { CGRect(x: CGFloat($0) * 390, y: 0, width: 390, height: 844) }
    return [
      context(
        original: 780, velocity: CGVector(dx: -800, dy: 0), content: CGSize(width: 3900, height: 844), phone, pages),
      context(
        original: 0, velocity: CGVector(dx: 0, dy: 2500), content: CGSize(width: 390, height: 8440), phone, [],
        axes: .vertical),
      context(original: 0, velocity: .zero, content: .zero, phone, []),
    ]
  }()

  private static func context(
    original: CGFloat, velocity: CGVector, content: CGSize, _ container: CGSize, _ targets: [CGRect],
    axes: Axis.Set = .horizontal
  ) -> ScrollTargetBehaviorContext {
    let origin = axes == .vertical ? CGPoint(x: 0, y: original) : CGPoint(x: original, y: 0)
    return ScrollTargetBehaviorContext(
      originalTarget: ScrollTarget(rect: CGRect(origin: origin, size: container)), velocity: velocity,
      contentSize: content, containerSize: container, axes: axes, targets: targets)
  }

  static func run(_ bytes: [UInt8]) {
    let first = outcome(bytes)
    let second = outcome(bytes)
    // The instruction budget and the memory cap are exact; only the clock is not.
    if first != second, !first.contains("time budget"), !second.contains("time budget") {
      fatalError("the same script answered differently:\n\(first)\n---\n\(second)")
    }
  }

  /// Everything the script answered, as text.
  static func outcome(_ bytes: [UInt8]) -> String {
    let behavior: LuaScrollTargetBehavior
    do {
      behavior = try LuaScrollTargetBehavior(source: bytes, path: path, limits: limits)
    } catch {
      return "load: " + checked(error)
    }
    var answers: [String] = []
    for context in contexts {
      var target = ScrollTarget(rect: CGRect(origin: CGPoint(x: 600, y: 120), size: context.containerSize))
      do {
        try behavior.tryUpdateTarget(&target, context: context)
        let rect = target.rect
        guard [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite) else {
          fatalError("updateTarget returned a non-finite target \(rect)")
        }
        answers.append("\(rect) \(String(describing: target.anchor))")
      } catch {
        answers.append(checked(error))
      }
      do {
        answers.append("\(try behavior.tryProperties(context: context.propertiesContext).limitsScrolls)")
      } catch {
        answers.append(checked(error))
      }
      do {
        let verdict = try behavior.expectation(target, context: context, result: target.rect.origin)
        guard verdict.map({ !$0.isEmpty && $0.unicodeScalars.count < 1024 }) ?? true else {
          fatalError("expect gave an empty or too long verdict: \(String(describing: verdict))")
        }
        answers.append(verdict ?? "holds")
      } catch {
        answers.append(checked(error))
      }
    }
    let old = ScrollGeometry(
      offset: .zero, contentSize: CGSize(width: 3900, height: 844), containerSize: CGSize(width: 390, height: 844))
    var new = old
    new.offset.x = 780
    do {
      answers.append("\(try behavior.geometryChanged(old: old, new: new).map { "\($0.name)=\($0.value)" })")
    } catch {
      answers.append(checked(error))
    }
    answers.append(behavior.log.joined(separator: "|"))
    return answers.joined(separator: "\n")
  }

  /// Checks a failure is well formed, and describes it. The host keeps at most
  /// 1023 bytes of a message; invalid UTF-8 becomes U+FFFD, one scalar a byte at most.
  static func checked(_ failure: BehaviorFailure) -> String {
    guard !failure.message.isEmpty, failure.message.unicodeScalars.count < 1024 else {
      fatalError("a failure's message is empty or too long: \(failure)")
    }
    if let location = failure.location,
      !location.hasPrefix(path + ":") || Int(location.dropFirst(path.count + 1)) == nil
    {
      fatalError("a failure's location is not \(path):LINE: \(failure)")
    }
    return "\(failure.kind.rawValue) \(failure.location ?? "-") \(failure.message)"
  }
}
