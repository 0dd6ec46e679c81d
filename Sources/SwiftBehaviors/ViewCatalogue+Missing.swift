// The catalogue's views with sizes still to come, the SwiftUI API the model
// does not have, and the modules (ViewCatalogue.swift).

extension ViewCatalogue {
  /// Views and modifiers with sizes that are being added to the model;
  /// their examples follow them.
  static let pending: [Entry] = [
    view("Text", .estimated, "Sized from an estimate of its string in its font.", source: "Text", nil),
    view("Image", .estimated, "Sized from its symbol or image, estimated.", source: "Image", nil),
    view("Label", .estimated, "An icon and a title, side by side.", source: "Label", nil),
    view("Button", .estimated, "Sized as its label.", source: "Button", nil),
    view("Toggle", .estimated, "A label and a switch.", source: "Toggle", nil),
    view("Divider", .laidOut, "A thin line across the stack's axis.", source: "Divider", nil),
    view("ProgressView", .estimated, "A spinner or a bar.", source: "ProgressView", nil),
    view("Menu", .estimated, "Sized as its label.", source: "Menu", nil),
    view("NavigationLink", .estimated, "Sized as its label.", source: "NavigationLink", nil),
    view("NavigationStack", .laidOut, "Its root view, under a navigation bar.", source: "NavigationStack", nil),
    view(
      "GeometryReader", .laidOut, "Takes what it is offered and hands its size to its content.",
      source: "GeometryReader", nil),
    view("ZStack", .laidOut, "Views on top of one another, aligned.", source: "ZStack", nil),
    view("LazyVGrid", .laidOut, "Columns of `GridItem`s.", source: "LazyVGrid", nil),
    view("LazyHGrid", .laidOut, "Rows of `GridItem`s.", source: "LazyHGrid", nil),
    view("Grid", .laidOut, "Rows and columns of cells.", source: "Grid", nil),
    view("Section", .laidOut, "A group with an optional header and footer.", source: "Section", nil),
    view("List", .estimated, "Rows with the system's insets.", source: "List", nil),
    view("Form", .estimated, "Rows of controls with the system's insets.", source: "Form", nil),
    view("TabView", .laidOut, "One page at a time.", source: "TabView", nil),
    modifier(
      "fixedSize(horizontal:vertical:)", .laidOut, "The view's ideal size on the given axes.",
      source: "fixedSize(horizontal:vertical:)", nil),
    modifier("layoutPriority(_:)", .laidOut, "Who gets a stack's room first.", source: "layoutPriority(_:)", nil),
    modifier("offset(x:y:)", .laidOut, "Moves the view after layout.", source: "offset(x:y:)", nil),
    modifier("position(x:y:)", .laidOut, "Centres the view at a point of its parent.", source: "position(x:y:)", nil),
    modifier(
      "safeAreaInset(edge:alignment:spacing:content:)", .laidOut, "A view along an edge that insets the safe area.",
      source: "safeAreaInset(edge:alignment:spacing:content:)", nil),
    modifier(
      "ignoresSafeArea(_:edges:)", .laidOut, "The view reaches into the safe area.",
      source: "ignoresSafeArea(_:edges:)", nil),
    modifier("lineLimit(_:)", .estimated, "The most lines a text takes.", source: "lineLimit(_:)", nil),
    modifier("visualEffect(_:)", .ignored, "An effect drawn from the view's geometry.", nil),
    type("UIScreen", .laidOut, "`UIScreen.main.bounds` is the screen laid out.", source: "UIScreen", nil),
  ]

  /// Well-known SwiftUI API the model does not have.
  static let missing: [Entry] = [
    view("TimelineView", .laidOut, "Its content, made for the time of the layout.", source: "TimelineView", nil),
    view("Canvas", .laidOut, "Takes what it is offered, as a shape.", source: "Canvas", nil),
    view("ViewThatFits", .laidOut, "Its first view whose ideal size fits, else its last.", source: "ViewThatFits", nil),
    missing("AnyLayout", .type), missing("Layout", .type, "Custom layouts are not in the model yet."),
    missing("HStackLayout", .view), missing("VStackLayout", .view), missing("Table", .view),
    missing("OutlineGroup", .view), missing("DisclosureGroup", .view), missing("PhotosPicker", .view),
    missing("Map", .view), missing("TextField", .view), missing("SecureField", .view), missing("TextEditor", .view),
    missing("Picker", .view), missing("Slider", .view), missing("Stepper", .view), missing("DatePicker", .view),
    missing("ColorPicker", .view), missing("Link", .view), missing("ShareLink", .view),
    missing("NavigationSplitView", .view), missing("NavigationView", .view), missing("ControlGroup", .view),
    missing("LabeledContent", .view), missing("ContentUnavailableView", .view), missing("Gauge", .view),
    missing("GroupBox", .view), missing("AsyncImage", .view), missing("PhaseAnimator", .view),
    missing("KeyframeAnimator", .view), missing("UIViewRepresentable", .type),
    missing("UIViewControllerRepresentable", .type), missing("ViewModifier", .type),
    missing("modifier(_:)", .modifier), missing("ButtonStyle", .type), missing("buttonStyle(_:)", .modifier),
    missing("PreferenceKey", .type), missing("preference(key:value:)", .modifier),
    missing("onPreferenceChange(_:perform:)", .modifier), missing("EnvironmentKey", .type),
    missing("@Entry", .wrapper), missing("alignmentGuide(_:computeValue:)", .modifier),
    missing("onGeometryChange(for:of:action:)", .modifier), missing("ScrollPosition", .type),
    missing("scrollPosition(_:anchor:)", .modifier), missing("listStyle(_:)", .modifier),
    missing("listRowInsets(_:)", .modifier), missing("listRowSeparator(_:edges:)", .modifier),
    missing("listRowBackground(_:)", .modifier), missing("tabViewStyle(_:)", .modifier),
    missing("pickerStyle(_:)", .modifier), missing("labelStyle(_:)", .modifier), missing("toggleStyle(_:)", .modifier),
    missing("textFieldStyle(_:)", .modifier), missing("controlSize(_:)", .modifier),
    missing("symbolEffect(_:options:value:)", .modifier), missing("symbolRenderingMode(_:)", .modifier),
    missing("imageScale(_:)", .modifier), missing("dynamicTypeSize(_:)", .modifier),
    missing("lineSpacing(_:)", .modifier), missing("onDrag(_:)", .modifier), missing("draggable(_:)", .modifier),
    missing("dropDestination(for:action:isTargeted:)", .modifier), missing("PassthroughSubject", .type),
    missing("CurrentValueSubject", .type),
    missing("AnyCancellable", .type), missing("sink(receiveValue:)", .function), missing("@Query", .wrapper),
    missing("@Model", .wrapper), missing("App", .type, "An app's scenes are refused: lay out its views."),
    missing("WindowGroup", .view, "An app's scenes are refused: lay out its views."),
  ]

  /// The modules a view file imports.
  static let modules: [Entry] = [
    module("SwiftUI", .laidOut, "The model, under SwiftUI's names."),
    module("SwiftUICore", .laidOut, "The model, as `SwiftUI`."),
    module("Foundation", .ignored, "The toolchain's Foundation, which SwiftUI re-exports."),
    module("Observation", .ignored, "The toolchain's Observation, which SwiftUI re-exports: `@Observable`."),
    module("Combine", .ignored, "The model's few Combine names: `ObservableObject`, `@Published`, `Just`."),
    module("AVKit", .ignored, "The model's `VideoPlayer`."),
    module("AVFoundation", .ignored, "The model's `AVPlayer`."),
    module("UIKit", .ignored, "The model's `UIColor` and keyboard names."),
    module("CoreGraphics", .ignored, "Foundation's `CGFloat`, `CGSize`, `CGRect`."),
    module("MapKit", .missing, "Not available: maps are not in the model."),
    module("PhotosUI", .missing, "Not available."),
    module("Charts", .missing, "Not available."),
    module("WebKit", .missing, "Not available."),
    module("SwiftData", .missing, "Not available: give the view sample data."),
  ]
}
