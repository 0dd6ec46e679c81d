import Foundation

/// The model's SwiftUI surface, as one table: every view, modifier, type,
/// property wrapper, function and module a view file may use, what the
/// model does with it, and the well-known SwiftUI API it does not have yet.
///
/// The tool reads it to explain a compile error in a user's words
/// ("TimelineView is SwiftUI API the model does not lay out yet"), and
/// docs/views.md's section "The catalogue" is generated from it
/// (``markdown``).
///
/// An entry's `example` is Swift that compiles against the model. The tests
/// build all of them into one view file and lay it out:
/// - an example starting with `.` is a modifier, applied to a 10 pt square
///   of color: `Color.red.frame(width: 10, height: 10)`;
/// - one starting with `@` is a property of a view of its own, which the
///   file's view shows (`@State var count = 0`), unless the attributes are
///   followed by `class`, `final`, `struct`, `enum`, `func` or `extension`,
///   which make it a top-level declaration (`@Observable final class …`);
/// - one starting with `struct`, `final`, `class`, `enum`, `func`, `let` or
///   `extension` is a top-level declaration; a `struct NAME: View` so
///   declared is shown too;
/// - anything else is a view, shown in a vertical scroll view.
///
/// The examples share one file, so one may use a type another declares.
/// `example` is `nil` only for `.missing` entries, modules, and entries for
/// views whose examples are still to come.
public enum ViewCatalogue {
  /// What an entry names.
  public enum Kind: String, Sendable { case view, modifier, type, wrapper, function, module }

  /// What the model does with it.
  public enum Role: String, Sendable {
    /// Laid out by the model's rules, which follow Apple's documentation.
    case laidOut = "laid out"
    /// Laid out from an estimate (a text's size from its string and font).
    case estimated
    /// Compiles and is kept, with no geometry.
    case ignored
    /// SwiftUI API the model does not have yet.
    case missing
  }

  /// One name of the surface.
  public struct Entry: Sendable {
    /// `ZStack`, `padding(_:_:)`, `@State`, `withAnimation(_:_:)`, `AVKit`.
    public var name: String
    public var kind: Kind
    public var role: Role
    /// What the model does with it, in one short sentence.
    public var note: String
    /// For estimates and laid-out rules: the Apple page title or article followed.
    public var source: String?
    /// Swift that compiles against the model (see the conventions above).
    public var example: String?

    public init(name: String, kind: Kind, role: Role, note: String, source: String? = nil, example: String? = nil) {
      self.name = name
      self.kind = kind
      self.role = role
      self.note = note
      self.source = source
      self.example = example
    }

    /// The name without its argument labels, `@` or leading dot: `padding`, `State`.
    public var baseName: String { ViewCatalogue.baseName(of: name) }
  }

  /// The entry named `name` (`padding(_:_:)`), else the first whose base
  /// name is `name`'s (`padding`, `.padding`, `State`, `@State`).
  public static func entry(named name: String) -> Entry? {
    if let index = index.byName[name] { return entries[index] }
    if let index = index.byBase[baseName(of: name)] { return entries[index] }
    return nil
  }

  /// `padding(_:_:)` → `padding`; `@State` → `State`; `.red` → `red`.
  static func baseName(of name: String) -> String {
    var base = Substring(name)
    while let first = base.first, first == "@" || first == "." { base = base.dropFirst() }
    if let open = base.firstIndex(of: "(") { base = base[..<open] }
    return String(base)
  }

  private static let index: (byName: [String: Int], byBase: [String: Int]) = {
    var byName: [String: Int] = [:]
    var byBase: [String: Int] = [:]
    for (position, entry) in entries.enumerated() {
      if byName[entry.name] == nil { byName[entry.name] = position }
      if byBase[entry.baseName] == nil { byBase[entry.baseName] = position }
    }
    return (byName, byBase)
  }()

  /// Every entry, by theme.
  public static let entries: [Entry] =
    structure + views + layoutModifiers + scrollModifiers + styling + shapes + text + gestures + animation
    + lifecycle + presentation + navigation + accessibility + environment + observation + media + values
    + controls + containers + preferences + drawing + missing + modules

  // MARK: The entries

  static func view(
    _ name: String, _ role: Role, _ note: String, source: String? = nil, _ example: String?
  ) -> Entry {
    Entry(name: name, kind: .view, role: role, note: note, source: source, example: example)
  }

  static func modifier(
    _ name: String, _ role: Role, _ note: String, source: String? = nil, _ example: String?
  ) -> Entry {
    Entry(name: name, kind: .modifier, role: role, note: note, source: source, example: example)
  }

  static func type(_ name: String, _ role: Role, _ note: String, source: String? = nil, _ example: String?)
    -> Entry
  {
    Entry(name: name, kind: .type, role: role, note: note, source: source, example: example)
  }

  static func wrapper(_ name: String, _ role: Role, _ note: String, _ example: String?) -> Entry {
    Entry(name: name, kind: .wrapper, role: role, note: note, example: example)
  }

  static func function(_ name: String, _ role: Role, _ note: String, _ example: String?) -> Entry {
    Entry(name: name, kind: .function, role: role, note: note, example: example)
  }

  static func missing(_ name: String, _ kind: Kind, _ note: String = "Not in the model yet.") -> Entry {
    Entry(name: name, kind: kind, role: .missing, note: note)
  }

  static func module(_ name: String, _ role: Role, _ note: String) -> Entry {
    Entry(name: name, kind: .module, role: role, note: note)
  }

  static let fixed = "Layout fundamentals"
}

// MARK: The page

extension ViewCatalogue {
  /// The heading of docs/views.md's generated section.
  public static let markdownHeading = "## The catalogue"

  /// docs/views.md's section "The catalogue": a table per kind, names in
  /// alphabetical order, each with its role, note and source. No blank line ends it.
  public static var markdown: String {
    var lines = [
      markdownHeading, "",
      "Generated from `Sources/SwiftBehaviors/ViewCatalogue.swift`; do not edit it by hand (the test",
      "`ViewCatalogueTests` says how to regenerate it). *laid out*: by the model's rules, which",
      "follow the source named; *estimated*: from an estimate; *ignored*: compiles and is kept,",
      "with no geometry; *missing*: SwiftUI API the model does not have yet.", "",
      roleCounts,
    ]
    let headings: [(Kind, String)] = [
      (.view, "Views"), (.modifier, "Modifiers"), (.type, "Types and values"),
      (.wrapper, "Property wrappers and macros"),
      (.function, "Functions"), (.module, "Modules"),
    ]
    for (kind, heading) in headings {
      let rows = entries.filter { $0.kind == kind }.sorted {
        ($0.baseName.lowercased(), $0.name) < ($1.baseName.lowercased(), $1.name)
      }
      guard !rows.isEmpty else { continue }
      lines += ["", "### \(heading)", "", "| name | role | the model | source |", "|---|---|---|---|"]
      for entry in rows {
        let source = entry.source.map { "\"\(cell($0))\"" } ?? ""
        lines.append("| `\(cell(entry.name))` | \(entry.role.rawValue) | \(cell(entry.note)) | \(source) |")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `N entries: N laid out, N estimated, N ignored, N missing.`
  public static var roleCounts: String {
    let roles: [Role] = [.laidOut, .estimated, .ignored, .missing]
    let counts = roles.map { role in "\(entries.filter { $0.role == role }.count) \(role.rawValue)" }
    return "\(entries.count) entries: " + counts.joined(separator: ", ") + "."
  }

  /// A table cell: pipes escaped.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  /// `page` with its section "The catalogue" replaced by ``markdown``, or
  /// added at the end; the section runs to the next `## ` heading.
  public static func replacingSection(in page: String) -> String {
    var lines = page.components(separatedBy: "\n")
    let generated = markdown.components(separatedBy: "\n") + [""]
    guard let start = lines.firstIndex(of: markdownHeading) else {
      while lines.last == "" { lines.removeLast() }
      return (lines + [""] + generated).joined(separator: "\n")
    }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
    lines.replaceSubrange(start..<end, with: generated)
    return lines.joined(separator: "\n")
  }

  /// The section "The catalogue" as `page` has it, without the blank lines
  /// that end it; `nil` when the page has none.
  public static func section(in page: String) -> String? {
    let lines = page.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: markdownHeading) else { return nil }
    var end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
    while end > start + 1, lines[end - 1].isEmpty { end -= 1 }
    return lines[start..<end].joined(separator: "\n")
  }
}
