import Foundation
import PackagePlugin

/// Embeds the model's sources (ScrollTargets) and the helper's wire code in
/// the SwiftBehaviors module as string constants, so that an installed binary
/// can compile a behavior's `.swift` file against the model it was built with.
@main
struct EmbedModelSources: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let package = context.package.directoryURL
    let folders = [
      package.appending(path: "Sources/ScrollTargets"),
      package.appending(path: "Sources/SwiftBehaviors/Helper"),
    ]
    var inputs: [URL] = []
    for folder in folders {
      let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
      while let file = files?.nextObject() as? URL {
        if file.pathExtension == "swift" { inputs.append(file) }
      }
    }
    inputs.sort { $0.path < $1.path }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedSources.swift")
    return [
      .buildCommand(
        displayName: "Embedding the model's sources", executable: try context.tool(named: "embed-sources").url,
        arguments: [output.path, package.path] + inputs.map(\.path), inputFiles: inputs, outputFiles: [output])
    ]
  }
}
