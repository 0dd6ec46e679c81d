import Foundation
import ScrollFormats
import ScrollTargets

extension CaseResult {
  /// A behavior's answer to one call.
  public init(_ result: Result<ScrollTarget, BehaviorFailure>) {
    switch result {
    case .success(let target): self = .target(target)
    case .failure(let failure): self = .failure(failure)
    }
  }

  /// Runs `behavior` on `testCase`.
  public init(_ testCase: TargetCase, _ behavior: any ScrollTargetBehavior) {
    do {
      self = .target(try testCase.run(behavior))
    } catch {
      self = .failure(error)
    }
  }
}
