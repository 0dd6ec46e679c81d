import ArgumentParser
import CommandOptions
import Foundation
import ScrollFormats
import ScrollReporting
import ScrollSimulation
import ScrollTargets

extension ScrollScript {
  struct SceneCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
      commandName: "scene",
      abstract: "Lay out a .swift file of SwiftUI views and print its scroll view as a scene.",
      discussion: """
        The file is compiled unchanged against the model and laid out in a process of its own (docs/views.md, \
        "View files"): the view whose body holds a ScrollView, or the #Preview that makes it (or --view NAME), \
        is made and laid out on the screen. Prints the bounds, insets, padding, margins, container, content, \
        the behavior its .scrollTargetBehavior gives (a built-in name, or File.swift:Type for a type of the \
        file) and the targets. --json prints the scene as a scenario file with "steps":[] (docs/formats.md), \
        for simulate once steps are added. A view the model cannot lay out is an error at its line and column, \
        exit 1; several scroll views with none to prefer are listed, exit 2.

        The file runs as trusted code, unsandboxed, as a .swift behavior does: compiling it runs no code of \
        its own, but laying it out runs its views' bodies, initializers and whatever they call. A scenario's \
        "view" key compiles and runs a file the same way. The layout runs in a process of its own, within \
        5 s a screen (SCROLLSCRIPT_LAYOUT_TIMEOUT, seconds) and 256 MiB of data (--memory); the compile within 120 s \
        (SCROLLSCRIPT_BUILD_TIMEOUT).
        """)

    @Argument(help: "A .swift file of views: File.swift, or File.swift:NAME to pick the view (as --view).")
    var file: String

    @Option(
      help: ArgumentHelp(
        "The view to lay out: a view type, or a #Preview by its name (#Preview(\"Dark\") is Dark; unnamed ones are Preview, Preview 2, …).",
        valueName: "name"))
    var view: String?

    @Option(
      help: ArgumentHelp(
        "The scroll view to take, by the line of its ScrollView (default: the one with a .scrollTargetBehavior or .scrollTargetLayout).",
        valueName: "line"))
    var scrollView: Int?

    @Option(
      help: ArgumentHelp(
        "A device preset: \(DevicePreset.names.joined(separator: ", ")) (default: a 390x844 screen without safe area).",
        valueName: "name"))
    var device: String?

    @Flag(help: "Hold the --device in landscape (default: portrait).")
    var landscape = false

    @Option(
      parsing: .unconditional,
      help: ArgumentHelp("The screen's size in points, without --device (default: 390x844).", valueName: "WxH"))
    var container: String?

    @Flag(help: "Lay the view out right to left (default: left to right).")
    var rtl = false

    @Option(
      help: ArgumentHelp(
        "What containerRelativeFrame divides: lessMargins or ignoringMargins (default: lessMargins).",
        valueName: "choice"))
    var relativeFrames: String?

    @Flag(help: "Print the scene as a scenario file (JSON) with no steps.")
    var json = false

    @Option(help: ArgumentHelp("The layout's memory cap (MiB); at least 256.", valueName: "MiB"))
    var memory: Int?

    func validate() throws {
      if let memory, memory < 1 || memory > 65536 {
        throw ValidationError("--memory must be between 1 and 65536 MiB")
      }
      _ = try options
    }

    /// The shared scene options these stand for, parsed as `--scene FILE` and the screen's options.
    private var options: SceneOptions {
      get throws {
        var arguments = ["--scene", file]
        if let view { arguments += ["--view", view] }
        if let scrollView { arguments += ["--scroll-view", "\(scrollView)"] }
        if let device { arguments += ["--device", device] }
        if landscape { arguments.append("--landscape") }
        if let container { arguments += ["--container", container] }
        if rtl { arguments.append("--rtl") }
        if let relativeFrames { arguments += ["--relative-frames", relativeFrames] }
        return try SceneOptions.parse(arguments)
      }
    }

    func run() throws {
      guard let view = try options.viewScene(memoryBytes: memory.map { $0 << 20 }, notesEstimates: json) else {
        return
      }
      if json {
        print(String(decoding: view.scenario.json, as: UTF8.self))
      } else {
        print(
          view.layout.text(
            behaviorSpec: view.layout.behaviorSpec(path: view.path), view: view.viewNote,
            orientation: view.orientationNote))
      }
      if let note = view.behaviorNote { FileHandle.standardError.write(Data((note + "\n").utf8)) }
    }
  }
}
