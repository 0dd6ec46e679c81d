import Foundation
import ScrollSimulation
import ScrollTargets

/// A view file's outermost scroll view laid out on one screen, as its layout
/// helper reported it: ``ScrollViewLayout`` as plain values, the behavior by name.
public struct ViewFileLayout: Hashable, Sendable {
  /// The view's `.scrollTargetBehavior`.
  public enum Behavior: Hashable, Sendable {
    /// A built-in, by its catalog name with options: `viewAligned`, `paging`, `viewAligned:never`.
    case builtIn(String)
    /// A type of the file, which `File.swift:Type` runs as a behavior.
    case type(String)
  }

  /// The screen it was laid out on.
  public var screen: Screen
  public var axes: Axis.Set
  /// The scroll view's frame on the screen (pt).
  public var frame: CGRect
  public var safeAreaInsets: EdgeInsets
  public var safeAreaPadding: EdgeInsets
  public var contentMargins: EdgeInsets
  /// The margins of the scroll indicators, which move no content.
  public var indicatorMargins: EdgeInsets
  public var containerSize: CGSize
  /// The length `containerRelativeFrame` divided on each axis.
  public var relativeContainerSize: CGSize
  public var contentSize: CGSize
  /// The targets' frames in the content's coordinates, in the order they were laid out.
  public var targets: [CGRect]
  /// `nil` when the view gives none.
  public var behavior: Behavior?
  public var environment: EnvironmentValues
  /// Where the `ScrollView` was written: `Carousel.swift:5:15`, the path as the user named it.
  public var location: String
  /// The views laid out at a size the model estimates (`Text at Carousel.swift:14:11`), each once, in the
  /// order met: the targets' lengths may rest on them (docs/views.md, "Estimated sizes").
  public var estimates: [String] = []

  /// The estimated views, the first three named: `Text at Feed.swift:14:11, Image at Feed.swift:15:9 and 4 more`.
  public var estimateSummary: String {
    let named = estimates.prefix(3).joined(separator: ", ")
    return estimates.count > 3 ? "\(named) and \(estimates.count - 3) more" : named
  }

  /// The layout as a scene's layout on its screen.
  public var viewScreen: Scene.ViewScreen {
    Scene.ViewScreen(
      screen: screen, bounds: frame.size, safeAreaInsets: safeAreaInsets, safeAreaPadding: safeAreaPadding,
      contentMargins: contentMargins, contentSize: contentSize, targets: targets, axes: axes,
      environment: environment)
  }

  /// The BEHAVIOR argument that runs the view's behavior: the built-in's
  /// name, or `path:Type`; `nil` when the view gives none.
  public func behaviorSpec(path: String) -> String? {
    switch behavior {
    case .builtIn(let name)?: name
    case .type(let name)?: "\(path):\(name)"
    case nil: nil
    }
  }
}

extension ViewFileLayout {
  /// What the helper writes for one screen (``ScrollScriptViewLayoutLoop``).
  struct Reply: Decodable {
    var layout: Wire?
    var error: Failure?
  }

  struct Wire: Decodable {
    struct Named: Decodable {
      var builtIn: String?
      var type: String?
    }
    var axes: [String]
    var frame: [Double]
    var safeAreaInsets, safeAreaPadding, contentMargins, indicatorMargins: [Double]
    var containerSize, relativeContainerSize, contentSize: [Double]
    var behavior: Named?
    var layoutDirection: String
    var horizontalSizeClass: String?
    var verticalSizeClass: String?
    var line: Int
    var column: Int
    var estimates: [Estimate]?
    var targets: [[Double]]
  }

  struct Estimate: Decodable {
    var view: String
    var line: Int?
    var column: Int?
  }

  struct Failure: Decodable {
    var kind: String
    var line: Int?
    var column: Int?
    var view: String
    var issue: String
    var advice: String
  }

  /// The layout a reply describes, on `screen`, located in the file at `path`.
  init?(_ wire: Wire, screen: Screen, path: String) {
    func rect(_ values: [Double]) -> CGRect? {
      values.count == 4 ? CGRect(x: values[0], y: values[1], width: values[2], height: values[3]) : nil
    }
    func size(_ values: [Double]) -> CGSize? {
      values.count == 2 ? CGSize(width: values[0], height: values[1]) : nil
    }
    func insets(_ values: [Double]) -> EdgeInsets? {
      values.count == 4 ? EdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3]) : nil
    }
    guard let frame = rect(wire.frame), let safe = insets(wire.safeAreaInsets),
      let padding = insets(wire.safeAreaPadding), let margins = insets(wire.contentMargins),
      let indicators = insets(wire.indicatorMargins), let container = size(wire.containerSize),
      let relative = size(wire.relativeContainerSize), let content = size(wire.contentSize),
      let direction = LayoutDirection(rawValue: wire.layoutDirection)
    else { return nil }
    var targets: [CGRect] = []
    targets.reserveCapacity(wire.targets.count)
    for values in wire.targets {
      guard let target = rect(values) else { return nil }
      targets.append(target)
    }
    var axes: Axis.Set = []
    if wire.axes.contains("horizontal") { axes.insert(.horizontal) }
    if wire.axes.contains("vertical") { axes.insert(.vertical) }
    self.screen = screen
    self.axes = axes
    self.frame = frame
    self.safeAreaInsets = safe
    self.safeAreaPadding = padding
    self.contentMargins = margins
    self.indicatorMargins = indicators
    self.containerSize = container
    self.relativeContainerSize = relative
    self.contentSize = content
    self.targets = targets
    if let name = wire.behavior?.builtIn {
      behavior = .builtIn(name)
    } else if let name = wire.behavior?.type {
      behavior = .type(name)
    } else {
      behavior = nil
    }
    environment = EnvironmentValues(
      layoutDirection: direction, horizontalSizeClass: wire.horizontalSizeClass.flatMap(UserInterfaceSizeClass.init),
      verticalSizeClass: wire.verticalSizeClass.flatMap(UserInterfaceSizeClass.init))
    location = "\(path):\(wire.line):\(wire.column)"
    estimates = (wire.estimates ?? []).map { estimate in
      estimate.view + (estimate.line.map { " at \(path):\($0)" + (estimate.column.map { ":\($0)" } ?? "") } ?? "")
    }
  }
}
