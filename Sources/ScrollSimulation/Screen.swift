import Foundation
import ScrollTargets

/// The scroll view's frame on a screen: its bounds and the safe-area insets
/// inside them, from a device preset or given outright.
///
/// The container, what a behavior sees as `containerSize`, is the bounds less
/// the insets (Apple's `ScrollTargetBehaviorContext.containerSize`
/// documentation). Offsets are measured from the container's leading edge:
/// at offset 0 the content's first point sits just inside the leading inset.
public struct Screen: Hashable, Sendable {
  /// The scroll view's bounds (pt).
  public var bounds: CGSize
  /// The safe-area insets within the bounds (pt).
  public var safeAreaInsets: EdgeInsets
  /// The preset and the way it is held, when the screen is a device's.
  public var device: DevicePreset?
  public var orientation: Orientation?

  /// A screen given outright.
  public init(bounds: CGSize, safeAreaInsets: EdgeInsets = .zero) {
    self.bounds = bounds
    self.safeAreaInsets = safeAreaInsets
  }

  /// A device's screen held `orientation`.
  public init(device: DevicePreset, orientation: Orientation) {
    self.init(bounds: device.bounds(orientation), safeAreaInsets: device.insets(orientation))
    self.device = device
    self.orientation = orientation
  }

  /// The bounds less the insets (pt).
  public var containerSize: CGSize { safeAreaInsets.inset(bounds) }

  /// Whether the bounds are the container: no device and no insets.
  public var isPlain: Bool { device == nil && safeAreaInsets == .zero }

  /// The scene every command starts from unless told otherwise: an iPhone
  /// 14's bounds in portrait (390 x 844 pt) as a plain container, without its
  /// safe area, so pages are as wide as the screen.
  public static let standard = Screen(bounds: DevicePreset.iPhone14.bounds(.portrait))

  /// The screen turned to `orientation` (the other one when `nil`): a
  /// device's bounds and insets of that orientation; `nil` for a screen
  /// given outright with insets, whose other orientation is unknown. Without
  /// insets the bounds swap when they do not already have that shape.
  public func rotated(to orientation: Orientation? = nil) -> Screen? {
    if let device, let current = self.orientation {
      return Screen(device: device, orientation: orientation ?? current.rotated)
    }
    guard safeAreaInsets == .zero else { return nil }
    let isLandscape = bounds.width > bounds.height
    let wanted = orientation ?? (isLandscape ? .portrait : .landscape)
    guard (wanted == .landscape) != isLandscape else { return self }
    return Screen(bounds: CGSize(width: bounds.height, height: bounds.width))
  }
}

extension Scenario {
  /// The screen at the start.
  public var startScreen: Screen { scene.screen }

  /// The screen after `step` from `screen`: a resize keeps the insets around
  /// the new container (the safe area, and the `added` padding and margins of
  /// the scene), a rotation turns the screen; `nil` when a rotation cannot be
  /// made (insets given outright, with no device).
  public static func screen(after step: Step, from screen: Screen, adding added: EdgeInsets = .zero) -> Screen? {
    switch step {
    case .resize(let size, _):
      let insets = screen.safeAreaInsets
      let around = insets.adding(added)
      return Screen(
        bounds: CGSize(width: size.width + around[.horizontal], height: size.height + around[.vertical]),
        safeAreaInsets: insets)
    case .rotate(let orientation):
      return screen.rotated(to: orientation)
    case .drag, .wait, .fling, .path, .scrollTo:
      return screen
    }
  }

  /// Every screen the scenario has, the start's first, each resize's and
  /// rotation's after; a rotation that cannot be made ends the list.
  public var screens: [Screen] {
    var current = startScreen
    var result = [current]
    for step in steps {
      switch step {
      case .resize, .rotate:
        guard let next = Self.screen(after: step, from: current, adding: scene.addedInsets) else { return result }
        current = next
        result.append(current)
      case .drag, .wait, .fling, .path, .scrollTo: break
      }
    }
    return result
  }
}
