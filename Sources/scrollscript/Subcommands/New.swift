import ArgumentParser
import CommandOptions
import Foundation
import PropertyChecking
import ScrollFormats
import ScrollTargets

extension ScrollScript {
  struct New: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "Write a commented starting script: its header, and an updateTarget that works.",
      discussion: """
        With --like BUILTIN the header names the built-in as its twin and promises what it promises, so \
        `scrollscript compare NAME.lua` shows at once where the new rule departs from it, and \
        `scrollscript check NAME.lua` holds it to the same properties; the body is the built-in's rule in Lua \
        (its reference script in behaviors/), which holds them all. Without --like the body snaps to the \
        nearest page and holds the defaults. A built-in written for one axis refuses --axis of the other, and \
        names its twin there when it has one (horizontalPaging, verticalPaging). A starter passes `check` before \
        its first edit. The Lua API: docs/lua-api.md.
        """)

    @Argument(help: ArgumentHelp("The script to write; .lua is added when missing.", valueName: "name"))
    var name: String

    @Option(
      help: ArgumentHelp("A built-in to start from: its twin line and its promises.", valueName: "built-in"),
      completion: .list(BuiltInBehaviors.names))
    var like: String?

    @Option(help: "The axis the rule is written for: horizontal or vertical.")
    var axis: Axis?

    @Flag(help: "Replace the file when it exists.")
    var force = false

    func validate() throws {
      // The starter's own checks (a known built-in, an axis its rule scrolls on), as usage errors.
      do {
        _ = try Starter.script(named: name, like: like, axis: axis)
      } catch {
        throw ValidationError(error.description)
      }
    }

    func run() throws {
      let base = (name as NSString).lastPathComponent
      guard !base.isEmpty, base != ".lua", !name.hasSuffix("/") else {
        throw InputError("new", "give the script a name, such as mypager (it writes mypager.lua)")
      }
      let path = name.hasSuffix(".lua") ? name : name + ".lua"
      guard force || !FileManager.default.fileExists(atPath: path) else {
        throw InputError(path, "the file exists; pass --force to replace it")
      }
      let text = try Starter.script(named: path, like: like, axis: axis)
      do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        throw InputError(path, "cannot write: \(OutputFile.reason(writing: path, error: error))")
      }
      print("wrote \(path)")
      let quoted = Reproduction.shellQuoted(path)
      print(
        like.map { "next: scrollscript compare \(quoted)   (against \($0))" } ?? "next: scrollscript check \(quoted)")
    }
  }
}
