import BehaviorComparing
import BehaviorLoading
import Foundation
import LuaBehaviors
import ScrollFormats
import ScrollTargets

/// Fuzzes the behaviors with case values: the bytes become a gesture and a
/// layout (NaN, infinities, zero and negative sizes, huge offsets, children).
///
/// - Every built-in and every script in `behaviors/` runs on the raw values:
///   none may crash, whatever the values.
/// - When the values pass the checks a case file gets (`run --cases`), every
///   script must agree with its Swift twin, as `verify` demands.
/// - The same bytes read as a line of a case file must parse or fail with an
///   InputError, the same from bytes as from `Data`, and a case read must read
///   the same again from the line written for it.
enum CaseFuzzing {
  /// Every built-in, with each limit behavior and anchor of viewAligned.
  static let builtIns: [any ScrollTargetBehavior & Sendable] = {
    var specs = BuiltInBehaviors.names
    for limit in ["automatic", "always", "never", "alwaysByOne"] {
      for anchor in ["", ":leading", ":center", ":trailing"] { specs.append("viewAligned:\(limit)\(anchor)") }
    }
    return specs.compactMap { try? BuiltInBehaviors.behavior(named: $0) }
  }()

  /// The scripts of `behaviors/` (or SCROLLSCRIPT_FUZZ_BEHAVIORS) with their twins.
  nonisolated(unsafe) static let twins: [(candidate: LuaScrollTargetBehavior, reference: any ScrollTargetBehavior)] = {
    let folder = ProcessInfo.processInfo.environment["SCROLLSCRIPT_FUZZ_BEHAVIORS"] ?? "behaviors"
    let twins = ScriptFiles.expand([folder]).compactMap {
      path -> (candidate: LuaScrollTargetBehavior, reference: any ScrollTargetBehavior)? in
      guard let script = try? LuaScrollTargetBehavior(path: path),
        let name = Twin.reference(forFile: path),
        let reference = try? BuiltInBehaviors.behavior(named: name)
      else { return nil }
      return (script, reference)
    }
    // Without them the agreement half of this target would check nothing.
    guard !twins.isEmpty else { fatalError("no scripts with twins in \(folder)/: run from the package's folder") }
    return twins
  }()

  static let comparison = Comparison(reference: { fatalError() }, candidate: { fatalError() })
  /// How many inputs were valid cases, compared with every twin.
  nonisolated(unsafe) static var compared = 0

  static func run(_ bytes: [UInt8]) {
    let fromData = Result { () throws(InputError) in try TargetCase(json: Data(bytes)) }
    let read = describe(fromData)
    let fromBytes = describe(
      bytes.withUnsafeBytes { raw in Result { () throws(InputError) in try TargetCase(json: raw) } })
    if fromBytes != read {
      fatalError("read from bytes: \(fromBytes), from Data: \(read), for \(String(decoding: bytes, as: UTF8.self))")
    }
    if case .success(let testCase) = fromData {
      let again = describe(Result { () throws(InputError) in try TargetCase(json: Data(testCase.json.utf8)) })
      if again != read { fatalError("\(read) reads back as \(again), for \(String(decoding: bytes, as: UTF8.self))") }
    }
    var input = FuzzInput(bytes)
    let testCase = makeCase(&input)
    for behavior in builtIns {
      var target = testCase.target
      behavior.updateTarget(&target, context: testCase.context)
      _ = behavior.properties(context: testCase.context.propertiesContext)
    }
    for twin in twins { _ = try? testCase.run(twin.candidate) }
    // Values a case file accepts: every script agrees with its twin.
    guard let valid = checked(testCase) else { return }
    compared += 1
    for twin in twins {
      let result = comparison.compare(valid, reference: twin.reference, candidate: twin.candidate)
      if !result.agrees {
        fatalError(
          """
          \(twin.candidate.path) disagrees with its twin (\(result.rule ?? "no rule")): \
          \(result.reference) against \(result.candidate) on
          \(valid.json)
          """)
      }
    }
  }

  /// A reading's outcome as text: the case as JSON (the shortest text of
  /// each double, so equal text is equal values) or the error.
  static func describe(_ result: Result<TargetCase, InputError>) -> String {
    switch result {
    case .success(let testCase): testCase.json
    case .failure(let error): "error: \(error.description)"
    }
  }

  /// The case as a case file would give it, or nil when a case file would refuse its values.
  static func checked(_ testCase: TargetCase) -> TargetCase? {
    let context = testCase.context
    let numbers =
      [testCase.target.rect, context.originalTarget.rect].flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
      + [context.velocity.dx, context.velocity.dy, context.contentSize.width, context.contentSize.height]
      + [context.containerSize.width, context.containerSize.height]
      + context.targets.flatMap { [$0.minX, $0.minY, $0.width, $0.height] }
    guard numbers.allSatisfy(\.isFinite) else { return nil }
    return try? TargetCase(json: Data(testCase.json.utf8))
  }

  static func makeCase(_ input: inout FuzzInput) -> TargetCase {
    let container = CGSize(width: input.size(), height: input.size())
    let content = CGSize(width: input.size(), height: input.size())
    let original = CGPoint(x: input.number(), y: input.number())
    let proposed = CGPoint(x: input.number(), y: input.number())
    let velocity = CGVector(dx: input.number(), dy: input.number())
    let axes: Axis.Set = [[], .horizontal, .vertical, [.horizontal, .vertical]][Int(input.byte() % 4)]
    let environment = EnvironmentValues(
      layoutDirection: input.byte() % 2 == 0 ? .leftToRight : .rightToLeft,
      horizontalSizeClass: [nil, .compact, .regular][Int(input.byte() % 3)])
    var targets: [CGRect] = []
    switch input.byte() % 6 {
    case 0:
      break
    case 5:
      // A long row of equal children.
      let width = input.size()
      targets = (0..<200).map { CGRect(x: CGFloat($0) * width, y: 0, width: width, height: container.height) }
    case let count:
      for _ in 0..<count {
        targets.append(CGRect(x: input.number(), y: input.number(), width: input.size(), height: input.size()))
      }
      targets.sort { $0.minX < $1.minX }
    }
    let anchor: UnitPoint? = input.byte() % 3 == 0 ? UnitPoint(x: input.number(), y: input.number()) : nil
    return TargetCase(
      target: ScrollTarget(rect: CGRect(origin: proposed, size: container), anchor: anchor),
      context: ScrollTargetBehaviorContext(
        originalTarget: ScrollTarget(rect: CGRect(origin: original, size: container)), velocity: velocity,
        contentSize: content, containerSize: container, axes: axes, environment: environment, targets: targets))
  }
}
