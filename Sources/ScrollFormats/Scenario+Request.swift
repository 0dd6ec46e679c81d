import Foundation
import ScrollSimulation
import ScrollTargets

// A scenario file's scene, made by the rules every source shares
// (SceneRequest) once the file's own reader has checked its keys.

extension Scenario {
  /// The scene of `file`, its numbers checked, made by the rules every
  /// source shares (``SceneRequest``): the file reads only its own keys into a
  /// request. A device gives its size classes unless `environment` says otherwise.
  static func scene(
    _ file: ScenarioFile, screen: Screen?, container: CGSize, children: ChildLayout?
  ) throws(InputError) -> Scene {
    var request = SceneRequest()
    if let device = screen?.device, let orientation = screen?.orientation {
      request.device = device
      request.landscape = orientation == .landscape
    } else if let screen {
      request.bounds = screen.bounds
      request.safeAreaInsets = screen.safeAreaInsets
    } else {
      request.container = container
    }
    request.axes = file.axes
    request.environment = file.environment
    request.rate = file.decelerationRate
    request.content = file.contentSize
    request.pages = file.pages
    if let children {
      request.children = children.count
      if let perPage = children.perPage {
        request.perPage = perPage
        request.span = children.span
        request.frameSpacing = children.frameSpacing
      } else {
        request.child = .points(children.length)
      }
      request.spacing = children.spacing
      request.padding = SceneRequest.Ends(children.leadingPadding, children.trailingPadding)
    }
    if !file.targets.isEmpty { request.targets = file.targets }
    request.margins = file.contentMargins.map { .edges($0) }
    request.safeAreaPadding = file.safeAreaPadding.map { .edges($0) }
    request.relativeFrames = file.relativeFrames
    var scene: Scene
    do {
      scene = try request.scene()
    } catch {
      throw InputError(Self.key(of: error), error.message)
    }
    // No content, pages or children: a view lays it out later.
    if file.contentSize == nil, file.pages == nil, children == nil { scene.content = .children }
    return scene
  }

  /// The file's key for a request's field: `children.spacing` for `spacing`.
  static func key(of problem: SceneRequest.Problem) -> String {
    switch problem.field {
    case .device, .landscape: "device"
    case .bounds: "bounds"
    case .container: "containerSize"
    case .content: "contentSize" + (problem.part.map { "." + $0 } ?? "")
    case .pages: "pages"
    case .axis: "axes"
    case .rate: "decelerationRate"
    case .rtl: "environment"
    case .children: "children.count"
    case .child: "children.length"
    case .spacing: "children.spacing"
    case .padding: problem.part == "trailing" ? "children.trailingPadding" : "children.leadingPadding"
    case .perPage: "children.perPage"
    case .span: "children.span"
    case .frameSpacing: "children.frameSpacing"
    case .margins: "contentMargins" + (problem.part.map { "." + $0 } ?? "")
    case .safeAreaPadding: "safeAreaPadding" + (problem.part.map { "." + $0 } ?? "")
    case .relativeFrames: "relativeFrames"
    }
  }
}
