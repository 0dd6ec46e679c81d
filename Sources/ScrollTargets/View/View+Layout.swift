// Modifiers that change how text and controls are sized, or where a view
// sits, without a fixed length of their own: the font and line limit,
// fixed size and priority, offset and position, the safe area.

/// The safe-area regions `ignoresSafeArea` names; the model's screen has no keyboard.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// A top or bottom edge, for `safeAreaInset(edge:)`.
public enum VerticalEdge: Hashable, Sendable {
  case top, bottom
  var edge: Edge { self == .top ? .top : .bottom }
}

/// A leading or trailing edge, for `safeAreaInset(edge:)`.
public enum HorizontalEdge: Hashable, Sendable {
  case leading, trailing
  var edge: Edge { self == .leading ? .leading : .trailing }
}

/// A symbol's scale against its font (`imageScale(_:)`).
public enum ImageScale: Hashable, Sendable {
  case small, medium, large
  /// 0.8, 1 and 1.3 times the font's symbol, the model's reading.
  var factor: CGFloat {
    switch self {
    case .small: 0.8
    case .medium: 1
    case .large: 1.3
    }
  }
}

extension View {
  /// The font of the text below, unless a text names its own.
  public func font(_ font: Font?) -> some View {
    ModifiedView(self, .style { $0.font = font })
  }

  /// The most lines the text below takes; `nil` for no limit.
  public func lineLimit(_ number: Int?) -> some View {
    ModifiedView(self, .style { $0.lineLimit = number })
  }

  /// At most `limit` lines; with `reservesSpace`, always as tall as `limit` lines.
  public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
    ModifiedView(
      self,
      .style {
        $0.lineLimit = limit
        $0.minimumLines = reservesSpace ? limit : nil
      })
  }

  /// At least the range's lower bound of lines and at most its upper.
  public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
    ModifiedView(
      self,
      .style {
        $0.lineLimit = limit.upperBound
        $0.minimumLines = limit.lowerBound
      })
  }

  /// At least `limit.lowerBound` lines.
  public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
    ModifiedView(self, .style { $0.minimumLines = limit.lowerBound })
  }

  /// At most `limit.upperBound` lines.
  public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
    ModifiedView(self, .style { $0.lineLimit = limit.upperBound })
  }

  /// `spacing` points between the lines of the text below, added to the font's line height.
  public func lineSpacing(_ spacing: CGFloat) -> some View {
    ModifiedView(self, .style { $0.lineSpacing = spacing.isFinite ? max(0, spacing) : 0 })
  }

  /// The scale of the symbols below against their font.
  public func imageScale(_ scale: ImageScale) -> some View {
    ModifiedView(self, .style { $0.imageScale = scale.factor })
  }

  /// The view at its ideal size on both axes, whatever it is offered.
  public func fixedSize() -> some View {
    ModifiedView(self, .fixedSize([.horizontal, .vertical]))
  }

  /// The view at its ideal size on the axes given.
  public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
    var axes: Axis.Set = []
    if horizontal { axes.insert(.horizontal) }
    if vertical { axes.insert(.vertical) }
    return ModifiedView(self, .fixedSize(axes))
  }

  /// A stack offers its children of higher priority room first, after the least its others need.
  public func layoutPriority(_ value: Double) -> some View {
    ModifiedView(self, .priority(value))
  }

  /// The view drawn moved by `x`, `y`; its layout frame, and so its place as a target, does not move.
  public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    ModifiedView(self, .offset(CGSize(width: x, height: y)))
  }

  /// The view drawn moved by `offset`.
  public func offset(_ offset: CGSize) -> some View {
    ModifiedView(self, .offset(offset))
  }

  /// The view's center at (`x`, `y`) of the space it is offered, which it takes.
  public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
    ModifiedView(self, .position(CGPoint(x: x, y: y)))
  }

  /// The view's center at `position` of the space it is offered, which it takes.
  public func position(_ position: CGPoint) -> some View {
    ModifiedView(self, .position(position))
  }

  /// Where the view's frame touches the screen's safe area on `edges`, it
  /// reaches the screen's edge; a scroll view so extended has no safe area there.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
    ModifiedView(self, .ignoresSafeArea(regions.contains(.container) ? edges : []))
  }

  /// The older name of `ignoresSafeArea(edges:)`.
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ModifiedView(self, .ignoresSafeArea(edges))
  }

  /// `content` set along the top or bottom edge; its height (and `spacing`,
  /// 0 when `nil`) is added to the safe area of a scroll view directly
  /// below, or pads any other view.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> V
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .safeAreaInset(edge.edge, spacing: spacing ?? 0, ViewNode.Deferred(content()), at: at))
  }

  /// `content` set along the leading or trailing edge, as the vertical form does.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
    @ViewBuilder content: () -> V
  ) -> some View {
    let at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    return ModifiedView(self, .safeAreaInset(edge.edge, spacing: spacing ?? 0, ViewNode.Deferred(content()), at: at))
  }
}
