/// The screen, as UIKit names it and as SwiftUI files reach it through
/// `import SwiftUI`: `UIScreen.main.bounds` is the screen the view is being
/// laid out on (the device and orientation asked), at 3 points a pixel.
/// Outside a layout it is an iPhone 15 Pro held upright.
public final class UIScreen: Sendable {
  /// The screen of the layout running.
  public static var main: UIScreen { UIScreen(size: current ?? CGSize(width: 393, height: 852)) }

  /// The screen's bounds, from its top-left corner (pt).
  public let bounds: CGRect
  /// Pixels per point.
  public let scale: CGFloat = 3
  /// The bounds in pixels.
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
  }

  init(size: CGSize) {
    self.bounds = CGRect(origin: .zero, size: size)
  }

  @TaskLocal static var current: CGSize?

  /// Runs `body` with `main` the screen of `size`, and `@Environment` reading `environment`.
  static func showing<R>(
    _ size: CGSize, environment: EnvironmentValues, _ body: () throws(ViewLayoutError) -> R
  ) throws(ViewLayoutError) -> R {
    let result = $current.withValue(size) {
      EnvironmentValues.$current.withValue(environment) { Result { () throws(ViewLayoutError) in try body() } }
    }
    return try result.get()
  }
}

/// The device, as UIKit names it: an iPad when the screen laid out on is
/// 744 pt or more on its short side, else an iPhone.
public final class UIDevice: Sendable {
  public static var current: UIDevice { UIDevice() }
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    let size = UIScreen.main.bounds.size
    return min(size.width, size.height) >= 744 ? .pad : .phone
  }
  public var name: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
  public var systemName: String { "iOS" }
  public var systemVersion: String { "17.0" }
}

/// The kind of device.
public enum UIUserInterfaceIdiom: Hashable, Sendable { case unspecified, phone, pad, tv, carPlay, mac, vision }
