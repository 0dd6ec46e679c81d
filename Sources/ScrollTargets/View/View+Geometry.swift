// The modifiers that bear on geometry. Each captures where it was written
// (the defaulted `fileID:`, `filePath:`, `line:`, `column:`), so a layout
// error points at the user's line and column.

extension View {
  /// A frame of fixed lengths where given (pt); the view's own where `nil`.
  public func frame(
    width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .frame(width: width, height: height, alignment: alignment, at: at))
  }

  /// A frame that clamps what the view is offered and how large it is (pt;
  /// `.infinity` for no maximum), following Apple's rules for this modifier.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
    idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let frame = ViewModifierNode.FlexibleFrame(
      minimum: (minWidth, minHeight), ideal: (idealWidth, idealHeight), maximum: (maxWidth, maxHeight),
      alignment: alignment)
    return ModifiedView(self, .flexibleFrame(frame, at: at))
  }

  /// Space around the view: `length` on `edges`, or 16 pt (the model's
  /// reading of the system padding) when `nil`.
  public func padding(
    _ edges: Edge.Set = .all, _ length: CGFloat? = nil, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .padding(EdgeInsets(edges, length ?? ViewLayout.systemPadding), at: at))
  }

  /// `length` of space on every edge (pt).
  public func padding(
    _ length: CGFloat, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .padding(EdgeInsets(.all, length), at: at))
  }

  /// `insets` of space, edge by edge (pt).
  public func padding(
    _ insets: EdgeInsets, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .padding(insets, at: at))
  }

  /// A size of `aspectRatio` (width over height; the view's ideal one when
  /// `nil`) fitted to, or filling, what the view is offered.
  public func aspectRatio(
    _ aspectRatio: CGFloat? = nil, contentMode: ContentMode, fileID: String = #fileID,
    filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .aspectRatio(aspectRatio, contentMode, at: at))
  }

  /// `aspectRatio` of a size (width over height).
  public func aspectRatio(
    _ aspectRatio: CGSize, contentMode: ContentMode, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .aspectRatio(aspectRatio.width / aspectRatio.height, contentMode, at: at))
  }

  /// Scales to fit what the view is offered, keeping its ideal ratio.
  public func scaledToFit(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> some View {
    aspectRatio(nil, contentMode: .fit, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Scales to fill what the view is offered, keeping its ideal ratio.
  public func scaledToFill(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> some View {
    aspectRatio(nil, contentMode: .fill, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// The container's length on each axis in `axes`: the nearest scroll
  /// view's visible size less its safe area (see ``ViewLayout/RelativeFrames``).
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .relativeFrame(axes: axes, alignment: alignment, length: { length, _ in length }, at: at))
  }

  /// `span` of `count` columns of the container, `spacing` between columns,
  /// as Apple documents: available = L − spacing·(count − 1), column =
  /// available / count, length = column·span + spacing·(span − 1). `count`
  /// below 1, or `span` outside `1...count`, fails at this line.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    let rule = RelativeFrameRule(count: count, span: span, spacing: spacing, at: at)
    return ModifiedView(self, .relativeFrame(axes: axes, alignment: alignment, length: rule.length, at: at))
      .checked(rule)
  }

  /// The length `length` gives from the container's length and the axis (pt).
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column, _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .relativeFrame(axes: axes, alignment: alignment, length: length, at: at))
  }
}
