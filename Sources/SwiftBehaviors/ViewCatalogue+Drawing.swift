// Paths, drawing, and the everyday names a round of unseen app files used (ViewCatalogue.swift).

extension ViewCatalogue {
  /// Paths and canvases, list editing, and values met in app files that carry no geometry.
  static let drawing: [Entry] = [
    view(
      "Path", .laidOut, "Fills what it is offered, as every shape; its outline only widens `boundingRect`.",
      source: "Shape",
      "Path { path in path.move(to: .zero); path.addLine(to: CGPoint(x: 10, y: 10)) }.frame(width: 10, height: 10)"),
    type(
      "Shape.path(in:)", .laidOut, "A shape of the file's own (`struct Wave: Shape`) fills what it is offered.",
      source: "Shape",
      "struct CatalogueWave: Shape { func path(in rect: CGRect) -> Path { var path = Path(); path.addEllipse(in: rect); return path } }"
    ),
    type(
      "GraphicsContext", .ignored, "A canvas's renderer is never called: `fill`, `stroke` and `draw` compile.",
      "func catalogueDraw(_ context: inout GraphicsContext) { context.fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), with: .color(.red)) }"
    ),
    wrapper(
      "@ScaledMetric", .ignored, "Its value: the model lays out at the default size category, where the scale is 1.",
      "@ScaledMetric(relativeTo: .body) private var side: CGFloat = 10"),
    function(
      "Binding.animation(_:)", .ignored, "The same binding: the model animates nothing.",
      "struct CatalogueAnimatedToggle: View { @State private var on = false; var body: some View { Toggle(\"On\", isOn: $on.animation()) } }"
    ),
    view(
      "EditButton", .estimated, "A plain button titled \"Edit\".", source: "Button", "EditButton()"),
    function(
      "move(fromOffsets:toOffset:)", .ignored,
      "Moves elements as `onMove` hands them over; it changes data, not layout.",
      "func catalogueMove() { var items = [1, 2, 3]; items.move(fromOffsets: IndexSet(integer: 0), toOffset: 3) }"),
    function(
      "remove(atOffsets:)", .ignored, "Removes elements as `onDelete` hands them over.",
      "func catalogueRemove() { var items = [1, 2, 3]; items.remove(atOffsets: IndexSet(integer: 0)) }"),
    modifier(
      "progressViewStyle(_:)", .ignored, "A progress view keeps its estimated size whatever the style.",
      ".progressViewStyle(.linear)"),
    modifier("listRowSpacing(_:)", .ignored, "The model's list keeps its rows as they are.", ".listRowSpacing(8)"),
    function(
      "Color.mix(with:by:)", .ignored, "A blend of two colors; colors have no geometry.",
      "Color.red.mix(with: .blue, by: 0.5).frame(width: 10, height: 10)"),
    view(
      "MeshGradient", .laidOut, "Fills what it is offered, as every gradient; a style too (iOS 18).",
      source: "MeshGradient",
      "MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow]).frame(width: 10, height: 10)"
    ),
    type(
      "RectangleCornerRadii", .laidOut, "A rectangle with a radius at each corner fills what it is offered.",
      source: "Shape", ".clipShape(.rect(cornerRadii: .init(topLeading: 4, topTrailing: 4)))"),
    modifier(
      "navigationTransition(_:)", .ignored, "How a pushed view arrives (iOS 18): the model navigates nowhere.",
      ".navigationTransition(.automatic)"),
    modifier(
      "matchedTransitionSource(id:in:)", .ignored, "The source of a zoom transition (iOS 18).",
      "struct CatalogueZoomSource: View { @Namespace private var space; var body: some View { Color.red.frame(width: 10, height: 10).matchedTransitionSource(id: 1, in: space) } }"
    ),
    modifier(
      "onScrollVisibilityChange(threshold:_:)", .ignored, "Not called: nothing scrolls in or out of sight in a layout.",
      ".onScrollVisibilityChange { _ in }"),
    type(
      "CGAffineTransform", .ignored,
      "On Linux the model's own, with CoreGraphics' arithmetic; a path's bounds follow it.",
      "func catalogueTurn() -> CGPoint { CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2)) }"),
    type(
      "AttributedString", .estimated, "`Text` measures its characters; Markdown is kept as written on Linux.",
      source: "Text", "Text((try? AttributedString(markdown: \"**Bold**\")) ?? AttributedString(\"Bold\"))"),
    type(
      "ToolbarContent", .ignored, "Toolbar items are views here, and `@ToolbarContentBuilder` builds views.",
      "struct CatalogueToolbar: ToolbarContent { var body: some ToolbarContent { ToolbarItem(placement: .topBarTrailing) { Text(\"Edit\") } } }"
    ),
    function(
      "withTransaction(_:_:)", .ignored, "Runs the body at once and returns its result.",
      "func catalogueTransaction() { withTransaction(Transaction(animation: nil)) {} }"),
    modifier("privacySensitive(_:)", .ignored, "Nothing is redacted in a layout.", ".privacySensitive()"),
    function(
      "String(localized:)", .ignored,
      "The key as written: the model has the app's source, not its string tables; on Linux the model's own.",
      "func catalogueLocalized() -> String { String(localized: \"shop_title\") }"),
    type(
      "URLSession", .ignored,
      "Compiles, with Foundation's networking on Linux: a `.task` that calls it is run, and seldom ends in time.",
      "func catalogueSession() -> URLSession { URLSession.shared }"),
    type(
      "ScrollGeometry.contentInsets", .ignored, "Zero: the model's geometry is already the container's.",
      "func catalogueInsets(_ geometry: ScrollGeometry) -> CGFloat { geometry.contentInsets.top }"),
  ]
}
