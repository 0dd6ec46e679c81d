// The catalogue's views, the modifiers with geometry, the scroll modifiers
// and the styles (ViewCatalogue.swift).

extension ViewCatalogue {
  /// The protocols and builders every view file is made of.
  static let structure: [Entry] = [
    type(
      "View", .laidOut, "A view is laid out as its body, down to the model's primitives.", source: fixed,
      "struct CatalogueCard: View { var body: some View { Color.red.frame(height: 10) } }"),
    Entry(
      name: "@ViewBuilder", kind: .wrapper, role: .laidOut,
      note: "Blocks of any number of views, `if`, `else`, `switch` and `if #available`.", source: "ViewBuilder",
      example:
        "struct CatalogueBuilt: View { var flag = true; @ViewBuilder var body: some View { if flag { Color.red.frame(height: 10) } else { EmptyView() } } }"
    ),
    wrapper(
      "@State", .ignored, "Holds the value in the view; `$name` is a binding; nothing is redrawn.",
      "@State private var count = 0"),
    wrapper(
      "@Binding", .ignored, "Reads and writes a value owned elsewhere; `.constant` and `$item.field` work.",
      "struct CatalogueSwitch { @Binding var isOn: Bool }"),
  ]

  /// The views the model lays out.
  static let views: [Entry] = [
    view(
      "ScrollView", .laidOut, "Takes what it is offered; its content is offered nothing along the scrolling axes.",
      source: "ScrollView", "ScrollView(.horizontal, showsIndicators: false) { HStack { Color.red.frame(width: 10) } }"),
    view(
      "HStack", .laidOut, "A row; `spacing: nil` is 8 pt.", source: fixed,
      "HStack(alignment: .top, spacing: 4) { Color.red; Color.blue }.frame(height: 10)"),
    view(
      "VStack", .laidOut, "A column; `spacing: nil` is 8 pt.", source: fixed,
      "VStack(alignment: .leading, spacing: 2) { Color.red.frame(width: 10, height: 4) }"),
    view(
      "LazyHStack", .laidOut, "Laid out as an `HStack`: laziness changes when views are made, not where.",
      source: fixed, "LazyHStack(spacing: 4) { Color.red.frame(width: 10) }.frame(height: 10)"),
    view(
      "LazyVStack", .laidOut, "Laid out as a `VStack`.", source: fixed,
      "LazyVStack(spacing: 2) { Color.red.frame(height: 4) }"),
    view(
      "Group", .laidOut, "Its views join the stack around it; a modifier on it applies to each.", source: "Group",
      "Group { Color.red.frame(height: 4); Color.blue.frame(height: 4) }"),
    view(
      "ForEach", .laidOut, "One view per element, joined to the stack around it; at most 100,000.",
      source: "ForEach", "ForEach(0..<3) { _ in Color.red.frame(height: 4) }"),
    view("EmptyView", .laidOut, "No size and no place in a stack.", source: "EmptyView", "EmptyView()"),
    view(
      "Spacer", .laidOut, "Grows along its stack's axis, at least `minLength` (8 pt when `nil`).", source: "Spacer",
      "HStack { Spacer(minLength: 4); Color.red.frame(width: 10) }.frame(height: 10)"),
    view(
      "Color", .laidOut, "Fills what it is offered; 10 pt on an axis offered nothing.", source: "Shape",
      "Color(red: 1, green: 0.5, blue: 0, opacity: 0.8).frame(height: 10)"),
    view(
      "Rectangle", .laidOut, "Fills what it is offered, as every shape.", source: "Shape",
      "Rectangle().frame(height: 10)"),
    view(
      "RoundedRectangle", .laidOut, "Fills what it is offered; corners are not drawn.", source: "Shape",
      "RoundedRectangle(cornerRadius: 12, style: .continuous).frame(height: 10)"),
    view("Circle", .laidOut, "Fills what it is offered.", source: "Shape", "Circle().frame(width: 10, height: 10)"),
    view("Capsule", .laidOut, "Fills what it is offered.", source: "Shape", "Capsule().frame(width: 20, height: 10)"),
    view("Ellipse", .laidOut, "Fills what it is offered.", source: "Shape", "Ellipse().frame(width: 20, height: 10)"),
    view(
      "UnevenRoundedRectangle", .laidOut, "Fills what it is offered; corners are not drawn.", source: "Shape",
      "UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8).frame(height: 10)"),
    view(
      "ContainerRelativeShape", .laidOut, "Fills what it is offered.", source: "Shape",
      "ContainerRelativeShape().frame(height: 10)"),
    view(
      "LinearGradient", .laidOut, "Fills what it is offered, as `Color`.", source: "Shape",
      "LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom).frame(height: 10)"),
    view(
      "RadialGradient", .laidOut, "Fills what it is offered, as `Color`.", source: "Shape",
      "RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 40).frame(height: 10)"),
    view(
      "AngularGradient", .laidOut, "Fills what it is offered, as `Color`.", source: "Shape",
      "AngularGradient(colors: [.red, .yellow, .red], center: .center).frame(height: 10)"),
    view(
      "AnyView", .laidOut, "Laid out as the view it holds.", source: "AnyView",
      "AnyView(Color.red.frame(height: 10))"),
    view(
      "ScrollViewReader", .laidOut, "Laid out as its content; `scrollTo` does not scroll.",
      source: "ScrollViewReader",
      "ScrollViewReader { proxy in Color.red.frame(height: 10).onAppear { proxy.scrollTo(0, anchor: .top) } }"),
    view(
      "VideoPlayer", .laidOut, "Fills what it is offered, as `Color`; plays nothing.", source: "Shape",
      "VideoPlayer(player: AVPlayer(url: URL(fileURLWithPath: \"/clip.mp4\"))).frame(height: 10)"),
    view(
      "ToolbarItem", .ignored, "Kept inside `toolbar`; its content is not laid out.",
      "Color.red.frame(height: 10).toolbar { ToolbarItem(placement: .topBarTrailing) { Color.blue } }"),
    view(
      "ToolbarItemGroup", .ignored, "Kept inside `toolbar`; its content is not laid out.",
      "Color.red.frame(height: 10).toolbar { ToolbarItemGroup(placement: .bottomBar) { Color.blue } }"),
  ]

  /// The modifiers with geometry that the model has.
  static let layoutModifiers: [Entry] = [
    modifier(
      "frame(width:height:alignment:)", .laidOut, "Fixed lengths where given; the view aligned in them.",
      source: "frame(width:height:alignment:)", ".frame(width: 12, height: 8, alignment: .leading)"),
    modifier(
      "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)", .laidOut,
      "The offer clamped to the limits; the ideal where the offer is open.",
      source: "frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)",
      ".frame(maxWidth: .infinity, minHeight: 10)"),
    modifier(
      "padding(_:_:)", .laidOut, "Space on the given edges; 16 pt when no length is given.",
      source: "padding(_:_:)", ".padding(.horizontal, 4)"),
    modifier(
      "padding(_:)", .laidOut, "The same length on every edge, or insets edge by edge.", source: "padding(_:)",
      ".padding(EdgeInsets(top: 1, leading: 2, bottom: 1, trailing: 2))"),
    modifier(
      "aspectRatio(_:contentMode:)", .laidOut, "A size of the ratio fitted to, or filling, the offer.",
      source: "aspectRatio(_:contentMode:)", ".aspectRatio(2, contentMode: .fit)"),
    modifier(
      "scaledToFit()", .laidOut, "The view's own ratio fitted to the offer.", source: "scaledToFit()",
      ".scaledToFit()"),
    modifier(
      "scaledToFill()", .laidOut, "The view's own ratio filling the offer.", source: "scaledToFill()",
      ".scaledToFill()"),
    modifier(
      "containerRelativeFrame(_:alignment:)", .laidOut,
      "The scroll view's container length, less its safe area, padding and margins.",
      source: "containerRelativeFrame(_:alignment:)", ".containerRelativeFrame(.horizontal)"),
    modifier(
      "containerRelativeFrame(_:count:span:spacing:alignment:)", .laidOut,
      "A span of equal columns of the container, with spacing between them.",
      source: "containerRelativeFrame(_:count:span:spacing:alignment:)",
      ".containerRelativeFrame(.horizontal, count: 3, span: 1, spacing: 4)"),
    modifier(
      "containerRelativeFrame(_:alignment:_:)", .laidOut, "The length the closure gives from the container's.",
      source: "containerRelativeFrame(_:alignment:_:)",
      ".containerRelativeFrame(.horizontal) { length, _ in length / 2 }"),
    modifier(
      "safeAreaPadding(_:_:)", .laidOut, "Adds to the safe area of a scroll view under it; pads any other view.",
      source: "safeAreaPadding(_:_:)", ".safeAreaPadding(.horizontal, 4)"),
    modifier(
      "safeAreaPadding(_:)", .laidOut, "The same, one length on every edge or insets edge by edge.",
      source: "safeAreaPadding(_:)", ".safeAreaPadding(2)"),
    modifier(
      "environment(_:_:)", .laidOut, "Sets an environment value below: the layout direction, the size classes.",
      source: "environment(_:_:)", ".environment(\\.layoutDirection, .rightToLeft)"),
  ]

  /// The modifiers of scroll views: with geometry, then without.
  static let scrollModifiers: [Entry] = [
    modifier(
      "contentMargins(_:_:for:)", .laidOut, "Insets a scroll view's content or indicators; the innermost wins.",
      source: "contentMargins(_:_:for:)", ".contentMargins(.horizontal, 4, for: .scrollContent)"),
    modifier(
      "contentMargins(_:for:)", .laidOut, "The same length on every edge.", source: "contentMargins(_:for:)",
      ".contentMargins(2)"),
    modifier(
      "scrollTargetLayout(isEnabled:)", .laidOut, "The layout's direct children are the scroll targets.",
      source: "scrollTargetLayout(isEnabled:)",
      "HStack { Color.red.frame(width: 10) }.scrollTargetLayout().frame(height: 10)"),
    modifier(
      "scrollTarget(isEnabled:)", .laidOut, "The view is a scroll target.", source: "scrollTarget(isEnabled:)",
      ".scrollTarget(isEnabled: false)"),
    modifier(
      "scrollTargetBehavior(_:)", .laidOut, "The behavior of the scroll views below; the innermost wins.",
      source: "scrollTargetBehavior(_:)", ".scrollTargetBehavior(.viewAligned)"),
    modifier(
      "scrollIndicators(_:axes:)", .ignored, "The model draws no indicators.", ".scrollIndicators(.hidden)"),
    modifier("scrollClipDisabled(_:)", .ignored, "Clipping changes what is drawn only.", ".scrollClipDisabled()"),
    modifier(
      "scrollPosition(id:anchor:)", .ignored, "The binding is kept; the model reads no position.",
      ".scrollPosition(id: .constant(Int?.none))"),
    modifier(
      "onScrollPhaseChange(_:)", .ignored, "The action is not called; a script's hook of the name runs in simulations.",
      ".onScrollPhaseChange { old, new in }"),
    modifier(
      "onScrollGeometryChange(for:of:action:)", .ignored, "The action is not called.",
      ".onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.x }) { old, new in }"),
    modifier(
      "onScrollTargetVisibilityChange(idType:threshold:_:)", .ignored, "The action is not called.",
      ".onScrollTargetVisibilityChange(idType: Int.self) { ids in }"),
    modifier(
      "scrollTransition(_:axis:transition:)", .ignored,
      "An effect drawn as the view scrolls; the closure is not called.",
      ".scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5).scaleEffect(phase.isIdentity ? 1 : 0.9) }"
    ),
    modifier(
      "scrollTransition(topLeading:bottomTrailing:axis:transition:)", .ignored, "The same, a configuration per edge.",
      ".scrollTransition(topLeading: .interactive, bottomTrailing: .animated(.smooth)) { content, phase in content.blur(radius: phase.value * 4) }"
    ),
    modifier(
      "scrollBounceBehavior(_:axes:)", .ignored, "A scenario's scroll view bounces as the simulator does.",
      ".scrollBounceBehavior(.basedOnSize)"),
    modifier("scrollDisabled(_:)", .ignored, "A scenario scrolls the view whatever it says.", ".scrollDisabled(true)"),
    modifier(
      "scrollDismissesKeyboard(_:)", .ignored, "The model has no keyboard.", ".scrollDismissesKeyboard(.interactively)"),
    modifier(
      "scrollContentBackground(_:)", .ignored, "A background is drawn only.", ".scrollContentBackground(.hidden)"),
    modifier(
      "defaultScrollAnchor(_:)", .ignored, "A scenario starts where its scene says.", ".defaultScrollAnchor(.bottom)"),
    type(
      "ScrollTransitionPhase", .ignored,
      "`.topLeading`, `.identity`, `.bottomTrailing`, with `isIdentity` and `value`.",
      "Color.red.frame(width: 10, height: ScrollTransitionPhase.identity.isIdentity ? 10 : 0)"),
    type(
      "ScrollTransitionConfiguration", .ignored, "`.interactive`, `.animated`, `.identity`, `threshold(_:)`.",
      ".scrollTransition(.animated.threshold(.visible(0.9))) { content, _ in content }"),
    type(
      "VisualEffect", .ignored, "What a scroll transition returns; each effect keeps the value as it is.",
      ".scrollTransition { content, phase in content.offset(x: phase.value * 10).rotationEffect(.degrees(phase.value * 5)).brightness(0.1) }"
    ),
    type(
      "EmptyVisualEffect", .ignored, "The effect a scroll transition's closure is given.",
      "Color.red.frame(width: 10, height: 10).scrollTransition { (content: EmptyVisualEffect, _) in content.grayscale(1) }"
    ),
    type(
      "ScrollViewProxy", .ignored, "What a `ScrollViewReader` gives; `scrollTo(_:anchor:)` does not scroll.",
      "ScrollViewReader { (proxy: ScrollViewProxy) in Color.red.frame(height: 10) }"),
  ]

  /// Colors, gradients, materials and the effects that only draw.
  static let styling: [Entry] = [
    type(
      "Color(hue:saturation:brightness:opacity:)", .ignored, "A color from HSB; its components are kept.",
      "Color(hue: 0.6, saturation: 0.5, brightness: 0.9).frame(height: 10)"),
    type(
      "Color(_:bundle:)", .ignored, "An asset color; the model has no assets, so a mid gray.",
      "Color(\"Brand\").frame(height: 10)"),
    type(
      "Color(_:red:green:blue:opacity:)", .ignored, "A color in a color space; the components are kept.",
      "Color(.sRGB, red: 0.2, green: 0.4, blue: 0.6, opacity: 1).frame(height: 10)"),
    type(
      "Color(uiColor:)", .ignored, "A UIKit color's approximate components.",
      "Color(uiColor: .systemGray6).frame(height: 10)"),
    type(
      "UIColor", .ignored, "The system colors (`.systemBackground`, `.systemGray6`, `.label`, …), approximated.",
      "Color(UIColor.secondarySystemBackground).frame(height: 10)"),
    type(
      "Color.gradient", .ignored, "A gradient of the color: a style, not drawn.", ".background(Color.blue.gradient)"),
    type(
      "AnyGradient", .ignored, "What `Color.gradient` gives: a style.",
      ".foregroundStyle(Color.orange.gradient.opacity(0.5))"),
    type(
      "Gradient", .ignored, "Colors and stops of a gradient.",
      ".background(LinearGradient(gradient: Gradient(stops: [.init(color: .red, location: 0), .init(color: .blue, location: 1)]), startPoint: .leading, endPoint: .trailing))"
    ),
    type(
      "ShapeStyle.linearGradient(_:startPoint:endPoint:)", .ignored, "A gradient as a style; not drawn.",
      ".background(.linearGradient(colors: [.pink, .orange], startPoint: .topLeading, endPoint: .bottomTrailing))"),
    type(
      "ShapeStyle.radialGradient(_:center:startRadius:endRadius:)", .ignored, "A gradient as a style; not drawn.",
      ".background(.radialGradient(colors: [.white, .gray], center: .center, startRadius: 1, endRadius: 20))"),
    type(
      "ShapeStyle.angularGradient(_:center:startAngle:endAngle:)", .ignored, "A gradient as a style; not drawn.",
      ".background(.angularGradient(colors: [.red, .blue], center: .center, startAngle: .zero, endAngle: .degrees(360)))"
    ),
    type(
      "Material", .ignored, "`.ultraThinMaterial` … `.ultraThickMaterial` and `.bar`: styles, not drawn.",
      ".background(.ultraThinMaterial, in: .rect(cornerRadius: 4))"),
    type(
      "HierarchicalShapeStyle", .ignored, "`.primary` … `.quinary` where a style is expected, with `opacity(_:)`.",
      ".background(.secondary.opacity(0.3))"),
    type("TintShapeStyle", .ignored, "`.tint` as a style.", ".foregroundStyle(.tint)"),
    modifier("foregroundStyle(_:)", .ignored, "A style of the content; not drawn.", ".foregroundStyle(.secondary)"),
    modifier("foregroundColor(_:)", .ignored, "A color of the content; not drawn.", ".foregroundColor(.secondary)"),
    modifier(
      "background(_:ignoresSafeAreaEdges:)", .ignored, "A style drawn behind; it takes no room.",
      ".background(.quaternary)"),
    modifier(
      "background(_:in:)", .ignored, "A style in a shape, drawn behind.", ".background(.thinMaterial, in: Capsule())"),
    modifier(
      "background(alignment:content:)", .ignored, "A view drawn behind; it is not laid out.",
      ".background(alignment: .bottom) { Color.black.opacity(0.2) }"),
    modifier(
      "background(_:alignment:)", .ignored, "A view drawn behind (the form before iOS 15); not laid out.",
      ".background(Circle().fill(.blue), alignment: .center)"),
    modifier(
      "backgroundStyle(_:)", .ignored, "The style `.background` paints; not drawn.",
      ".backgroundStyle(.regularMaterial)"),
    modifier(
      "overlay(_:ignoresSafeAreaEdges:)", .ignored, "A style drawn over; it takes no room.",
      ".overlay(.black.opacity(0.1))"),
    modifier(
      "overlay(alignment:content:)", .ignored, "A view drawn over; it is not laid out.",
      ".overlay(alignment: .topTrailing) { Circle().frame(width: 4, height: 4) }"),
    modifier(
      "overlay(_:alignment:)", .ignored, "A view drawn over (the form before iOS 15); not laid out.",
      ".overlay(Rectangle().stroke(.white, lineWidth: 1), alignment: .center)"),
    modifier(
      "overlay(_:in:fillStyle:)", .ignored, "A style in a shape, drawn over.",
      ".overlay(.white.opacity(0.2), in: .capsule)"),
    modifier(
      "border(_:width:)", .ignored, "A border drawn inside the frame; no size changes.", ".border(.red, width: 2)"),
    modifier(
      "clipShape(_:style:)", .ignored, "Clipping changes what is drawn, not the frame.",
      ".clipShape(.rect(cornerRadius: 4))"),
    modifier("clipped(antialiased:)", .ignored, "Clipping changes what is drawn.", ".clipped()"),
    modifier("cornerRadius(_:antialiased:)", .ignored, "Clipping changes what is drawn.", ".cornerRadius(4)"),
    modifier(
      "shadow(color:radius:x:y:)", .ignored, "A shadow is drawn outside the frame; no size changes.",
      ".shadow(color: .black.opacity(0.2), radius: 8, y: 4)"),
    modifier("opacity(_:)", .ignored, "Drawn fainter; the frame stays.", ".opacity(0.5)"),
    modifier("tint(_:)", .ignored, "The tint of controls below.", ".tint(.pink)"),
    modifier("accentColor(_:)", .ignored, "The accent of controls below.", ".accentColor(.green)"),
    modifier("contentShape(_:eoFill:)", .ignored, "The shape that takes touches.", ".contentShape(Rectangle())"),
    modifier(
      "contentShape(_:_:eoFill:)", .ignored, "The shape for one kind of interaction.",
      ".contentShape(.interaction, .circle)"),
    modifier(
      "scaleEffect(_:anchor:)", .ignored, "A scale drawn after layout, as SwiftUI does; the frame stays.",
      ".scaleEffect(0.9)"),
    modifier("scaleEffect(x:y:anchor:)", .ignored, "A scale drawn after layout.", ".scaleEffect(x: -1, y: 1)"),
    modifier("rotationEffect(_:anchor:)", .ignored, "A rotation drawn after layout.", ".rotationEffect(.degrees(45))"),
    modifier(
      "rotation3DEffect(_:axis:anchor:anchorZ:perspective:)", .ignored, "A rotation drawn after layout.",
      ".rotation3DEffect(.degrees(10), axis: (x: 0, y: 1, z: 0))"),
    modifier("blur(radius:opaque:)", .ignored, "Drawn blurred.", ".blur(radius: 3)"),
    modifier("brightness(_:)", .ignored, "Drawn brighter.", ".brightness(0.1)"),
    modifier("contrast(_:)", .ignored, "Drawn with more or less contrast.", ".contrast(1.2)"),
    modifier("saturation(_:)", .ignored, "Drawn more or less saturated.", ".saturation(0.5)"),
    modifier("grayscale(_:)", .ignored, "Drawn in gray.", ".grayscale(1)"),
    modifier("hueRotation(_:)", .ignored, "Drawn with hues turned.", ".hueRotation(.degrees(90))"),
    modifier("colorMultiply(_:)", .ignored, "Drawn multiplied by a color.", ".colorMultiply(.yellow)"),
    modifier("colorInvert()", .ignored, "Drawn inverted.", ".colorInvert()"),
    modifier(
      "mask(alignment:_:)", .ignored, "A mask changes what is drawn; it is not laid out.",
      ".mask { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }"),
    modifier("mask(_:)", .ignored, "A mask view (the form before iOS 15); not laid out.", ".mask(Circle())"),
    modifier("blendMode(_:)", .ignored, "Blending changes what is drawn.", ".blendMode(.multiply)"),
    modifier("compositingGroup()", .ignored, "Drawn as one layer.", ".compositingGroup()"),
    modifier("drawingGroup(opaque:colorMode:)", .ignored, "Drawn off screen first.", ".drawingGroup()"),
    modifier("zIndex(_:)", .ignored, "The order of drawing, not of layout.", ".zIndex(1)"),
    modifier("hidden()", .ignored, "A hidden view keeps its place, as in SwiftUI.", ".hidden()"),
    modifier("allowsHitTesting(_:)", .ignored, "Touches are not modelled.", ".allowsHitTesting(false)"),
    modifier("disabled(_:)", .ignored, "Controls below are disabled; no size changes.", ".disabled(true)"),
    modifier("redacted(reason:)", .ignored, "Drawn as a placeholder.", ".redacted(reason: .placeholder)"),
    modifier("unredacted()", .ignored, "Drawn as itself.", ".unredacted()"),
    modifier(
      "preferredColorScheme(_:)", .ignored, "The model has one appearance, light.", ".preferredColorScheme(.dark)"),
    modifier("statusBarHidden(_:)", .ignored, "The safe area is the screen's, as given.", ".statusBarHidden()"),
    modifier(
      "persistentSystemOverlays(_:)", .ignored, "The safe area is the screen's, as given.",
      ".persistentSystemOverlays(.hidden)"),
    modifier("id(_:)", .ignored, "An identity for `scrollTo` and animations; no geometry.", ".id(7)"),
    modifier("tag(_:)", .ignored, "A value for a picker or tab selection.", ".tag(\"first\")"),
  ]
}
