import Foundation

/// An image, as in SwiftUI. The model has no pixels, so its size is an
/// estimate (docs/views.md, "Estimated sizes"): a system symbol is a square
/// of 1.2 times its font's size (times `imageScale`); an asset drawn at its
/// own size is a 100 × 100 pt placeholder. A `resizable()` image takes what
/// it is offered, as a shape does, so a frame or an aspect ratio decides it.
public struct Image: View, PrimitiveView {
  public typealias Body = Never
  enum Source: Hashable { case symbol(String), asset(String) }
  let source: Source
  var isResizable = false
  let at: ViewLocation

  /// The side of an asset drawn at its own size (pt), the model's placeholder.
  static let placeholderSide: CGFloat = 100
  /// A symbol's side against its font's point size.
  static let symbolScale: CGFloat = 1.2

  init(_ source: Source, _ fileID: String, _ filePath: String, _ line: Int, _ column: Int) {
    self.source = source
    self.at = ViewLocation(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// A system symbol, sized by the font around it.
  public init(
    systemName: String, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.init(.symbol(systemName), fileID, filePath, line, column)
  }

  /// An image of the app's assets.
  public init(
    _ name: String, bundle: Bundle? = nil, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.init(.asset(name), fileID, filePath, line, column)
  }

  /// An image of the app's assets, by its generated resource.
  public init(
    _ resource: ImageResource, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    self.init(.asset(resource.name), fileID, filePath, line, column)
  }

  /// An asset that accessibility skips.
  public init(
    decorative name: String, bundle: Bundle? = nil, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) {
    self.init(.asset(name), fileID, filePath, line, column)
  }

  /// The image stretched to what it is offered.
  public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
    var image = self
    image.isResizable = true
    return image
  }

  /// How a resizable image fills its frame; no length in the model.
  public enum ResizingMode: Hashable, Sendable { case tile, stretch }
  /// How an image is rendered; no length in the model.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
  /// How an image is scaled; no length in the model.
  public enum Interpolation: Hashable, Sendable { case none, low, medium, high }

  public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image { self }
  public func interpolation(_ interpolation: Interpolation) -> Image { self }
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
  public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    let source = source
    let resizable = isResizable
    return .leaf(
      ViewNode.Leaf(name: "Image", at: at, estimated: !resizable) { proposal, context in
        let side: CGFloat =
          switch source {
          case .symbol: (context.style.font ?? .body).size * Image.symbolScale * context.style.imageScale
          case .asset: Image.placeholderSide
          }
        guard resizable else { return CGSize(width: side, height: side) }
        return CGSize(width: proposal.width ?? side, height: proposal.height ?? side)
      })
  }
}

/// An image of the app's asset catalogue, by name. Xcode generates a static
/// member for each asset (`.photo`); the model has no catalogue, so give
/// `ImageResource(name:bundle:)` or the name as a string.
public struct ImageResource: Hashable, Sendable {
  public let name: String
  public init(name: String, bundle: Bundle) { self.name = name }
}

/// How a symbol's layers are coloured; no length in the model.
public struct SymbolRenderingMode: Hashable, Sendable {
  let name: String
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// An image loaded from a URL, as in SwiftUI. The model loads nothing, so
/// it lays out what shows before the image arrives: the placeholder given,
/// else an empty frame that takes what it is offered.
public struct AsyncImage<Content: View>: View, PrimitiveView {
  public typealias Body = Never
  let shown: ViewNode.Deferred?

  /// An image without a placeholder: it takes what it is offered, as a shape does.
  public init(url: URL?, scale: CGFloat = 1) where Content == EmptyView {
    shown = nil
  }

  /// An image and what shows before it arrives: `placeholder`.
  public init<I: View, P: View>(
    url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == EmptyView {
    shown = ViewNode.Deferred(placeholder())
  }

  /// An image shown by the loading phase: laid out as its `.empty` phase.
  public init(
    url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    shown = ViewNode.Deferred(content(.empty))
  }

  func makeNode() throws(ViewLayoutError) -> ViewNode {
    try shown?.make() ?? .fill
  }
}

/// The state of an `AsyncImage`'s loading.
public enum AsyncImagePhase {
  case empty
  case success(Image)
  case failure(any Error)
  /// The image, once loaded; never in the model.
  public var image: Image? {
    if case .success(let image) = self { image } else { nil }
  }
  /// The error, when loading failed; never in the model.
  public var error: (any Error)? {
    if case .failure(let error) = self { error } else { nil }
  }
}

/// The context of an animated change; named only.
public struct Transaction {
  public var animation: Animation?
  public init(animation: Animation? = nil) { self.animation = animation }
}

/// An image as UIKit holds it, as SwiftUI files reach it through `import
/// SwiftUI`: named only; `Image(uiImage:)` lays it out as an asset.
public final class UIImage: Sendable {
  let name: String
  /// The size of an asset drawn at its own size: the model's 100 × 100 pt placeholder.
  public var size: CGSize { CGSize(width: Image.placeholderSide, height: Image.placeholderSide) }
  public init?(named name: String) { self.name = name }
  public init?(systemName name: String) { self.name = name }
}

extension Image {
  /// A UIKit image, laid out as an asset.
  public init(
    uiImage: UIImage, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column
  ) {
    self.init(.asset(uiImage.name), fileID, filePath, line, column)
  }
}
