import Foundation
import TestSupport
import Testing

/// View files written as app developers write them by authors who had not seen the tool, in four rounds
/// (`examples/views/unseen/`), kept as they came: each lays out with `scrollscript scene FILE --device
/// iphone15pro` and reports the scroll view its source gives the snapping to, or is refused in the tool's
/// words for a reason of the file's own (several scroll views that snap, SwiftUI API the model lacks, a split view
/// whose scroll view is in the detail column an iPhone does not show).
@Suite("Unseen app view files lay out, or are refused in the tool's words", .serialized, .endToEnd, .tags(.endToEnd))
struct UnseenViewFilesTests {
  /// What a file should give, read from its source.
  enum Outcome: Sendable, CustomStringConvertible {
    /// Laid out: the scroll view's axes and its behavior (a built-in's name, or `:Type` for the file's own),
    /// and the line of the scroll view its author named as the one that snaps, where the author said.
    case laysOut(axes: String, behavior: String, line: Int? = nil)
    /// Exit 2, listing the scroll views that snap, at these lines.
    case several(lines: [Int])
    /// Exit 1: a `NavigationSplitView` on an iPhone shows its sidebar only.
    case collapsedSplitView
    /// Exit 1 at this line: SwiftUI API the model lacks, named in the tool's words.
    case lacks(String, line: Int)

    var description: String {
      switch self {
      case .laysOut(let axes, let behavior, let line): "\(axes), \(behavior)" + (line.map { " at line \($0)" } ?? "")
      case .several(let lines): "several at \(lines)"
      case .collapsedSplitView: "collapsed split view"
      case .lacks(let name, let line): "lacks \(name) at line \(line)"
      }
    }
  }

  static let files: [(String, Outcome)] = [
    ("AppStoreBrowseView", .several(lines: [90, 107])),
    ("CardStackView", .laysOut(axes: "vertical", behavior: ":CardStackSnapBehavior")),
    ("CategoryShelfListView", .laysOut(axes: "horizontal", behavior: "viewAligned:always")),
    // The view the preview shows holds the others, so its layout lists the snapping scroll views it lays
    // out; the composer's at line 70 shows only with attachments, which the preview has none of.
    ("ChatView", .several(lines: [45, 142])),
    ("DestinationCarouselView", .laysOut(axes: "horizontal", behavior: "viewAligned")),
    ("FitnessDashboardView", .several(lines: [63, 81])),
    ("MatchCardPagerView", .laysOut(axes: "horizontal", behavior: ":ProfilePagingBehavior")),
    ("MeditationPickerView", .laysOut(axes: "horizontal", behavior: "viewAligned")),
    ("MonthCalendarPagerView", .laysOut(axes: "horizontal", behavior: "paging")),
    ("MusicQueueView", .laysOut(axes: "horizontal", behavior: "viewAligned")),
    // Its store loads in a .task after 400 ms, which now runs before the layout, as in Xcode's canvas.
    ("NewsReaderView", .laysOut(axes: "horizontal", behavior: ":OneCardSnapBehavior", line: 78)),
    ("OnboardingPagerView", .laysOut(axes: "horizontal", behavior: "paging")),
    ("PagedGalleryGridView", .collapsedSplitView),
    ("PhotoGridPagerView", .laysOut(axes: "horizontal", behavior: "paging")),
    ("PlaceBrowserView", .laysOut(axes: "horizontal", behavior: ":CenteredCardBehavior")),
    ("PodcastChaptersView", .laysOut(axes: "horizontal", behavior: ":ChapterSnapBehavior")),
    ("ProductGalleryView", .laysOut(axes: "horizontal", behavior: "paging")),
    ("RecipeStepsView", .laysOut(axes: "horizontal", behavior: "paging")),
    ("ReelsFeedView", .laysOut(axes: "vertical", behavior: "paging")),
    ("ScoresTickerView", .laysOut(axes: "horizontal", behavior: ":TickerSnapBehavior")),
    ("SettingsView", .laysOut(axes: "horizontal", behavior: "viewAligned:always")),
    ("ShopHomeView", .laysOut(axes: "horizontal", behavior: "viewAligned")),
    ("TutorialPagerView", .laysOut(axes: "horizontal", behavior: "viewAligned")),
    ("VideoFeedView", .laysOut(axes: "vertical", behavior: "paging")),
    ("WeekStripView", .laysOut(axes: "horizontal", behavior: ":WeekSnapBehavior")),
    // A second round of twenty, each with its author's word on the scroll view that snaps. One file was
    // renamed on arrival (ScoreCardsTickerView) because the first round has a ScoresTickerView.
    ("BookReaderView", .laysOut(axes: "horizontal", behavior: "paging", line: 165)),
    ("CardsCarouselView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 233)),
    ("DatingCardPagerView", .laysOut(axes: "horizontal", behavior: ":VelocityPagingBehavior", line: 216)),
    ("DestinationHeroView", .laysOut(axes: "horizontal", behavior: "paging", line: 201)),
    ("JournalTimelineView", .laysOut(axes: "vertical", behavior: "paging", line: 222)),
    ("MapCardCarouselView", .laysOut(axes: "horizontal", behavior: "viewAligned:alwaysByOne", line: 267)),
    ("NewsHomeView", .laysOut(axes: "horizontal", behavior: "paging", line: 311)),
    ("OnboardingFlowView", .laysOut(axes: "vertical", behavior: "viewAligned", line: 210)),
    ("PhotoGridView", .laysOut(axes: "vertical", behavior: "viewAligned", line: 133)),
    ("PodcastPlayerView", .laysOut(axes: "horizontal", behavior: "viewAligned:always", line: 341)),
    ("ProductDetailView", .laysOut(axes: "horizontal", behavior: "paging", line: 225)),
    ("RecentlyPlayedShelfView", .several(lines: [172, 206])),
    ("RecipeDetailView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 258)),
    ("ScoreCardsTickerView", .laysOut(axes: "horizontal", behavior: ":CenteredCardBehavior", line: 305)),
    ("SizeColorPickerView", .laysOut(axes: "vertical", behavior: "viewAligned", line: 88)),
    ("StoriesFeedView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 213)),
    ("StreamingHomeView", .several(lines: [199, 414])),
    ("WeatherCitiesView", .several(lines: [211, 345])),
    ("WeekPickerView", .laysOut(axes: "horizontal", behavior: ":WeekSnapScrollBehavior", line: 196)),
    ("WorkoutFeedView", .laysOut(axes: "vertical", behavior: "paging", line: 152)),
    // A third round of twenty, older code bases and design-heavy ones. ReelsFeedPagerView was renamed on
    // arrival: the first round has a ReelsFeedView.
    ("AdaptiveDashboardView", .several(lines: [304, 376])),
    // Its preview shows the stacked wallet, which does not snap; the pager is the other layout's.
    ("BoardingPassWalletView", .laysOut(axes: "vertical", behavior: "none", line: 184)),
    ("CarConfiguratorView", .laysOut(axes: "horizontal", behavior: "viewAligned:alwaysByOne", line: 376)),
    ("CoffeeMenuView", .several(lines: [269, 360])),
    ("ConcertTicketsWalletView", .several(lines: [390, 415])),
    ("DealsBannerView", .several(lines: [218, 264])),
    ("FlashCardPagerView", .laysOut(axes: "horizontal", behavior: "paging", line: 117)),
    ("HabitMonthPagerView", .laysOut(axes: "horizontal", behavior: "paging", line: 295)),
    ("LessonCarouselView", .laysOut(axes: "horizontal", behavior: ":CardCenterSnapBehavior", line: 263)),
    ("ListingDetailView", .several(lines: [255, 426])),
    ("MeditationTimerView", .lacks("KeyframeTrack", line: 273)),
    ("MuseumArtworkCarouselView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 315)),
    ("PhotoEditorFilterStripView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 356)),
    ("ReelsFeedPagerView", .laysOut(axes: "vertical", behavior: "paging", line: 188)),
    ("ThemeGalleryView", .several(lines: [204, 236])),
    ("TransactionsView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 278)),
    ("TravelJournalView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 326)),
    ("WallpaperPagerView", .laysOut(axes: "vertical", behavior: "paging", line: 220)),
    ("WatchFaceGalleryView", .laysOut(axes: "horizontal", behavior: ":PairedCardSnapBehavior", line: 448)),
    ("WorkoutWeekView", .laysOut(axes: "horizontal", behavior: "viewAligned:always", line: 237)),
    // A fourth round of twenty: a tutorial's final code for each snapping technique, and production screens
    // whose content a view model loads in a .task from a service the preview injects with a mock.
    ("BankingDashboardScreen", .laysOut(axes: "horizontal", behavior: "viewAligned:alwaysByOne", line: 368)),
    ("CustomSnapBehaviorView", .laysOut(axes: "horizontal", behavior: ":FixedWidthSnapBehavior", line: 87)),
    ("FitnessProgramScreen", .laysOut(axes: "horizontal", behavior: "paging", line: 504)),
    ("InfiniteCarouselView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 50)),
    ("NestedSectionCarouselsView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 106)),
    ("NewsArticleScreen", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 484)),
    ("OnboardingScreen", .laysOut(axes: "horizontal", behavior: ":SinglePageScrollTargetBehavior", line: 308)),
    ("PagingBasicsView", .laysOut(axes: "horizontal", behavior: "paging", line: 39)),
    ("ParallaxCarouselView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 43)),
    ("PeekCarouselView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 41)),
    ("PodcastDiscoveryScreen", .laysOut(axes: "horizontal", behavior: "viewAligned:alwaysByOne", line: 183)),
    ("RestaurantListScreen", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 360)),
    ("ScrollPositionPageDotsView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 42)),
    ("ScrollTransitionCardsView", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 41)),
    ("ShopHomeScreen", .several(lines: [330, 513])),
    ("SocialProfileScreen", .laysOut(axes: "horizontal", behavior: "viewAligned", line: 547)),
    ("StreamingHomeScreen", .several(lines: [426, 556])),
    ("TravelBookingScreen", .laysOut(axes: "horizontal", behavior: "paging", line: 328)),
    ("TwoRowGridSnapView", .laysOut(axes: "horizontal", behavior: "viewAligned:always", line: 53)),
    ("VerticalFeedView", .laysOut(axes: "vertical", behavior: "paging", line: 35)),
  ]

  static func path(_ name: String) -> String { Repository.file("examples/views/unseen/\(name).swift").path }

  /// The first word after `key` on the line of `scene`'s text report that starts with it.
  static func row(_ key: String, in report: String) -> String? {
    for line in report.split(separator: "\n") {
      let words = line.split(separator: " ")
      if words.first == Substring(key), words.count > 1 { return String(words[1]) }
    }
    return nil
  }

  @Test("the folder holds exactly the files this suite lays out")
  func folderIsComplete() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: Repository.file("examples/views/unseen").path)
      .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(6)) }.sorted()
    #expect(names == Self.files.map(\.0).sorted())
  }

  @Test("each file gives what its source says", arguments: files)
  func scene(_ name: String, _ outcome: Outcome) throws {
    // The corpus suite's cache: the model is compiled once for both.
    let output = try Tool.run(
      ["scene", Self.path(name), "--device", "iphone15pro"], environment: ViewCorpusTests.environment)
    let report = "\(name).swift (exit \(output.status)):\n\(output.stdout)\(output.diagnostics)"
    switch outcome {
    case .laysOut(let axes, let behavior, let line):
      #expect(output.status == 0, "\(report)")
      if let line { #expect(output.stdout.hasPrefix("\(Self.path(name)):\(line):"), "\(report)") }
      #expect(Self.row("axes", in: output.stdout) == axes, "\(report)")
      let given = try #require(Self.row("behavior", in: output.stdout), "\(report)")
      #expect(behavior.hasPrefix(":") ? given.hasSuffix(behavior) : given == behavior, "\(report)")
    case .several(let lines):
      #expect(output.status == 2, "\(report)")
      for line in lines { #expect(output.diagnostics.contains("\(name).swift:\(line)"), "\(report)") }
      #expect(output.diagnostics.contains("--scroll-view LINE"), "\(report)")
    case .lacks(let api, let line):
      #expect(output.status == 1, "\(report)")
      #expect(output.diagnostics.contains("\(name).swift:\(line):"), "\(report)")
      #expect(output.diagnostics.contains("\(api) is SwiftUI API the model does not lay out yet"), "\(report)")
    case .collapsedSplitView:
      #expect(output.status != 0, "\(report)")
      #expect(output.diagnostics.contains("shows only its sidebar in a compact width"), "\(report)")
      let pad = try Tool.run(
        ["scene", Self.path(name), "--device", "ipadpro13"], environment: ViewCorpusTests.environment)
      #expect(pad.status == 0, "on an iPad: \(pad.diagnostics)")
    }
  }
}
