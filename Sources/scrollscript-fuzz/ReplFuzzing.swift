import Foundation
import LuaBehaviors
import ScrollREPL
import ScrollTargets

/// Fuzzes REPL input: the bytes are up to 16 lines typed at the prompt
/// (scene and gesture commands, Lua, `:` commands other than those that
/// touch files). None may crash the session, and each answer is a bounded text.
enum ReplFuzzing {
  /// `:` commands that read or write files are left out: a fuzzer must not
  /// write where it pleases, nor compile a file it names (`:compare … with F.swift`).
  static let fileCommands = [":save", ":load", ":reload", ":compare"]

  static func run(_ bytes: [UInt8]) {
    let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(16)
    let session = ReplSession(
      behavior: "paging", limits: BehaviorLimits(loadInstructions: 200_000, callInstructions: 200_000))
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if fileCommands.contains(where: { trimmed.hasPrefix($0) }) { continue }
      let answer = session.handle(String(line))
      guard answer.utf8.count < 1 << 22 else { fatalError("an answer of \(answer.utf8.count) bytes to \(line)") }
    }
  }
}
