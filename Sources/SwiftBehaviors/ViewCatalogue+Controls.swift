// The catalogue's views with an intrinsic size, the containers and the
// controls, the modifiers that size them, and the ways views talk to one
// another (ViewCatalogue.swift).

extension ViewCatalogue {
  /// Text, images and controls: sized from estimates (docs/views.md, "Estimated sizes").
  static let controls: [Entry] = [
    view(
      "Text", .estimated, "Its string in its font: 0.5 em a character, the style's line height a line.",
      source: "Text", "Text(\"Hello\")"),
    view(
      "Image", .estimated, "A symbol 1.2 × its font; an asset a 100 pt placeholder; `resizable` fills.",
      source: "Image", "Image(systemName: \"star.fill\")"),
    view(
      "AsyncImage", .estimated, "Its placeholder, as the screen first shows.", source: "AsyncImage",
      "AsyncImage(url: URL(string: \"https://example.com/a.png\")).frame(width: 10, height: 10)"),
    view(
      "Label", .estimated, "An icon and a title, 8 pt apart.", source: "Label",
      "Label(\"Inbox\", systemImage: \"tray\")"),
    view("Button", .estimated, "Its label, padded as its style pads it.", source: "Button", "Button(\"Tap\") {}"),
    view(
      "Toggle", .estimated, "Its label and a 51 × 31 pt switch.", source: "Toggle",
      "Toggle(\"Wi-Fi\", isOn: .constant(true))"),
    view(
      "Stepper", .estimated, "Its label and a 94 × 32 pt control.", source: "Stepper",
      "Stepper(\"Count\", value: .constant(1), in: 0...9)"),
    view(
      "Slider", .estimated, "As wide as it is offered, 34 pt tall.", source: "Slider",
      "Slider(value: .constant(0.5))"),
    view(
      "ProgressView", .estimated, "A 20 pt spinner, or a 4 pt bar as wide as it is offered.",
      source: "ProgressView", "ProgressView(value: 0.4)"),
    view(
      "Gauge", .estimated, "As a `ProgressView` with a value: a bar under its label.", source: "Gauge",
      "Gauge(value: 0.3) { Text(\"Battery\") }"),
    view(
      "TextField", .estimated, "As wide as it is offered, a body line tall.", source: "TextField",
      "TextField(\"Name\", text: .constant(\"\"))"),
    view(
      "SecureField", .estimated, "As a `TextField`.", source: "SecureField",
      "SecureField(\"Password\", text: .constant(\"\"))"),
    view(
      "TextEditor", .estimated, "Takes what it is offered.", source: "TextEditor",
      "TextEditor(text: .constant(\"Notes\")).frame(height: 20)"),
    view(
      "Picker", .estimated, "Its label and the selection's menu, segments or a wheel.", source: "Picker",
      "Picker(\"Size\", selection: .constant(1)) { Text(\"S\").tag(1) }"),
    view(
      "DatePicker", .estimated, "Its label and the compact buttons: 118 pt for a date, 80 for a time, 34 tall.",
      source: "DatePicker", "DatePicker(\"Start\", selection: .constant(Date()), displayedComponents: .date)"),
    view(
      "ColorPicker", .estimated, "Its label and a 28 pt well.", source: "ColorPicker",
      "ColorPicker(\"Tint\", selection: .constant(Color.red))"),
    view("Divider", .laidOut, "A 1 pt line across the stack's axis.", source: "Divider", "Divider()"),
    view("Menu", .estimated, "Sized as its label.", source: "Menu", "Menu(\"More\") { Button(\"Copy\") {} }"),
    view(
      "NavigationLink", .estimated, "Sized as its label.", source: "NavigationLink",
      "NavigationLink(\"Next\") { Text(\"Detail\") }"),
    view(
      "Link", .estimated, "Sized as its label.", source: "Link",
      "Link(\"Site\", destination: URL(string: \"https://example.com\")!)"),
    view(
      "ShareLink", .estimated, "Sized as its label, \"Share\" with its symbol by default.", source: "ShareLink",
      "ShareLink(item: URL(string: \"https://example.com\")!)"),
    view(
      "LabeledContent", .estimated, "Its label leading, its value trailing, in a row.", source: "LabeledContent",
      "LabeledContent(\"Version\", value: \"1.0\")"),
    view(
      "ContentUnavailableView", .estimated, "A symbol, a title and a description, filling what it is offered.",
      source: "ContentUnavailableView",
      "ContentUnavailableView(\"No Mail\", systemImage: \"tray\", description: Text(\"New mail shows here.\")).frame(height: 200)"
    ),
    view(
      "GroupBox", .estimated, "Its label above its content, 8 pt apart, padded 16 pt.", source: "GroupBox",
      "GroupBox(\"Today\") { Text(\"3 events\") }"),
    view(
      "DisclosureGroup", .estimated, "Its label and a chevron; its content below only when expanded.",
      source: "DisclosureGroup", "DisclosureGroup(\"Details\") { Text(\"More\") }"),
    view(
      "ControlGroup", .laidOut, "Its controls in a row.", source: "ControlGroup",
      "ControlGroup { Button(\"A\") {}; Button(\"B\") {} }"),
    modifier("lineLimit(_:)", .estimated, "The most lines a text takes.", source: "lineLimit(_:)", ".lineLimit(2)"),
    modifier(
      "lineSpacing(_:)", .estimated, "Points added between the lines of a text.", source: "lineSpacing(_:)",
      ".lineSpacing(4)"),
    modifier(
      "imageScale(_:)", .estimated, "A symbol's scale: small 0.8, medium 1, large 1.3.",
      source: "imageScale(_:)", ".imageScale(.large)"),
    modifier(
      "labelStyle(_:)", .estimated, "Which of a label's parts show.", source: "labelStyle(_:)",
      ".labelStyle(.iconOnly)"),
    modifier(
      "buttonStyle(_:)", .estimated, "How buttons below pad their labels; a `ButtonStyle` of your own too.",
      source: "buttonStyle(_:)", ".buttonStyle(.borderedProminent)"),
    modifier(
      "pickerStyle(_:)", .estimated, "A menu, segments or a wheel.", source: "pickerStyle(_:)",
      ".pickerStyle(.segmented)"),
    modifier(
      "textFieldStyle(_:)", .estimated, "`.roundedBorder` pads a field 7 pt above and below.",
      source: "textFieldStyle(_:)", ".textFieldStyle(.roundedBorder)"),
    modifier(
      "buttonBorderShape(_:)", .ignored, "The border's shape; the button's size is its style's.",
      ".buttonBorderShape(.capsule)"),
    modifier("controlSize(_:)", .ignored, "Controls keep the estimate of the regular size.", ".controlSize(.large)"),
    modifier("toggleStyle(_:)", .ignored, "A toggle keeps the estimate of its switch.", ".toggleStyle(.switch)"),
    modifier(
      "datePickerStyle(_:)", .ignored, "A date picker keeps the estimate of its compact style.",
      ".datePickerStyle(.compact)"),
    modifier("gaugeStyle(_:)", .ignored, "A gauge keeps the estimate of its bar.", ".gaugeStyle(.accessoryCircular)"),
    modifier(
      "symbolRenderingMode(_:)", .ignored, "How a symbol's layers are colored.",
      ".symbolRenderingMode(.hierarchical)"),
    modifier("symbolVariant(_:)", .ignored, "A symbol's variant, drawn in its own frame.", ".symbolVariant(.fill)"),
    modifier(
      "symbolEffect(_:options:value:)", .ignored, "A symbol's animation, not played.",
      ".symbolEffect(.bounce, value: 1)"),
    modifier(
      "symbolEffect(_:options:isActive:)", .ignored, "A symbol's animation, not played.",
      ".symbolEffect(.pulse.byLayer, options: .repeating)"),
    modifier(
      "dynamicTypeSize(_:)", .ignored, "Text is estimated at the default size, Large.",
      ".dynamicTypeSize(...DynamicTypeSize.xxxLarge)"),
    type(
      "ViewModifier", .laidOut, "A modifier of your own, laid out as its body.", source: "ViewModifier",
      "struct CatalogueInset: ViewModifier { func body(content: Content) -> some View { content } }"),
    modifier(
      "modifier(_:)", .laidOut, "Applies a `ViewModifier`.", source: "ViewModifier",
      ".modifier(CatalogueInset())"),
    type(
      "ButtonStyle", .estimated, "A style of your own: its body is the button.", source: "ButtonStyle",
      "struct CataloguePressed: ButtonStyle { func makeBody(configuration: Configuration) -> some View { configuration.label.padding(4) } }"
    ),
  ]

  /// Containers: grids, lists, tabs, navigation, geometry and the stacks as values.
  static let containers: [Entry] = [
    view(
      "ZStack", .laidOut, "Views on top of one another, aligned.", source: "ZStack",
      "ZStack(alignment: .topLeading) { Color.red; Color.blue.frame(width: 4) }.frame(height: 10)"),
    view(
      "GeometryReader", .laidOut, "Takes what it is offered and hands its size to its content.",
      source: "GeometryReader",
      "GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }.frame(height: 10)"),
    view(
      "LazyVGrid", .laidOut, "Columns of `GridItem`s: fixed, flexible and adaptive.", source: "LazyVGrid",
      "LazyVGrid(columns: [GridItem(.flexible()), GridItem(.fixed(20))], spacing: 4) { Color.red.frame(height: 10); Color.blue.frame(height: 10) }"
    ),
    view(
      "LazyHGrid", .laidOut, "Rows of `GridItem`s.", source: "LazyHGrid",
      "LazyHGrid(rows: [GridItem(.fixed(10))]) { Color.red.frame(width: 10) }"),
    view(
      "Grid", .laidOut, "Rows and columns of cells; a column is as wide as its widest cell.", source: "Grid",
      "Grid(horizontalSpacing: 4) { GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 10, height: 10) } }"
    ),
    view(
      "Section", .laidOut, "Its header, its content and its footer, in the stack around it.", source: "Section",
      "Section { Color.red.frame(height: 10) } header: { Text(\"Header\") }"),
    view(
      "List", .estimated, "Rows with the system's insets, in a column.", source: "List",
      "List { Text(\"Row\") }.frame(height: 100)"),
    view(
      "Form", .estimated, "Rows of controls with the system's insets.", source: "Form",
      "Form { Toggle(\"On\", isOn: .constant(true)) }.frame(height: 100)"),
    view(
      "TabView", .laidOut, "With `.page`, a paging scroll view; otherwise its first tab over a 49 pt bar.",
      source: "TabView", "TabView { Color.red; Color.blue }.tabViewStyle(.page).frame(height: 40)"),
    view(
      "NavigationStack", .laidOut, "Its root under a 44 pt bar, 96 pt with a large title.",
      source: "NavigationStack", "NavigationStack { Color.red.frame(height: 10) }.frame(height: 80)"),
    view(
      "NavigationView", .laidOut, "As a `NavigationStack`.", source: "NavigationView",
      "NavigationView { Color.red.frame(height: 10) }.frame(height: 80)"),
    view(
      "NavigationSplitView", .laidOut,
      "Compact: its sidebar, as a stack. Regular: 320 pt columns beside the detail, each under a bar.",
      source: "NavigationSplitView",
      "NavigationSplitView { Color.red.frame(height: 10) } detail: { Color.blue }.frame(height: 80)"),
    modifier(
      "navigationSplitViewStyle(_:)", .ignored, "Columns keep the model's widths.",
      ".navigationSplitViewStyle(.balanced)"),
    modifier(
      "navigationSplitViewColumnWidth(_:)", .ignored, "Columns keep the model's widths.",
      ".navigationSplitViewColumnWidth(280)"),
    modifier(
      "gridColumnAlignment(_:)", .ignored, "Cells keep the grid's alignment.", ".gridColumnAlignment(.trailing)"),
    modifier(
      "gridCellColumns(_:)", .ignored, "Not modelled yet: the cell is laid out in one column.",
      ".gridCellColumns(2)"),
    modifier(
      "gridCellUnsizedAxes(_:)", .ignored, "Not modelled yet: the cell sizes its row and column.",
      ".gridCellUnsizedAxes(.horizontal)"),
    modifier("gridCellAnchor(_:)", .ignored, "The cell keeps the grid's alignment.", ".gridCellAnchor(.center)"),
    view(
      "ViewThatFits", .laidOut, "Its first view whose ideal size fits, else its last.", source: "ViewThatFits",
      "ViewThatFits { Color.red.frame(width: 2000, height: 10); Color.blue.frame(width: 10, height: 10) }"),
    view(
      "TimelineView", .laidOut, "Its content, made for the time of the layout.", source: "TimelineView",
      "TimelineView(.periodic(from: .now, by: 1)) { context in Color.red.frame(height: 10) }"),
    view(
      "Canvas", .laidOut, "Takes what it is offered, as a shape.", source: "Canvas",
      "Canvas { context, size in }.frame(height: 10)"),
    view(
      "PhaseAnimator", .laidOut, "Its content in the first phase.", source: "PhaseAnimator",
      "PhaseAnimator([false, true]) { on in Color.red.frame(height: on ? 20 : 10) }"),
    type(
      "AnyLayout", .laidOut, "The stack it holds: `layout { … }`.", source: "AnyLayout",
      "struct CatalogueAdaptive: View { var wide = true; var body: some View { let layout = wide ? AnyLayout(HStackLayout(spacing: 4)) : AnyLayout(VStackLayout()); return layout { Color.red; Color.blue }.frame(height: 10) } }"
    ),
    view(
      "HStackLayout", .laidOut, "An `HStack`, as a value.", source: "HStackLayout",
      "HStackLayout(spacing: 2).callAsFunction { Color.red.frame(width: 4) }.frame(height: 10)"),
    view(
      "VStackLayout", .laidOut, "A `VStack`, as a value.", source: "VStackLayout",
      "VStackLayout(spacing: 2).callAsFunction { Color.red.frame(height: 4) }"),
    view(
      "ZStackLayout", .laidOut, "A `ZStack`, as a value.", source: "ZStackLayout",
      "ZStackLayout().callAsFunction { Color.red.frame(height: 4) }"),
    modifier(
      "fixedSize(horizontal:vertical:)", .laidOut, "The view's ideal size on the given axes.",
      source: "fixedSize(horizontal:vertical:)", ".fixedSize(horizontal: true, vertical: false)"),
    modifier(
      "layoutPriority(_:)", .laidOut, "Who gets a stack's room first.", source: "layoutPriority(_:)",
      ".layoutPriority(1)"),
    modifier(
      "offset(x:y:)", .laidOut, "Moves the view after layout; its frame stays.", source: "offset(x:y:)",
      ".offset(x: 0, y: 0)"),
    modifier(
      "position(x:y:)", .laidOut, "Centres the view at a point of its parent.", source: "position(x:y:)",
      "Color.red.frame(width: 10, height: 10).position(x: 5, y: 5).frame(height: 10)"),
    modifier(
      "safeAreaInset(edge:alignment:spacing:content:)", .laidOut,
      "A view along an edge that insets the safe area.", source: "safeAreaInset(edge:alignment:spacing:content:)",
      "Color.red.frame(height: 10).safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 4) }"),
    modifier(
      "ignoresSafeArea(_:edges:)", .laidOut, "The view reaches into the safe area it touches.",
      source: "ignoresSafeArea(_:edges:)", ".ignoresSafeArea()"),
    modifier(
      "tabViewStyle(_:)", .laidOut, "`.page` makes the tab views below paging scroll views.",
      source: "tabViewStyle(_:)", ".tabViewStyle(.page)"),
    modifier("listStyle(_:)", .ignored, "Rows keep the system's insets.", ".listStyle(.plain)"),
    modifier(
      "listRowInsets(_:)", .laidOut, "A row's insets in place of the system's.", source: "listRowInsets(_:)",
      "List { Text(\"Row\").listRowInsets(EdgeInsets()) }.frame(height: 60)"),
    modifier(
      "listRowSeparator(_:edges:)", .ignored, "A row's separator, drawn in its insets.",
      ".listRowSeparator(.hidden)"),
    modifier("listRowBackground(_:)", .ignored, "Drawn behind the row.", ".listRowBackground(Color.clear)"),
    modifier(
      "visualEffect(_:)", .ignored, "An effect drawn from the view's geometry.",
      ".visualEffect { content, proxy in content.offset(y: proxy.size.height) }"),
    type(
      "UIScreen", .laidOut, "`UIScreen.main.bounds` is the screen laid out.", source: "UIScreen",
      "let catalogueScreenWidth = UIScreen.main.bounds.width"),
    type(
      "UIImpactFeedbackGenerator", .ignored,
      "Haptics: impact, selection and notification generators, which tap nothing here.",
      "func catalogueSnapTick() { UIImpactFeedbackGenerator(style: .light).impactOccurred() }"),
  ]

  /// Values views hand one another, and what watches geometry.
  static let preferences: [Entry] = [
    type(
      "PreferenceKey", .ignored, "Preferences are not collected: a layout is the first screen.",
      "struct CatalogueHeightKey: PreferenceKey { static let defaultValue: CGFloat = 0; static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) } }"
    ),
    modifier(
      "preference(key:value:)", .ignored, "Not collected.", ".preference(key: CatalogueHeightKey.self, value: 10)"),
    modifier(
      "onPreferenceChange(_:perform:)", .ignored, "The action is not run.",
      ".onPreferenceChange(CatalogueHeightKey.self) { _ in }"),
    type(
      "EnvironmentKey", .ignored,
      "A key of the app's own reads the value a view above gives (a preview's mock service), else its default.",
      "struct CatalogueThemeKey: EnvironmentKey { static let defaultValue = 1 }"),
    modifier(
      "alignmentGuide(_:computeValue:)", .ignored, "The view stays where its stack's alignment puts it.",
      ".alignmentGuide(.leading) { dimensions in dimensions.width / 2 }"),
    modifier(
      "onGeometryChange(for:of:action:)", .ignored, "The action is not run.",
      ".onGeometryChange(for: CGFloat.self) { proxy in proxy.size.width } action: { _ in }"),
    type(
      "ScrollPosition", .ignored, "Kept; the layout is the first screen, scrolled to nothing.",
      "@State private var cataloguePosition = ScrollPosition(edge: .top)"),
    modifier(
      "scrollPosition(_:anchor:)", .ignored, "Kept; nothing is scrolled.",
      ".scrollPosition(.constant(ScrollPosition(idType: Int.self)))"),
    modifier("draggable(_:)", .ignored, "Nothing is dragged in a layout.", ".draggable(\"text\")"),
    modifier(
      "dropDestination(for:action:isTargeted:)", .ignored, "Nothing is dropped in a layout.",
      ".dropDestination(for: String.self) { _, _ in false }"),
    type(
      "LocalizedStringKey", .estimated, "A literal's text, its interpolations formatted (`format:`, dates).",
      source: "LocalizedStringKey", "Text(\"Updated \\(Date(), format: .dateTime.hour().minute())\")"),
    modifier("hoverEffect(_:isEnabled:)", .ignored, "Nothing hovers in a layout.", ".hoverEffect(.lift)"),
    type("AnyShapeStyle", .ignored, "Any style, its type erased.", "let catalogueStyle = AnyShapeStyle(Color.red)"),
    type(
      "Alert", .ignored, "The alert before iOS 15; not shown.",
      "let catalogueAlert = Alert(title: Text(\"Done\"), dismissButton: .default(Text(\"OK\")))"),
    modifier(
      "alert(item:content:)", .ignored, "Not shown.",
      "struct CatalogueOldAlert: View { struct Item: Identifiable { let id: Int }; @State private var item: Item?; var body: some View { Color.red.frame(width: 10, height: 10).alert(item: $item) { _ in Alert(title: Text(\"Done\")) } } }"
    ),
    function(
      "Measurement.formatted(_:)", .ignored, "Foundation's; on Linux the model's plain `1.2 km`.",
      "let catalogueDistance = Measurement(value: 1.2, unit: UnitLength.kilometers).formatted()"),
  ]
}
