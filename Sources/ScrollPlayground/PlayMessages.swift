import Foundation
import ScrollFormats
import ScrollTargets

// The messages between the playground's page and the host, one JSON object
// per WebSocket text message, each with a "type" (docs/formats.md, "The
// playground's messages"). Times are the page's clock in seconds
// (performance.now() / 1000); points are the phone's points, from its top left.

/// What the page sends.
public enum PlayInput: Equatable, Sendable {
  /// The largest time a message may carry, either sign (s): about 31 years of a page's clock.
  public static let maximumTime = 1e9

  /// A finger (or the mouse button) goes down on the phone at `point`.
  case down(t: Double, CGPoint)
  /// The finger moves; `sequence` comes back with the frame, for timing the round trip.
  case move(t: Double, CGPoint, sequence: Int?)
  /// The finger lifts.
  case up(t: Double, CGPoint)
  /// The phone turns: width and height swap.
  case rotate(t: Double)
  /// The scene changes: the session starts again on it.
  case scene(PlayScene)
  /// Save the gestures so far as a scenario file.
  case record
  /// Draw the landing map of the scene as it is now.
  case map

  private struct Wire: Decodable {
    var type: String
    var t: Double?
    var x: Double?
    var y: Double?
    var seq: Int?
    var scene: PlayScene?
  }

  /// Reads one message.
  ///
  /// - Throws: ``InputError`` saying what is missing or unknown.
  public init(json text: String) throws(InputError) {
    let wire: Wire
    do {
      wire = try JSONDecoder().decode(Wire.self, from: Data(text.utf8))
    } catch {
      throw InputError("message", "not a message the playground knows: \(error)")
    }
    func time() throws(InputError) -> Double {
      guard let t = wire.t else { throw InputError("message.t", "missing: the time in seconds") }
      // The page's clock: seconds since it loaded, bounded so that no frame count overflows.
      try InputError.check(t, "message.t", in: -PlayInput.maximumTime...PlayInput.maximumTime)
      return t
    }
    func point() throws(InputError) -> CGPoint {
      guard let x = wire.x, let y = wire.y else {
        throw InputError("message", "\(wire.type) needs \"x\" and \"y\" in points")
      }
      return CGPoint(x: try Quantity.offset.check(x, "message.x"), y: try Quantity.offset.check(y, "message.y"))
    }
    switch wire.type {
    case "down": self = .down(t: try time(), try point())
    case "move": self = .move(t: try time(), try point(), sequence: wire.seq)
    case "up": self = .up(t: try time(), try point())
    case "rotate": self = .rotate(t: try time())
    case "scene":
      guard let scene = wire.scene else { throw InputError("message.scene", "missing") }
      self = .scene(scene)
    case "record": self = .record
    case "map": self = .map
    default:
      throw InputError("message.type", "expected down, move, up, rotate, scene, record or map, got '\(wire.type)'")
    }
  }
}

/// What the host sends.
public enum PlayOutput: Encodable, Sendable {
  case scene(SceneMessage)
  case frame(FrameMessage)
  case motion(MotionMessage)
  case log(LogMessage)
  case problem(ProblemMessage)
  case reloaded(ReloadMessage)
  case saved(SavedMessage)
  case map(MapMessage)

  public func encode(to encoder: any Encoder) throws {
    switch self {
    case .scene(let message): try message.encode(to: encoder)
    case .frame(let message): try message.encode(to: encoder)
    case .motion(let message): try message.encode(to: encoder)
    case .log(let message): try message.encode(to: encoder)
    case .problem(let message): try message.encode(to: encoder)
    case .reloaded(let message): try message.encode(to: encoder)
    case .saved(let message): try message.encode(to: encoder)
    case .map(let message): try message.encode(to: encoder)
    }
  }

  /// The message as the text of one WebSocket message.
  public var json: String {
    // Plain numbers, strings and arrays always encode.
    String(decoding: (try? JSONEncoder().encode(self)) ?? Data("{}".utf8), as: UTF8.self)
  }
}

/// The scene and its layout on each phone.
public struct SceneMessage: Encodable, Sendable {
  public var type = "scene"
  public var scene: PlayScene
  public var behaviors: [String]
  /// The device presets the scene may name: `[name, title]`.
  public var devices = DevicePreset.all.map { [$0.name, $0.title] }
  public var sides: [Side]
  /// Steps recorded so far, and whether the recording is full.
  public var recorded: Int
  public var recordingIsFull: Bool
  /// Whether the scene is the command line's (a view file's layout, margins,
  /// relative frames), which the form only approximates: the page says that
  /// editing the form replaces it.
  public var given: Bool

  public struct Side: Encodable, Sendable {
    /// The scroll view's bounds, and the safe-area insets inside them: top, leading, bottom, trailing.
    public var bounds: [Double]
    public var insets: [Double]
    /// Inside the safe area, the safe area's padding and the content's margins
    /// together: top, leading, bottom, trailing. Offset 0 puts the content there.
    public var margins: [Double]
    /// The bounds less the insets.
    public var container: [Double]
    public var content: [Double]
    /// Each child's frame: x, y, width, height.
    public var children: [[Double]]
    public var offset: [Double]
  }
}

/// Where each view is now, under the finger.
public struct FrameMessage: Encodable, Sendable {
  public var type = "frame"
  public var sequence: Int?
  /// `[x, y]` for each side.
  public var offsets: [[Double]]
  /// Each side's scroll phase now (``ScrollPhase``'s names): `tracking`, then `interacting` once the finger moved.
  public var phases: [String]

  enum CodingKeys: String, CodingKey { case type, sequence = "seq", offsets, phases }
}

/// The frames of an animation: each row `[t, x0, y0, x1, y1, …]`, `t` in the page's time.
public struct MotionMessage: Encodable, Sendable {
  public var type = "motion"
  public var frames: [[Double]]
  /// Each side's scroll phase as the animation starts (`decelerating`,
  /// `animating`, or `idle` when it already rests).
  public var phases: [String]
  /// When each side turns `idle`, in the page's time (s): the frame on which it rests.
  public var rests: [Double]
}

/// Lines for the page's log.
public struct LogMessage: Encodable, Sendable {
  public var type = "log"
  public var entries: [LogEntry]
}

/// One line of the log: a call, a line the script printed, a property it broke, or a failure.
public struct LogEntry: Encodable, Equatable, Sendable {
  public enum Kind: String, Encodable, Sendable { case call, print, violation, failure }
  public var side: Int
  public var kind: Kind
  public var text: String
}

/// Something the page should show as an error: a broken edit (`path:line: …`), a bad scene.
public struct ProblemMessage: Encodable, Sendable {
  public var type = "problem"
  /// What it concerns: a behavior's name, or "scene".
  public var source: String
  public var text: String

  public init(source: String, text: String) {
    self.source = source
    self.text = text
  }
}

/// An edit loaded and is in use.
public struct ReloadMessage: Encodable, Sendable {
  public var type = "reloaded"
  public var behavior: String

  public init(behavior: String) { self.behavior = behavior }
}

/// The recording was saved.
public struct SavedMessage: Encodable, Sendable {
  public var type = "saved"
  public var path: String
  /// The command that replays it.
  public var command: String

  public init(path: String, command: String) {
    self.path = path
    self.command = command
  }
}

/// The landing map of the scene as it is now, as SVG.
public struct MapMessage: Encodable, Sendable {
  public var type = "map"
  public var svg: String
  public var summary: String
}
