// The fuzzing harness of ScrollScript.
//
//   scrollscript-fuzz script|case|result|scenario|repl|play|report [INPUT ...] [--random N] [--seed S]
//
// Built by scripts/fuzz (with FUZZING defined, coverage and AddressSanitizer)
// it hands over to libFuzzer: the arguments after the target are libFuzzer's
// (corpus folders, -max_total_time=…, -dict=…). Built plainly, it replays
// inputs: every file named (folders are walked) and N random inputs.
import Foundation

enum FuzzTarget: String, CaseIterable {
  case script
  case `case`
  case result
  case scenario
  case repl
  case play
  case report

  func run(_ bytes: [UInt8]) {
    switch self {
    case .script: ScriptFuzzing.run(bytes)
    case .case: CaseFuzzing.run(bytes)
    case .result: ResultFuzzing.run(bytes)
    case .scenario: ScenarioFuzzing.run(bytes)
    case .repl: ReplFuzzing.run(bytes)
    case .play: PlayFuzzing.run(bytes)
    case .report: ReportFuzzing.run(bytes)
    }
  }
}

// The target is the first argument, or SCROLLSCRIPT_FUZZ_TARGET: libFuzzer
// runs its -jobs as new processes with its own flags only.
var arguments = CommandLine.arguments
let named = arguments.count >= 2 ? FuzzTarget(rawValue: arguments[1]) : nil
if named != nil { arguments.remove(at: 1) }
guard
  let target = named ?? ProcessInfo.processInfo.environment["SCROLLSCRIPT_FUZZ_TARGET"].flatMap(FuzzTarget.init)
else {
  FileHandle.standardError.write(
    Data(
      "usage: scrollscript-fuzz script|case|result|scenario|repl|play|report [INPUT ...] [--random N] [--seed S]\n".utf8
    ))
  exit(2)
}

#if FUZZING
  setenv("SCROLLSCRIPT_FUZZ_TARGET", target.rawValue, 1)
  nonisolated(unsafe) var fuzzTarget = target
  exit(runLibFuzzer(arguments) { fuzzTarget.run($0) })
#else
  exit(Replay(target: target, arguments: Array(arguments.dropFirst())).run())
#endif
