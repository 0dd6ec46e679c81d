import Foundation
import ScrollSimulation
import ScrollTargets
import TestSupport
import Testing

@testable import SwiftBehaviors

/// The catalogue of the model's SwiftUI surface (ViewCatalogue.swift): its
/// entries are well formed, every example compiles into one view file that
/// lays out, the modifiers it calls ignored keep a view's frame, and
/// docs/views.md holds what it generates.
@Suite("The catalogue of the model's SwiftUI surface", .serialized, .endToEnd, .tags(.endToEnd))
struct ViewCatalogueTests {
  static let iPhone15Pro = Screen(device: .iPhone15Pro, orientation: .portrait)
  /// Lengths compared to within a hundredth of a point.
  static let tolerance: CGFloat = 0.01

  @Test("names are unique; examples, sources and roles are where the catalogue promises them")
  func entriesWellFormed() {
    var seen: Set<String> = []
    for entry in ViewCatalogue.entries {
      #expect(seen.insert(entry.name).inserted, "\(entry.name) is listed twice")
      #expect(!entry.note.isEmpty, "\(entry.name) has no note")
      switch entry.role {
      case .missing:
        #expect(entry.example == nil, "\(entry.name) is missing, so it has no example")
      case .laidOut, .estimated:
        #expect(
          entry.source != nil || entry.kind == .module, "\(entry.name) is laid out by a rule, so it names a source")
        fallthrough
      case .ignored:
        let excused = entry.kind == .module
        #expect(entry.example != nil || excused, "\(entry.name) has no example")
      }
    }
    // The API that stays missing is named, so that its errors are said in the tool's words.
    for name in ["Table", "Layout", "Map", "KeyframeAnimator", "UIViewRepresentable", "WindowGroup"] {
      #expect(ViewCatalogue.entry(named: name)?.role == .missing, "\(name) is missing from the model")
    }
  }

  @Test("an entry is found by its name, or by its base name with or without `@` and `.`")
  func lookUp() throws {
    #expect(ViewCatalogue.entry(named: "padding(_:_:)")?.role == .laidOut)
    #expect(ViewCatalogue.entry(named: "padding")?.name == "padding(_:_:)")
    #expect(ViewCatalogue.entry(named: ".scrollTransition")?.name == "scrollTransition(_:axis:transition:)")
    #expect(ViewCatalogue.entry(named: "State")?.name == "@State")
    #expect(ViewCatalogue.entry(named: "@GestureState")?.role == .ignored)
    let table = try #require(ViewCatalogue.entry(named: "Table"))
    #expect(table.role == .missing && table.kind == .view)
    #expect(ViewCatalogue.entry(named: "MapKit")?.role == .missing)
    #expect(ViewCatalogue.entry(named: "NoSuchView") == nil)
  }

  @Test("every example compiles in one view file, which lays out; each ignored modifier keeps a 10 pt square")
  func examplesCompileAndLayOut() throws {
    let file = CatalogueFile(ViewCatalogue.entries)
    let path = Fixtures.file("CatalogueView.swift", file.text)
    let view: SwiftViewFile
    do {
      view = try SwiftViewFile(path + ":CatalogueView", build: Fixtures.build)
    } catch {
      Issue.record("the catalogue's file does not compile: \(file.blame(error.description))")
      return
    }
    let layout = try #require(try view.layout([Self.iPhone15Pro]).first)
    #expect(layout.axes == .vertical)
    // The first stack is the target layout, its children the ignored modifiers' squares in order.
    let squares = file.ignoredModifiers
    #expect(squares.count >= 150)
    try #require(layout.targets.count >= squares.count)
    let first = layout.targets[0]
    for (index, name) in squares.enumerated() {
      let frame = layout.targets[index]
      let expected = CGRect(x: first.minX, y: first.minY + 10 * CGFloat(index), width: 10, height: 10)
      let matches =
        abs(frame.minX - expected.minX) < Self.tolerance && abs(frame.minY - expected.minY) < Self.tolerance
        && abs(frame.width - 10) < Self.tolerance && abs(frame.height - 10) < Self.tolerance
      #expect(matches, "\(name) changed the square's frame: \(frame), not \(expected)")
    }
  }

  @Test("docs/views.md's section \"The catalogue\" is what the catalogue generates")
  func pageMatches() throws {
    let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appending(path: "../../docs/views.md").standardizedFileURL
    let text = try String(contentsOf: page, encoding: .utf8)
    if ProcessInfo.processInfo.environment["SCROLLSCRIPT_WRITE_CATALOGUE"] == "1" {
      try ViewCatalogue.replacingSection(in: text).write(to: page, atomically: true, encoding: .utf8)
      return
    }
    #expect(
      ViewCatalogue.section(in: text) == ViewCatalogue.markdown,
      """
      docs/views.md's section "The catalogue" differs from ViewCatalogue.markdown; rewrite it with
      SCROLLSCRIPT_WRITE_CATALOGUE=1 swift test --skip-build --disable-xctest --filter ViewCatalogueTests/pageMatches
      """)
    #expect(text.contains(ViewCatalogue.roleCounts))
  }

  @Test(
    "a feed card dressed in gradients, materials, gestures, an alert, a sheet and an @Observable model lays out as it does bare"
  )
  func dressedCardKeepsGeometry() throws {
    let dressed = try SwiftViewFile(Fixtures.file("DressedFeed.swift", Self.dressedFeed), build: Fixtures.build)
    let bare = try SwiftViewFile(Fixtures.file("BareFeed.swift", Self.bareFeed), build: Fixtures.build)
    let screens = [Self.iPhone15Pro, Screen(device: .iPhone15Pro, orientation: .landscape)]
    let dressedLayouts = try dressed.layout(screens)
    let bareLayouts = try bare.layout(screens)
    for (dressed, bare) in zip(dressedLayouts, bareLayouts) {
      #expect(dressed.behavior == .builtIn("viewAligned") && bare.behavior == .builtIn("viewAligned"))
      #expect(dressed.targets.count == 12 && bare.targets.count == 12)
      #expect(dressed.targets == bare.targets)
      #expect(dressed.contentSize == bare.contentSize)
      #expect(dressed.containerSize == bare.containerSize)
      #expect(dressed.contentMargins == bare.contentMargins)
      #expect(dressed.frame == bare.frame)
    }
    // Portrait: 393 pt less 24 pt of margin on each side is a 345 pt card;
    // 16 pt of padding, a 220 pt picture, 12 pt of spacing, a 32 pt bar and 16 pt of padding make it 296 pt tall.
    let portrait = dressedLayouts[0]
    #expect(abs(portrait.targets[0].width - 345) < Self.tolerance)
    #expect(abs(portrait.targets[0].height - 296) < Self.tolerance)
    #expect(abs(portrait.targets[1].minX - 361) < Self.tolerance)
    #expect(abs(portrait.contentSize.width - (12 * 345 + 11 * 16)) < Self.tolerance)
  }

  @Test("a view reading an @EnvironmentObject no view above gives stops with the type and the line")
  func missingEnvironmentObject() throws {
    let path = Fixtures.file(
      "MissingStore.swift",
      """
      import SwiftUI

      final class Store: ObservableObject {
        @Published var count = 3
      }

      struct Counter: View {
        @EnvironmentObject var store: Store
        var body: some View {
          ScrollView {
            Color.red.frame(height: CGFloat(store.count))
          }
        }
      }
      """)
    let file = try SwiftViewFile(path, build: Fixtures.build)
    let error = try #require(throws: SwiftBehaviorError.self) { try file.layout([Self.iPhone15Pro]) }
    #expect(
      error.description.contains(
        "MissingStore.swift:8: error: @EnvironmentObject reads a Store that no view above gives"))
  }

  static let dressedFeed = """
    import SwiftUI
    import Observation

    struct Post: Identifiable, Hashable {
      let id: Int
      let title: String
      let hue: Double

      static let samples = (0..<12).map { Post(id: $0, title: "Post \\($0)", hue: Double($0) / 12) }
    }

    @Observable
    final class FeedModel {
      var posts = Post.samples
      var liked: Set<Int> = []
      var selected: Post?

      func toggleLike(_ id: Int) {
        if liked.contains(id) { liked.remove(id) } else { liked.insert(id) }
      }
    }

    struct FeedCard: View {
      let post: Post
      @Environment(FeedModel.self) private var model
      @Environment(\\.colorScheme) private var colorScheme
      @Environment(\\.dismiss) private var dismiss
      @GestureState private var press = CGSize.zero
      @State private var showDetails = false
      @State private var confirmDelete = false
      @Namespace private var namespace

      var body: some View {
        VStack(alignment: .leading, spacing: 12) {
          RoundedRectangle(cornerRadius: 20, style: .continuous)
            .fill(
              LinearGradient(
                colors: [Color(hue: post.hue, saturation: 0.6, brightness: 0.9), .purple],
                startPoint: .topLeading, endPoint: .bottomTrailing)
            )
            .frame(height: 220)
            .overlay(alignment: .bottomLeading) {
              Text(post.title)
                .font(.title2)
                .fontWeight(.bold)
                .foregroundStyle(.white)
                .shadow(radius: 4)
                .frame(width: 200, height: 30)
            }
            .overlay(.black.opacity(0.05))
            .clipShape(.rect(cornerRadius: 20))
            .matchedGeometryEffect(id: post.id, in: namespace)
          HStack(spacing: 8) {
            Capsule()
              .fill(.ultraThinMaterial)
              .overlay(Capsule().stroke(.white.opacity(0.4), lineWidth: 1))
              .frame(width: 80, height: 32)
              .accessibilityHidden(true)
            Spacer()
            Circle()
              .fill(model.liked.contains(post.id) ? Color.pink.gradient : Color.gray.gradient)
              .frame(width: 32, height: 32)
              .contentShape(.circle)
              .onTapGesture {
                withAnimation(.spring(response: 0.3, dampingFraction: 0.6)) { model.toggleLike(post.id) }
              }
              .sensoryFeedback(.impact(weight: .light), trigger: model.liked)
              .accessibilityLabel("Like")
              .accessibilityAddTraits(.isButton)
          }
        }
        .padding(16)
        .background(.regularMaterial, in: .rect(cornerRadius: 24))
        .background(Color(uiColor: .secondarySystemBackground).opacity(0.5))
        .shadow(color: .black.opacity(colorScheme == .dark ? 0.5 : 0.15), radius: 12, y: 6)
        .scaleEffect(press == .zero ? 1 : 0.97)
        .rotation3DEffect(.degrees(press.width / 20), axis: (x: 0, y: 1, z: 0))
        .animation(.snappy, value: press)
        .gesture(
          DragGesture(minimumDistance: 0)
            .updating($press) { value, state, _ in state = value.translation }
            .onEnded { value in if abs(value.translation.height) > 80 { confirmDelete = true } }
        )
        .simultaneousGesture(TapGesture(count: 2).onEnded { model.toggleLike(post.id) })
        .onLongPressGesture { showDetails = true }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(post.title)
        .accessibilityHint("Double tap to like")
        .accessibilityAction(named: "Details") { showDetails = true }
        .sheet(isPresented: $showDetails) {
          Color.clear
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
            .onTapGesture { dismiss() }
        }
        .alert("Delete \\(post.title)?", isPresented: $confirmDelete) {
          EmptyView()
        } message: {
          Text("This cannot be undone.")
        }
        .scrollTransition { content, phase in
          content
            .opacity(phase.isIdentity ? 1 : 0.6)
            .scaleEffect(phase.isIdentity ? 1 : 0.92)
            .blur(radius: phase.isIdentity ? 0 : 2)
        }
        .transition(.asymmetric(insertion: .push(from: .trailing), removal: .opacity))
      }
    }

    struct Feed: View {
      @State private var model = FeedModel()
      @AppStorage("feed.compact") private var compact = false

      var body: some View {
        ScrollView(.horizontal) {
          LazyHStack(spacing: 16) {
            ForEach(model.posts) { post in
              FeedCard(post: post)
                .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
                .id(post.id)
            }
          }
          .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 24, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
        .scrollBounceBehavior(.basedOnSize)
        .scrollClipDisabled()
        .background(
          LinearGradient(colors: [.indigo.opacity(0.3), .clear], startPoint: .top, endPoint: .bottom)
        )
        .navigationTitle("Feed")
        .toolbar {
          ToolbarItem(placement: .topBarTrailing) { Circle().frame(width: 28, height: 28) }
        }
        .refreshable { await Task.yield() }
        .task { model.posts.shuffle() }
        .onChange(of: model.liked) { old, new in compact = new.count > 3 }
        .environment(model)
        .preferredColorScheme(.dark)
      }
    }
    """

  /// The same feed with only what bears on geometry: stacks, frames,
  /// padding, the relative frame, margins and the scroll target API.
  static let bareFeed = """
    import SwiftUI

    struct BareCard: View {
      var body: some View {
        VStack(alignment: .leading, spacing: 12) {
          RoundedRectangle(cornerRadius: 20)
            .frame(height: 220)
          HStack(spacing: 8) {
            Capsule()
              .frame(width: 80, height: 32)
            Spacer()
            Circle()
              .frame(width: 32, height: 32)
          }
        }
        .padding(16)
      }
    }

    struct BareFeed: View {
      var body: some View {
        ScrollView(.horizontal) {
          LazyHStack(spacing: 16) {
            ForEach(0..<12) { _ in
              BareCard()
                .containerRelativeFrame(.horizontal, count: 1, spacing: 16)
            }
          }
          .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 24, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned)
      }
    }
    """
}

/// One view file made of every example of the catalogue, placed as its
/// conventions say (ViewCatalogue.swift): top-level declarations first,
/// then a view of its own for each property, then `CatalogueView`, whose
/// scroll view holds the ignored modifiers' squares (its target layout),
/// the laid-out modifiers' squares, the views, and the views declared.
struct CatalogueFile {
  /// The file's text.
  private(set) var text = "import SwiftUI\n\n"
  /// The entry each line of the file comes from, by line number from 1.
  private var lineEntries: [Int: String] = [:]
  private var lineCount = 2
  /// The names of the ignored modifiers, in the order of their squares.
  private(set) var ignoredModifiers: [String] = []

  private static let topLevelWords = ["struct", "final", "class", "enum", "func", "let", "extension"]

  init(_ entries: [ViewCatalogue.Entry]) {
    var ignored: [(String, String)] = []
    var laidOut: [(String, String)] = []
    var views: [(String, String)] = []
    var shown: [(String, String)] = []
    var memberCount = 0
    for entry in entries {
      guard let example = entry.example else { continue }
      if example.hasPrefix(".") {
        let square = "Color.red.frame(width: 10, height: 10)" + example
        if entry.role == .ignored { ignored.append((entry.name, square)) } else { laidOut.append((entry.name, square)) }
      } else if Self.isTopLevel(example) {
        add(example, for: entry.name)
        if let name = Self.viewName(in: example) { shown.append((entry.name, "\(name)()")) }
      } else if example.hasPrefix("@") {
        memberCount += 1
        let name = "CatalogueMember\(memberCount)"
        add("struct \(name): View {", for: entry.name)
        add("  " + example, for: entry.name)
        add("  var body: some View { Color.red.frame(width: 10, height: 10) }\n}", for: entry.name)
        shown.append((entry.name, "\(name)()"))
      } else {
        views.append((entry.name, example))
      }
    }
    ignoredModifiers = ignored.map(\.0)
    add("\nstruct CatalogueView: View {\n  var body: some View {\n    ScrollView {", for: "")
    stack(ignored, targets: true)
    stack(laidOut, targets: false)
    stack(views, targets: false)
    stack(shown, targets: false)
    add("    }\n  }\n}", for: "")
  }

  /// Whether `example` is a top-level declaration: it starts with a
  /// declaration's word, after any attributes.
  static func isTopLevel(_ example: String) -> Bool {
    var rest = Substring(example)
    while rest.hasPrefix("@") {
      let attribute = rest.prefix { !$0.isWhitespace && $0 != "(" }
      rest = rest.dropFirst(attribute.count)
      if rest.hasPrefix("(") {
        var depth = 0
        while let character = rest.first {
          rest = rest.dropFirst()
          if character == "(" { depth += 1 }
          if character == ")" { depth -= 1 }
          if depth == 0 { break }
        }
      }
      rest = rest.drop { $0.isWhitespace }
    }
    let word = rest.prefix { !$0.isWhitespace }
    return topLevelWords.contains(String(word))
  }

  /// `NAME` in `struct NAME: View`, or `nil`.
  static func viewName(in example: String) -> String? {
    guard example.hasPrefix("struct "), let colon = example.firstIndex(of: ":") else { return nil }
    let name = example.dropFirst("struct ".count)[..<colon]
    let conformance = example[colon...].dropFirst().drop(while: { $0 == " " }).prefix { $0.isLetter }
    return conformance == "View" ? String(name) : nil
  }

  /// A column of `views`, ten to a group; the first is the scroll view's target layout.
  private mutating func stack(_ views: [(String, String)], targets: Bool) {
    guard !views.isEmpty else { return }
    add("      VStack(spacing: 0) {", for: "")
    for start in stride(from: 0, to: views.count, by: 10) {
      add("        Group {", for: "")
      for (name, view) in views[start..<min(start + 10, views.count)] { add("          " + view, for: name) }
      add("        }", for: "")
    }
    add("      }" + (targets ? "\n      .scrollTargetLayout()" : ""), for: "")
  }

  private mutating func add(_ lines: String, for name: String) {
    for line in lines.split(separator: "\n", omittingEmptySubsequences: false) {
      text += line + "\n"
      lineCount += 1
      lineEntries[lineCount] = name
    }
  }

  /// `message` with the entry of the line it points at: `CatalogueView.swift:12:5` is `onAppear(perform:)`'s.
  func blame(_ message: String) -> String {
    let pattern = /CatalogueView\.swift:(\d+)/
    guard let match = message.firstMatch(of: pattern), let line = Int(match.1), let name = lineEntries[line] else {
      return message
    }
    return "the example of \(name) fails: \(message)"
  }
}
