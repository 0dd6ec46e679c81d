// Modifiers accepted and ignored: they draw, animate or respond to touches,
// and change no geometry, so the model keeps the view as it is.

extension View {
  public func foregroundStyle(_ style: some ShapeStyle) -> Self { self }
  public func foregroundColor(_ color: Color?) -> Self { self }
  public func background(_ style: some ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }
  public func background(_ style: some ShapeStyle, in shape: some Shape) -> Self { self }
  public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self { self }
  public func overlay(_ style: some ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set = .all) -> Self { self }
  public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> Self { self }
  public func clipShape(_ shape: some Shape) -> Self { self }
  public func clipped(antialiased: Bool = false) -> Self { self }
  public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> Self { self }
  public func shadow(color: Color = Color(white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)
    -> Self
  { self }
  public func opacity(_ opacity: Double) -> Self { self }
  public func transition(_ transition: AnyTransition) -> Self { self }
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }
  public func id<ID: Hashable>(_ id: ID) -> Self { self }
  public func tag<V: Hashable>(_ tag: V) -> Self { self }
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> Self { self }
  public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
    -> Self
  { self }
  public func scrollClipDisabled(_ disabled: Bool = true) -> Self { self }
}
