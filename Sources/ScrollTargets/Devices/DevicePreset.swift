import Foundation

/// A phone's screen as a full-screen scroll view sees it: its bounds and its
/// safe-area insets in each orientation, with where each figure comes from.
///
/// The container a behavior sees is the bounds less the insets, as Apple's
/// `ScrollTargetBehaviorContext.containerSize` documentation says; the bounds
/// reach a behavior only through the model's ``ScrollTargetBehaviorContext/boundsSize``.
///
/// ```swift
/// let phone = try DevicePreset.named("iphone15pro")
/// phone.bounds(.landscape)         // 852 x 393
/// phone.containerSize(.landscape)  // 734 x 372
/// ```
public struct DevicePreset: Hashable, Sendable {
  /// The short name the formats and the command line use: `iphone15pro`.
  public let name: String
  /// The devices it stands for, in words.
  public let title: String
  /// The screen in portrait (pt); landscape swaps width and height.
  public let portraitBounds: CGSize
  /// The safe-area insets of a full-screen view in portrait (pt).
  public let portraitInsets: EdgeInsets
  /// The safe-area insets of a full-screen view in landscape (pt).
  public let landscapeInsets: EdgeInsets
  /// Where the figures come from: publications a reader can find.
  public let source: String

  /// The screen's bounds held `orientation` (pt).
  public func bounds(_ orientation: Orientation) -> CGSize {
    orientation == .portrait
      ? portraitBounds : CGSize(width: portraitBounds.height, height: portraitBounds.width)
  }

  /// The safe-area insets held `orientation` (pt).
  public func insets(_ orientation: Orientation) -> EdgeInsets {
    orientation == .portrait ? portraitInsets : landscapeInsets
  }

  /// The container held `orientation`: the bounds less the insets (pt).
  public func containerSize(_ orientation: Orientation) -> CGSize {
    insets(orientation).inset(bounds(orientation))
  }

  /// Every preset, by name.
  public static let all: [DevicePreset] = [iPhone15Pro, iPhoneX, iPhoneXR]

  /// The presets' names.
  public static var names: [String] { all.map(\.name) }

  /// The preset called `name`.
  ///
  /// - Throws: ``DeviceLookupError`` listing the names there are.
  public static func named(_ name: String) throws(DeviceLookupError) -> DevicePreset {
    guard let preset = all.first(where: { $0.name == name }) else { throw DeviceLookupError(name: name) }
    return preset
  }

  /// iPhone 15 Pro and phones of its size (393 x 852 pt, a Dynamic Island).
  ///
  /// Insets: portrait top 59, bottom 34; landscape left 59, right 59, bottom 21.
  /// Source: "iOS Layout Adaptation", csl.cool (2023-09-15), which prints a
  /// view controller's `safeAreaInsets` in both orientations.
  public static let iPhone15Pro = DevicePreset(
    name: "iphone15pro", title: "iPhone 15 Pro", portraitBounds: CGSize(width: 393, height: 852),
    portraitInsets: EdgeInsets(top: 59, bottom: 34),
    landscapeInsets: EdgeInsets(leading: 59, bottom: 21, trailing: 59),
    source: "\"iOS Layout Adaptation\", csl.cool (2023-09-15): safeAreaInsets printed in portrait and landscape")

  /// iPhone X, XS and 11 Pro (375 x 812 pt, a notch).
  ///
  /// Insets: portrait top 44, bottom 34; landscape left 44, right 44, bottom 21.
  /// Sources: Keith Harrison, "Supporting iPhone X", Use Your Loaf (2017):
  /// a 34 pt bottom inset in portrait, 44 pt on each side in landscape, and a
  /// 44 pt status bar; usagimaru, "iPhone Xのセーフエリアやマージン幅について"
  /// (Qiita): a safe area of 375 x 734 pt in portrait and 724 x 354 pt in
  /// landscape, so 78 pt top and bottom together, and 21 pt at the bottom in landscape.
  public static let iPhoneX = DevicePreset(
    name: "iphonex", title: "iPhone X, XS, 11 Pro", portraitBounds: CGSize(width: 375, height: 812),
    portraitInsets: EdgeInsets(top: 44, bottom: 34),
    landscapeInsets: EdgeInsets(leading: 44, bottom: 21, trailing: 44),
    source:
      "Keith Harrison, \"Supporting iPhone X\", Use Your Loaf (2017); usagimaru, \"iPhone Xのセーフエリアやマージン幅について\" (Qiita): safe area 375x734 portrait, 724x354 landscape"
  )

  /// iPhone XR and XS Max (414 x 896 pt, a notch).
  ///
  /// Insets: portrait top 44, bottom 34; landscape left 44, right 44, bottom 21.
  /// Source: usagimaru, "iPhone Xのセーフエリアやマージン幅について" (Qiita):
  /// a safe area of 414 x 818 pt in portrait (78 pt top and bottom together,
  /// split 44 and 34 as on the iPhone X, whose status bar has the same notch)
  /// and 808 x 393 pt in landscape (44 pt each side, 21 pt at the bottom).
  public static let iPhoneXR = DevicePreset(
    name: "iphonexr", title: "iPhone XR, XS Max", portraitBounds: CGSize(width: 414, height: 896),
    portraitInsets: EdgeInsets(top: 44, bottom: 34),
    landscapeInsets: EdgeInsets(leading: 44, bottom: 21, trailing: 44),
    source:
      "usagimaru, \"iPhone Xのセーフエリアやマージン幅について\" (Qiita): safe area 414x818 portrait, 808x393 landscape")
}

/// No preset has the name asked for.
public struct DeviceLookupError: Error, Equatable, CustomStringConvertible {
  /// The name asked for.
  public let name: String

  public var description: String {
    "unknown device '\(name)'"
      + (Suggestion.nearest(to: name, in: DevicePreset.names).map { " (did you mean '\($0)'?)" } ?? "")
      + ": expected one of \(DevicePreset.names.joined(separator: ", "))"
  }
}
