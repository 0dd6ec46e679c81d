extension LayoutPass {
  /// A scroll view: as large as it is offered (its content's size plus the
  /// insets on an axis offered nothing); its content offered nothing along
  /// the scrolling axes and the container across them.
  ///
  /// The outermost one, when placed, is recorded: its bounds reach to the
  /// screen's edge on each side where its frame touches the safe area (a
  /// scroll view extends under the safe area and insets its content by it),
  /// and its content is laid out from the content's origin, recording targets.
  func scroll(
    _ scroll: ViewNode.Scroll, _ content: ViewNode, _ proposal: Proposal, _ context: LayoutContext,
    at origin: CGPoint?
  ) throws(ViewLayoutError) -> CGSize {
    var shared = context.scrollAxes.intersection(scroll.axes)
    // Offered a length on the axis (a page of a paged tab view), it scrolls within it, as SwiftUI's does.
    for axis in Array(shared.members) where proposal[axis] != nil { shared.remove(Axis.Set(axis: axis)) }
    if !shared.isEmpty {
      throw ViewLayoutError(
        kind: .nestedScrollView, at: scroll.at, view: "ScrollView",
        issue: "is inside a ScrollView that scrolls on the same axis (\(shared.primary))",
        advice: "scroll each axis in one ScrollView: make this one a stack, or give it the other axis")
    }
    let padding = context.addedSafeArea
    let margins = context.margins.content
    var inner = context
    inner.scrollAxes.formUnion(scroll.axes)
    inner.addedSafeArea = .zero
    inner.stackAxis = nil
    inner.fixedAxes = []
    inner.targets = .off

    inner.ownBehavior = false
    inner.scrollBounds = CGRect(
      x: -margins.leading - padding.leading, y: -margins.top - padding.top, width: proposal.width ?? 0,
      height: proposal.height ?? 0)

    let isFound = found == nil && (settings.scrollViewLine.map { $0 == scroll.at.line } ?? context.scrollAxes.isEmpty)
    guard let origin, isFound else {
      let insets = padding.plus(margins)
      var offer = proposal
      for axis in Axis.allCases {
        offer[axis] =
          scroll.axes.contains(Axis.Set(axis: axis)) ? nil : proposal[axis].map { max(0, $0 - insets[axis]) }
      }
      inner.container = insets.inset(CGSize(width: proposal.width ?? 0, height: proposal.height ?? 0))
      let contentSize = try size(of: content, offered: offer, inner, at: nil)
      if origin != nil {
        // Placed but not the one reported: noted as a candidate, and its content placed so that scroll views in it are too.
        noteCandidate(scroll, content, context)
        _ = try size(of: content, offered: offer, inner, at: .zero)
      }
      return CGSize(
        width: proposal.width ?? contentSize.width + insets[.horizontal],
        height: proposal.height ?? contentSize.height + insets[.vertical])
    }
    noteCandidate(scroll, content, context)

    // The scroll view reported: measure it as any other, then lay it out where it is. Only one placed on the
    // screen itself (not inside another's content) can reach into the screen's safe area.
    let frameSize = try self.scroll(scroll, content, proposal, context, at: nil)
    var frame = CGRect(origin: origin, size: frameSize)
    let screen = context.isScrolledContent ? .zero : settings.safeAreaInsets
    var safeArea = EdgeInsets.zero
    let touch: CGFloat = 0.5
    if abs(frame.minY - safeRect.minY) < touch {
      safeArea.top = screen.top
      frame = CGRect(x: frame.minX, y: frame.minY - screen.top, width: frame.width, height: frame.height + screen.top)
    }
    if abs(frame.maxY - safeRect.maxY) < touch {
      safeArea.bottom = screen.bottom
      frame.size.height += screen.bottom
    }
    if abs(frame.minX - safeRect.minX) < touch {
      safeArea.leading = screen.leading
      frame = CGRect(
        x: frame.minX - screen.leading, y: frame.minY, width: frame.width + screen.leading, height: frame.height)
    }
    if abs(frame.maxX - safeRect.maxX) < touch {
      safeArea.trailing = screen.trailing
      frame.size.width += screen.trailing
    }

    let container = safeArea.plus(padding).plus(margins).inset(frame.size)
    let relative =
      settings.relativeFrames == .lessMargins ? container : safeArea.plus(padding).inset(frame.size)
    var offer = Proposal(container)
    for axis in scroll.axes.members { offer[axis] = nil }
    inner.container = relative
    inner.targets = .open
    targets = []
    let contentSize = try size(of: content, offered: offer, inner, at: nil)
    _ = try size(of: content, offered: offer, inner, at: .zero)
    found = ScrollViewLayout(
      axes: scroll.axes, frame: frame, safeAreaInsets: safeArea, safeAreaPadding: padding, contentMargins: margins,
      indicatorMargins: context.margins.indicators, containerSize: container, relativeContainerSize: relative,
      contentSize: contentSize, targets: targets, behavior: context.behavior, environment: context.environment,
      location: scroll.at)
    return frameSize
  }

  /// Notes a scroll view placed, once per place written.
  private func noteCandidate(_ scroll: ViewNode.Scroll, _ content: ViewNode, _ context: LayoutContext) {
    guard !candidates.contains(where: { $0.location == scroll.at }) else { return }
    candidates.append(
      ScrollViewLayout.Candidate(
        location: scroll.at, axes: scroll.axes, hasBehavior: context.ownBehavior,
        hasTargetLayout: content.marksTargetLayout, isTabPager: scroll.isTabPager))
  }
}
