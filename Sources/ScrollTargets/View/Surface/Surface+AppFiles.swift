import Foundation

// Everyday names met in app files, none with geometry of its own: `@ScaledMetric`, `Binding.animation`,
// `EditButton` and the list edits it drives, progress view styles, `Color.mix`, toolbar content.

/// A length that scales with Dynamic Type, as SwiftUI's `@ScaledMetric`:
/// the model lays out at the default size category (docs/views.md,
/// "Estimated sizes"), where the scale is 1, so it is the value given.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint> {
  public var wrappedValue: Value

  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { self.wrappedValue = wrappedValue }
}

extension Binding {
  /// The same binding, whose changes SwiftUI animates: the model animates nothing.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
  /// The same binding, whose changes SwiftUI makes in `transaction`: the model keeps none.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}

/// The button that turns a list's edit mode on and off, laid out as a
/// plain button titled "Edit".
public struct EditButton: View {
  public init() {}
  public var body: some View { Button("Edit") {} }
}

extension MutableCollection where Self: RangeReplaceableCollection {
  /// Moves the elements at `source` to before `destination`, as SwiftUI's extension does for `onMove`.
  public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
    let moving = source.map { self[index(startIndex, offsetBy: $0)] }
    let before = source.count(in: 0..<destination)
    for offset in source.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
    insert(contentsOf: moving, at: index(startIndex, offsetBy: destination - before))
  }
}

extension RangeReplaceableCollection {
  /// Removes the elements at `offsets`, as SwiftUI's extension does for `onDelete`.
  public mutating func remove(atOffsets offsets: IndexSet) {
    for offset in offsets.reversed() { remove(at: index(startIndex, offsetBy: offset)) }
  }
}

/// How a `ProgressView` is drawn, as SwiftUI's style protocol: accepted; the
/// view keeps the model's estimated size whatever the style.
public protocol ProgressViewStyle {}

/// A bar, as SwiftUI's `LinearProgressViewStyle`.
public struct LinearProgressViewStyle: ProgressViewStyle, Sendable {
  public init() {}
  public init(tint: Color) {}
}

/// A spinner, as SwiftUI's `CircularProgressViewStyle`.
public struct CircularProgressViewStyle: ProgressViewStyle, Sendable {
  public init() {}
  public init(tint: Color) {}
}

/// The platform's choice, as SwiftUI's `DefaultProgressViewStyle`.
public struct DefaultProgressViewStyle: ProgressViewStyle, Sendable {
  public init() {}
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
  public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
  public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
  public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension View {
  /// Accepted: the progress views below keep the model's estimated sizes.
  public func progressViewStyle(_ style: some ProgressViewStyle) -> Self { self }
}

extension Color {
  /// A blend of this color and `other` (iOS 18): colors have no geometry, so the model keeps this one.
  public func mix(with other: Color, by fraction: Double) -> Color { self }
}

extension View {
  /// Accepted: the space between a list's rows (iOS 15); the model's list keeps its rows as they are.
  public func listRowSpacing(_ spacing: CGFloat?) -> Self { self }
}

/// What `.toolbar { … }` holds, as SwiftUI's `ToolbarContent`: the model's toolbar items are views, so a
/// toolbar of the file's own (`@ToolbarContentBuilder var items: some ToolbarContent`) is one too.
public typealias ToolbarContent = View

/// SwiftUI's builder of toolbar content: the model's view builder.
public typealias ToolbarContentBuilder = ViewBuilder
