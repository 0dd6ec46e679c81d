import Foundation
import ScrollSimulation
import ScrollTargets

/// A view file's outermost scroll view laid out on one screen, as its layout
/// helper reported it: ``ScrollViewLayout`` as plain values, the behavior by name.
public struct ViewFileLayout: Hashable, Sendable {
  /// The view's `.scrollTargetBehavior`: a built-in by its catalog name, or a type of the file.
  public typealias Behavior = LayoutExchange.Behavior
  /// A scroll view met while laying out: where it was written, and whether it snaps.
  public typealias Candidate = LayoutExchange.Candidate

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
  /// Every scroll view met while laying the view out, this one included, in the order met.
  public var candidates: [Candidate] = []

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
  /// The layout the helper reported on `screen`, located in the file at `path`; `nil` when its layout
  /// direction is not one of the model's.
  init?(_ layout: LayoutExchange.Layout, screen: Screen, path: String) {
    guard let direction = LayoutDirection(rawValue: layout.layoutDirection) else { return nil }
    self.screen = screen
    axes = layout.axisSet
    frame = layout.frame
    safeAreaInsets = layout.safeAreaInsets.edgeInsets
    safeAreaPadding = layout.safeAreaPadding.edgeInsets
    contentMargins = layout.contentMargins.edgeInsets
    indicatorMargins = layout.indicatorMargins.edgeInsets
    containerSize = layout.containerSize
    relativeContainerSize = layout.relativeContainerSize
    contentSize = layout.contentSize
    targets = layout.targets
    behavior = layout.behavior
    environment = EnvironmentValues(
      layoutDirection: direction,
      horizontalSizeClass: layout.horizontalSizeClass.flatMap(UserInterfaceSizeClass.init),
      verticalSizeClass: layout.verticalSizeClass.flatMap(UserInterfaceSizeClass.init))
    location = "\(path):\(layout.line):\(layout.column)"
    candidates = layout.candidates
    estimates = layout.estimates.map { estimate in
      estimate.view + (estimate.line.map { " at \(path):\($0)" + (estimate.column.map { ":\($0)" } ?? "") } ?? "")
    }
  }
}
