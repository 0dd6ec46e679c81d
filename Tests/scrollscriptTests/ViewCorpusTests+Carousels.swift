import Foundation
import TestSupport
import Testing

// The corpus's carousels, rows, grids and vertical feeds (ViewCorpusTests.swift has the conventions
// and the numbers' origins).

extension ViewCorpusTests {
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

  @Test(
    "magazine: 40 pt margins leave 313 pt cards, 16 apart, 440 tall; scrollTransition and visualEffect move nothing")
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

  @Test(
    "podcast queue (@Observable in the environment): five 280 x 168 cards 14 apart in 20 pt margins, viewAligned:always"
  )
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

  @Test(
    "coverflow: the file's own behavior through a static, no targets, 240 pt covers centred by GeometryReader padding, in the preview's landscape"
  )
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
    try #require(
      scene.targets.count == count, "cells: \(scene.targets.count), expected \(count)", sourceLocation: sourceLocation)
    for (index, cell) in scene.targets.enumerated() {
      close(cell.width, side, "cell \(index) width", sourceLocation: sourceLocation)
      close(cell.height, side, "cell \(index) height", sourceLocation: sourceLocation)
      close(cell.x, Double(index % columns) * (side + 2), "cell \(index) x", sourceLocation: sourceLocation)
      close(cell.y, Double(index / columns) * (side + 2), "cell \(index) y", sourceLocation: sourceLocation)
    }
    let rows = (count + columns - 1) / columns
    close(
      scene.content.height, Double(rows) * side + Double(rows - 1) * 2, "content height", sourceLocation: sourceLocation
    )
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

  @Test(
    "home of shelves: of the nested scroll views the first shelf's carousel is reported (the one with a behavior): 240 pt tiles 10 apart in 16 pt margins"
  )
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

  @Test(
    "shop home: the category row is reported (the one with a behavior), eight 76 pt cells 12 apart in 16 pt margins")
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
