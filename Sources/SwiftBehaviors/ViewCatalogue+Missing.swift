// The SwiftUI API the model does not have, and the modules (ViewCatalogue.swift).

extension ViewCatalogue {
  /// Well-known SwiftUI API the model does not have.
  static let missing: [Entry] = [
    missing("Layout", .type, "Custom layouts are not in the model yet."), missing("Table", .view),
    missing("OutlineGroup", .view), missing("PhotosPicker", .view), missing("Map", .view),
    missing("KeyframeAnimator", .view),
    missing("keyframeAnimator(initialValue:repeating:content:keyframes:)", .modifier),
    missing("KeyframeTrack", .type), missing("LinearKeyframe", .type), missing("SpringKeyframe", .type),
    missing("CubicKeyframe", .type), missing("MoveKeyframe", .type),
    missing("UIViewRepresentable", .type), missing("UIViewControllerRepresentable", .type),
    missing("@Entry", .wrapper, "A macro: write an `EnvironmentKey` and a property of `EnvironmentValues`."),
    missing("onDrag(_:)", .modifier), missing("PassthroughSubject", .type), missing("CurrentValueSubject", .type),
    missing("AnyCancellable", .type), missing("sink(receiveValue:)", .function), missing("@Query", .wrapper),
    missing("@Model", .wrapper), missing("App", .type, "An app's scenes are refused: lay out its views."),
    missing("WindowGroup", .view, "An app's scenes are refused: lay out its views."),
  ]

  /// The modules a view file imports.
  static let modules: [Entry] = [
    module("SwiftUI", .laidOut, "The model, under SwiftUI's names."),
    module("SwiftUICore", .laidOut, "The model, as `SwiftUI`."),
    module("Foundation", .ignored, "The toolchain's Foundation, which SwiftUI re-exports."),
    module("Observation", .ignored, "The toolchain's Observation, which SwiftUI re-exports: `@Observable`."),
    module("Combine", .ignored, "The model's few Combine names: `ObservableObject`, `@Published`, `Just`."),
    module("AVKit", .ignored, "The model's `VideoPlayer`."),
    module("AVFoundation", .ignored, "The model's `AVPlayer`."),
    module("UIKit", .ignored, "The model's `UIColor` and keyboard names."),
    module("CoreGraphics", .ignored, "Foundation's `CGFloat`, `CGSize`, `CGRect`."),
    module("MapKit", .missing, "Not available: maps are not in the model."),
    module("PhotosUI", .missing, "Not available."),
    module("Charts", .missing, "Not available."),
    module("WebKit", .missing, "Not available."),
    module("SwiftData", .missing, "Not available: give the view sample data."),
  ]
}
