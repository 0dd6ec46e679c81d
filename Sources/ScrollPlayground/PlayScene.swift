import Foundation
import ScrollFormats
import ScrollSimulation
import ScrollTargets

/// What the playground's phone shows: pages or cards in a scroll view of a
/// given size or on a device preset (with its safe-area insets), on an axis,
/// left to right or right to left.
///
/// The page edits it with its controls and sends it back whole; the session
/// turns it into the scenario (without steps) its gestures are recorded on.
public struct PlayScene: Codable, Hashable, Sendable {
  /// `pages`: children as long as the container (`containerRelativeFrame`);
  /// `cards`: children `length` pt long.
  public enum Kind: String, Codable, Sendable, CaseIterable {
    case pages, cards
  }

  public var kind: Kind = .pages
  public var count = 10
  /// A card's length along the axis (pt); pages ignore it.
  public var length = 300.0
  /// The gap between children (pt).
  public var spacing = 0.0
  /// The space before the first child and after the last (pt).
  public var padding = 0.0
  public var axis: Axis = .horizontal
  /// The container's size (pt) when there is no device.
  public var width = 390.0
  public var height = 844.0
  /// A device preset's name (`DevicePreset.names`): its bounds and insets
  /// make the container; "" for the size above.
  public var device = ""
  /// The device held in landscape.
  public var landscape = false
  public var rightToLeft = false

  /// The most children the page draws.
  public static let maximumChildren = 500

  public init() {}

  /// The scene's scroll view as a scenario with no steps yet.
  ///
  /// - Throws: ``InputError`` naming the field that is out of range.
  public func scenario() throws(InputError) -> Scenario {
    guard (1...Self.maximumChildren).contains(count) else {
      throw InputError("count", "must be between 1 and \(Self.maximumChildren), got \(count)")
    }
    let children: Scenario.ChildLayout =
      switch kind {
      case .pages: .init(count: count, perPage: 1, spacing: spacing, leadingPadding: padding, trailingPadding: padding)
      case .cards:
        .init(count: count, length: length, spacing: spacing, leadingPadding: padding, trailingPadding: padding)
      }
    var screen: Screen?
    if !device.isEmpty {
      do {
        screen = Screen(device: try DevicePreset.named(device), orientation: landscape ? .landscape : .portrait)
      } catch {
        throw InputError("device", error.description)
      }
    }
    let scenario = Scenario(
      containerSize: CGSize(width: width, height: height), contentSize: nil, axes: Axis.Set(axis: axis),
      environment: EnvironmentValues(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight),
      children: children, steps: [], screen: screen)
    try scenario.validate()
    return scenario
  }
}

extension Axis: Codable {
  public init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    guard let axis = Axis.allCases.first(where: { $0.description == name }) else {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "expected horizontal or vertical"))
    }
    self = axis
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
