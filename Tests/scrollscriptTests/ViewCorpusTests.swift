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
@Suite("Real app-style view files lay out as SwiftUI lays them out", .serialized, .endToEnd, .tags(.endToEnd))
struct ViewCorpusTests {
  /// The run's cache, so the model is compiled once and each file once.
  static let environment = SharedCache.environment

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
    #expect(
      abs(actual - expected) <= tolerance, "\(what): \(actual), expected \(expected)", sourceLocation: sourceLocation)
  }

  /// The targets are `count` in a row along x: each `width` wide (and `height` tall when given), the first at
  /// `firstX`, each `stride` after the one before.
  static func row(
    _ scene: CorpusScene, count: Int, width: Double, stride: Double, firstX: Double = 0, height: Double? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      scene.targets.count == count, "targets: \(scene.targets.count), expected \(count)", sourceLocation: sourceLocation
    )
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

  @Test(
    "each file lays out unedited on an iPhone 15 Pro, or the failure names the file and the tool's error",
    arguments: files)
  func laysOut(_ name: String) throws {
    let output = try Tool.run(["scene", Self.path(name), "--device", "iphone15pro"], environment: Self.environment)
    #expect(
      output.status == 0,
      "\(name).swift: scrollscript scene could not lay it out (exit \(output.status)):\n\(output.diagnostics)")
  }

  // MARK: - Fatbobman, "Mastering SwiftUI Scrolling: Implementing Custom Paging" (2025)

  @Test(
    "step 0: twenty 393 pt pages in portrait (the screen's width, no side insets), 734 pt in landscape (852 less 59 each side), .paging"
  )
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
}
