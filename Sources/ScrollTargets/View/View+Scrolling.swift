// The modifiers that configure a scroll view: its margins, its safe area's
// padding, its targets, its behavior and its environment.

extension View {
  /// Margins of `length` on `edges` for `placement` (pt; 16 when `nil`, the
  /// model's reading of the system's). The innermost modifier wins on each
  /// edge of a placement, as for an environment value.
  public func contentMargins(
    _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let insets = EdgeInsets(edges, length ?? ViewLayout.systemPadding)
    return ModifiedView(self, .contentMargins(edges, insets, placement, at: at))
  }

  /// Margins of `length` on every edge for `placement` (pt).
  public func contentMargins(
    _ length: CGFloat, for placement: ContentMarginPlacement = .automatic, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .contentMargins(.all, EdgeInsets(.all, length), placement, at: at))
  }

  /// Margins of `insets` on `edges` for `placement` (pt).
  public func contentMargins(
    _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .contentMargins(edges, insets, placement, at: at))
  }

  /// Adds `length` on `edges` to the safe area (pt; 16 when `nil`): a
  /// scroll view under it insets its content by it; another view is padded.
  public func safeAreaPadding(
    _ edges: Edge.Set = .all, _ length: CGFloat? = nil, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .safeAreaPadding(EdgeInsets(edges, length ?? ViewLayout.systemPadding), at: at))
  }

  /// Adds `length` on every edge to the safe area (pt).
  public func safeAreaPadding(
    _ length: CGFloat, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .safeAreaPadding(EdgeInsets(.all, length), at: at))
  }

  /// Adds `insets` to the safe area, edge by edge (pt).
  public func safeAreaPadding(
    _ insets: EdgeInsets, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .safeAreaPadding(insets, at: at))
  }

  /// Makes the children of this layout (a stack) the scroll view's targets:
  /// their frames become the context's `targets`.
  public func scrollTargetLayout(
    isEnabled: Bool = true, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, isEnabled ? .targetLayout(at: at) : .environment({ _ in }))
  }

  /// Makes this view one of the scroll view's targets.
  public func scrollTarget(
    isEnabled: Bool = true, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, isEnabled ? .target(at: at) : .environment({ _ in }))
  }

  /// The behavior of the scroll views under it: a built-in (`.viewAligned`,
  /// `.paging`) or a type of the user's. The innermost one wins.
  public func scrollTargetBehavior(
    _ behavior: some ScrollTargetBehavior, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .behavior(behavior, at: at))
  }

  /// Sets an environment value for the views under it:
  /// `.environment(\.layoutDirection, .rightToLeft)`.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
    // Set once now, for a key of the app's own: the views below read it when they are made, before layout.
    var given = EnvironmentValues.current
    given[keyPath: keyPath] = value
    return ModifiedView(self, .environment({ $0[keyPath: keyPath] = value }))
  }

  /// Accepted: the model reads no scroll position; the binding is kept by the user's code.
  public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> Self { self }
}
