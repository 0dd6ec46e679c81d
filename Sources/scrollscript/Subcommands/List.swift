import ArgumentParser
import Foundation
import ScrollReporting

extension ScrollScript {
  struct List: ParsableCommand {
    static let configuration = CommandConfiguration(
      abstract: "List the built-in behaviors and the scripts in a behaviors folder.")

    @Option(help: "The folder of behavior files (.lua and .swift).")
    var behaviors = "behaviors"

    func run() {
      let scripts = ((try? FileManager.default.contentsOfDirectory(atPath: behaviors)) ?? [])
        .filter { $0.hasSuffix(".lua") || $0.hasSuffix(".swift") }.sorted()
      print(BehaviorListing.text(folder: behaviors, scripts: scripts))
    }
  }
}
