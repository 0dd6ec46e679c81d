import CLuaBridge
import Foundation
import ScrollTargets

extension LuaHost {
  /// Runs `updateTarget(target, context)`; on success `target` holds the result,
  /// on failure it is unchanged.
  ///
  /// The call's data goes to C in one plain struct; `context.targets` is lent
  /// in place for the duration of the call only (the C host copies the
  /// children a script reads, and keeps them while the children stay the same).
  func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) throws(BehaviorFailure) {
    target = try exclusively { () throws(BehaviorFailure) in try run(target, context: context) }
  }

  private func run(_ proposed: ScrollTarget, context: ScrollTargetBehaviorContext) throws(BehaviorFailure)
    -> ScrollTarget
  {
    var target = proposed
    let call = self.call
    let status = withCallData(proposed, context: context) { slb_host_update_target(host) }
    guard status == SLB_OK else { throw failure(status) }
    let rect = call.pointee.target
    target.rect = CGRect(x: rect.0, y: rect.1, width: rect.2, height: rect.3)
    target.anchor =
      call.pointee.targetHasAnchor == 0
      ? nil : UnitPoint(x: CGFloat(call.pointee.targetAnchor.0), y: CGFloat(call.pointee.targetAnchor.1))
    return target
  }

  /// Runs `expect(target, context, result)` on a call and where the behavior
  /// left it; `nil` when it holds (or the script defines no `expect`), else its message.
  func expect(_ proposed: ScrollTarget, context: ScrollTargetBehaviorContext, result: CGPoint) throws(BehaviorFailure)
    -> String?
  {
    try exclusively { () throws(BehaviorFailure) in
      call.pointee.result = (Double(result.x), Double(result.y))
      var holds: Int32 = 1
      let status = withCallData(proposed, context: context) { slb_host_expect(host, &holds) }
      guard status == SLB_OK else { throw failure(status) }
      return holds != 0 ? nil : String(cString: slb_host_verdict(host))
    }
  }

  /// Writes a call's data to the buffer and runs `body`; `context.targets` is
  /// lent in place for the duration of `body` only.
  private func withCallData(
    _ target: ScrollTarget, context: ScrollTargetBehaviorContext, _ body: () -> slb_status
  ) -> slb_status {
    let call = self.call
    call.pointee.target = Self.components(target.rect)
    call.pointee.targetHasAnchor = target.anchor == nil ? 0 : 1
    call.pointee.targetAnchor = Self.components(target.anchor)
    call.pointee.original = Self.components(context.originalTarget.rect)
    call.pointee.originalHasAnchor = context.originalTarget.anchor == nil ? 0 : 1
    call.pointee.originalAnchor = Self.components(context.originalTarget.anchor)
    call.pointee.velocity = (Double(context.velocity.dx), Double(context.velocity.dy))
    call.pointee.boundsSize = (Double(context.boundsSize.width), Double(context.boundsSize.height))
    writeScrollView(
      contentSize: context.contentSize, containerSize: context.containerSize, axes: context.axes,
      environment: context.environment)
    return context.targets.withUnsafeBufferPointer { rects in
      let buffer = UnsafeRawPointer(rects.baseAddress)
      if buffer != lentBuffer || rects.count != lentTargets.count {
        // Another buffer: new children unless equal to the last ones (read once, not on every call).
        if !rects.elementsEqual(lentTargets) { targetsStamp &+= 1 }
        lentTargets = context.targets
        lentBuffer = buffer
      }
      call.pointee.targetsStamp = targetsStamp
      call.pointee.targets = buffer
      call.pointee.targetCount = Int64(rects.count)
      defer {
        call.pointee.targets = nil
        call.pointee.targetCount = 0
      }
      return body()
    }
  }

  /// Runs `properties(context)`; `false` when the script does not define it.
  func limitsScrolls(context: ScrollTargetBehaviorPropertiesContext) throws(BehaviorFailure) -> Bool {
    try exclusively { () throws(BehaviorFailure) in
      writeScrollView(
        contentSize: context.contentSize, containerSize: context.containerSize, axes: context.axes,
        environment: context.environment)
      var limitsScrolls: Int32 = 0
      let status = slb_host_properties(host, &limitsScrolls)
      guard status == SLB_OK else { throw failure(status) }
      return limitsScrolls != 0
    }
  }

  /// Runs `onScrollGeometryChange(old, new)` and returns the events it emitted.
  func geometryChanged(old: ScrollGeometry, new: ScrollGeometry) throws(BehaviorFailure) -> [(
    name: String, value: String
  )] {
    try exclusively { () throws(BehaviorFailure) in
      call.pointee.oldGeometry = old.components
      call.pointee.newGeometry = new.components
      _ = output.takeEvents()
      let status = slb_host_geometry_changed(host)
      let events = output.takeEvents()
      guard status == SLB_OK else { throw failure(status) }
      return events
    }
  }

  /// Runs `onScrollPhaseChange(old, new)` with the phases' names and returns the events it emitted.
  func phaseChanged(from old: ScrollPhase, to new: ScrollPhase) throws(BehaviorFailure) -> [(
    name: String, value: String
  )] {
    try exclusively { () throws(BehaviorFailure) in
      _ = output.takeEvents()
      let status = slb_host_phase_changed(host, old.rawValue, new.rawValue)
      let events = output.takeEvents()
      guard status == SLB_OK else { throw failure(status) }
      return events
    }
  }

  /// Writes what both contexts share: sizes, axes and environment.
  private func writeScrollView(
    contentSize: CGSize, containerSize: CGSize, axes: Axis.Set, environment: EnvironmentValues
  ) {
    let call = self.call
    call.pointee.contentSize = (Double(contentSize.width), Double(contentSize.height))
    call.pointee.containerSize = (Double(containerSize.width), Double(containerSize.height))
    call.pointee.axes =
      (axes.contains(.horizontal) ? Int32(SLB_AXIS_HORIZONTAL) : 0)
      | (axes.contains(.vertical) ? Int32(SLB_AXIS_VERTICAL) : 0)
    call.pointee.layoutDirection = environment.layoutDirection == .rightToLeft ? 1 : 0
    call.pointee.horizontalSizeClass = Self.code(environment.horizontalSizeClass)
    call.pointee.verticalSizeClass = Self.code(environment.verticalSizeClass)
  }

  private static func components(_ rect: CGRect) -> (Double, Double, Double, Double) {
    (Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width), Double(rect.size.height))
  }

  private static func components(_ point: UnitPoint?) -> (Double, Double) {
    guard let point else { return (0, 0) }
    return (Double(point.x), Double(point.y))
  }

  private static func code(_ sizeClass: UserInterfaceSizeClass?) -> Int32 {
    switch sizeClass {
    case nil: Int32(SLB_SIZE_CLASS_NONE)
    case .compact: Int32(SLB_SIZE_CLASS_COMPACT)
    case .regular: Int32(SLB_SIZE_CLASS_REGULAR)
    }
  }
}

extension ScrollGeometry {
  /// The six numbers the C host takes: offset x, y, content w, h, container w, h.
  var components: (Double, Double, Double, Double, Double, Double) {
    (
      Double(offset.x), Double(offset.y), Double(contentSize.width), Double(contentSize.height),
      Double(containerSize.width), Double(containerSize.height)
    )
  }
}
