import Foundation
import TestSupport
import Testing

/// The scroll-target geometry `scrollscript scene` reports for a view file: the header of its text form
/// (axes, bounds, safe area, container, behavior) and the frames of its `--json` form (content, margins,
/// padding, targets).
struct CorpusScene {
  struct Size {
    var width: Double
    var height: Double
  }

  struct Frame {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
    var maxX: Double { x + width }
    var maxY: Double { y + height }
  }

  var axes: String
  var bounds: Size
  var safeArea: [String: Double]
  var container: Size
  var content: Size
  var margins: [String: Double]
  var padding: [String: Double]
  /// The behavior's catalog name (`paging`, `viewAligned:always`), or `FILE.swift:Type` for a type of the file;
  /// `nil` when the scroll view has none.
  var behavior: String?
  var targets: [Frame]

  /// Reads the text form's header and the JSON form; `nil` for a field it lacks.
  init?(text: String, json: String) {
    var header: [String: String] = [:]
    for line in text.split(separator: "\n") where !line.hasPrefix(" ") {
      let key = line.prefix(18).trimmingCharacters(in: .whitespaces)
      header[key] = line.dropFirst(18).trimmingCharacters(in: .whitespaces)
    }
    guard let axes = header["axes"], let bounds = header["bounds"].flatMap(Self.size),
      let container = header["container"].flatMap(Self.size), let behavior = header["behavior"],
      let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
      let content = object["contentSize"] as? [String: Double]
    else { return nil }
    self.axes = axes
    self.bounds = bounds
    self.container = container
    self.safeArea = Self.insets(header["safe area"] ?? "none")
    self.content = Size(width: content["width"] ?? 0, height: content["height"] ?? 0)
    self.margins = object["contentMargins"] as? [String: Double] ?? [:]
    self.padding = object["safeAreaPadding"] as? [String: Double] ?? [:]
    self.behavior = behavior.hasPrefix("none") ? nil : String(behavior.prefix { $0 != " " })
    self.targets = (object["targets"] as? [[String: Double]] ?? []).map {
      Frame(x: $0["x"] ?? 0, y: $0["y"] ?? 0, width: $0["width"] ?? 0, height: $0["height"] ?? 0)
    }
  }

  /// `353 x 759`.
  private static func size(_ text: String) -> Size? {
    let parts = text.split(separator: " x ").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    return parts.count == 2 ? Size(width: parts[0], height: parts[1]) : nil
  }

  /// `top 59, bottom 34` or `none`.
  private static func insets(_ text: String) -> [String: Double] {
    var result: [String: Double] = [:]
    for part in text.split(separator: ",") {
      let words = part.split(separator: " ")
      if words.count == 2, let value = Double(words[1]) { result[String(words[0])] = value }
    }
    return result
  }
}

/// Twenty-six SwiftUI files written as an app's developers write them in Xcode (`examples/views/corpus/`),
/// laid out through the built tool as a user runs it, and held to SwiftUI's documented arithmetic.
///
/// The numbers' origins, used throughout: an iPhone 15 Pro is 393 x 852 pt in portrait with a safe area of
/// 59 pt at the top and 34 at the bottom (none at the sides), and 852 x 393 in landscape with 59 pt at each
/// side and 21 at the bottom (docs/formats.md, "Devices and safe areas"). A scroll view whose frame touches
/// the safe area reaches under it, and its container is its bounds less the safe area, `safeAreaPadding` and
/// the content margins ("ScrollTargetBehaviorContext.containerSize", Apple). `containerRelativeFrame(count:
/// span: spacing:)` is `(L − spacing·(count − 1)) / count · span + spacing·(span − 1)` of that container
/// ("containerRelativeFrame(_:count:span:spacing:alignment:)", Apple). Stacks put their `spacing` between
/// children ("HStack", Apple). Where a length hangs on a text's or an image's size, which the model only
/// estimates, the test asserts what does not, and says so.
@Suite("Real app-style view files lay out as SwiftUI lays them out", .serialized)
struct ViewCorpusTests {
  /// One cache for the suite, so the model is compiled once and each file once.
  static let environment = [
    "SCROLLSCRIPT_CACHE": FileManager.default.temporaryDirectory.appending(
      path: "scrollscript-corpus-\(UUID().uuidString)"
    )
    .path
  ]

  /// Lengths agree within this (pt).
  static let tolerance = 0.01

  static let files = [
    "AlbumShelf", "BannerPager", "CalendarPager", "CenteredSnapping", "ChipsRow", "CustomPagingStep0",
    "CustomPagingStep1", "CustomPagingStep2", "FeaturedCarousel", "GenericPager", "GeometryPager", "HomeShelves",
    "MagazineCarousel", "MovieCarousel", "NavigationCarousel", "Onboarding", "PhotoGrid", "PodcastQueue",
    "ProductCarousel", "RecipeGallery", "ScreenWidthCards", "StoriesRow", "ThemeSettings", "VideoFeed", "Wallet",
    "WheelPicker",
  ]

  static func path(_ name: String) -> String { Repository.file("examples/views/corpus/\(name).swift").path }

  /// `scrollscript scene FILE --device iphone15pro` (and `--landscape`), text and `--json`; a failure names
  /// the file and quotes the tool's standard error.
  static func scene(_ name: String, landscape: Bool = false) throws -> CorpusScene {
    let arguments = ["scene", path(name), "--device", "iphone15pro"] + (landscape ? ["--landscape"] : [])
    let text = try Tool.run(arguments, environment: environment)
    try #require(
      text.status == 0,
      "\(name).swift: scrollscript \(arguments.joined(separator: " ")) could not lay it out (exit \(text.status)):\n\(text.diagnostics)"
    )
    let json = try Tool.run(arguments + ["--json"], environment: environment)
    try #require(json.status == 0, "\(name).swift: scene --json failed (exit \(json.status)):\n\(json.diagnostics)")
    return try #require(
      CorpusScene(text: text.stdout, json: json.stdout),
      "\(name).swift: the scene's report lacks a field:\n\(text.stdout)\n\(json.stdout)")
  }

  /// `actual` is `expected` within ``tolerance``.
  static func close(
    _ actual: Double?, _ expected: Double, _ what: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard let actual else {
      Issue.record("\(what): missing, expected \(expected)", sourceLocation: sourceLocation)
      return
    }
    #expect(abs(actual - expected) <= tolerance, "\(what): \(actual), expected \(expected)", sourceLocation: sourceLocation)
  }

  /// The targets are `count` in a row along x: each `width` wide (and `height` tall when given), the first at
  /// `firstX`, each `stride` after the one before.
  static func row(
    _ scene: CorpusScene, count: Int, width: Double, stride: Double, firstX: Double = 0, height: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(scene.targets.count == count, "targets: \(scene.targets.count), expected \(count)", sourceLocation: sourceLocation)
    for (index, target) in scene.targets.enumerated() {
      close(target.width, width, "target \(index) width", sourceLocation: sourceLocation)
      close(target.x, firstX + Double(index) * stride, "target \(index) x", sourceLocation: sourceLocation)
      if let height { close(target.height, height, "target \(index) height", sourceLocation: sourceLocation) }
    }
  }

  /// The scroll view's bounds, safe area and container.
  static func frame(
    _ scene: CorpusScene, bounds: (Double, Double), safeArea: [String: Double], container: (Double, Double),
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    close(scene.bounds.width, bounds.0, "bounds width", sourceLocation: sourceLocation)
    close(scene.bounds.height, bounds.1, "bounds height", sourceLocation: sourceLocation)
    #expect(scene.safeArea == safeArea, "safe area: \(scene.safeArea)", sourceLocation: sourceLocation)
    close(scene.container.width, container.0, "container width", sourceLocation: sourceLocation)
    close(scene.container.height, container.1, "container height", sourceLocation: sourceLocation)
  }

  static let portraitInsets = ["top": 59.0, "bottom": 34.0]
  static let landscapeInsets = ["leading": 59.0, "trailing": 59.0, "bottom": 21.0]

  // MARK: - Every file

  @Test("the corpus folder holds exactly the files this suite lays out")
  func corpusIsComplete() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Repository.file("examples/views/corpus").path)
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    #expect(names == Self.files.sorted())
  }

  @Test("each file lays out unedited on an iPhone 15 Pro, or the failure names the file and the tool's error", arguments: files)
  func laysOut(_ name: String) throws {
    let output = try Tool.run(["scene", Self.path(name), "--device", "iphone15pro"], environment: Self.environment)
    #expect(
      output.status == 0,
      "\(name).swift: scrollscript scene could not lay it out (exit \(output.status)):\n\(output.diagnostics)")
  }

  // MARK: - Fatbobman, "Mastering SwiftUI Scrolling: Implementing Custom Paging" (2025)

  @Test("step 0: twenty 393 pt pages in portrait (the screen's width, no side insets), 734 pt in landscape (852 less 59 each side), .paging")
  func pagingStep0() throws {
    let portrait = try Self.scene("CustomPagingStep0")
    #expect(portrait.axes == "horizontal")
    Self.frame(portrait, bounds: (393, 852), safeArea: Self.portraitInsets, container: (393, 759))
    #expect(portrait.behavior == "paging")
    // No scrollTargetLayout: no targets; the pages are the content's twentieths, each 200 pt tall.
    #expect(portrait.targets.isEmpty)
    Self.close(portrait.content.width / 20, 393, "page width")
    Self.close(portrait.content.height, 200, "page height")
    let landscape = try Self.scene("CustomPagingStep0", landscape: true)
    Self.frame(landscape, bounds: (852, 393), safeArea: Self.landscapeInsets, container: (734, 372))
    Self.close(landscape.content.width / 20, 734, "landscape page width")
  }

  @Test("step 1: the twenty pages as targets, 393 pt apart in portrait and 734 in landscape, viewAligned:alwaysByOne")
  func pagingStep1() throws {
    let portrait = try Self.scene("CustomPagingStep1")
    #expect(portrait.behavior == "viewAligned:alwaysByOne")
    Self.frame(portrait, bounds: (393, 852), safeArea: Self.portraitInsets, container: (393, 759))
    Self.row(portrait, count: 20, width: 393, stride: 393, height: 200)
    Self.close(portrait.content.width, 20 * 393, "content width")
    let landscape = try Self.scene("CustomPagingStep1", landscape: true)
    Self.frame(landscape, bounds: (852, 393), safeArea: Self.landscapeInsets, container: (734, 372))
    Self.row(landscape, count: 20, width: 734, stride: 734, height: 200)
  }

  @Test("step 2: ten pages of count 3 (131 pt in portrait, 244.67 in landscape) under the file's own behavior")
  func pagingStep2() throws {
    let portrait = try Self.scene("CustomPagingStep2")
    #expect(portrait.behavior?.hasSuffix(":HorizontalPagingBehavior") == true, "\(portrait.behavior ?? "none")")
    #expect(portrait.targets.isEmpty)
    // 393 / 3 with no spacing: 131 a page.
    Self.close(portrait.content.width, 10 * 131, "content width")
    let landscape = try Self.scene("CustomPagingStep2", landscape: true)
    Self.close(landscape.container.width, 734, "landscape container width")
    Self.close(landscape.content.width, 10 * 734 / 3, "landscape content width")
  }

  // MARK: - Pagers

  @Test("video feed: ignoresSafeArea gives a 393 x 852 container, six full-screen pages 852 pt apart, .paging")
  func videoFeed() throws {
    let portrait = try Self.scene("VideoFeed")
    #expect(portrait.axes == "vertical")
    #expect(portrait.behavior == "paging")
    // The scroll view ignores the safe area: its content is inset by nothing, so each page is the whole screen.
    Self.frame(portrait, bounds: (393, 852), safeArea: [:], container: (393, 852))
    #expect(portrait.targets.count == 6)
    for (index, target) in portrait.targets.enumerated() {
      Self.close(target.width, 393, "page \(index) width")
      Self.close(target.height, 852, "page \(index) height")
      Self.close(target.y, Double(index) * 852, "page \(index) y")
    }
    Self.close(portrait.content.height, 6 * 852, "content height")
    let landscape = try Self.scene("VideoFeed", landscape: true)
    Self.frame(landscape, bounds: (852, 393), safeArea: [:], container: (852, 393))
    Self.close(landscape.content.height, 6 * 393, "landscape content height")
  }

  @Test("calendar: 25 month pages (12 either side of this one), as wide as the 360 pt tall scroll view, .paging")
  func calendarPager() throws {
    let portrait = try Self.scene("CalendarPager")
    #expect(portrait.axes == "horizontal")
    #expect(portrait.behavior == "paging")
    // frame(height: 360) below a header: no safe area reaches it.
    Self.frame(portrait, bounds: (393, 360), safeArea: [:], container: (393, 360))
    // A month's grid ends in a Spacer, so the page fills the 360 pt offered.
    Self.row(portrait, count: 25, width: 393, stride: 393, height: 360)
    Self.close(portrait.content.width, 25 * 393, "content width")
    // In landscape the header and the fixed 360 pt overflow the 372 pt safe area; only the widths are the rule's.
    let landscape = try Self.scene("CalendarPager", landscape: true)
    Self.close(landscape.container.width, 734, "landscape container width")
    Self.row(landscape, count: 25, width: 734, stride: 734)
  }

  @Test("onboarding: four pages the scroll view's width, as tall as it is, .paging; the dots and button take the rest")
  func onboarding() throws {
    let portrait = try Self.scene("Onboarding")
    #expect(portrait.axes == "horizontal")
    #expect(portrait.behavior == "paging")
    // The height left to the scroll view hangs on the text of the Skip and Continue buttons; the widths do not.
    Self.close(portrait.container.width, 393, "container width")
    #expect(portrait.safeArea["leading"] == nil && portrait.safeArea["top"] == nil)
    Self.row(portrait, count: 4, width: 393, stride: 393, height: portrait.container.height)
    Self.close(portrait.content.width, 4 * 393, "content width")
    let landscape = try Self.scene("Onboarding", landscape: true)
    Self.close(landscape.container.width, 734, "landscape container width")
    Self.row(landscape, count: 4, width: 734, stride: 734)
  }

  @Test("generic Pager built only by #Preview: seven 393 x 280 pages in a 280 pt frame, .paging")
  func genericPager() throws {
    let portrait = try Self.scene("GenericPager")
    #expect(portrait.behavior == "paging")
    Self.frame(portrait, bounds: (393, 280), safeArea: [:], container: (393, 280))
    Self.row(portrait, count: 7, width: 393, stride: 393, height: 280)
    Self.close(portrait.content.width, 7 * 393, "content width")
    let landscape = try Self.scene("GenericPager", landscape: true)
    Self.frame(landscape, bounds: (852, 280), safeArea: ["leading": 59, "trailing": 59], container: (734, 280))
    Self.row(landscape, count: 7, width: 734, stride: 734, height: 280)
  }

  @Test("GeometryReader pages: proxy.size is the safe area's 393 x 759, five pages of it, .paging")
  func geometryPager() throws {
    let portrait = try Self.scene("GeometryPager")
    #expect(portrait.behavior == "paging")
    // The reader fills the safe area; the scroll view fills the reader and so reaches under the insets.
    Self.frame(portrait, bounds: (393, 852), safeArea: Self.portraitInsets, container: (393, 759))
    Self.row(portrait, count: 5, width: 393, stride: 393, height: 759)
    Self.close(portrait.content.width, 5 * 393, "content width")
    let landscape = try Self.scene("GeometryPager", landscape: true)
    Self.frame(landscape, bounds: (852, 393), safeArea: Self.landscapeInsets, container: (734, 372))
    Self.row(landscape, count: 5, width: 734, stride: 734, height: 372)
  }

  // MARK: - Carousels

  @Test("featured carousel: 24 pt margins leave 345 pt cards, 12 apart, in a 320 pt frame, viewAligned")
  func featuredCarousel() throws {
    let portrait = try Self.scene("FeaturedCarousel")
    #expect(portrait.axes == "horizontal")
    #expect(portrait.behavior == "viewAligned")
    #expect(portrait.margins == ["leading": 24, "trailing": 24])
    // 393 less 24 each side; frame(height: 320) below a title: no vertical safe area.
    Self.frame(portrait, bounds: (393, 320), safeArea: [:], container: (345, 320))
    Self.row(portrait, count: 8, width: 345, stride: 357, height: 320)
    Self.close(portrait.content.width, 8 * 345 + 7 * 12, "content width")
    let landscape = try Self.scene("FeaturedCarousel", landscape: true)
    // 852 less 59 of safe area and 24 of margin each side: 686.
    Self.close(landscape.container.width, 686, "landscape container width")
    Self.row(landscape, count: 8, width: 686, stride: 698)
  }

  @Test("movie posters: fixed 220 x 330 frames 16 apart inside 20 pt of safe-area padding, viewAligned:always")
  func movieCarousel() throws {
    let portrait = try Self.scene("MovieCarousel")
    #expect(portrait.behavior == "viewAligned:always")
    #expect(portrait.padding == ["leading": 20, "trailing": 20])
    Self.frame(portrait, bounds: (393, 852), safeArea: Self.portraitInsets, container: (353, 759))
    Self.row(portrait, count: 10, width: 220, stride: 236, height: 330)
    Self.close(portrait.content.width, 10 * 220 + 9 * 16, "content width")
    let landscape = try Self.scene("MovieCarousel", landscape: true)
    Self.frame(landscape, bounds: (852, 393), safeArea: Self.landscapeInsets, container: (694, 372))
    Self.row(landscape, count: 10, width: 220, stride: 236, height: 330)
  }

  @Test("magazine: 40 pt margins leave 313 pt cards, 16 apart, 440 tall; scrollTransition and visualEffect move nothing")
  func magazineCarousel() throws {
    let portrait = try Self.scene("MagazineCarousel")
    #expect(portrait.behavior == "viewAligned")
    #expect(portrait.margins == ["leading": 40, "trailing": 40])
    Self.frame(portrait, bounds: (393, 852), safeArea: Self.portraitInsets, container: (313, 759))
    Self.row(portrait, count: 6, width: 313, stride: 329, height: 440)
    Self.close(portrait.content.width, 6 * 313 + 5 * 16, "content width")
    let landscape = try Self.scene("MagazineCarousel", landscape: true)
    // 852 less 59 and 40 each side: 654.
    Self.frame(landscape, bounds: (852, 393), safeArea: Self.landscapeInsets, container: (654, 372))
    Self.row(landscape, count: 6, width: 654, stride: 670, height: 440)
  }

  @Test("products built only by #Preview: two to a 361 pt container (16 pt padding each side), 175.5 pt, viewAligned")
  func productCarousel() throws {
    let portrait = try Self.scene("ProductCarousel")
    #expect(portrait.behavior == "viewAligned")
    #expect(portrait.padding == ["leading": 16, "trailing": 16])
    // (361 − 10) / 2 = 175.5; the tile's height hangs on its name's and price's text.
    Self.close(portrait.container.width, 361, "container width")
    Self.row(portrait, count: 9, width: 175.5, stride: 185.5)
    Self.close(portrait.content.width, 9 * 175.5 + 8 * 10, "content width")
    let landscape = try Self.scene("ProductCarousel", landscape: true)
    // 852 − 2·59 − 2·16 = 702; (702 − 10) / 2 = 346.
    Self.close(landscape.container.width, 702, "landscape container width")
    Self.row(landscape, count: 9, width: 346, stride: 356)
  }

  @Test("trails in a NavigationStack: count 5, span 4 of a 353 pt container is 280 pt, 12 apart, viewAligned")
  func navigationCarousel() throws {
    let portrait = try Self.scene("NavigationCarousel")
    #expect(portrait.behavior == "viewAligned")
    #expect(portrait.margins == ["leading": 20, "trailing": 20])
    // (353 − 12·4) / 5 = 61; 61·4 + 12·3 = 280. The height hangs on the navigation bar's large title.
    Self.close(portrait.container.width, 353, "container width")
    Self.row(portrait, count: 7, width: 280, stride: 292)
    Self.close(portrait.content.width, 7 * 280 + 6 * 12, "content width")
    let landscape = try Self.scene("NavigationCarousel", landscape: true)
    // 852 − 2·59 − 2·20 = 694; (694 − 48) / 5 · 4 + 36 = 552.8.
    Self.close(landscape.container.width, 694, "landscape container width")
    Self.row(landscape, count: 7, width: 552.8, stride: 564.8)
  }

  @Test("wallet: 32 pt safe-area padding leaves 329 pt cards 16 apart, 1.586 wide to 1 tall as the height allows")
  func wallet() throws {
    let portrait = try Self.scene("Wallet")
    #expect(portrait.behavior == "viewAligned")
    #expect(portrait.padding == ["leading": 32, "trailing": 32])
    Self.close(portrait.container.width, 329, "container width")
    // The scroll view shares the column with a title and a balance (text): its height is theirs to decide. A
    // card fits the ratio in 329 x that height, and its relative frame is 329 wide.
    let cardHeight = min(329 / 1.586, portrait.container.height)
    Self.row(portrait, count: 4, width: 329, stride: 345, height: cardHeight)
    Self.close(portrait.content.width, 4 * 329 + 3 * 16, "content width")
    let landscape = try Self.scene("Wallet", landscape: true)
    // 852 − 2·59 − 2·32 = 670. The title and balance leave the row too little height for a 670 pt card at
    // 1.586 to 1: the ratio proposes a shorter card, whose content (estimated text) decides its height.
    Self.close(landscape.container.width, 670, "landscape container width")
    Self.row(landscape, count: 4, width: 670, stride: 686)
  }

  @Test("podcast queue (@Observable in the environment): five 280 x 168 cards 14 apart in 20 pt margins, viewAligned:always")
  func podcastQueue() throws {
    let portrait = try Self.scene("PodcastQueue")
    #expect(portrait.behavior == "viewAligned:always")
    #expect(portrait.margins == ["leading": 20, "trailing": 20])
    Self.frame(portrait, bounds: (393, 168), safeArea: [:], container: (353, 168))
    Self.row(portrait, count: 5, width: 280, stride: 294, height: 168)
    Self.close(portrait.content.width, 5 * 280 + 4 * 14, "content width")
    let landscape = try Self.scene("PodcastQueue", landscape: true)
    Self.close(landscape.container.width, 694, "landscape container width")
  }

  @Test("recipes (@StateObject filled in onAppear): eight 250 x 320 cards 20 apart after 24 pt of padding, viewAligned")
  func recipeGallery() throws {
    let portrait = try Self.scene("RecipeGallery")
    #expect(portrait.behavior == "viewAligned")
    Self.frame(portrait, bounds: (393, 852), safeArea: Self.portraitInsets, container: (393, 759))
    // The store loads its eight recipes in onAppear, before the first frame shows.
    Self.row(portrait, count: 8, width: 250, stride: 270, firstX: 24, height: 320)
    Self.close(portrait.content.width, 24 + 8 * 250 + 7 * 20 + 24, "content width")
  }

  @Test("UIScreen.main.bounds: cards 80% of the screen (314.4 pt; 681.6 in landscape) centred by padding, viewAligned")
  func screenWidthCards() throws {
    let portrait = try Self.scene("ScreenWidthCards")
    #expect(portrait.behavior == "viewAligned")
    Self.frame(portrait, bounds: (393, 200), safeArea: [:], container: (393, 200))
    // 393 · 0.8 = 314.4, padded by (393 − 314.4) / 2 = 39.3 each side.
    Self.row(portrait, count: 5, width: 314.4, stride: 329.4, firstX: 39.3, height: 180)
    Self.close(portrait.content.width, 2 * 39.3 + 5 * 314.4 + 4 * 15, "content width")
    // UIScreen's bounds turn with the device: 852 wide, so 681.6 pt cards padded by 85.2.
    let landscape = try Self.scene("ScreenWidthCards", landscape: true)
    Self.close(landscape.container.width, 734, "landscape container width")
    Self.row(landscape, count: 5, width: 681.6, stride: 696.6, firstX: 85.2, height: 180)
  }

  @Test("coverflow: the file's own behavior through a static, no targets, 240 pt covers centred by GeometryReader padding, in the preview's landscape")
  func centeredSnapping() throws {
    // `#Preview("Coverflow", traits: .landscapeLeft)`: the device is turned without --landscape.
    let scene = try Self.scene("CenteredSnapping")
    #expect(scene.behavior?.hasSuffix(":CenteredCardBehavior") == true, "\(scene.behavior ?? "none")")
    #expect(scene.targets.isEmpty)
    // A 300 pt frame centred in the 372 pt the landscape safe area leaves: clear of its top and bottom.
    Self.frame(scene, bounds: (852, 300), safeArea: ["leading": 59, "trailing": 59], container: (734, 300))
    // The reader is the safe area's 734 pt: (734 − 240) / 2 = 247 each side, around 15 covers 20 apart.
    Self.close(scene.content.width, 2 * 247 + 15 * 240 + 14 * 20, "content width")
    Self.close(scene.content.height, 240, "content height")
    let turned = try Self.scene("CenteredSnapping", landscape: true)
    Self.close(turned.content.width, scene.content.width, "content width with --landscape")
  }

  // MARK: - Rows of small things

  @Test("stories: twelve 72 pt bubbles 14 apart, padded alike at both ends, viewAligned")
  func storiesRow() throws {
    let portrait = try Self.scene("StoriesRow")
    #expect(portrait.behavior == "viewAligned")
    Self.close(portrait.container.width, 393, "container width")
    // The padding is the system's default, which Apple does not state: the first bubble's x is whatever it is,
    // and the content ends as far past the last bubble.
    let first = try #require(portrait.targets.first)
    Self.row(portrait, count: 12, width: 72, stride: 86, firstX: first.x)
    Self.close(portrait.content.width, 2 * first.x + 12 * 72 + 11 * 14, "content width")
  }

  @Test("chips: nine text buttons 8 apart in 20 pt margins (their widths are the text's), viewAligned:never")
  func chipsRow() throws {
    let portrait = try Self.scene("ChipsRow")
    #expect(portrait.behavior == "viewAligned:never")
    #expect(portrait.margins == ["leading": 20, "trailing": 20])
    Self.close(portrait.container.width, 353, "container width")
    #expect(portrait.targets.count == 9)
    Self.close(portrait.targets.first?.x, 0, "first chip x")
    for (left, right) in zip(portrait.targets, portrait.targets.dropFirst()) {
      Self.close(right.x - left.maxX, 8, "gap after the chip at \(left.x)")
    }
    Self.close(portrait.content.width, portrait.targets.last?.maxX ?? 0, "content width")
  }

  @Test("theme swatches in a Form: the scroll view with a behavior, six 96 x 128 swatches 12 apart, viewAligned")
  func themeSettings() throws {
    let portrait = try Self.scene("ThemeSettings")
    #expect(portrait.axes == "horizontal")
    #expect(portrait.behavior == "viewAligned")
    #expect(portrait.margins == ["leading": 16, "trailing": 16])
    // The row's width in an inset grouped Form is the system's, which Apple does not state: not asserted.
    Self.row(portrait, count: 6, width: 96, stride: 108, height: 128)
    Self.close(portrait.content.width, 6 * 96 + 5 * 12, "content width")
  }

  // MARK: - Grids

  @Test("photo grid: adaptive 100 pt columns, 2 apart, make 3 columns of 129.67 pt (7 of 103.14 in landscape)")
  func photoGrid() throws {
    let portrait = try Self.scene("PhotoGrid")
    #expect(portrait.axes == "vertical")
    #expect(portrait.behavior == "viewAligned")
    Self.frame(portrait, bounds: (393, 852), safeArea: Self.portraitInsets, container: (393, 759))
    // "GridItem.Size.adaptive(minimum:maximum:)" (Apple): as many items of the minimum size as fit, grown to share
    // the space: ⌊(393 + 2) / (100 + 2)⌋ = 3 columns, each (393 − 2·2) / 3 wide; square cells (aspectRatio 1),
    // rows 2 apart.
    try Self.grid(portrait, count: 60, columns: 3, width: 393)
    let landscape = try Self.scene("PhotoGrid", landscape: true)
    Self.frame(landscape, bounds: (852, 393), safeArea: Self.landscapeInsets, container: (734, 372))
    // ⌊(734 + 2) / 102⌋ = 7 columns of (734 − 12) / 7.
    try Self.grid(landscape, count: 60, columns: 7, width: 734)
  }

  /// Square cells of an adaptive grid `width` wide, `columns` across, 2 pt apart both ways.
  static func grid(
    _ scene: CorpusScene, count: Int, columns: Int, width: Double, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let side = (width - 2 * Double(columns - 1)) / Double(columns)
    try #require(scene.targets.count == count, "cells: \(scene.targets.count), expected \(count)", sourceLocation: sourceLocation)
    for (index, cell) in scene.targets.enumerated() {
      close(cell.width, side, "cell \(index) width", sourceLocation: sourceLocation)
      close(cell.height, side, "cell \(index) height", sourceLocation: sourceLocation)
      close(cell.x, Double(index % columns) * (side + 2), "cell \(index) x", sourceLocation: sourceLocation)
      close(cell.y, Double(index / columns) * (side + 2), "cell \(index) y", sourceLocation: sourceLocation)
    }
    let rows = (count + columns - 1) / columns
    close(scene.content.height, Double(rows) * side + Double(rows - 1) * 2, "content height", sourceLocation: sourceLocation)
  }

  @Test("album shelf: three fixed 64 pt rows 12 apart make a 216 pt grid; 300 pt columns 16 apart, viewAligned")
  func albumShelf() throws {
    let portrait = try Self.scene("AlbumShelf")
    #expect(portrait.axes == "horizontal")
    #expect(portrait.behavior == "viewAligned")
    // frame(height: 216) below a header; the side padding is the system's default, not asserted.
    Self.close(portrait.container.height, 216, "container height")
    #expect(portrait.targets.count == 18)
    // A horizontal grid fills each column top to bottom.
    for (index, cell) in portrait.targets.enumerated() {
      Self.close(cell.width, 300, "cell \(index) width")
      Self.close(cell.height, 64, "cell \(index) height")
      Self.close(cell.x, Double(index / 3) * 316, "cell \(index) x")
      Self.close(cell.y, Double(index % 3) * 76, "cell \(index) y")
    }
    Self.close(portrait.content.width, 6 * 300 + 5 * 16, "content width")
    Self.close(portrait.content.height, 3 * 64 + 2 * 12, "content height")
  }

  // MARK: - Vertical

  @Test("minutes wheel: a 160 x 220 frame less 88 pt margins top and bottom is a 44 pt band; sixty 44 pt rows")
  func wheelPicker() throws {
    let portrait = try Self.scene("WheelPicker")
    #expect(portrait.axes == "vertical")
    #expect(portrait.behavior == "viewAligned")
    #expect(portrait.margins == ["top": 88, "bottom": 88])
    // 44 · 5 tall; margins of 44 · (5 / 2) = 88 leave one row in the middle.
    Self.frame(portrait, bounds: (160, 220), safeArea: [:], container: (160, 44))
    #expect(portrait.targets.count == 60)
    for (index, row) in portrait.targets.enumerated() {
      // The rows' text is narrower than 160; frame(maxWidth: .infinity) makes each row the full width.
      Self.close(row.width, 160, "row \(index) width")
      Self.close(row.height, 44, "row \(index) height")
      Self.close(row.y, Double(index) * 44, "row \(index) y")
    }
    Self.close(portrait.content.height, 60 * 44, "content height")
  }

  @Test("home of shelves: of the nested scroll views the first shelf's carousel is reported (the one with a behavior): 240 pt tiles 10 apart in 16 pt margins")
  func homeShelves() throws {
    let portrait = try Self.scene("HomeShelves")
    // The outer vertical ScrollView has neither a behavior nor a target layout; each shelf's carousel, one place
    // in the file copied by a ForEach, has both: the first copy, "Continue Watching" (six wide tiles), is reported.
    #expect(portrait.axes == "horizontal")
    #expect(portrait.behavior == "viewAligned")
    #expect(portrait.margins == ["leading": 16, "trailing": 16])
    // A horizontal scroll view in a vertical stack is offered no height: it takes its content's, 135 pt.
    Self.frame(portrait, bounds: (393, 135), safeArea: [:], container: (361, 135))
    Self.row(portrait, count: 6, width: 240, stride: 250, height: 135)
    Self.close(portrait.content.width, 6 * 240 + 5 * 10, "content width")
  }

  @Test("shop home: the category row is reported (the one with a behavior), eight 76 pt cells 12 apart in 16 pt margins")
  func bannerPager() throws {
    let portrait = try Self.scene("BannerPager")
    // The outer vertical ScrollView and the TabView banner have no scroll-target API; the category row has.
    #expect(portrait.axes == "horizontal")
    #expect(portrait.behavior == "viewAligned")
    #expect(portrait.margins == ["leading": 16, "trailing": 16])
    // The cells' heights are a symbol's and a caption's: only the widths are asserted.
    Self.close(portrait.container.width, 361, "container width")
    Self.row(portrait, count: 8, width: 76, stride: 88)
    Self.close(portrait.content.width, 8 * 76 + 7 * 12, "content width")
  }
}
