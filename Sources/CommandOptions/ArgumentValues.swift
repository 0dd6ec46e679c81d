import ArgumentParser
import ScrollPhysics
import ScrollTargets

// The model's values as command-line arguments: ArgumentParser reads and
// checks them, lists the choices in `--help`, and names the option in errors.

extension Axis: ExpressibleByArgument {
  public init?(argument: String) {
    guard let axis = Axis.allCases.first(where: { $0.description == argument }) else { return nil }
    self = axis
  }

  public static var allValueStrings: [String] { Axis.allCases.map(\.description) }
}

extension DecelerationRate: ExpressibleByArgument {
  /// `normal`, `fast`, or the fraction of velocity kept per ms, in (0, 1).
  public init?(argument: String) {
    self.init(named: argument)
  }

  public var defaultValueDescription: String { description }
}
