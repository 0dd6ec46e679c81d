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
  /// A phone's size classes change with the orientation, a tablet's do not.
  public let family: Family

  /// The kind of device, which decides its size classes.
  public enum Family: String, Hashable, Sendable {
    case phone, tablet
  }

  /// The size classes a full-screen app has held `orientation`: a phone is
  /// compact wide and regular tall in portrait, compact both ways in
  /// landscape; a tablet is regular both ways. Source: Apple's Human
  /// Interface Guidelines, "Layout", its table of device size classes (as
  /// reproduced in "iOS size class study", baolei.org, 2022-01-05).
  public func sizeClasses(_ orientation: Orientation) -> (
    horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass
  ) {
    switch (family, orientation) {
    case (.tablet, _): (.regular, .regular)
    case (.phone, .portrait): (.compact, .regular)
    case (.phone, .landscape): (.compact, .compact)
    }
  }

  /// The environment of a full-screen app held `orientation`: its size classes.
  public func environment(_ orientation: Orientation, layoutDirection: LayoutDirection = .leftToRight)
    -> EnvironmentValues
  {
    let classes = sizeClasses(orientation)
    return EnvironmentValues(
      layoutDirection: layoutDirection, horizontalSizeClass: classes.horizontal, verticalSizeClass: classes.vertical)
  }

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
  public static let all: [DevicePreset] = [iPhone15Pro, iPhone14, iPhoneX, iPhoneXR, iPhoneSE, iPadPro13]

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
    source: "\"iOS Layout Adaptation\", csl.cool (2023-09-15): safeAreaInsets printed in portrait and landscape",
    family: .phone)

  /// iPhone 12, 13, 14 and their Pro models of 2020-2021 (390 x 844 pt, a notch).
  ///
  /// Insets: portrait top 47, bottom 34; landscape left 47, right 47, bottom 21.
  /// Source: Yusuke Hosonuma, SwiftUI-Simulator (GitHub, 2022), its table of
  /// devices' safe areas: iPhone 12 at 390 x 844, portrait (47, 34), landscape
  /// 47 each side and 21 at the bottom.
  public static let iPhone14 = DevicePreset(
    name: "iphone14", title: "iPhone 12, 13, 14", portraitBounds: CGSize(width: 390, height: 844),
    portraitInsets: EdgeInsets(top: 47, bottom: 34),
    landscapeInsets: EdgeInsets(leading: 47, bottom: 21, trailing: 47),
    source:
      "Yusuke Hosonuma, SwiftUI-Simulator (GitHub, 2022): iPhone 12 safe area portrait 47/34, landscape 47, 47, 21",
    family: .phone)

  /// iPhone SE (2nd and 3rd generation) and iPhone 8 (375 x 667 pt, a home button).
  ///
  /// Insets: portrait top 20 (the status bar), none in landscape, where the
  /// status bar hides. Source: Keith Harrison, "Supporting iPhone X", Use
  /// Your Loaf (2017): the iPhone 8's safe area "allows for a status bar (20
  /// points)", and in landscape "the left and right insets are always zero".
  public static let iPhoneSE = DevicePreset(
    name: "iphonese", title: "iPhone SE, 8", portraitBounds: CGSize(width: 375, height: 667),
    portraitInsets: EdgeInsets(top: 20), landscapeInsets: .zero,
    source:
      "Keith Harrison, \"Supporting iPhone X\", Use Your Loaf (2017): a 20 pt status bar in portrait, none in landscape",
    family: .phone)

  /// iPad Pro 12.9-inch, 3rd generation and later (1024 x 1366 pt).
  ///
  /// Insets: top 24, bottom 20 in both orientations. Sources: Yusuke
  /// Hosonuma, SwiftUI-Simulator (GitHub, 2022): iPad Pro 12.9 (24, 20) in
  /// both; react-native-safe-area-view pull request 55, "Added support for
  /// new iPad Pro safe area insets" (2019-01-06): a 20 pt bottom inset.
  public static let iPadPro13 = DevicePreset(
    name: "ipadpro13", title: "iPad Pro 12.9-inch", portraitBounds: CGSize(width: 1024, height: 1366),
    portraitInsets: EdgeInsets(top: 24, bottom: 20), landscapeInsets: EdgeInsets(top: 24, bottom: 20),
    source:
      "Yusuke Hosonuma, SwiftUI-Simulator (GitHub, 2022): iPad Pro 12.9 safe area 24/20 in both orientations; react-native-safe-area-view PR 55 (2019-01-06): bottom 20",
    family: .tablet)

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
      "Keith Harrison, \"Supporting iPhone X\", Use Your Loaf (2017); usagimaru, \"iPhone Xのセーフエリアやマージン幅について\" (Qiita): safe area 375x734 portrait, 724x354 landscape",
    family: .phone)

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
      "usagimaru, \"iPhone Xのセーフエリアやマージン幅について\" (Qiita): safe area 414x818 portrait, 808x393 landscape",
    family: .phone)
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
