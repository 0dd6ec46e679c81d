import ArgumentParser
import BehaviorLab
import Foundation
import ScrollTargets

extension ScrollScript {
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the built-in behaviors and the scripts in a behaviors folder.")

    @Option(help: "The folder of Lua scripts.")
    var behaviors = "behaviors"

    func run() {
      print("Built-in behaviors:")
      let width = BuiltInBehaviors.names.map(\.count).max() ?? 0
      for entry in BuiltInBehaviors.all {
        print("  \(entry.name.padding(toLength: width, withPad: " ", startingAt: 0))  \(entry.summary)")
        if let options = entry.options { print("  \(String(repeating: " ", count: width))  options: \(options)") }
      }
      let scripts = ((try? FileManager.default.contentsOfDirectory(atPath: behaviors)) ?? [])
        .filter { $0.hasSuffix(".lua") }.sorted()
      print(scripts.isEmpty ? "\nNo scripts in \(behaviors)/." : "\nScripts in \(behaviors)/:")
      for script in scripts { print("  \(behaviors)/\(script)") }
    }
  }
}
