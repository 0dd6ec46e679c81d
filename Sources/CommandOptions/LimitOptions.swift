import ArgumentParser
import ScrollTargets

/// The sandbox limits of scripts, shared by every subcommand that runs one.
public struct LimitOptions: ParsableArguments {
  @Option(help: ArgumentHelp("A script's memory cap (MiB).", valueName: "MiB"))
  public var memory: Int = BehaviorLimits.default.memoryBytes >> 20

  @Option(help: ArgumentHelp("Instructions a script may run per load and per call.", valueName: "count"))
  public var instructions: Int = BehaviorLimits.default.callInstructions

  @Option(help: ArgumentHelp("Wall-clock seconds a script may take per load and per call.", valueName: "seconds"))
  public var timeout: Double = BehaviorLimits.default.callSeconds

  public init() {}

  public func validate() throws {
    guard memory >= 1, memory <= 65536 else { throw ValidationError("--memory must be between 1 and 65536 MiB") }
    guard instructions >= 1000 else { throw ValidationError("--instructions must be at least 1000") }
    guard timeout > 0, timeout <= 3600 else { throw ValidationError("--timeout must be in (0, 3600] seconds") }
  }

  public var limits: BehaviorLimits {
    BehaviorLimits(
      memoryBytes: memory << 20, loadInstructions: instructions, loadSeconds: timeout, callInstructions: instructions,
      callSeconds: timeout)
  }
}
