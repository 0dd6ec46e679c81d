import Foundation
import ScrollTargets

/// What the user said of the view to lay out: `--view NAME` (or
/// `File.swift:NAME`) and `--scroll-view LINE`.
public struct ViewPick: Hashable, Sendable {
  /// A view type's name, or a preview's (`Dark` for `#Preview("Dark")`, `Preview`, `Preview 2`, …).
  public var name: String?
  /// The line of the `ScrollView` to report, nested ones too.
  public var scrollViewLine: Int?

  public init(name: String? = nil, scrollViewLine: Int? = nil) {
    self.name = name
    self.scrollViewLine = scrollViewLine
  }
}

/// The entry point of a view file's layout helper and the scroll view it
/// reports, chosen from a light reading of the file (docs/views.md, "View
/// files"):
///
/// - `--scroll-view LINE` picks the scroll view written at that line, and the
///   view or preview that holds it (`--view` may name another that shows it);
/// - `--view NAME` (or `File.swift:NAME`) picks a view type or a preview;
/// - otherwise a view type that holds a scroll view, made by the first
///   preview that shows it (as Xcode shows it: with its arguments and the
///   objects the preview gives), else with `Type()`, else by a view type
///   that `Type()` makes and that shows it; when a scroll view exists only
///   inside a preview, that preview.
///   Among several view types that hold scroll views, the one whose scroll
///   view has a `.scrollTargetBehavior` or a `.scrollTargetLayout`; among
///   several such (or none), the outermost view that shows them all, else
///   the only snapping one a preview shows.
///
/// Several view types holding scroll views, with none or several of them
/// given a behavior or a target layout, is an error that lists them
/// (`File.swift:12`), for `--scroll-view` or `--view`. Among the scroll views
/// of the view made, the layout chooses (``ViewLayout/layout(_:)``), and
/// ``SwiftViewFile`` refuses several with none to prefer.
struct SwiftViewChoice {
  enum Entry {
    case type(String)
    case preview(SwiftPreview)
  }

  var entry: Entry
  /// The scroll view the helper reports; `nil` keeps the layout's own rule (the outermost).
  var scrollViewLine: Int?
  /// The view type the chosen preview was taken for, because `Type()` cannot make it.
  var madeType: String?

  /// How the header names the view made when it is not the one that holds the scroll view, or is a preview:
  /// `#Preview("Dark") at line 40, which makes Carousel`, `Feed, which makes Carousel`; `nil` for a view type alone.
  var note: String? {
    switch entry {
    case .preview(let preview): preview.title + (madeType.map { ", which makes \($0)" } ?? "")
    case .type(let name): madeType.map { "\(name), which makes \($0)" }
    }
  }

  /// How errors name the view made: the type's name, or the preview's title.
  var displayName: String {
    switch entry {
    case .type(let name): name
    case .preview(let preview): preview.title
    }
  }

  /// The type the entry point makes with `Name()`.
  var typeName: String {
    switch entry {
    case .type(let name): name
    case .preview(let preview): preview.typeName
    }
  }

  /// What the generated entry point writes to make the view: `Carousel()`,
  /// `ScrollScriptPreview1()`, or `_FirstPreview.make { Carousel_Previews.previews }`.
  var made: String {
    switch entry {
    case .type(let name): "\(name)()"
    case .preview(let preview): preview.made
    }
  }

  /// Whether the view made is a `PreviewProvider`'s `previews`.
  var isProvider: Bool {
    if case .preview(let preview) = entry { return preview.isProvider }
    return false
  }

  /// The orientation the chosen preview's traits ask for, if any.
  var orientation: Orientation? {
    if case .preview(let preview) = entry { return preview.orientation }
    return nil
  }

  /// The choice `pick` makes in `source`, the file at `path`.
  ///
  /// - Throws: ``SwiftBehaviorError``: the input's fault (exit 2) when the
  ///   pick names nothing of the file or several scroll views are left to
  ///   choose from; the file's when no view can be made.
  static func choose(in source: SwiftBehaviorSource, pick: ViewPick, path: String) throws(SwiftBehaviorError)
    -> SwiftViewChoice
  {
    var reader = Reader(source: source, path: path)
    return try reader.choose(pick)
  }
}

private struct Reader {
  let source: SwiftBehaviorSource
  let path: String

  /// The entry whose braces most closely hold `offset`.
  func owner(of offset: Int) -> SwiftViewChoice.Entry? {
    var best: (start: Int, entry: SwiftViewChoice.Entry)?
    for type in source.viewTypes where type.body.contains(offset) {
      if best == nil || type.body.lowerBound > best!.start { best = (type.body.lowerBound, .type(type.name)) }
    }
    for preview in source.previews where preview.body.contains(offset) {
      if best == nil || preview.body.lowerBound > best!.start { best = (preview.body.lowerBound, .preview(preview)) }
    }
    return best?.entry
  }

  func ownerName(_ entry: SwiftViewChoice.Entry?) -> String {
    switch entry {
    case .type(let name)?: name
    case .preview(let preview)?: preview.title
    case nil: "the file"
    }
  }

  func mentions(ownedBy entry: SwiftViewChoice.Entry) -> [SwiftBehaviorSource.ScrollViewMention] {
    source.scrollViews.filter { mention in
      switch (owner(of: mention.offset), entry) {
      case (.type(let a)?, .type(let b)): a == b
      case (.preview(let a)?, .preview(let b)): a.start == b.start
      default: false
      }
    }
  }

  /// Whether view type `outer` shows view type `inner`: its body names it, or names a view type that shows it.
  func shows(_ outer: String, _ inner: String) -> Bool {
    var seen: Set<String> = [outer]
    var next = [outer]
    while let name = next.popLast() {
      guard let type = source.viewTypes.first(where: { $0.name == name }) else { continue }
      for shown in source.viewTypes where !seen.contains(shown.name) {
        guard source.text.contains(word: shown.name, in: type.body) else { continue }
        if shown.name == inner { return true }
        seen.insert(shown.name)
        next.append(shown.name)
      }
    }
    return false
  }

  func isShown(_ typeName: String, by preview: SwiftPreview) -> Bool {
    source.text.contains(word: typeName, in: preview.body)
  }

  mutating func choose(_ pick: ViewPick) throws(SwiftBehaviorError) -> SwiftViewChoice {
    if let line = pick.scrollViewLine {
      let written = source.scrollViews.filter { $0.line == line }
      guard let mention = written.first else {
        let lines = source.scrollViews.map { "\($0.line)" }
        throw SwiftBehaviorError(
          location: path,
          "--scroll-view \(line): no ScrollView is written at line \(line)"
            + (lines.isEmpty
              ? "; the file holds none"
              : " (the file's are at line\(lines.count == 1 ? "" : "s") \(lines.joined(separator: ", ")))"))
      }
      if let name = pick.name { return try named(name, line: line) }
      switch owner(of: mention.offset) {
      case .preview(let preview)?: return SwiftViewChoice(entry: .preview(preview), scrollViewLine: line)
      case .type(let name)?: return try made(name, line: line)
      case nil: return try fallback(line: line)
      }
    }
    if let name = pick.name { return try named(name, line: nil) }
    return try fallback(line: nil)
  }

  /// The view type or preview called `name`.
  func named(_ name: String, line: Int?) throws(SwiftBehaviorError) -> SwiftViewChoice {
    if source.viewTypes.contains(where: { $0.name == name }) { return try made(name, line: line) }
    if let preview = source.previews.first(where: { $0.name == name }) {
      return SwiftViewChoice(entry: .preview(preview), scrollViewLine: line)
    }
    guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
      var known = source.viewTypes.map(\.name) + source.previews.map { "\"\($0.name)\"" }
      if known.isEmpty { known = ["none"] }
      throw SwiftBehaviorError(
        location: path, "no view or #Preview is named '\(name)' (the file's: \(known.joined(separator: ", ")))")
    }
    // A type the light reading missed: the compiler says whether it exists.
    return SwiftViewChoice(entry: .type(name), scrollViewLine: line)
  }

  /// The view type `name` made by the first preview that shows it, else with `Type()`, else by the first
  /// preview that shows a view that shows it, else by a view that `Type()` makes and that shows it.
  func made(_ name: String, line: Int?) throws(SwiftBehaviorError) -> SwiftViewChoice {
    guard let type = source.viewTypes.first(where: { $0.name == name }) else {
      return SwiftViewChoice(entry: .type(name), scrollViewLine: line)
    }
    let entry: SwiftViewChoice.Entry
    var madeType: String?
    if let preview = source.previews.first(where: { isShown(name, by: $0) }) {
      // The preview is the view as its author sees it: with its arguments, sample data and environment.
      entry = .preview(preview)
      madeType = name
    } else if type.isMadePlainly {
      entry = .type(name)
    } else if let preview = source.previews.first(where: { preview in
      source.viewTypes.contains { $0.name != name && isShown($0.name, by: preview) && shows($0.name, name) }
    }) {
      // A component made with arguments, as a screen its preview shows makes it (with the preview's mocks).
      entry = .preview(preview)
      madeType = name
    } else if let shower = source.viewTypes.first(where: {
      $0.isMadePlainly && $0.name != name && source.text.contains(word: name, in: $0.body)
    }) {
      // No preview makes it, but a view that Type() makes shows it: the layout finds its scroll view there.
      entry = .type(shower.name)
      madeType = name
    } else {
      let why = type.isGeneric ? "it is generic" : type.needsArgument ?? "it takes arguments"
      throw SwiftBehaviorError.invalid(
        location: "\(path):\(type.line)",
        "\(name) cannot be made with \(name)(): \(why). Add a #Preview that makes it "
          + "(#Preview { \(name)(…) }), or give its properties default values")
    }
    return SwiftViewChoice(entry: entry, scrollViewLine: line, madeType: madeType)
  }

  /// The choice without a name: see ``SwiftViewChoice``.
  func fallback(line: Int?) throws(SwiftBehaviorError) -> SwiftViewChoice {
    var scrolling: [String] = []
    for mention in source.scrollViews {
      if case .type(let name)? = owner(of: mention.offset), !scrolling.contains(name) { scrolling.append(name) }
    }
    if scrolling.count > 1 {
      let targeted = scrolling.filter { mentions(ownedBy: .type($0)).contains(where: \.isTargeted) }
      let pool = targeted.isEmpty ? scrolling : targeted
      // A view that shows all of them (a home screen and its shelves, a detail view and the gallery it
      // presents) is the screen they are laid out in, and its layout chooses among their scroll views.
      let screens = source.viewTypes.map(\.name).filter { screen in
        pool.allSatisfy { $0 == screen || shows(screen, $0) }
      }
      let outermost = screens.filter { inner in !screens.contains { $0 != inner && shows($0, inner) } }
      let previewed = pool.filter { name in source.previews.contains { isShown(name, by: $0) } }
      if targeted.count == 1 {
        scrolling = targeted
      } else if outermost.count == 1 {
        scrolling = outermost
      } else if !targeted.isEmpty, previewed.count == 1 {
        scrolling = previewed
      } else {
        throw several(pool.flatMap { mentions(ownedBy: .type($0)) }, targeted: !targeted.isEmpty)
      }
    }
    if let name = scrolling.first { return try made(name, line: line) }
    let previews = source.previews.filter { !mentions(ownedBy: .preview($0)).isEmpty }
    if let preview = previews.first(where: { mentions(ownedBy: .preview($0)).contains(where: \.isTargeted) })
      ?? previews.first
    {
      return SwiftViewChoice(entry: .preview(preview), scrollViewLine: line)
    }
    let views = source.viewTypes
    if views.count == 1 { return try made(views[0].name, line: line) }
    if views.isEmpty, let preview = source.previews.first {
      return SwiftViewChoice(entry: .preview(preview), scrollViewLine: line)
    }
    if views.isEmpty {
      throw SwiftBehaviorError.invalid(
        location: path, "no type conforming to View found (`struct Carousel: View { var body: some View { … } }`)")
    }
    let names = views.map(\.name)
    throw SwiftBehaviorError.invalid(
      location: path,
      "no view holds a ScrollView, and there are several (\(names.joined(separator: ", "))): pick one with --view \(names[0])"
    )
  }

  /// The error that lists scroll views to choose from: the input's fault, exit 2.
  func several(_ mentions: [SwiftBehaviorSource.ScrollViewMention], targeted: Bool) -> SwiftBehaviorError {
    let what =
      targeted
      ? "several scroll views have a .scrollTargetBehavior or .scrollTargetLayout"
      : "several scroll views, and none has a .scrollTargetBehavior or .scrollTargetLayout"
    let lines = mentions.map { "  \(path):\($0.line)  ScrollView in \(ownerName(owner(of: $0.offset)))" }
    return SwiftBehaviorError(
      location: path, "\(what): pick one with --scroll-view LINE\n" + lines.joined(separator: "\n"))
  }
}
