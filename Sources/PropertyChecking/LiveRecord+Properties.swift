import BehaviorRunning
import Foundation

extension LiveRecord.Call {
  /// The call as properties judge it: a step of a scenario.
  public var propertyCall: PropertyCall {
    PropertyCall(testCase: testCase, result: result, cause: cause, inScenario: true)
  }

  /// What each of `properties` that the call breaks says of it, in their order.
  public func violations(of properties: [any BehaviorProperty]) -> [(property: String, violation: Violation)] {
    guard !properties.isEmpty else { return [] }
    let call = propertyCall
    return properties.compactMap { property in property.judge(call).map { (property.name, $0) } }
  }
}
