/// Why a behavior could not give a target: a script that failed to load or
/// run, ran out of its budget, or returned something that is not a target.
/// Its kinds are the outcomes a script can produce; input the tool cannot
/// read is an error of its own (an `InputError`, an `InputFileError`).
public struct BehaviorFailure: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of failure, as the JSON result lines name it.
  public enum Kind: String, CaseIterable, Hashable, Sendable, Codable {
    /// The script does not parse.
    case syntax
    /// The script raised an error while running.
    case runtime
    /// The script went over its memory cap.
    case memory
    /// The script went over its instruction or time budget.
    case timeout
    /// The script returned a target field that is not a finite number.
    case invalidResult
    /// The process running a compiled behavior (a `.swift` file) died during
    /// the call: a trap, a bad access, a signal.
    case crash
  }

  public var kind: Kind
  /// What went wrong, in one line.
  public var message: String
  /// Where: `path:line` for scripts and case files, `nil` when unknown.
  public var location: String?
  /// The script's call stack when it failed, innermost first; may be empty.
  public var traceback: [String]

  public init(_ kind: Kind, _ message: String, location: String? = nil, traceback: [String] = []) {
    self.kind = kind
    self.message = message
    self.location = location
    self.traceback = traceback
  }

  /// Whether the call went over its budget: a timeout or the memory cap. Each
  /// such call can take the whole budget (a second by default), so the long
  /// runs stop after a number of them (``budgetFailureLimit``).
  public var wentOverBudget: Bool { kind == .timeout || kind == .memory }

  /// How many calls over the budget stop a long run (`map`, `simulate`,
  /// `compare`'s default `--stop-after`): a script that runs away would
  /// otherwise take a budget per call, hours for a large run.
  public static let budgetFailureLimit = 20

  /// `location: kind: message`, as diagnostics print it: one line, the
  /// script's text with its control characters shown (``ScriptText``).
  public var description: String {
    (location.map { "\(ScriptText.escaped($0)): " } ?? "") + problem
  }
}
