import Foundation
import ScrollFormats
import ScrollPhysics
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
  /// The content's margins at both ends of the scrolling axis (pt), as
  /// `contentMargins(for: .scrollContent)`: the container is smaller by them.
  public var margins = 0.0
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
  /// The deceleration rate: the velocity kept per ms, in (0, 1).
  public var rate = DecelerationRate.normal.rawValue
  /// The scene as the command line gave it, which the form above only
  /// approximates (a view file's layout, margins, padding, relative frames):
  /// what ``scenario()`` uses until the page sends a scene of its own. Not
  /// sent to the page.
  public var given: Scene?

  private enum CodingKeys: String, CodingKey {
    case kind, count, length, spacing, padding, margins, axis, width, height, device, landscape, rightToLeft, rate
  }

  /// The most children the page draws.
  public static let maximumChildren = 500

  public init() {}

  /// The form of `scene`: its children as pages or cards (content counted in
  /// pages or given as a size becomes that many pages), its screen, axis,
  /// direction and rate.
  public init(_ scene: Scene) {
    if !Self.holds(scene) { given = scene }
    let container = scene.containerSize
    let axis = scene.primaryAxis
    if let children = scene.children {
      kind = children.perPage == 1 ? .pages : .cards
      count = children.count
      length = children.row(container: container, axis: axis).length
      spacing = children.spacing
      padding = children.leadingPadding
    } else if let first = scene.targets.first {
      // Children given as frames (a view file's): cards of the first one's length, its gap and its place.
      let frames = scene.childFrames(forContainer: container)
      kind = .cards
      count = frames.count
      length = Double(first.length(on: axis))
      spacing = frames.count > 1 ? max(0, Double(frames[1].min(on: axis) - frames[0].max(on: axis))) : 0
      padding = max(0, Double(frames[0].min(on: axis)))
    } else {
      let length = scene.contentSize(forContainer: container)[axis]
      count = Int((length / container[axis]).rounded(.up))
    }
    self.axis = axis
    margins = Double(axis == .horizontal ? scene.contentMargins.leading : scene.contentMargins.top)
    width = scene.screen.bounds.width
    height = scene.screen.bounds.height
    device = scene.screen.device?.name ?? ""
    landscape = scene.screen.orientation == .landscape
    rightToLeft = scene.environment.layoutDirection == .rightToLeft
    rate = scene.decelerationRate.rawValue
  }

  /// Whether the form holds all of `scene`: pages or a row of equal children
  /// from the start, padded alike at both ends, on a screen with no padding
  /// or margins of its own. (Content counted in pages becomes page-long children.)
  static func holds(_ scene: Scene) -> Bool {
    let axis = scene.primaryAxis
    let margins = scene.contentMargins
    let even =
      axis == .horizontal
      ? margins.leading == margins.trailing && margins.top == 0 && margins.bottom == 0
      : margins.top == margins.bottom && margins.leading == 0 && margins.trailing == 0
    guard scene.targets.isEmpty, scene.viewScreens.isEmpty, scene.safeAreaPadding == .zero, even else { return false }
    guard let row = scene.children else { return true }
    return row.span == 1 && row.frameSpacing == nil && (row.perPage == nil || row.perPage == 1)
      && row.leadingPadding == row.trailingPadding
  }

  /// The scene's scroll view as a scenario with no steps yet: the form read
  /// into a ``SceneRequest``, whose rules make the scene as the command line's do.
  ///
  /// - Throws: ``InputError`` naming the field that is out of range.
  public func scenario() throws(InputError) -> Scenario {
    if let given { return Scenario(scene: given, steps: []) }
    guard (1...Self.maximumChildren).contains(count) else {
      throw InputError("count", "must be between 1 and \(Self.maximumChildren), got \(count)")
    }
    var request = SceneRequest()
    request.children = count
    request.child = kind == .pages ? .page : .points(length)
    request.spacing = spacing
    request.padding = SceneRequest.Ends(padding, padding)
    request.margins = margins == 0 ? nil : .ends(SceneRequest.Ends(margins, margins))
    request.axes = Axis.Set(axis: axis)
    if device.isEmpty {
      request.bounds = CGSize(width: width, height: height)
    } else {
      do {
        request.device = try DevicePreset.named(device)
      } catch {
        throw InputError("device", error.description)
      }
      request.landscape = landscape
    }
    request.rightToLeft = rightToLeft
    guard let decelerationRate = DecelerationRate(rawValue: rate) else {
      throw InputError("rate", "must be in (0, 1), got \(rate)")
    }
    request.rate = decelerationRate
    let scene: Scene
    do {
      scene = try request.scene()
    } catch {
      throw InputError(error.field.rawValue + (error.part.map { " (\($0))" } ?? ""), error.message)
    }
    let scenario = Scenario(scene: scene, steps: [])
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
