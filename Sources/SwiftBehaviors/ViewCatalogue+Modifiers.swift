// The catalogue's shapes, text styling, gestures, animations, lifecycle
// actions and presentations (ViewCatalogue.swift).

extension ViewCatalogue {
  /// Shapes as styles and their modifiers.
  static let shapes: [Entry] = [
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
  static let text: [Entry] = [
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
  static let gestures: [Entry] = [
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
  static let animation: [Entry] = [
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
  static let lifecycle: [Entry] = [
    modifier(
      "onAppear(perform:)", .laidOut, "Run once before the layout, as before the first screen is drawn.",
      source: "onAppear(perform:)", ".onAppear { }"),
    modifier("onDisappear(perform:)", .ignored, "The action is not run.", ".onDisappear { }"),
    modifier(
      "task(priority:_:)", .ignored, "Started before the layout, with 2 s to end, as Xcode's canvas starts it.",
      ".task { await Task.yield() }"),
    modifier(
      "task(id:priority:_:)", .ignored, "As `task(priority:_:)`, for the first value.",
      ".task(id: 1, priority: .background) { }"),
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
  static let presentation: [Entry] = [
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
}
