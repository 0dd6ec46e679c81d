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
        `scrollscript check NAME.lua` holds it to the same properties. The body snaps to the nearest page, \
        a working start to change. The Lua API: docs/lua-api.md.
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
      if let like, BuiltInPromises.entry(for: like) == nil {
        let suggestion = Suggestion.nearest(to: like, in: BuiltInBehaviors.names).map { " (did you mean '\($0)'?)" }
        throw ValidationError("--like: no built-in named '\(like)'\(suggestion ?? "")")
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
      let text = Self.script(named: path, like: like, axis: axis)
      do {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
      } catch {
        throw InputError(path, "cannot write: \(error.localizedDescription)")
      }
      print("wrote \(path)")
      let quoted = Reproduction.shellQuoted(path)
      print(
        like.map { "next: scrollscript compare \(quoted)   (against \($0))" } ?? "next: scrollscript check \(quoted)")
    }

    /// The starting script: a header, then a rule on `axis` (else the built-in's, else horizontal).
    static func script(named path: String, like: String?, axis: Axis?) -> String {
      let entry = like.flatMap(BuiltInPromises.entry(for:))
      let axis = axis ?? entry?.axis ?? .horizontal
      let (length, coordinate, speed) = axis == .vertical ? ("height", "y", "dy") : ("width", "x", "dx")
      var header: [String] = []
      if let like { header.append("-- reference: \(like)") }
      header.append("-- expect: \(entry?.expect ?? "inBounds, deterministic, settles")")
      header.append("-- axis: \(axis == .vertical ? "vertical" : "horizontal")")
      let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
      return header.joined(separator: "\n") + """

        --
        -- \(name): say here what a gesture does and where the content comes to rest.
        -- `scrollscript check \(path)` holds the rule to the expect: line above
        -- (docs/properties.md)\(like.map { "; `scrollscript compare \(path)` runs it beside \($0)" } ?? "").
        -- The API: docs/lua-api.md. `print` shows in every command, with its line.

        -- Called when a gesture ends, or the container changes size: move `target`
        -- to where the content should come to rest. Read `context`; do not write it.
        function updateTarget(target, context)
          local page = context.containerSize.\(length)          -- the container's length (pt)
          local content = context.contentSize.\(length)         -- the content's length (pt)
          local start = context.originalTarget.rect.origin.\(coordinate)  -- the offset when the gesture began
          local proposed = target.rect.origin.\(coordinate)      -- where the system would come to rest
          local velocity = context.velocity.\(speed)            -- pt/s at release, + towards the end

          -- A start: the page nearest the proposed offset, within the content.
          local nearest = math.floor(proposed / page + 0.5) * page
          target.rect.origin.\(coordinate) = math.max(0, math.min(nearest, content - page))
        end

        """
    }
  }
}
