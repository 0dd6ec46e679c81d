import Foundation
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

extension Scenario: Encodable {
  /// The scenario as a scenario file (docs/formats.md, "Scenario files"), which ``init(json:)`` reads
  /// back to an equal scenario: `simulate` replays a saved scenario exactly.
  ///
  /// Keys are sorted and the output pretty-printed, so files diff well;
  /// values at their defaults (start at 0, normal deceleration, 120 Hz, the
  /// environment a device implies or the default one, no spacing) are left out.
  public var json: Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // Encoding plain numbers, strings and arrays cannot fail.
    return (try? encoder.encode(self)) ?? Data("{}".utf8)
  }

  private enum Keys: String, CodingKey {
    case containerSize, device, bounds, safeAreaInsets, safeAreaPadding, contentMargins, relativeFrames, contentSize,
      pages, axes, start, decelerationRate, frameRate, environment, children, targets, nearEnd, steps, view,
      estimated
  }

  /// Insets as an object of the edges that are not 0.
  private static func edges(_ insets: EdgeInsets) -> [String: Double] {
    let edges = [
      ("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing),
    ]
    return Dictionary(uniqueKeysWithValues: edges.filter { $0.1 != 0 }.map { ($0.0, Double($0.1)) })
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    // A screen gives the container: a device by name, else bounds and insets.
    if let screen, let device = screen.device, let orientation = screen.orientation {
      try container.encode(["name": device.name, "orientation": orientation.rawValue], forKey: .device)
    } else if let screen {
      try container.encode(JSONSize(screen.bounds), forKey: .bounds)
      try container.encode(Self.edges(screen.safeAreaInsets), forKey: .safeAreaInsets)
    } else {
      try container.encode(JSONSize(containerSize), forKey: .containerSize)
    }
    if scene.safeAreaPadding != .zero {
      try container.encode(Self.edges(scene.safeAreaPadding), forKey: .safeAreaPadding)
    }
    if scene.contentMargins != .zero { try container.encode(Self.edges(scene.contentMargins), forKey: .contentMargins) }
    if scene.relativeFrames != .lessMargins {
      try container.encode(scene.relativeFrames.rawValue, forKey: .relativeFrames)
    }
    switch scene.content {
    case .size(let size): try container.encode(JSONSize(size), forKey: .contentSize)
    case .pages(let pages): try container.encode(pages, forKey: .pages)
    case .children: break
    }
    try container.encode(JSONAxes.encode(axes), forKey: .axes)
    // Values at their defaults are left out, so saved scenarios and printed
    // counterexamples show only what matters; reading fills them in again.
    if start != .zero { try container.encode(JSONPoint(start), forKey: .start) }
    if decelerationRate != .normal { try container.encode(decelerationRate.description, forKey: .decelerationRate) }
    if frameRate != 120 { try container.encode(frameRate, forKey: .frameRate) }
    // The environment the reader takes when there is none: a device's size classes, else the default.
    var implied = EnvironmentValues()
    if let device = scene.screen.device, let orientation = scene.screen.orientation {
      implied = device.environment(orientation)
    }
    if environment != implied { try container.encode(JSONEnvironment(environment), forKey: .environment) }
    if let children {
      var object = container.nestedContainer(keyedBy: ChildKeys.self, forKey: .children)
      try object.encode(children.count, forKey: .count)
      if let perPage = children.perPage {
        try object.encode(perPage, forKey: .perPage)
        if children.span != 1 { try object.encode(children.span, forKey: .span) }
        try object.encodeIfPresent(children.frameSpacing, forKey: .frameSpacing)
      } else {
        try object.encode(children.length, forKey: .length)
      }
      if children.spacing != 0 { try object.encode(children.spacing, forKey: .spacing) }
      if children.leadingPadding != 0 { try object.encode(children.leadingPadding, forKey: .leadingPadding) }
      if children.trailingPadding != 0 { try object.encode(children.trailingPadding, forKey: .trailingPadding) }
    }
    if !targets.isEmpty { try container.encode(targets.map(JSONRect.init), forKey: .targets) }
    switch nearEnd {
    case .pages(let pages)?: try container.encode(["pages": pages], forKey: .nearEnd)
    case .points(let points)?: try container.encode(["points": points], forKey: .nearEnd)
    case nil: break
    }
    try container.encode(steps, forKey: .steps)
    try container.encodeIfPresent(view, forKey: .view)
    if !estimated.isEmpty { try container.encode(estimated, forKey: .estimated) }
  }

  private enum ChildKeys: String, CodingKey {
    case count, length, perPage, span, frameSpacing, spacing, leadingPadding, trailingPadding
  }
}

extension Scenario.Step: Encodable {
  private enum Keys: String, CodingKey { case drag, wait, fling, resize, rotate, path, scrollTo }
  private enum ScrollToKeys: String, CodingKey { case child, anchor, x, y, edge, animated }
  private enum DragKeys: String, CodingKey { case by, duration, velocity }
  private enum ResizeKeys: String, CodingKey { case width, height, content }

  /// `{"drag":{…}}`, `{"wait":0.3}`, `{"fling":{"velocity":{…}}}`, `{"resize":{…}}`, `{"rotate":{}}`,
  /// `{"path":[[t,x,y],…]}` or `{"scrollTo":{…}}`.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    switch self {
    case .drag(let by, let duration, let velocity):
      var drag = container.nestedContainer(keyedBy: DragKeys.self, forKey: .drag)
      try drag.encode(JSONPoint(by), forKey: .by)
      try drag.encode(duration, forKey: .duration)
      try drag.encodeIfPresent(velocity.map(JSONVector.init), forKey: .velocity)
    case .wait(let seconds):
      try container.encode(seconds, forKey: .wait)
    case .fling(let velocity):
      try container.encode(["velocity": JSONVector(velocity)], forKey: .fling)
    case .resize(let size, let content):
      var resize = container.nestedContainer(keyedBy: ResizeKeys.self, forKey: .resize)
      try resize.encode(size.width, forKey: .width)
      try resize.encode(size.height, forKey: .height)
      try resize.encodeIfPresent(content.map(JSONSize.init), forKey: .content)
    case .rotate(let orientation):
      try container.encode(orientation.map { ["to": $0.rawValue] } ?? [:], forKey: .rotate)
    case .path(let samples):
      try container.encode(samples.map { [$0.t, $0.travel.x, $0.travel.y] }, forKey: .path)
    case .scrollTo(let target, let animated):
      var scroll = container.nestedContainer(keyedBy: ScrollToKeys.self, forKey: .scrollTo)
      switch target {
      case .child(let child, let anchor):
        try scroll.encode(child, forKey: .child)
        try scroll.encodeIfPresent(
          anchor.flatMap { anchor in UnitPoint.named.first { $0.point == anchor }?.name }, forKey: .anchor)
      case .offset(let x, let y):
        try scroll.encodeIfPresent(x, forKey: .x)
        try scroll.encodeIfPresent(y, forKey: .y)
      case .edge(let edge):
        try scroll.encode("\(edge)", forKey: .edge)
      }
      if !animated { try scroll.encode(false, forKey: .animated) }
    }
  }
}
