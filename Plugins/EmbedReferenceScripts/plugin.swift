import Foundation
import PackagePlugin

/// Embeds the reference scripts of `behaviors/` (each built-in's rule in Lua)
/// in the module as string constants, so that `scrollscript new --like` can
/// start a script from its built-in's rule wherever the binary runs from.
@main
struct EmbedReferenceScripts: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    let package = context.package.directoryURL
    let folder = package.appending(path: "behaviors")
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    let inputs = names.filter { $0.hasSuffix(".lua") }.sorted().map { folder.appending(path: $0) }
    let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedScripts.swift")
    return [
      .buildCommand(
        displayName: "Embedding the reference scripts", executable: try context.tool(named: "embed-sources").url,
        arguments: [output.path, package.path] + inputs.map(\.path), inputFiles: inputs, outputFiles: [output])
    ]
  }
}
