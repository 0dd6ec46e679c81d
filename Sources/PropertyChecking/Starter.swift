import BehaviorLoading
import Foundation
import ScrollFormats
import ScrollTargets

/// The script `scrollscript new` writes: a header, and a rule that holds
/// every promise the header declares.
///
/// With a built-in to start from, the rule is that built-in's reference
/// script (its twin in Lua, from `behaviors/`, embedded at build time), and
/// the header names the built-in as the reference and declares its promises
/// (``BuiltInPromises``): the starter agrees with its twin on every case and
/// passes `check` before the first edit. Without one, the rule snaps to the
/// nearest page and the header declares the defaults
/// (`inBounds, deterministic, settles`). Either way the header ends with
/// every property `check` knows, one commented-out `expect:` line each, to
/// pick from (``catalog(promised:)``).
public enum Starter {
  /// The text of the starting script written to `path`: like the built-in
  /// `like` (a catalog name, `viewAligned`'s options included) when given,
  /// on `axis` when given.
  ///
  /// - Throws: ``InputError`` for an unknown built-in, or an axis the built-in's
  ///   rule does not scroll on (`horizontalPaging` reads `x` alone).
  public static func script(named path: String, like: String?, axis: Axis?) throws(InputError) -> String {
    let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    guard let like else { return plain(named: name, path: path, axis: axis ?? .horizontal) }
    guard let entry = BuiltInPromises.entry(for: like), let promises = BuiltInPromises.promises(for: like) else {
      let suggestion = Suggestion.nearest(to: like, in: BuiltInBehaviors.names).map { " (did you mean '\($0)'?)" }
      throw InputError("--like", "no built-in named '\(like)'\(suggestion ?? "")")
    }
    do {
      // The options of a known name (`viewAligned:never:center`) must be the built-in's.
      _ = try BuiltInBehaviors.behavior(named: like)
    } catch {
      throw InputError("--like", "\(error)")
    }
    if let own = entry.axis, let axis, axis != own {
      throw InputError("--axis", wrongAxis(entry, own: own, asked: axis))
    }
    guard var body = referenceRule(of: like) else {
      throw InputError("--like", "the binary holds no reference script for '\(entry.name)'")
    }
    if entry.name == "viewAligned" { body = viewAlignedOptions(of: like, in: body) }
    var header = [
      "-- reference: \(like)",
      "-- expect: \(promises.properties.map(\.name).joined(separator: ", "))",
    ]
    if let axis = axis ?? entry.axis { header.append("-- axis: \(axis)") }
    header += [
      "--",
      "-- \(name): started from the rule of \(like), which holds every promise above.",
      "-- `scrollscript check \(path)` holds it to them (docs/properties.md);",
      "-- `scrollscript compare \(path)` runs it beside \(like). Change the rule from here;",
      "-- the API is in docs/lua-api.md.",
    ]
    header += catalog(promised: promises.properties.map(\.name))
    return header.joined(separator: "\n") + "\n" + body
  }

  /// Why `entry`, written for the `own` axis alone, cannot start a script on
  /// `asked`, and what to start from instead: its twin on the other axis
  /// when it has one (`horizontalPaging` has `verticalPaging`), else the
  /// built-ins that scroll on either axis.
  static func wrongAxis(_ entry: BuiltInPromises.Entry, own: Axis, asked: Axis) -> String {
    let (ownWord, askedWord) = ("\(own)", "\(asked)")
    let twin = BuiltInPromises.all.first {
      $0.axis == asked && $0.name.lowercased() == entry.name.lowercased().replacing(ownWord, with: askedWord)
    }
    let coordinate = own == .horizontal ? "x" : "y"
    if let twin {
      return
        "\(entry.name) is written for the \(own) axis only (it pages along \(coordinate)); for a \(asked) pager use --like \(twin.name)"
    }
    let either = BuiltInPromises.all.filter { $0.axis == nil }.map(\.name).joined(separator: ", ")
    return
      "\(entry.name) is written for the \(own) axis only (it reads \(coordinate) alone); for a \(asked) rule start from one that scrolls on either axis (\(either)), or leave out --like"
  }

  /// The reference script of the built-in `spec` (options aside) without its
  /// `reference:`, `expect:` and `axis:` lines: its comments and its rule.
  static func referenceRule(of spec: String) -> String? {
    let name = spec.split(separator: ":").first.map(String.init) ?? spec
    for file in EmbeddedScripts.files {
      let header = BehaviorHeader(Data(file.text.utf8), path: file.path)
      guard header.reference?.name == name else { continue }
      let dropped = Set(
        header.lines.filter { line in
          ["reference:", "expect:", "axis:"].contains { line.comment.hasPrefix($0) }
        }.map(\.number))
      let lines = file.text.split(separator: "\n", omittingEmptySubsequences: false)
      return lines.enumerated().filter { !dropped.contains($0.offset + 1) }.map(\.element).joined(separator: "\n")
    }
    return nil
  }

  /// `view_aligned.lua`'s rule with `LIMIT` and `ANCHOR` set to the options of
  /// `spec` (`viewAligned:alwaysByOne:center`); its own defaults otherwise.
  static func viewAlignedOptions(of spec: String, in body: String) -> String {
    guard let aligned = try? BuiltInBehaviors.behavior(named: spec) as? ViewAlignedScrollTargetBehavior else {
      return body
    }
    let anchor = aligned.anchor.flatMap { point in UnitPoint.named.first { $0.point == point }?.name }
    var setLimit = false
    var setAnchor = false
    let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
      if !setLimit, line.hasPrefix("LIMIT = ") {
        setLimit = true
        return "LIMIT = \"\(aligned.limitBehavior.rawValue)\""
      }
      if !setAnchor, line.hasPrefix("ANCHOR = ") {
        setAnchor = true
        return anchor.map { "ANCHOR = UnitPoint.\($0)" } ?? line
      }
      return line
    }
    return lines.joined(separator: "\n")
  }

  /// Every property `check` knows (``PropertyList/catalog``), one commented-out
  /// `expect:` line each with what it promises, for a script to pick from:
  /// deleting a line's first `-- ` promises it. Those `promised` already say so.
  static func catalog(promised: [String]) -> [String] {
    let width = PropertyList.catalog.map(\.example.count).max() ?? 0
    let lines = PropertyList.catalog.map { entry in
      let same = promised.first { $0.prefix { $0 != "(" } == entry.name }
      let note = same.map { $0 == entry.example ? " (promised above)" : " (promised above as \($0))" } ?? ""
      let padded = entry.example.padding(toLength: width, withPad: " ", startingAt: 0)
      return "-- -- expect: \(padded)  -- \(entry.promise)\(note)"
    }
    return [
      "--",
      "-- Every property `check` knows, one a line: delete a line's first `-- ` to promise",
      "-- it too. Stops may be pages, children or grid(STEP) (docs/properties.md).",
    ] + lines
  }

  /// The starter without a built-in: the page nearest the proposal, on `axis`,
  /// held to the defaults.
  static func plain(named name: String, path: String, axis: Axis) -> String {
    let (length, coordinate, speed) = axis == .vertical ? ("height", "y", "dy") : ("width", "x", "dx")
    let defaults = PropertyList.defaults.map(\.name)
    return """
      -- expect: \(defaults.joined(separator: ", "))
      -- axis: \(axis)
      --
      -- \(name): say here what a gesture does and where the content comes to rest.
      -- `scrollscript check \(path)` holds the rule to the expect: line above
      -- (docs/properties.md). The API: docs/lua-api.md. `print` shows in every
      -- command, with its line.
      \(catalog(promised: defaults).joined(separator: "\n"))

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
