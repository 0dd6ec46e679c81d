import Foundation
import ScrollTargets
import Testing

@testable import SwiftBehaviors

/// The light reading of a file before compiling: no compiler runs here.
@Suite("Reading a .swift file before compiling it")
struct SwiftSourceReadingTests {
  /// Braces, quotes and `#Preview` inside literals and comments, each of which must read as text.
  static let tricky = ##"""
    import SwiftUI

    let banner = """
      #Preview { ScrollView { "not code" } }
      a \"""quoted\""" run and a lone " quote
      """
    let raw = #"a "raw" { brace \(not) interpolated"#
    let rawInterpolated = #"count: \#(items.filter { $0.name != "}" }.count) {"#
    let nested = "outer \(["a", "b)"].joined(separator: "\")")) end {"
    /* a /* nested */ comment with { and " */
    let pattern = #/[{"]+/#
    // #Preview { ScrollView { } }

    struct Cards: View {
      let items: [Int]
      var body: some View {
        ScrollView(.horizontal) {
          Color.red.frame(width: 10, height: 10)
        }
      }
    }

    #Preview("Dark", traits: .landscapeLeft) {
      @Previewable @State var page = 0
      @Previewable @State var names = [
        "one", "two",
      ]
      Cards(items: [1, 2, 3])
    }

    #Preview { Cards(items: Array(0..<"\("}")".count)) }
    """##

  @Test("the blanker keeps every byte's place and every line break, and blanks what literals and comments hold")
  func blankerKeepsPlaces() throws {
    let text = SwiftSourceText(Self.tricky)
    #expect(text.code.count == text.bytes.count)
    for (offset, byte) in text.bytes.enumerated() where byte == UInt8(ascii: "\n") {
      #expect(text.code[offset] == byte, "a line break at \(offset) is kept")
    }
    let code = text.codeText
    // Only the real previews and the real struct are code: two `#Preview`s, one `ScrollView`.
    #expect(code.matches(of: /#Preview/).count == 2)
    #expect(code.matches(of: /\bScrollView\b/).count == 1)
    #expect(!code.contains("not code") && !code.contains("quoted") && !code.contains("outer"))
    #expect(!code.contains("raw\"") && !code.contains("interpolated") && !code.contains("joined"))
    // What is code stays: the declarations after every literal.
    #expect(code.contains("let rawInterpolated = #\""))
    #expect(code.contains("struct Cards: View {"))
    // Braces balance in the code: the literals' and comments' braces are gone.
    let opening = code.utf8.count { $0 == UInt8(ascii: "{") }
    let closing = code.utf8.count { $0 == UInt8(ascii: "}") }
    #expect(opening == closing)
  }

  @Test(
    "any text reads without a trap: 1,500 files made of the tokens that open and close literals, comments and bodies")
  func anyTextReads() {
    let tokens = [
      "\"", "\"\"\"", "#", "##", "/", "*", "\\", "(", ")", "{", "}", "[", "]", "\n", " ", "x", "in", ";", ".",
      "#Preview", "@Previewable", "ScrollView", "struct A: View {", "init(", "let a: Int", "#if canImport(X)", "#else",
      "#endif", "import Foundation", "é", "\\(", "#/", "/#", "=", ",", "PreviewProvider",
    ]
    // A fixed linear congruential sequence: the same files on every run.
    var state: UInt64 = 0x5eed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<1500 {
      let text = (0..<next(60)).map { _ in tokens[next(tokens.count)] }.joined()
      let source = SwiftBehaviorSource(text)
      #expect(source.text.code.count == source.text.bytes.count)
      _ = SwiftImports.imports(in: source.text)
      _ = try? SwiftViewChoice.choose(in: source, pick: ViewPick(), path: "F.swift")
      let copy = SwiftPreviewRewrite.copy(of: source.text, previews: source.previews, path: "/in/F.swift")
      #expect(copy.hasPrefix("#sourceLocation(file: \"/in/F.swift\", line: 1)\n"))
    }
  }

  @Test("an interpolation's own strings and parentheses do not end the literal that holds it")
  func interpolationWithQuotes() {
    let code = SwiftBehaviorSource.blankingCommentsAndStrings(#"let a = "x \(f("y)", g(")"))) z" ; let b = 1"#)
    #expect(code.hasSuffix("\" ; let b = 1"), "\(code)")
    #expect(!code.contains("f(") && !code.contains("z"))
  }

  @Test("previews: named ones by their name, unnamed ones Preview, Preview 2, …; traits, @Previewable and bodies")
  func previewsRead() throws {
    let source = SwiftBehaviorSource(Self.tricky)
    #expect(source.previews.map(\.name) == ["Dark", "Preview"])
    #expect(source.previews.map(\.line) == [23, 31])
    let dark = source.previews[0]
    #expect(dark.isNamed && dark.orientation == .landscape)
    #expect(dark.previewables.count == 2)
    #expect(source.text.text(dark.previewables[0]) == "@Previewable @State var page = 0")
    #expect(source.text.text(dark.previewables[1]).hasSuffix("\"one\", \"two\",\n  ]"))
    #expect(source.previews[1].orientation == nil && source.previews[1].previewables.isEmpty)
    #expect(source.text.text(source.previews[1].body) == #" Cards(items: Array(0..<"\("}")".count)) "#)
    let more = SwiftBehaviorSource("#Preview { A() }\n#Preview(\"Named\") { B() }\n#Preview { C() }\n")
    #expect(more.previews.map(\.name) == ["Preview", "Named", "Preview 2"])
  }

  @Test("the copy keeps each line and column of the user's code where it was, as #sourceLocation names them")
  func rewriteKeepsPlaces() throws {
    let source = SwiftBehaviorSource(Self.tricky)
    let copy = SwiftPreviewRewrite.copy(of: source.text, previews: source.previews, path: "/in/Cards.swift")
    // The copy's lines as the compiler numbers them: a `#sourceLocation` names the line after it.
    var virtual: [Int: [String]] = [:]
    var next = 1
    for line in copy.split(separator: "\n", omittingEmptySubsequences: false) {
      if let match = line.wholeMatch(of: /#sourceLocation\(file: "\/in\/Cards\.swift", line: (\d+)\)/) {
        next = Int(match.output.1)!
        continue
      }
      virtual[next, default: []].append(String(line))
      next += 1
    }
    // Every character of the user's code is at its line and column in the copy: all but a
    // preview's header (`#Preview(…) {`) and the word `@Previewable`, which are spaces.
    for (index, line) in Self.tricky.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      var kept = Array(line.replacing("@Previewable", with: String(repeating: " ", count: 12)).utf8)
      if line.hasPrefix("#Preview"), let brace = kept.firstIndex(of: UInt8(ascii: "{")) {
        for column in 0...brace { kept[column] = UInt8(ascii: " ") }
      }
      let copies = (virtual[index + 1] ?? []).map { Array($0.utf8) }
      for (column, byte) in kept.enumerated() where byte != UInt8(ascii: " ") {
        #expect(
          copies.contains { column < $0.count && $0[column] == byte },
          "line \(index + 1), column \(column + 1): \(copies.map { String(decoding: $0, as: UTF8.self) })")
      }
    }
    #expect(copy.contains("struct ScrollScriptPreview1: View {"))
    #expect(copy.contains("struct ScrollScriptPreview2: View {"))
    let copiedCode = SwiftSourceText(copy).codeText
    #expect(!copiedCode.contains("#Preview") && !copiedCode.contains("@Previewable"))
  }

  @Test("imports: the toolchain's and the frameworks the model stands for compile; any other is refused at its line")
  func importsChecked() throws {
    let text = SwiftSourceText(
      """
      import SwiftUI
      @testable import SwiftUICore
      import struct UIKit.UIColor
      import Observation
      import Combine
      #if canImport(FirebaseAuth)
        import FirebaseAuth
      #elseif os(macOS)
        import GameKit
      #else
        import AVKit
      #endif
      #if canImport(UIKit) && !DEBUG
        import MapKit
      #endif
      #if swift(>=5.9)
        import Charts
      #endif
      // import Firebase
      @preconcurrency import CoreLocation
      #if SCROLLSCRIPT
        import Dispatch
      #else
        import GameKit
      #endif
      #if os(iOS)
        import UIKit
      #elseif os(Linux)
        import Glibc
      #endif
      """)
    let imports = SwiftImports.imports(in: text)
    // SCROLLSCRIPT is set, as the tool's builds set it (docs/swift-files.md, "The model's own API"),
    // and os(iOS) holds whatever the host (SwiftTargetSystem).
    #expect(
      imports.map(\.module) == [
        "SwiftUI", "SwiftUICore", "UIKit", "Observation", "Combine", "AVKit", "CoreLocation", "Dispatch", "UIKit",
      ])
    let error = try #require(SwiftImports.refusal(in: text, path: "Map.swift", isView: true))
    #expect(error.location == "Map.swift:20")
    #expect(
      error.problem
        == "module 'CoreLocation' is not available here: a view file builds with SwiftUI alone; move the scroll view into a file of its own"
    )
    #expect(error.fault == .behavior)
    #expect(
      SwiftImports.refusal(in: SwiftSourceText("import SwiftUI\nimport Foundation\n"), path: "A.swift", isView: true)
        == nil)
  }

  @Test(
    "os(…) in an #if or #elseif line is true for iOS alone, targetEnvironment(…) for the simulator; each byte where it was"
  )
  func systemConditionsResolved() {
    let text = SwiftSourceText(
      """
      #if os(iOS) || os( visionOS )
        let note = "#if os(macOS)"
      #elseif os(macOS) // os(iOS)
        let kernel = info.os(Linux)
      #endif
        #if canImport(os) && !os(Linux)
      #endif
      #if targetEnvironment(simulator) || targetEnvironment(macCatalyst)
      """)
    let resolved = SwiftTargetSystem.resolvingConditions(in: text)
    #expect(resolved.bytes.count == text.bytes.count)
    // Trailing spaces spelled out: each value is padded to the width of the condition it replaces.
    let lines = [
      "#if true    || false         ",
      "  let note = \"#if os(macOS)\"",
      "#elseif false     // os(iOS)",
      "  let kernel = info.os(Linux)",
      "#endif",
      "  #if canImport(os) && !false    ",
      "#endif",
      "#if true                         || false                         ",
    ]
    #expect(String(decoding: resolved.bytes, as: UTF8.self) == lines.joined(separator: "\n"))
  }

  @Test("a shorthand is a static property of the behavior's own type, in the behavior's own extension")
  func shorthandsRead() {
    let source = SwiftBehaviorSource(
      """
      struct Snap: ScrollTargetBehavior { var step: CGFloat = 100 }
      extension ScrollTargetBehavior where Self == Snap {
        static func snap(step: CGFloat) -> Snap { Snap(step: step) }
      }
      extension Int { static let answers: [Int] = [42] }

      struct Peek: ScrollTargetBehavior {}
      extension ScrollTargetBehavior where Self == Peek {
        static let samples: [Int] = [1, 2]
        @MainActor static var peek: Peek { Peek() }
      }

      struct Wide: ScrollTargetBehavior {}
      extension ScrollTargetBehavior where Self == Wide { static let wide: Self = Wide() }
      """)
    // A function takes arguments the tool cannot give, and `answers` is another extension's, of another type.
    #expect(source.staticMembers["Snap"] == nil)
    #expect(source.staticMembers["Peek"] == "peek")
    #expect(source.staticMembers["Wide"] == "wide")
  }

  @Test("a .scrollTargetBehavior call configures a type of the file when it passes values Type() does not")
  func behaviorCallsRead() {
    let source = SwiftBehaviorSource(
      """
      ScrollView {}.scrollTargetBehavior(StepSnap(step: 250))
      ScrollView {}
        .scrollTargetBehavior( StepSnap() )
      ScrollView {}.scrollTargetBehavior(.stepSnap(step: "a)b".count))
      ScrollView {}.scrollTargetBehavior(.snappy)
      ScrollView {}.scrollTargetBehavior(snap)
      """)
    #expect(source.behaviorCalls.map(\.line) == [1, 3, 4, 5, 6])
    #expect(source.behaviorCalls[0] == BehaviorCall(line: 1, column: 35, argument: "StepSnap(step: 250)"))
    #expect(source.behaviorCalls[2].argument == #".stepSnap(step: "a)b".count)"#)
    let configures = source.behaviorCalls.map { $0.configures("StepSnap", shorthand: "snappy") }
    #expect(configures == [true, false, true, false, false])
  }

  @Test("the compiler's output names the model SwiftUI, as the file imports it, never by its module's own name")
  func modelNamedSwiftUI() {
    let output = """
      /work/Tabs.swift:15:16: error: missing arguments for parameters #1, 'systemImage', 'value' in call
      ScrollTargets.Tab.init:2:19: note: 'init(_:systemImage:value:role:content:)' declared here
      /work/Tabs.swift:9:3: note: 'MyScrollTargets.Shelf' declared here
      """
    let error = SwiftBehaviorBuild.compileError(
      output, userFile: "/work/Tabs.swift", copy: "/scratch/Copy.swift", path: "Tabs.swift",
      generated: "/scratch/main.swift", source: SwiftBehaviorSource(""), isView: true)
    #expect(error.location == "Tabs.swift:15:16")
    #expect(error.problem.contains("SwiftUI.Tab.init:2:19: note: 'init(_:systemImage:value:role:content:)'"))
    // A name of the file's own that ends in the module's name is the file's.
    #expect(error.problem.contains("Tabs.swift:9:3: note: 'MyScrollTargets.Shelf' declared here"), "\(error.problem)")
    #expect(!error.problem.contains("ScrollTargets.Tab"))
  }

  @Test("a TabView of the page style is read as a scroll view that pages by itself; one with a tab bar is not")
  func pagedTabViewRead() {
    let source = SwiftBehaviorSource(
      """
      struct Onboarding: View {
        var body: some View {
          TabView {
            ForEach(0..<3, id: \\.self) { Page(index: $0) }
          }
          .tabViewStyle(.page(indexDisplayMode: .always))
          TabView(selection: $tab) { Text("Home") }
            .tabViewStyle(.automatic)
          TabView { Text("Old") }.tabViewStyle(PageTabViewStyle())
        }
      }
      """)
    #expect(source.scrollViews.map(\.line) == [3, 9])
    #expect(source.scrollViews.map(\.isTargeted) == [true, true])
    // Its view holds a scroll view, as the choice of the view to lay out needs.
    #expect(source.viewTypes.first?.holdsScrollView == true)
  }

  @Test("Type() makes a view whose stored properties have defaults or an init() that takes none, not a generic one")
  func madePlainly() {
    let source = SwiftBehaviorSource(
      """
      struct A: View {
        @State private var page = 0
        @Environment(\\.colorScheme) var scheme
        var title: String?
        let spacing: CGFloat = 8
        var body: some View { Color.red }
      }
      struct B: View {
        let items: [Item]
        var body: some View { Color.red }
      }
      struct C: View {
        let items: [Item]
        init(items: [Item] = Item.samples) { self.items = items }
        var body: some View { Color.red }
      }
      struct D<Item>: View {
        var body: some View { Color.red }
      }
      struct E: View {
        @Binding var page: Int
        var body: some View { Color.red }
      }
      """)
    let needs = Dictionary(uniqueKeysWithValues: source.viewTypes.map { ($0.name, $0.isMadePlainly) })
    #expect(needs == ["A": true, "B": false, "C": true, "D": false, "E": false])
    #expect(source.viewTypes[1].needsArgument == "stored property 'items': [Item] has no default value")
  }

  /// A file of several views and scroll views, as the choice reads it.
  static let several = """
    import SwiftUI

    struct Feed: View {
      var body: some View {
        ScrollView {
          VStack {
            Carousel(items: [1, 2])
          }
        }
      }
    }

    struct Carousel: View {
      let items: [Int]
      var body: some View {
        ScrollView(.horizontal) {
          LazyHStack {
            Color.red.frame(width: 10, height: 10)
          }
          .scrollTargetLayout()
        }
      }
    }

    struct Tabs: View {
      var body: some View {
        TabView {
          ScrollView { Color.red.frame(height: 10) }
          ScrollView { Color.blue.frame(height: 10) }
        }
      }
    }

    #Preview("Strip") { Carousel(items: [1, 2, 3]) }
    """

  static let screens = """
    import SwiftUI

    struct Home: View {
      var body: some View {
        ScrollView {
          Hero()
          Shelf()
        }
      }
    }

    struct Hero: View {
      var body: some View {
        ScrollView(.horizontal) { Color.red.frame(width: 10, height: 10) }
          .scrollTargetBehavior(.paging)
      }
    }

    struct Shelf: View {
      var body: some View {
        ScrollView(.horizontal) { LazyHStack { Color.red.frame(width: 10, height: 10) }.scrollTargetLayout() }
      }
    }

    struct Detail: View {
      var body: some View { Gallery() }
    }

    struct Gallery: View {
      var body: some View {
        ScrollView(.horizontal) { Color.red.frame(width: 10, height: 10) }
          .scrollTargetBehavior(.viewAligned)
      }
    }
    """

  @Test("among several snapping views, the outermost view that shows them all, else the one a preview shows")
  func choiceOfScreen() throws {
    // Home shows Hero and Shelf, and Gallery stands apart: no view shows all three, and no preview says.
    let apart = try #require(throws: SwiftBehaviorError.self) {
      try SwiftViewChoice.choose(in: SwiftBehaviorSource(Self.screens), pick: ViewPick(), path: "S.swift")
    }
    #expect(apart.problem.hasPrefix("several scroll views have a .scrollTargetBehavior or .scrollTargetLayout"))
    // When Home shows the detail too, Home is the screen: its layout chooses among the scroll views.
    let shown = Self.screens.replacing("      Shelf()\n", with: "      Shelf()\n      Detail()\n")
    let home = try SwiftViewChoice.choose(in: SwiftBehaviorSource(shown), pick: ViewPick(), path: "S.swift")
    #expect(home.typeName == "Home" && home.scrollViewLine == nil)
    // A preview that shows one of the snapping views settles it.
    let previewed = try SwiftViewChoice.choose(
      in: SwiftBehaviorSource(Self.screens + "\n#Preview { Gallery() }\n"), pick: ViewPick(), path: "S.swift")
    #expect(previewed.note == "#Preview at line 35, which makes Gallery")
  }

  @Test("a component that takes arguments is made by the preview of a screen that shows it, through other views")
  func componentMadeByItsScreensPreview() throws {
    let source = SwiftBehaviorSource(
      """
      import SwiftUI

      struct Booking: View {
        let service: String
        var body: some View { Fares(service: service) }
      }

      struct Fares: View {
        let service: String
        var body: some View { MonthPager(months: [1, 2]) }
      }

      struct MonthPager: View {
        let months: [Int]
        var body: some View {
          ScrollView(.horizontal) { Color.red.frame(width: 10, height: 10) }.scrollTargetBehavior(.paging)
        }
      }

      #Preview("Fares") { Booking(service: "mock") }
      """)
    let chosen = try SwiftViewChoice.choose(in: source, pick: ViewPick(), path: "B.swift")
    #expect(chosen.note == "#Preview(\"Fares\") at line 20, which makes MonthPager")
  }

  @Test("the choice: the targeted scroll view's view, made by the first preview when it takes arguments")
  func choice() throws {
    let source = SwiftBehaviorSource(Self.several)
    #expect(source.scrollViews.map(\.line) == [5, 16, 28, 29])
    #expect(source.scrollViews.map(\.isTargeted) == [false, true, false, false])
    let chosen = try SwiftViewChoice.choose(in: source, pick: ViewPick(), path: "Several.swift")
    #expect(chosen.typeName == "ScrollScriptPreview1")
    #expect(chosen.note == "#Preview(\"Strip\") at line 34, which makes Carousel")
    // A view type named is made with Type(); the layout chooses among its scroll views.
    let tabs = try SwiftViewChoice.choose(in: source, pick: ViewPick(name: "Tabs"), path: "S.swift")
    #expect(tabs.typeName == "Tabs" && tabs.scrollViewLine == nil)
    // Without the carousel, two views hold scroll views and neither prefers one: they are listed (exit 2).
    let untargeted = SwiftBehaviorSource(Self.several.replacing(".scrollTargetLayout()", with: ""))
    let listed = try #require(throws: SwiftBehaviorError.self) {
      try SwiftViewChoice.choose(in: untargeted, pick: ViewPick(), path: "S.swift")
    }
    #expect(listed.fault == .input)
    #expect(
      listed.problem
        == "several scroll views, and none has a .scrollTargetBehavior or .scrollTargetLayout: "
        + "pick one with --scroll-view LINE\n  S.swift:5  ScrollView in Feed\n  S.swift:16  ScrollView in Carousel\n"
        + "  S.swift:28  ScrollView in Tabs\n  S.swift:29  ScrollView in Tabs")
    // --scroll-view picks by line, and the view that holds it.
    let second = try SwiftViewChoice.choose(in: source, pick: ViewPick(scrollViewLine: 29), path: "S.swift")
    #expect(second.typeName == "Tabs" && second.scrollViewLine == 29)
    let none = try #require(throws: SwiftBehaviorError.self) {
      try SwiftViewChoice.choose(in: source, pick: ViewPick(scrollViewLine: 7), path: "S.swift")
    }
    #expect(
      none.problem == "--scroll-view 7: no ScrollView is written at line 7 (the file's are at lines 5, 16, 28, 29)")
    // A preview by its name; a name the file does not have is listed against what it has.
    #expect(
      try SwiftViewChoice.choose(in: source, pick: ViewPick(name: "Strip"), path: "S.swift").scrollViewLine == nil)
    let unknown = try #require(throws: SwiftBehaviorError.self) {
      try SwiftViewChoice.choose(in: source, pick: ViewPick(name: "Dark Mode"), path: "S.swift")
    }
    #expect(unknown.problem == "no view or #Preview is named 'Dark Mode' (the file's: Feed, Carousel, Tabs, \"Strip\")")
  }

  @Test(
    "a scroll view only in a preview is that preview's; a vertical page's carousel with the behavior is read as such")
  func scrollViewInPreview() throws {
    let onlyPreview = SwiftBehaviorSource(
      "import SwiftUI\n\nstruct Card: View {\n  var body: some View { Color.red }\n}\n\n#Preview {\n  ScrollView { Card() }\n}\n"
    )
    let chosen = try SwiftViewChoice.choose(in: onlyPreview, pick: ViewPick(), path: "P.swift")
    #expect(chosen.typeName == "ScrollScriptPreview1" && chosen.note == "#Preview at line 7")
    let nested = SwiftBehaviorSource(
      """
      struct Page: View {
        var body: some View {
          ScrollView {
            ScrollView(.horizontal) {
              Color.red
            }
            .scrollTargetBehavior(.paging)
          }
        }
      }
      """)
    #expect(nested.scrollViews.map(\.isTargeted) == [false, true])
    let page = try SwiftViewChoice.choose(in: nested, pick: ViewPick(), path: "N.swift")
    #expect(page.typeName == "Page" && page.scrollViewLine == nil)
  }

  @Test("a PreviewProvider is an entry point as a #Preview is: its previews make the view that takes arguments")
  func previewProvider() throws {
    let source = SwiftBehaviorSource(
      """
      struct Strip: View {
        let count: Int
        var body: some View { ScrollView(.horizontal) { Color.red } }
      }

      #if DEBUG
        struct Strip_Previews: PreviewProvider {
          static var previews: some View { Strip(count: 3) }
        }
      #endif

      #Preview { Strip(count: 4) }
      """)
    #expect(source.previews.map(\.name) == ["Strip_Previews", "Preview"])
    let chosen = try SwiftViewChoice.choose(in: source, pick: ViewPick(), path: "Strip.swift")
    #expect(chosen.made == "_FirstPreview.make { Strip_Previews.previews }")
    #expect(chosen.note == "Strip_Previews.previews, which makes Strip")
    // Without previews, a view that Type() makes and that shows the strip makes it.
    let shown = SwiftBehaviorSource(
      "struct Strip: View {\n  let count: Int\n  var body: some View { ScrollView { Color.red } }\n}\n"
        + "struct Home: View {\n  var body: some View { VStack { Strip(count: 2) } }\n}\n")
    let home = try SwiftViewChoice.choose(in: shown, pick: ViewPick(), path: "Home.swift")
    #expect(home.made == "Home()" && home.note == "Home, which makes Strip")
    let named = try SwiftViewChoice.choose(in: source, pick: ViewPick(name: "Preview"), path: "Strip.swift")
    #expect(named.made == "ScrollScriptPreview1()")
    // The provider is the file's own code: only the #Preview is rewritten.
    let copy = SwiftPreviewRewrite.copy(of: source.text, previews: source.previews, path: "/in/Strip.swift")
    #expect(copy.contains("struct Strip_Previews: PreviewProvider {"))
    #expect(copy.contains("struct ScrollScriptPreview1: View {") && !copy.contains("ScrollScriptPreview2"))
  }

  @Test("compiler errors naming API the model lacks are said in the tool's words, their cascade dropped")
  func missingAPIWords() throws {
    let source = SwiftBehaviorSource(
      "struct Clock: View {\n  var body: some View {\n    Table(.animation) { context in\n      Color.red\n    }\n  }\n}\n"
    )
    let read = CompilerDiagnostics(lines: [
      "Clock.swift:3:5: error: cannot find 'Table' in scope",
      "    Table(.animation) { context in",
      "    ^~~~~",
      "Clock.swift:3:12: error: cannot infer contextual base in reference to member 'animation'",
      "    Table(.animation) { context in",
      "          ~^~~~~~~~~",
    ])
    let said = try #require(read.inToolWords(source: source))
    #expect(said.map(\.location) == ["Clock.swift:3:5"])
    #expect(
      said[0].message == "Table is SwiftUI API the model does not lay out yet (docs/views.md lists what it has)")
    // A member missing from the user's own type is the user's error: nothing is said in other words.
    let own = CompilerDiagnostics(lines: [
      "Own.swift:9:36: error: value of type 'Clock' has no member 'scrollTransition'"
    ])
    #expect(own.inToolWords(source: source) == nil)
  }
}
