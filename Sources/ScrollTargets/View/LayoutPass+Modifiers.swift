extension LayoutPass {
  /// A modified view: the modifier's rule for what the view is offered and how large the result is.
  func modified(
    _ inner: ViewNode, _ modifier: ViewModifierNode, _ proposal: Proposal, _ context: LayoutContext,
    at origin: CGPoint?
  ) throws(ViewLayoutError) -> CGSize {
    var context = context
    let fixed = context.fixedAxes
    switch modifier {
    case .frame, .flexibleFrame, .padding, .aspectRatio, .relativeFrame, .safeAreaPadding: context.fixedAxes = []
    default: break
    }
    switch modifier {
    case .frame(let width, let height, let alignment, let at):
      for length in [width, height].compactMap({ $0 }) where !(length.isFinite && length >= 0) {
        throw Self.invalid("frame", length, at: at)
      }
      let offer = Proposal(width: width ?? proposal.width, height: height ?? proposal.height)
      context.fixedAxes = fixed.union(width == nil ? [] : .horizontal).union(height == nil ? [] : .vertical)
      return try framed(inner, offer, context, at: origin, alignment) { child in
        CGSize(width: width ?? child.width, height: height ?? child.height)
      }
    case .flexibleFrame(let frame, let at):
      return try flexibleFrame(inner, frame, at: at, proposal, context, origin)
    case .padding(let insets, let at):
      // Negative padding is SwiftUI's too: the child is offered more and overlaps what is around it.
      for length in [insets.top, insets.leading, insets.bottom, insets.trailing] where !length.isFinite {
        throw Self.invalid("padding", length, at: at)
      }
      return try padded(inner, insets, proposal, context, at: origin)
    case .aspectRatio(let ratio, let mode, let at):
      return try aspectRatio(inner, ratio, mode, at: at, proposal, context, origin)
    case .relativeFrame(let axes, let alignment, let length, _):
      var offer = proposal
      for axis in axes.members { offer[axis] = max(0, length(context.container[axis], axis)) }
      context.fixedAxes = fixed.union(axes)
      return try framed(inner, offer, context, at: origin, alignment) { child in
        var size = child
        for axis in axes.members { size[axis] = offer[axis] ?? child[axis] }
        return size
      }
    case .contentMargins(let edges, let insets, let placement, let at):
      guard insets.isValidLength else { throw Self.invalid("contentMargins", Self.worst(insets), at: at) }
      context.margins.set(edges, insets, for: placement)
    case .safeAreaPadding(let insets, let at):
      guard insets.isValidLength else { throw Self.invalid("safeAreaPadding", Self.worst(insets), at: at) }
      guard inner.leadsToScrollView else { return try padded(inner, insets, proposal, context, at: origin) }
      context.addedSafeArea = context.addedSafeArea.plus(insets)
    case .targetLayout:
      if context.targets == .open { context.targets = .marked }
    case .target:
      let size = try size(of: inner, offered: proposal, context, at: nil)
      if let origin { recordTarget(CGRect(origin: origin, size: size), context) }
      if context.targets == .inside(childRecorded: true) { context.targets = .inside(childRecorded: false) }
    case .behavior(let behavior, _):
      context.behavior = behavior
      context.ownBehavior = true
    case .environment(let change):
      change(&context.environment)
    case .style(let change):
      change(&context.style)
    case .priority, .container:
      break
    case .offset:
      // An offset moves the view as drawn; its layout frame, which targets and scroll views take, stays.
      break
    case .fixedSize(let axes):
      var offer = proposal
      for axis in axes.members { offer[axis] = nil }
      return try size(of: inner, offered: offer, context, at: origin)
    case .position(let point):
      return try positioned(inner, at: point, proposal, context, origin)
    case .ignoresSafeArea(let edges):
      return try ignoringSafeArea(inner, edges, proposal, context, at: origin)
    case .safeAreaInset(let edge, let spacing, let bar, _):
      let axis: Axis = edge == .top || edge == .bottom ? .vertical : .horizontal
      var offer = proposal
      offer[axis] = nil
      var barContext = context
      barContext.targets = .off
      let barView = try bar.make()
      let barSize = try size(of: barView, offered: offer, barContext, at: nil)
      var insets = EdgeInsets.zero
      insets[edge] = barSize[axis] + spacing
      let whole: CGSize
      if inner.leadsToScrollView {
        context.addedSafeArea = context.addedSafeArea.plus(insets)
        whole = try size(of: inner, offered: proposal, context, at: origin)
      } else {
        whole = try padded(inner, insets, proposal, context, at: origin)
      }
      if let origin {
        // The bar is laid out in its place too, along its edge and centred across it, so that a scroll view
        // in it (a carousel of cards over a map) is found and measured.
        var barOrigin = origin
        if edge == .bottom || edge == .trailing { barOrigin[axis] += whole[axis] - barSize[axis] }
        barOrigin[axis.cross] += (whole[axis.cross] - barSize[axis.cross]) / 2
        _ = try size(of: barView, offered: offer, barContext, at: barOrigin)
      }
      return whole
    }
    return try size(of: inner, offered: proposal, context, at: origin)
  }

  /// `position(x:y:)`: the view takes what it is offered (its child's size
  /// on an axis offered nothing) and centres its child on `point`.
  private func positioned(
    _ inner: ViewNode, at point: CGPoint, _ proposal: Proposal, _ context: LayoutContext, _ origin: CGPoint?
  ) throws(ViewLayoutError) -> CGSize {
    let child = try size(of: inner, offered: proposal, context, at: nil)
    if let origin {
      let childOrigin = CGPoint(x: origin.x + point.x - child.width / 2, y: origin.y + point.y - child.height / 2)
      _ = try size(of: inner, offered: proposal, context, at: childOrigin)
    }
    return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
  }

  /// `ignoresSafeArea`: its parent sizes and places the view as usual; then,
  /// on each edge given where its frame touches the safe area of the screen,
  /// the frame reaches the screen's edge and the view is laid out in that
  /// larger frame (a scroll view in it then has no safe area on that edge).
  /// Inside a scroll view's content or a list's rows nothing touches the
  /// screen's safe area, so there it changes nothing.
  private func ignoringSafeArea(
    _ inner: ViewNode, _ edges: Edge.Set, _ proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?
  ) throws(ViewLayoutError) -> CGSize {
    let measured = try size(of: inner, offered: proposal, context, at: nil)
    guard let origin else { return measured }
    guard !context.isScrolledContent else { return try size(of: inner, offered: proposal, context, at: origin) }
    let screen = settings.safeAreaInsets
    let frame = CGRect(origin: origin, size: measured)
    var grown = EdgeInsets.zero
    let touch: CGFloat = 0.5
    if edges.contains(.top), abs(frame.minY - safeRect.minY) < touch { grown.top = screen.top }
    if edges.contains(.bottom), abs(frame.maxY - safeRect.maxY) < touch { grown.bottom = screen.bottom }
    if edges.contains(.leading), abs(frame.minX - safeRect.minX) < touch { grown.leading = screen.leading }
    if edges.contains(.trailing), abs(frame.maxX - safeRect.maxX) < touch { grown.trailing = screen.trailing }
    var offer = proposal
    for axis in Axis.allCases where grown[axis] > 0 { offer[axis] = measured[axis] + grown[axis] }
    _ = try size(of: inner, offered: offer, context, at: CGPoint(x: origin.x - grown.leading, y: origin.y - grown.top))
    return measured
  }

  /// A frame around `inner`: `inner` offered `offer`, the frame's size from
  /// the child's by `frameSize`, the child aligned inside.
  private func framed(
    _ inner: ViewNode, _ offer: Proposal, _ context: LayoutContext, at origin: CGPoint?, _ alignment: Alignment,
    frameSize: (CGSize) -> CGSize
  ) throws(ViewLayoutError) -> CGSize {
    let child = try size(of: inner, offered: offer, context, at: nil)
    let frame = frameSize(child)
    if let origin {
      _ = try size(of: inner, offered: offer, context, at: Self.aligned(child, in: frame, at: origin, alignment))
    }
    return frame
  }

  /// Padding: the child offered less, the result larger by `insets`.
  private func padded(
    _ inner: ViewNode, _ insets: EdgeInsets, _ proposal: Proposal, _ context: LayoutContext, at origin: CGPoint?
  ) throws(ViewLayoutError) -> CGSize {
    var offer = proposal
    for axis in Axis.allCases { offer[axis] = proposal[axis].map { max(0, $0 - insets[axis]) } }
    let childOrigin = origin.map { CGPoint(x: $0.x + insets.leading, y: $0.y + insets.top) }
    let child = try size(of: inner, offered: offer, context, at: childOrigin)
    return CGSize(
      width: max(0, child.width + insets[.horizontal]), height: max(0, child.height + insets[.vertical]))
  }

  /// A flexible frame, by Apple's rules for `frame(minWidth:…)`: the child
  /// is offered the proposal clamped to the limits (the ideal where the
  /// proposal is open); without limits on an axis the frame is the child's
  /// size; with both, the proposal clamped; with one, the proposal clamped
  /// to it where the proposal is on its side of the child's size, else the
  /// child's size. The result stays within the limits.
  private func flexibleFrame(
    _ inner: ViewNode, _ frame: ViewModifierNode.FlexibleFrame, at: ViewLocation, _ proposal: Proposal,
    _ context: LayoutContext, _ origin: CGPoint?
  ) throws(ViewLayoutError) -> CGSize {
    for axis in Axis.allCases {
      for value in [frame.min(axis), frame.ideal(axis)].compactMap({ $0 }) where !(value.isFinite && value >= 0) {
        throw Self.invalid("frame", value, at: at)
      }
      if let most = frame.max(axis), !(most >= 0) { throw Self.invalid("frame", most, at: at) }
    }
    var offer = proposal
    for axis in Axis.allCases {
      let low = frame.min(axis) ?? 0
      let high = Swift.max(low, frame.max(axis) ?? .infinity)
      offer[axis] = proposal[axis].map { Swift.min(Swift.max($0, low), high) } ?? frame.ideal(axis)
    }
    return try framed(inner, offer, context, at: origin, frame.alignment) { child in
      var size = child
      for axis in Axis.allCases {
        let least = frame.min(axis)
        let most = frame.max(axis)
        if least == nil && most == nil { continue }
        let offered = proposal[axis] ?? frame.ideal(axis) ?? child[axis]
        var length = child[axis]
        if least != nil && most != nil {
          length = offered
        } else if let least, offered < child[axis] {
          length = Swift.max(offered, least)
        } else if let most, offered > child[axis] {
          length = Swift.min(offered, most)
        }
        let low = least ?? 0
        size[axis] = Swift.min(Swift.max(length, low), Swift.max(low, most ?? .infinity))
      }
      return size
    }
  }

  /// `aspectRatio`: a size of the ratio fitted to (or filling) the offer,
  /// from the one side offered when only one is, from the child's ideal width
  /// when none is; the child is offered that size and the result is its size.
  private func aspectRatio(
    _ inner: ViewNode, _ ratio: CGFloat?, _ mode: ContentMode, at: ViewLocation, _ proposal: Proposal,
    _ context: LayoutContext, _ origin: CGPoint?
  ) throws(ViewLayoutError) -> CGSize {
    var ideal: CGSize? = nil
    func idealSize() throws(ViewLayoutError) -> CGSize {
      if let ideal { return ideal }
      let measured = try size(of: inner, offered: Proposal(width: nil, height: nil), context, at: nil)
      ideal = measured
      return measured
    }
    var ratio = ratio
    if ratio == nil {
      let own = try idealSize()
      ratio = own.height > 0 ? own.width / own.height : 1
    }
    guard let ratio, ratio.isFinite, ratio > 0 else { throw Self.invalid("aspectRatio", ratio ?? .nan, at: at) }
    let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
    let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
    let offer: CGSize
    switch (width, height) {
    case (let width?, let height?):
      let wider = height > 0 ? width / height > ratio : true
      offer =
        (wider == (mode == .fit))
        ? CGSize(width: height * ratio, height: height) : CGSize(width: width, height: width / ratio)
    case (let width?, nil): offer = CGSize(width: width, height: width / ratio)
    case (nil, let height?): offer = CGSize(width: height * ratio, height: height)
    case (nil, nil):
      let own = try idealSize()
      offer = CGSize(width: own.width, height: own.width / ratio)
    }
    return try size(of: inner, offered: Proposal(offer), context, at: origin)
  }

  /// The insets' worst length, for an error: the first negative or non-finite one.
  static func worst(_ insets: EdgeInsets) -> CGFloat {
    Edge.allCases.map { insets[$0] }.first { !($0.isFinite && $0 >= 0) } ?? 0
  }
}
