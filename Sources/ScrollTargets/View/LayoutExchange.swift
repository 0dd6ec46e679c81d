import Foundation

/// What the tool and a view file's layout helper say to each other, as JSON:
/// the screens to lay the view out on, and for each one the scroll view's
/// layout, or where and why it failed.
///
/// The tool's own API, not SwiftUI's. It lives in the model because both
/// sides compile it: the tool in its own build, the helper with the model.
/// One definition means the two cannot drift apart. The format is stated in
/// docs/views.md, "The layout helper".
public enum LayoutExchange {
  /// The encoder both sides write with. A length that is not finite is written as `"inf"`, `"-inf"` or
  /// `"nan"`, never dropped, so that the tool's own checks of a scene can name it.
  public static var encoder: JSONEncoder {
    let encoder = JSONEncoder()
    encoder.nonConformingFloatEncodingStrategy = .convertToString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return encoder
  }

  /// The decoder both sides read with: the counterpart of ``encoder``.
  public static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.nonConformingFloatDecodingStrategy = .convertFromString(
      positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    return decoder
  }

  /// Insets as four plain lengths (pt).
  public struct Insets: Codable, Hashable, Sendable {
    public var top, leading, bottom, trailing: CGFloat

    public init(_ insets: EdgeInsets) {
      (top, leading, bottom, trailing) = (insets.top, insets.leading, insets.bottom, insets.trailing)
    }

    public var edgeInsets: EdgeInsets { EdgeInsets(top: top, leading: leading, bottom: bottom, trailing: trailing) }
  }

  /// A screen to lay the view out on: ``ViewLayout``'s inputs.
  public struct Screen: Codable, Hashable, Sendable {
    public var bounds: CGSize
    public var safeAreaInsets: Insets
    public var layoutDirection: LayoutDirection.RawValue
    public var relativeFrames: ViewLayout.RelativeFrames.RawValue
    public var horizontalSizeClass: UserInterfaceSizeClass.RawValue?
    public var verticalSizeClass: UserInterfaceSizeClass.RawValue?
    /// The line of the `ScrollView` to report; `nil` leaves the choice to ``ViewLayout/layout(_:)``.
    public var scrollViewLine: Int?

    public init(_ layout: ViewLayout) {
      bounds = layout.bounds
      safeAreaInsets = Insets(layout.safeAreaInsets)
      layoutDirection = layout.environment.layoutDirection.rawValue
      relativeFrames = layout.relativeFrames.rawValue
      horizontalSizeClass = layout.environment.horizontalSizeClass?.rawValue
      verticalSizeClass = layout.environment.verticalSizeClass?.rawValue
      scrollViewLine = layout.scrollViewLine
    }

    /// The screen as a layout to run; `nil` when a name is not one of the model's.
    public var layout: ViewLayout? {
      guard let direction = LayoutDirection(rawValue: layoutDirection),
        let rule = ViewLayout.RelativeFrames(rawValue: relativeFrames)
      else { return nil }
      var layout = ViewLayout(
        bounds: bounds, safeAreaInsets: safeAreaInsets.edgeInsets, layoutDirection: direction, relativeFrames: rule)
      for (name, sizeClass) in [
        (horizontalSizeClass, \EnvironmentValues.horizontalSizeClass),
        (verticalSizeClass, \EnvironmentValues.verticalSizeClass),
      ] {
        guard let name else { continue }
        guard let value = UserInterfaceSizeClass(rawValue: name) else { return nil }
        layout.environment[keyPath: sizeClass] = value
      }
      layout.scrollViewLine = scrollViewLine
      return layout
    }
  }

  /// The scroll view's `.scrollTargetBehavior`, by name.
  public enum Behavior: Codable, Hashable, Sendable {
    /// A built-in, by its catalog name with options: `viewAligned`, `paging`, `viewAligned:never`.
    case builtIn(String)
    /// A type of the file, which `File.swift:Type` runs as a behavior.
    case type(String)
  }

  /// A view at a place in the user's file; the place is `nil` when it was not recorded.
  public struct Place: Codable, Hashable, Sendable {
    public var view: String
    public var line: Int?
    public var column: Int?
  }

  /// A scroll view met while laying out: where it was written, and whether it has a
  /// `.scrollTargetBehavior` or a `.scrollTargetLayout` of its own.
  public struct Candidate: Codable, Hashable, Sendable {
    public var line: Int
    public var column: Int
    public var snaps: Bool
  }

  /// ``ScrollViewLayout`` as plain values; the fields are documented there.
  public struct Layout: Codable, Hashable, Sendable {
    /// `horizontal`, `vertical` or both.
    public var axes: [String]
    public var frame: CGRect
    public var safeAreaInsets, safeAreaPadding, contentMargins, indicatorMargins: Insets
    public var containerSize, relativeContainerSize, contentSize: CGSize
    public var targets: [CGRect]
    public var behavior: Behavior?
    public var layoutDirection: LayoutDirection.RawValue
    public var horizontalSizeClass: UserInterfaceSizeClass.RawValue?
    public var verticalSizeClass: UserInterfaceSizeClass.RawValue?
    /// Where the `ScrollView` was written.
    public var line, column: Int
    /// The views laid out at a size the model estimates, each once, in the order met.
    public var estimates: [Place]
    /// Every scroll view met, this one included, in the order met.
    public var candidates: [Candidate]

    /// `layout`, its behavior named by `name` (a built-in's catalog name, else `nil`).
    public init(_ layout: ScrollViewLayout, name: (any ScrollTargetBehavior) -> String?) {
      axes = layout.axes.members.map(\.description)
      frame = layout.frame
      safeAreaInsets = Insets(layout.safeAreaInsets)
      safeAreaPadding = Insets(layout.safeAreaPadding)
      contentMargins = Insets(layout.contentMargins)
      indicatorMargins = Insets(layout.indicatorMargins)
      containerSize = layout.containerSize
      relativeContainerSize = layout.relativeContainerSize
      contentSize = layout.contentSize
      targets = layout.targets
      behavior = layout.behavior.map { made in
        name(made).map(Behavior.builtIn) ?? .type(String(describing: type(of: made)))
      }
      layoutDirection = layout.environment.layoutDirection.rawValue
      horizontalSizeClass = layout.environment.horizontalSizeClass?.rawValue
      verticalSizeClass = layout.environment.verticalSizeClass?.rawValue
      line = layout.location.line
      column = layout.location.column
      estimates = layout.estimates.map { Place(view: $0.view, line: $0.at?.line, column: $0.at?.column) }
      candidates = layout.candidates.map {
        Candidate(line: $0.location.line, column: $0.location.column, snaps: $0.snaps)
      }
    }

    /// The scroll view's axes.
    public var axisSet: Axis.Set {
      Axis.allCases.filter { axes.contains($0.description) }.reduce(into: []) { $0.insert(Axis.Set(axis: $1)) }
    }
  }

  /// Why the view could not be laid out on a screen: ``ViewLayoutError`` as plain values.
  public struct Failure: Codable, Hashable, Sendable {
    public var kind: ViewLayoutError.Kind.RawValue
    public var line: Int?
    public var column: Int?
    /// The view or modifier at fault, what is wrong with it, and what to do.
    public var view, issue, advice: String

    public init(_ error: ViewLayoutError) {
      kind = error.kind.rawValue
      line = error.at?.line
      column = error.at?.column
      (view, issue, advice) = (error.view, error.issue, error.advice)
    }
  }

  /// The answer for one screen: a layout or a failure.
  public enum Reply: Codable, Hashable, Sendable {
    case layout(Layout)
    case failure(Failure)
  }
}
