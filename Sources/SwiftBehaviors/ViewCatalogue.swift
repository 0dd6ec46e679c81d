import Foundation

/// The model's SwiftUI surface, as one table: every view, modifier, type,
/// property wrapper, function and module a view file may use, what the
/// model does with it, and the well-known SwiftUI API it does not have yet.
///
/// The tool reads it to explain a compile error in a user's words
/// ("TimelineView is SwiftUI API the model does not lay out yet"), and
/// docs/views.md's section "The catalogue" is generated from it
/// (``markdown``).
///
/// An entry's `example` is Swift that compiles against the model. The tests
/// build all of them into one view file and lay it out:
/// - an example starting with `.` is a modifier, applied to a 10 pt square
///   of color: `Color.red.frame(width: 10, height: 10)`;
/// - one starting with `@` is a property of a view of its own, which the
///   file's view shows (`@State var count = 0`), unless the attributes are
///   followed by `class`, `final`, `struct`, `enum`, `func` or `extension`,
///   which make it a top-level declaration (`@Observable final class …`);
/// - one starting with `struct`, `final`, `class`, `enum`, `func`, `let` or
///   `extension` is a top-level declaration; a `struct NAME: View` so
///   declared is shown too;
/// - anything else is a view, shown in a vertical scroll view.
///
/// The examples share one file, so one may use a type another declares.
/// `example` is `nil` only for `.missing` entries, modules, and entries for
/// views whose examples are still to come.
public enum ViewCatalogue {
  /// What an entry names.
  public enum Kind: String, Sendable { case view, modifier, type, wrapper, function, module }

  /// What the model does with it.
  public enum Role: String, Sendable {
    /// Laid out by the model's rules, which follow Apple's documentation.
    case laidOut = "laid out"
    /// Laid out from an estimate (a text's size from its string and font).
    case estimated
    /// Compiles and is kept, with no geometry.
    case ignored
    /// SwiftUI API the model does not have yet.
    case missing
  }

  /// One name of the surface.
  public struct Entry: Sendable {
    /// `ZStack`, `padding(_:_:)`, `@State`, `withAnimation(_:_:)`, `AVKit`.
    public var name: String
    public var kind: Kind
    public var role: Role
    /// What the model does with it, in one short sentence.
    public var note: String
    /// For estimates and laid-out rules: the Apple page title or article followed.
    public var source: String?
    /// Swift that compiles against the model (see the conventions above).
    public var example: String?

    public init(name: String, kind: Kind, role: Role, note: String, source: String? = nil, example: String? = nil) {
      self.name = name
      self.kind = kind
      self.role = role
      self.note = note
      self.source = source
      self.example = example
    }

    /// The name without its argument labels, `@` or leading dot: `padding`, `State`.
    public var baseName: String { ViewCatalogue.baseName(of: name) }
  }

  /// The entry named `name` (`padding(_:_:)`), else the first whose base
  /// name is `name`'s (`padding`, `.padding`, `State`, `@State`).
  public static func entry(named name: String) -> Entry? {
    if let index = index.byName[name] { return entries[index] }
    if let index = index.byBase[baseName(of: name)] { return entries[index] }
    return nil
  }

  /// `padding(_:_:)` → `padding`; `@State` → `State`; `.red` → `red`.
  static func baseName(of name: String) -> String {
    var base = Substring(name)
    while let first = base.first, first == "@" || first == "." { base = base.dropFirst() }
    if let open = base.firstIndex(of: "(") { base = base[..<open] }
    return String(base)
  }

  private static let index: (byName: [String: Int], byBase: [String: Int]) = {
    var byName: [String: Int] = [:]
    var byBase: [String: Int] = [:]
    for (position, entry) in entries.enumerated() {
      if byName[entry.name] == nil { byName[entry.name] = position }
      if byBase[entry.baseName] == nil { byBase[entry.baseName] = position }
    }
    return (byName, byBase)
  }()

  /// Every entry, by theme.
  public static let entries: [Entry] =
    structure + views + layoutModifiers + scrollModifiers + styling + shapes + text + gestures + animation
    + lifecycle + presentation + navigation + accessibility + environment + observation + media + values
    + pending + missing + modules

  // MARK: The entries

  private static func view(
    _ name: String, _ role: Role, _ note: String, source: String? = nil, _ example: String?
  ) -> Entry {
    Entry(name: name, kind: .view, role: role, note: note, source: source, example: example)
  }

  private static func modifier(
    _ name: String, _ role: Role, _ note: String, source: String? = nil, _ example: String?
  ) -> Entry {
    Entry(name: name, kind: .modifier, role: role, note: note, source: source, example: example)
  }

  private static func type(_ name: String, _ role: Role, _ note: String, source: String? = nil, _ example: String?)
    -> Entry
  {
    Entry(name: name, kind: .type, role: role, note: note, source: source, example: example)
  }

  private static func wrapper(_ name: String, _ role: Role, _ note: String, _ example: String?) -> Entry {
    Entry(name: name, kind: .wrapper, role: role, note: note, example: example)
  }

  private static func function(_ name: String, _ role: Role, _ note: String, _ example: String?) -> Entry {
    Entry(name: name, kind: .function, role: role, note: note, example: example)
  }

  private static func missing(_ name: String, _ kind: Kind, _ note: String = "Not in the model yet.") -> Entry {
    Entry(name: name, kind: kind, role: .missing, note: note)
  }

  private static func module(_ name: String, _ role: Role, _ note: String) -> Entry {
    Entry(name: name, kind: .module, role: role, note: note)
  }

  private static let fixed = "Layout fundamentals"

  /// The protocols and builders every view file is made of.
  private static let structure: [Entry] = [
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
  private static let views: [Entry] = [
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
  private static let layoutModifiers: [Entry] = [
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
  private static let scrollModifiers: [Entry] = [
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
  private static let styling: [Entry] = [
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

  /// Shapes as styles and their modifiers.
  private static let shapes: [Entry] = [
    type(
      "Shape.rect(cornerRadius:style:)", .laidOut, "A rounded rectangle where a shape is expected.", source: "Shape",
      ".clipShape(.rect(cornerRadius: 8, style: .continuous))"),
    type("Shape.rect", .laidOut, "A rectangle where a shape is expected.", source: "Shape", ".contentShape(.rect)"),
    type("Shape.capsule", .laidOut, "A capsule where a shape is expected.", source: "Shape", ".clipShape(.capsule)"),
    type("Shape.circle", .laidOut, "A circle where a shape is expected.", source: "Shape", ".clipShape(.circle)"),
    type(
      "Shape.rect(topLeadingRadius:bottomLeadingRadius:bottomTrailingRadius:topTrailingRadius:style:)", .laidOut,
      "An uneven rounded rectangle where a shape is expected.", source: "Shape",
      ".clipShape(.rect(topLeadingRadius: 8, topTrailingRadius: 8))"),
    type(
      "RoundedCornerStyle", .ignored, "`.circular` or `.continuous`; corners are not drawn.",
      "RoundedRectangle(cornerSize: CGSize(width: 4, height: 4), style: .circular).frame(height: 10)"),
    modifier(
      "fill(_:)", .ignored, "The shape keeps its geometry; the style is not drawn.",
      "Circle().fill(.blue).frame(width: 10, height: 10)"),
    modifier(
      "fill(_:style:)", .ignored, "The shape keeps its geometry.",
      "Circle().fill(.red, style: FillStyle(eoFill: true)).frame(width: 10, height: 10)"),
    modifier(
      "stroke(_:lineWidth:)", .ignored, "The shape keeps its geometry; the stroke is not drawn.",
      "Capsule().stroke(.gray, lineWidth: 2).frame(width: 20, height: 10)"),
    modifier(
      "stroke(_:style:antialiased:)", .ignored, "The shape keeps its geometry.",
      "Circle().stroke(.gray, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2])).frame(width: 10, height: 10)"
    ),
    modifier(
      "strokeBorder(_:lineWidth:)", .ignored, "The shape keeps its geometry.",
      "Circle().strokeBorder(.white, lineWidth: 2).frame(width: 10, height: 10)"),
    modifier(
      "strokeBorder(_:style:antialiased:)", .ignored, "The shape keeps its geometry.",
      "Rectangle().strokeBorder(.white, style: StrokeStyle(lineWidth: 1)).frame(height: 10)"),
    modifier(
      "trim(from:to:)", .ignored, "The frame stays; only part of the outline would be drawn.",
      "Circle().trim(from: 0, to: 0.75).stroke(.blue, lineWidth: 2).frame(width: 10, height: 10)"),
    modifier(
      "inset(by:)", .ignored, "The frame stays; the path would be inset.",
      "Circle().inset(by: 2).fill(.green).frame(width: 10, height: 10)"),
  ]

  /// Text modifiers that draw only.
  private static let text: [Entry] = [
    modifier("font(_:)", .ignored, "Fonts change no geometry in the model yet.", ".font(.title)"),
    modifier("textCase(_:)", .ignored, "The letter case drawn.", ".textCase(.uppercase)"),
    modifier(
      "multilineTextAlignment(_:)", .ignored, "Lines align inside the text's own frame.",
      ".multilineTextAlignment(.center)"),
    modifier("fontWeight(_:)", .ignored, "A weight drawn.", ".fontWeight(.semibold)"),
    modifier("fontDesign(_:)", .ignored, "A design drawn.", ".fontDesign(.rounded)"),
    modifier("fontWidth(_:)", .ignored, "A width drawn.", ".fontWidth(.condensed)"),
    modifier("bold(_:)", .ignored, "Drawn bold; on any view and on `Text`.", ".bold()"),
    modifier("italic(_:)", .ignored, "Drawn italic; on any view and on `Text`.", ".italic()"),
    modifier("underline(_:pattern:color:)", .ignored, "Drawn underlined.", ".underline(pattern: .dash, color: .blue)"),
    modifier("strikethrough(_:pattern:color:)", .ignored, "Drawn struck through.", ".strikethrough()"),
    modifier("monospacedDigit()", .ignored, "Digits drawn of one width.", ".monospacedDigit()"),
    modifier("monospaced(_:)", .ignored, "Drawn monospaced.", ".monospaced()"),
    modifier("kerning(_:)", .ignored, "Letter spacing drawn.", ".kerning(1)"),
    modifier("tracking(_:)", .ignored, "Letter spacing drawn.", ".tracking(0.5)"),
    modifier("truncationMode(_:)", .ignored, "Where long text is cut.", ".truncationMode(.middle)"),
    modifier("minimumScaleFactor(_:)", .ignored, "How small text may be drawn to fit.", ".minimumScaleFactor(0.5)"),
    modifier(
      "allowsTightening(_:)", .ignored, "Whether letters may be drawn closer to fit.", ".allowsTightening(true)"),
    modifier("textSelection(_:)", .ignored, "Whether text can be selected.", ".textSelection(.enabled)"),
    modifier(
      "foregroundStyle(_:_:)", .ignored, "Styles of two levels of content.", ".foregroundStyle(.primary, .secondary)"),
    modifier(
      "foregroundStyle(_:_:_:)", .ignored, "Styles of three levels of content.",
      ".foregroundStyle(.red, .orange, .yellow)"),
    type("Font", .ignored, "Text styles and `system(size:)`, named only.", ".font(.system(size: 17))"),
    type("Font.Weight", .ignored, "`.ultraLight` … `.black`.", ".fontWeight(Font.Weight.heavy)"),
    type(
      "TextAlignment", .ignored, "`.leading`, `.center`, `.trailing`.",
      ".multilineTextAlignment(TextAlignment.trailing)"),
  ]

  /// Gestures: kept, never run.
  private static let gestures: [Entry] = [
    type(
      "Gesture", .ignored, "A gesture with `onChanged`, `onEnded` and `updating`; no touch reaches it.",
      ".gesture(TapGesture(count: 2).onEnded { })"),
    type(
      "DragGesture", .ignored, "A drag, with its `Value` (translation, velocity, locations).",
      ".gesture(DragGesture(minimumDistance: 0).onChanged { value in _ = value.translation.width }.onEnded { _ in })"),
    type("TapGesture", .ignored, "A tap.", ".gesture(TapGesture().onEnded { })"),
    type(
      "SpatialTapGesture", .ignored, "A tap with its location.",
      ".gesture(SpatialTapGesture().onEnded { value in _ = value.location })"),
    type(
      "LongPressGesture", .ignored, "A long press.", ".gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in })"),
    type(
      "MagnifyGesture", .ignored, "A pinch.",
      ".gesture(MagnifyGesture().onChanged { value in _ = value.magnification })"),
    type(
      "MagnificationGesture", .ignored, "A pinch, the form before iOS 17.",
      ".gesture(MagnificationGesture().onChanged { scale in _ = scale })"),
    type(
      "RotateGesture", .ignored, "A rotation.", ".gesture(RotateGesture().onChanged { value in _ = value.rotation })"),
    wrapper(
      "@GestureState", .ignored, "Keeps its first value: no gesture runs.",
      "@GestureState private var dragOffset = CGSize.zero"),
    modifier(
      "gesture(_:including:)", .ignored, "The gesture is kept; no touch reaches it.",
      ".gesture(DragGesture().updating(GestureState(wrappedValue: CGSize.zero)) { value, state, _ in state = value.translation })"
    ),
    modifier(
      "simultaneousGesture(_:including:)", .ignored, "The gesture is kept.",
      ".simultaneousGesture(TapGesture().onEnded { })"),
    modifier(
      "highPriorityGesture(_:including:)", .ignored, "The gesture is kept.", ".highPriorityGesture(LongPressGesture())"),
    modifier("onTapGesture(count:perform:)", .ignored, "The action is not called.", ".onTapGesture(count: 2) { }"),
    modifier(
      "onTapGesture(count:coordinateSpace:perform:)", .ignored, "The action is not called.",
      ".onTapGesture { location in _ = location.x }"),
    modifier(
      "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)", .ignored,
      "The action is not called.", ".onLongPressGesture(minimumDuration: 0.3) { }"),
    modifier(
      "sensoryFeedback(_:trigger:)", .ignored, "The model plays no feedback.",
      ".sensoryFeedback(.impact(weight: .light), trigger: 1)"),
    modifier(
      "coordinateSpace(name:)", .ignored, "A name for a coordinate space; nothing reads it yet.",
      ".coordinateSpace(name: \"scroll\")"),
    type(
      "CoordinateSpace", .ignored, "`.global`, `.local`, `.named(_:)`.",
      ".gesture(DragGesture(coordinateSpace: .named(\"scroll\")))"),
    type(
      "SensoryFeedback", .ignored, "`.success`, `.selection`, `.impact(weight:intensity:)`, …",
      ".sensoryFeedback(SensoryFeedback.selection, trigger: true)"),
  ]

  /// Animations and transitions: kept, never run.
  private static let animation: [Entry] = [
    type(
      "Animation", .ignored, "Curves and springs kept by name; the model lays out one state at rest.",
      ".animation(.spring(response: 0.4, dampingFraction: 0.8).delay(0.1), value: 1)"),
    type(
      "Animation.easeInOut(duration:)", .ignored, "A curve with a duration, and `easeIn`, `easeOut`, `linear`.",
      ".animation(.easeInOut(duration: 0.3).repeatForever(autoreverses: true), value: 1)"),
    type(
      "Animation.bouncy(duration:extraBounce:)", .ignored,
      "The springs `bouncy`, `snappy`, `smooth`, `spring(duration:bounce:)`.",
      ".animation(.bouncy(duration: 0.4).speed(2), value: 1)"),
    type(
      "Animation.interactiveSpring(response:dampingFraction:blendDuration:)", .ignored, "A spring for dragging.",
      ".animation(.interactiveSpring(), value: 1)"),
    modifier(
      "animation(_:value:)", .ignored, "The animation is kept; nothing moves.", ".animation(.snappy, value: true)"),
    modifier("animation(_:)", .ignored, "The animation of every change below.", ".animation(.default)"),
    modifier(
      "transition(_:)", .ignored, "How the view comes and goes; it is laid out where it is.",
      ".transition(.asymmetric(insertion: .push(from: .trailing), removal: .opacity.combined(with: .scale(scale: 0.8))))"
    ),
    type(
      "AnyTransition", .ignored,
      "`.opacity`, `.scale`, `.slide`, `.move(edge:)`, `.push(from:)`, `.offset`, `.asymmetric`, `combined(with:)`.",
      ".transition(.move(edge: .bottom).combined(with: .opacity))"),
    modifier(
      "contentTransition(_:)", .ignored, "How the content changes in place.", ".contentTransition(.numericText())"),
    modifier(
      "matchedGeometryEffect(id:in:properties:anchor:isSource:)", .ignored,
      "Each view keeps its own frame; nothing is matched.",
      "struct CatalogueMatched: View { @Namespace private var namespace; var body: some View { Color.red.frame(width: 10, height: 10).matchedGeometryEffect(id: \"card\", in: namespace) } }"
    ),
    wrapper("@Namespace", .ignored, "A namespace for `matchedGeometryEffect`.", "@Namespace private var namespace"),
    modifier(
      "transaction(_:)", .ignored, "The transaction of every change below.", ".transaction { $0.animation = nil }"),
    function(
      "withAnimation(_:_:)", .ignored, "Runs the body at once and returns its result.",
      "func catalogueToggle() -> Int { withAnimation(.smooth) { 1 + 1 } }"),
    function(
      "withAnimation(_:completionCriteria:_:completion:)", .ignored, "Runs the body, then the completion, at once.",
      "func catalogueToggleThen() { withAnimation(.easeOut) { } completion: { } }"),
  ]

  /// Actions on a view's life and input.
  private static let lifecycle: [Entry] = [
    modifier("onAppear(perform:)", .ignored, "The action is not run.", ".onAppear { }"),
    modifier("onDisappear(perform:)", .ignored, "The action is not run.", ".onDisappear { }"),
    modifier(
      "task(priority:_:)", .ignored, "The task is not started, so no network call is made.",
      ".task { await Task.yield() }"),
    modifier("task(id:priority:_:)", .ignored, "The task is not started.", ".task(id: 1, priority: .background) { }"),
    modifier(
      "onChange(of:initial:_:)", .ignored, "The action is not run; both closure forms.",
      ".onChange(of: 1, initial: true) { old, new in }"),
    modifier(
      "onChange(of:perform:)", .ignored, "The action is not run (the form before iOS 17).",
      ".onChange(of: \"a\") { value in _ = value.count }"),
    modifier(
      "onReceive(_:perform:)", .ignored, "The publisher is not subscribed to.",
      ".onReceive(Just(3)) { value in _ = value + 1 }"),
    modifier("refreshable(action:)", .ignored, "The refresh is not run.", ".refreshable { }"),
    modifier("onSubmit(of:_:)", .ignored, "The action is not run.", ".onSubmit { }"),
    modifier("submitLabel(_:)", .ignored, "The model has no keyboard.", ".submitLabel(.search)"),
    modifier("autocorrectionDisabled(_:)", .ignored, "The model has no keyboard.", ".autocorrectionDisabled()"),
    modifier("keyboardType(_:)", .ignored, "The model has no keyboard.", ".keyboardType(.decimalPad)"),
    modifier(
      "textInputAutocapitalization(_:)", .ignored, "The model has no keyboard.", ".textInputAutocapitalization(.never)"),
    function(
      "Timer.publish(every:tolerance:on:in:)", .ignored, "A publisher of ticks that never tick.",
      ".onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { date in _ = date }"),
    function(
      "NotificationCenter.publisher(for:object:)", .ignored, "A publisher of posts that delivers none.",
      ".onReceive(NotificationCenter.default.publisher(for: Notification.Name(\"refresh\"))) { note in _ = note.name }"),
  ]

  /// Presented views: kept, not laid out.
  private static let presentation: [Entry] = [
    modifier(
      "sheet(isPresented:onDismiss:content:)", .ignored, "Not shown; the screen is laid out as it first shows.",
      ".sheet(isPresented: .constant(false)) { Color.blue }"),
    modifier(
      "sheet(item:onDismiss:content:)", .ignored, "Not shown.",
      "struct CatalogueSheet: View { struct Item: Identifiable { let id: Int }; @State private var item: Item?; var body: some View { Color.red.frame(width: 10, height: 10).sheet(item: $item) { item in Color.blue } } }"
    ),
    modifier(
      "fullScreenCover(isPresented:onDismiss:content:)", .ignored, "Not shown.",
      ".fullScreenCover(isPresented: .constant(false)) { Color.blue }"),
    modifier(
      "fullScreenCover(item:onDismiss:content:)", .ignored, "Not shown.",
      "struct CatalogueCover: View { struct Item: Identifiable { let id: Int }; @State private var item: Item?; var body: some View { Color.red.frame(width: 10, height: 10).fullScreenCover(item: $item) { _ in Color.blue } } }"
    ),
    modifier(
      "popover(isPresented:attachmentAnchor:arrowEdge:content:)", .ignored, "Not shown.",
      ".popover(isPresented: .constant(false)) { Color.blue }"),
    modifier(
      "alert(_:isPresented:actions:)", .ignored, "Not shown; the title is a string or a `Text`.",
      ".alert(\"Saved\", isPresented: .constant(false)) { EmptyView() }"),
    modifier(
      "alert(_:isPresented:actions:message:)", .ignored, "Not shown.",
      ".alert(\"Delete?\", isPresented: .constant(false)) { EmptyView() } message: { EmptyView() }"),
    modifier(
      "alert(_:isPresented:presenting:actions:message:)", .ignored, "Not shown.",
      ".alert(\"Error\", isPresented: .constant(false), presenting: 404) { code in EmptyView() } message: { code in EmptyView() }"
    ),
    modifier(
      "confirmationDialog(_:isPresented:titleVisibility:actions:)", .ignored, "Not shown.",
      ".confirmationDialog(\"Share\", isPresented: .constant(false), titleVisibility: .visible) { EmptyView() }"),
    modifier("contextMenu(menuItems:)", .ignored, "Not shown.", ".contextMenu { EmptyView() }"),
    modifier(
      "swipeActions(edge:allowsFullSwipe:content:)", .ignored, "Not shown.",
      ".swipeActions(edge: .leading) { EmptyView() }"),
    modifier(
      "presentationDetents(_:)", .ignored, "A sheet's heights; no sheet is shown.",
      ".presentationDetents([.medium, .large, .fraction(0.3), .height(200)])"),
    modifier("presentationDragIndicator(_:)", .ignored, "No sheet is shown.", ".presentationDragIndicator(.visible)"),
    modifier("presentationCornerRadius(_:)", .ignored, "No sheet is shown.", ".presentationCornerRadius(20)"),
    modifier("presentationBackground(_:)", .ignored, "No sheet is shown.", ".presentationBackground(.thinMaterial)"),
    modifier("interactiveDismissDisabled(_:)", .ignored, "No sheet is shown.", ".interactiveDismissDisabled()"),
    type(
      "PresentationDetent", .ignored, "`.medium`, `.large`, `.fraction(_:)`, `.height(_:)`.",
      ".presentationDetents([PresentationDetent.large])"),
  ]

  /// Navigation modifiers: no navigation bar in the model yet.
  private static let navigation: [Entry] = [
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
  private static let accessibility: [Entry] = [
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
  private static let environment: [Entry] = [
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
  private static let observation: [Entry] = [
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
  private static let media: [Entry] = [
    type(
      "AVPlayer", .ignored, "Keeps its item, rate and time; plays nothing.",
      "func catalogueRewind(_ player: AVPlayer) { player.seek(to: .zero); player.play(); player.pause() }"),
    type(
      "CMTime", .ignored, "A media time.", "let catalogueHalfSecond = CMTime(seconds: 0.5, preferredTimescale: 600)"),
  ]

  /// The model's value types that a view file writes.
  private static let values: [Entry] = [
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

  /// Views and modifiers with sizes that are being added to the model;
  /// their examples follow them.
  private static let pending: [Entry] = [
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
  private static let missing: [Entry] = [
    missing("TimelineView", .view), missing("Canvas", .view), missing("ViewThatFits", .view),
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
    missing("dropDestination(for:action:isTargeted:)", .modifier), missing("@Query", .wrapper),
    missing("@Model", .wrapper), missing("App", .type, "An app's scenes are refused: lay out its views."),
    missing("WindowGroup", .view, "An app's scenes are refused: lay out its views."),
  ]

  /// The modules a view file imports.
  private static let modules: [Entry] = [
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

// MARK: The page

extension ViewCatalogue {
  /// The heading of docs/views.md's generated section.
  public static let markdownHeading = "## The catalogue"

  /// docs/views.md's section "The catalogue": a table per kind, names in
  /// alphabetical order, each with its role, note and source. No blank line ends it.
  public static var markdown: String {
    var lines = [
      markdownHeading, "",
      "Generated from `Sources/SwiftBehaviors/ViewCatalogue.swift`; do not edit it by hand (the test",
      "`ViewCatalogueTests` says how to regenerate it). *laid out*: by the model's rules, which",
      "follow the source named; *estimated*: from an estimate; *ignored*: compiles and is kept,",
      "with no geometry; *missing*: SwiftUI API the model does not have yet.", "",
      roleCounts,
    ]
    let headings: [(Kind, String)] = [
      (.view, "Views"), (.modifier, "Modifiers"), (.type, "Types and values"),
      (.wrapper, "Property wrappers and macros"),
      (.function, "Functions"), (.module, "Modules"),
    ]
    for (kind, heading) in headings {
      let rows = entries.filter { $0.kind == kind }.sorted {
        ($0.baseName.lowercased(), $0.name) < ($1.baseName.lowercased(), $1.name)
      }
      guard !rows.isEmpty else { continue }
      lines += ["", "### \(heading)", "", "| name | role | the model | source |", "|---|---|---|---|"]
      for entry in rows {
        let source = entry.source.map { "\"\(cell($0))\"" } ?? ""
        lines.append("| `\(cell(entry.name))` | \(entry.role.rawValue) | \(cell(entry.note)) | \(source) |")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// `N entries: N laid out, N estimated, N ignored, N missing.`
  public static var roleCounts: String {
    let roles: [Role] = [.laidOut, .estimated, .ignored, .missing]
    let counts = roles.map { role in "\(entries.filter { $0.role == role }.count) \(role.rawValue)" }
    return "\(entries.count) entries: " + counts.joined(separator: ", ") + "."
  }

  /// A table cell: pipes escaped.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "|", with: "\\|")
  }

  /// `page` with its section "The catalogue" replaced by ``markdown``, or
  /// added at the end; the section runs to the next `## ` heading.
  public static func replacingSection(in page: String) -> String {
    var lines = page.components(separatedBy: "\n")
    let generated = markdown.components(separatedBy: "\n") + [""]
    guard let start = lines.firstIndex(of: markdownHeading) else {
      while lines.last == "" { lines.removeLast() }
      return (lines + [""] + generated).joined(separator: "\n")
    }
    let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
    lines.replaceSubrange(start..<end, with: generated)
    return lines.joined(separator: "\n")
  }

  /// The section "The catalogue" as `page` has it, without the blank lines
  /// that end it; `nil` when the page has none.
  public static func section(in page: String) -> String? {
    let lines = page.components(separatedBy: "\n")
    guard let start = lines.firstIndex(of: markdownHeading) else { return nil }
    var end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.count
    while end > start + 1, lines[end - 1].isEmpty { end -= 1 }
    return lines[start..<end].joined(separator: "\n")
  }
}
