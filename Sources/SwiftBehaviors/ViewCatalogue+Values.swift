// The catalogue's navigation, accessibility, environment, observation, media
// and value types (ViewCatalogue.swift).

extension ViewCatalogue {
  /// Navigation modifiers: no navigation bar in the model yet.
  static let navigation: [Entry] = [
    modifier("navigationTitle(_:)", .ignored, "The model has no navigation bar.", ".navigationTitle(\"Feed\")"),
    modifier(
      "navigationBarTitleDisplayMode(_:)", .ignored, "The model has no navigation bar.",
      ".navigationBarTitleDisplayMode(.inline)"),
    modifier(
      "navigationBarBackButtonHidden(_:)", .ignored, "The model has no navigation bar.",
      ".navigationBarBackButtonHidden()"),
    modifier(
      "toolbar(content:)", .ignored, "The items are kept, not laid out.",
      ".toolbar { ToolbarItemGroup(placement: .primaryAction) { Color.red } }"),
    modifier("toolbar(_:for:)", .ignored, "The model has no bars.", ".toolbar(.hidden, for: .tabBar)"),
    modifier(
      "toolbarBackground(_:for:)", .ignored, "The model has no bars.",
      ".toolbarBackground(.visible, for: .navigationBar)"),
    modifier(
      "toolbarColorScheme(_:for:)", .ignored, "The model has no bars.",
      ".toolbarColorScheme(.dark, for: .navigationBar)"),
    modifier(
      "searchable(text:placement:prompt:)", .ignored, "The model has no search field.",
      ".searchable(text: .constant(\"\"), placement: .navigationBarDrawer(displayMode: .always), prompt: \"Search\")"),
    modifier(
      "navigationDestination(for:destination:)", .ignored, "The destination is not shown.",
      ".navigationDestination(for: Int.self) { value in Color.blue }"),
    modifier(
      "navigationDestination(isPresented:destination:)", .ignored, "The destination is not shown.",
      ".navigationDestination(isPresented: .constant(false)) { Color.blue }"),
    modifier(
      "navigationDestination(item:destination:)", .ignored, "The destination is not shown.",
      ".navigationDestination(item: .constant(Int?.none)) { value in Color.blue }"),
    type(
      "ToolbarItemPlacement", .ignored, "`.topBarTrailing`, `.principal`, `.bottomBar`, …",
      ".toolbar { ToolbarItem(placement: ToolbarItemPlacement.principal) { Color.red } }"),
  ]

  /// Accessibility: read by VoiceOver, no geometry.
  static let accessibility: [Entry] = [
    modifier("accessibilityLabel(_:)", .ignored, "Read by VoiceOver; no geometry.", ".accessibilityLabel(\"Card\")"),
    modifier("accessibilityHint(_:)", .ignored, "Read by VoiceOver.", ".accessibilityHint(\"Opens the story\")"),
    modifier("accessibilityValue(_:)", .ignored, "Read by VoiceOver.", ".accessibilityValue(\"3 of 10\")"),
    modifier(
      "accessibilityHidden(_:)", .ignored, "Hidden from VoiceOver; still laid out.", ".accessibilityHidden(true)"),
    modifier(
      "accessibilityElement(children:)", .ignored, "How VoiceOver groups children.",
      ".accessibilityElement(children: .combine)"),
    modifier(
      "accessibilityAddTraits(_:)", .ignored, "Traits VoiceOver reads.",
      ".accessibilityAddTraits([.isButton, .isHeader])"),
    modifier(
      "accessibilityRemoveTraits(_:)", .ignored, "Traits VoiceOver reads.", ".accessibilityRemoveTraits(.isImage)"),
    modifier("accessibilityIdentifier(_:)", .ignored, "A name for UI tests.", ".accessibilityIdentifier(\"card\")"),
    modifier(
      "accessibilitySortPriority(_:)", .ignored, "The order VoiceOver reads in.", ".accessibilitySortPriority(1)"),
    modifier("accessibilityAction(_:_:)", .ignored, "The action is not run.", ".accessibilityAction { }"),
    modifier(
      "accessibilityAction(named:_:)", .ignored, "The action is not run.", ".accessibilityAction(named: \"Like\") { }"),
  ]

  /// The environment and storage wrappers.
  static let environment: [Entry] = [
    wrapper(
      "@Environment", .ignored,
      "A value by key path (the defaults of an iPhone), or an object given by `.environment(_:)`.",
      "@Environment(\\.colorScheme) private var colorScheme"),
    type(
      "EnvironmentValues.colorScheme", .ignored, "`.light`: the model has one appearance.",
      "@Environment(\\.colorScheme) private var scheme: ColorScheme"),
    type(
      "EnvironmentValues.dismiss", .ignored, "A `DismissAction` that dismisses nothing.",
      "@Environment(\\.dismiss) private var dismiss"),
    type(
      "EnvironmentValues.openURL", .ignored, "An `OpenURLAction` that opens nothing.",
      "@Environment(\\.openURL) private var openURL"),
    type("EnvironmentValues.scenePhase", .ignored, "`.active`.", "@Environment(\\.scenePhase) private var scenePhase"),
    type(
      "EnvironmentValues.dynamicTypeSize", .ignored, "`.large`, the default text size.",
      "@Environment(\\.dynamicTypeSize) private var typeSize"),
    type("EnvironmentValues.isEnabled", .ignored, "`true`.", "@Environment(\\.isEnabled) private var isEnabled"),
    type(
      "EnvironmentValues.locale", .ignored, "English (United States).", "@Environment(\\.locale) private var locale"),
    type(
      "EnvironmentValues.accessibilityReduceMotion", .ignored, "`false`.",
      "@Environment(\\.accessibilityReduceMotion) private var reduceMotion"),
    type(
      "EnvironmentValues.displayScale", .ignored, "3, an iPhone's pixels per point.",
      "@Environment(\\.displayScale) private var displayScale"),
    type(
      "EnvironmentValues.horizontalSizeClass", .ignored,
      "A body reads the default, compact; the screen's own reaches the layout.",
      "@Environment(\\.horizontalSizeClass) private var sizeClass"),
    modifier(
      "environment(_:)", .ignored, "Gives an object to the views under it, for `@Environment(Type.self)`.",
      ".environment(CatalogueCounter())"),
    wrapper(
      "@AppStorage", .ignored, "Starts from its default and is kept in the view; the user defaults are not read.",
      "@AppStorage(\"onboarded\") private var onboarded = false"),
    wrapper(
      "@SceneStorage", .ignored, "Starts from its default and is kept in the view.",
      "@SceneStorage(\"tab\") private var tab = 0"),
    wrapper(
      "@FocusState", .ignored, "Off until set: the model has no keyboard focus.",
      "@FocusState private var isFocused: Bool"),
    modifier(
      "focused(_:)", .ignored, "The model has no keyboard focus.",
      "struct CatalogueFocus: View { @FocusState private var focus: Bool; var body: some View { Color.red.frame(width: 10, height: 10).focused($focus) } }"
    ),
    modifier(
      "focused(_:equals:)", .ignored, "The model has no keyboard focus.",
      "struct CatalogueFocusField: View { @FocusState private var field: Int?; var body: some View { Color.red.frame(width: 10, height: 10).focused($field, equals: 1) } }"
    ),
    type("ColorScheme", .ignored, "`.light` or `.dark`.", ".preferredColorScheme(ColorScheme.light)"),
  ]

  /// Observation and Combine.
  static let observation: [Entry] = [
    wrapper(
      "@Observable", .ignored,
      "Observation's macro, from the toolchain: the object is made and read, nothing is tracked.",
      "@Observable final class CatalogueCounter { var count = 0 }"),
    wrapper(
      "@Bindable", .ignored, "`$model.property` is a binding to the object's property.",
      "@Bindable var counter = CatalogueCounter()"),
    type(
      "ObservableObject", .ignored, "An object views follow; nothing is redrawn.",
      "final class CatalogueStore: ObservableObject { @Published var count = 0; func bump() { objectWillChange.send(); count += 1 } }"
    ),
    wrapper(
      "@Published", .ignored, "Keeps the value; `$name` is a publisher that delivers nothing.",
      ".onReceive(CatalogueStore().$count) { count in _ = count + 1 }"),
    wrapper(
      "@StateObject", .ignored, "Made once with the view; `$object.property` is a binding.",
      "@StateObject private var store = CatalogueStore()"),
    wrapper(
      "@ObservedObject", .ignored, "An object the view is given.", "@ObservedObject var observed = CatalogueStore()"),
    wrapper(
      "@EnvironmentObject", .ignored,
      "An object a view above gave with `.environmentObject(_:)`; a missing one stops with an error at its line.",
      "@EnvironmentObject var shared: CatalogueStore"),
    modifier(
      "environmentObject(_:)", .ignored, "Gives an object to the views under it, for `@EnvironmentObject`.",
      ".environmentObject(CatalogueStore())"),
    type(
      "Publisher", .ignored, "Combine's publishers: `$property`, `Just`, timers, notifications; none delivers.",
      ".onReceive(Just(\"x\")) { text in _ = text.isEmpty }"),
  ]

  /// AVKit and AVFoundation.
  static let media: [Entry] = [
    type(
      "AVPlayer", .ignored, "Keeps its item, rate and time; plays nothing.",
      "func catalogueRewind(_ player: AVPlayer) { player.seek(to: .zero); player.play(); player.pause() }"),
    type(
      "CMTime", .ignored, "A media time.", "let catalogueHalfSecond = CMTime(seconds: 0.5, preferredTimescale: 600)"),
  ]

  /// The model's value types that a view file writes.
  static let values: [Entry] = [
    type(
      "Alignment", .laidOut, "Where a view sits in a larger frame, on both axes.", source: fixed,
      ".frame(width: 12, height: 12, alignment: .bottomTrailing)"),
    type(
      "HorizontalAlignment", .laidOut, "A `VStack`'s children, across.", source: fixed,
      "VStack(alignment: HorizontalAlignment.trailing) { Color.red.frame(width: 10, height: 10) }"),
    type(
      "VerticalAlignment", .laidOut, "An `HStack`'s children, across; text baselines align as the top or bottom.",
      source: fixed, "HStack(alignment: .firstTextBaseline) { Color.red.frame(width: 10, height: 10) }"),
    type(
      "Edge.Set", .laidOut, "Edges for padding, margins and the safe area.", source: fixed,
      ".padding([.top, .leading], 2)"),
    type(
      "EdgeInsets", .laidOut, "Lengths per edge.", source: fixed,
      ".padding(EdgeInsets(top: 0, leading: 1, bottom: 0, trailing: 1))"),
    type(
      "UnitPoint", .laidOut, "A point in a view's unit square; anchors.", source: fixed,
      ".scrollTargetBehavior(.viewAligned(anchor: UnitPoint.center))"),
    type(
      "ContentMode", .laidOut, "`.fit` or `.fill`.", source: "aspectRatio(_:contentMode:)",
      ".aspectRatio(1, contentMode: ContentMode.fill)"),
    type(
      "ContentMarginPlacement", .laidOut, "`.automatic`, `.scrollContent`, `.scrollIndicators`.",
      source: "ContentMarginPlacement", ".contentMargins(.vertical, 2, for: .scrollIndicators)"),
    type(
      "Axis.Set", .laidOut, "The axes a scroll view scrolls on, or a frame fixes.", source: fixed,
      "ScrollView(Axis.Set.horizontal) { Color.red.frame(width: 10, height: 10) }"),
    type(
      "LayoutDirection", .laidOut, "Left to right or right to left; layouts are mirrored.", source: "LayoutDirection",
      ".environment(\\.layoutDirection, LayoutDirection.leftToRight)"),
    type(
      "ScrollTargetBehavior", .laidOut, "A behavior of the user's, or `.viewAligned`, `.paging`.",
      source: "ScrollTargetBehavior",
      "struct CatalogueHalfPager: ScrollTargetBehavior { func updateTarget(_ target: inout ScrollTarget, context: TargetContext) { target.rect.origin.x = (target.rect.minX / context.containerSize.width).rounded() * context.containerSize.width } }"
    ),
    type(
      "ViewAlignedScrollTargetBehavior", .laidOut, "`.viewAligned`, with a limit and an anchor.",
      source: "ViewAlignedScrollTargetBehavior", ".scrollTargetBehavior(.viewAligned(limitBehavior: .always))"),
    type(
      "PagingScrollTargetBehavior", .laidOut, "`.paging`: pages of the container's size.",
      source: "PagingScrollTargetBehavior", ".scrollTargetBehavior(.paging)"),
    type(
      "Binding", .ignored, "`Binding(get:set:)`, `.constant(_:)`, `$item.field`.",
      ".sheet(isPresented: Binding(get: { false }, set: { _ in })) { Color.blue }"),
    type(
      "Visibility", .ignored, "`.automatic`, `.visible`, `.hidden`.", ".scrollContentBackground(Visibility.visible)"),
    type(
      "Angle", .ignored, "`.degrees(_:)`, `.radians(_:)`; for effects drawn only.",
      ".rotationEffect(Angle(degrees: 90))"),
    type(
      "ScrollIndicatorVisibility", .ignored, "`.automatic`, `.visible`, `.hidden`, `.never`.",
      ".scrollIndicators(ScrollIndicatorVisibility.never, axes: .horizontal)"),
  ]
}
