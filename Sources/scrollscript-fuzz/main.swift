// The fuzzing harness of ScrollScript.
//
//   scrollscript-fuzz script|case [INPUT ...] [--random N] [--seed S]
//
// Built by scripts/fuzz (with FUZZING defined, coverage and AddressSanitizer)
// it hands over to libFuzzer: the arguments after the target are libFuzzer's
// (corpus folders, -max_total_time=…, -dict=…). Built plainly, it replays
// inputs: every file named (folders are walked) and N random inputs.
import Foundation

enum FuzzTarget: String, CaseIterable {
  case script
  case `case`

  func run(_ bytes: [UInt8]) {
    switch self {
    case .script: ScriptFuzzing.run(bytes)
    case .case: CaseFuzzing.run(bytes)
    }
  }
}

var arguments = CommandLine.arguments
guard arguments.count >= 2, let target = FuzzTarget(rawValue: arguments[1]) else {
  FileHandle.standardError.write(
    Data("usage: scrollscript-fuzz script|case [INPUT ...] [--random N] [--seed S]\n".utf8))
  exit(2)
}
arguments.remove(at: 1)

#if FUZZING
  nonisolated(unsafe) var fuzzTarget = target
  exit(runLibFuzzer(arguments) { fuzzTarget.run($0) })
#else
  exit(Replay(target: target, arguments: Array(arguments.dropFirst())).run())
#endif
