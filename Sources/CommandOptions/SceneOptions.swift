import ArgumentParser
import ScrollFormats
import ScrollPhysics
import ScrollSimulation
import ScrollTargets

/// The scene a command's gestures happen in, the same options with the same
/// defaults for every command that runs gestures (docs/formats.md, "Scenes").
///
/// Every option is optional: ``scene()`` fills what is not given with the
/// defaults (an iPhone 14's 390 x 844 pt bounds as a plain screen, ten
/// pages, horizontal, `normal` deceleration, left to right), and
/// ``apply(to:)`` changes only what is given, as `simulate` does to a
/// scenario file's scene.
///
/// The screen's size is given one of two ways, each meaning one thing:
/// `--bounds`, the scroll view's bounds, which the margins and padding then
/// take from; or `--container`, what is left after them, the bounds growing
/// to hold them. Without margins or padding the two are the same size.
public struct SceneOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A device preset whose bounds less its safe-area insets are the container: \(DevicePreset.names.joined(separator: ", ")).",
      valueName: "name"))
  public var device: String?

  @Flag(help: "Hold the --device in landscape (default: portrait).")
  public var landscape = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The scroll view's bounds in points, without --device; the container is the bounds less --margins and --safe-area-padding (default: 390x844).",
      valueName: "WxH"))
  public var bounds: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The container in points, in place of --bounds: the bounds less the margins and padding, so the bounds are this plus them (default: 390x844 less the margins and padding).",
      valueName: "WxH"))
  public var container: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The content size in points (default: the children's row, else 10 pages).", valueName: "WxH"))
  public var content: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Content this many container lengths long (default: 10).", valueName: "count"))
  public var pages: Double?

  @Option(help: ArgumentHelp("The scrolling axis: horizontal or vertical (default: horizontal).", valueName: "axis"))
  public var axis: Axis?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "The deceleration rate: normal, fast, or the velocity kept per ms in (0, 1) (default: normal).",
      valueName: "rate"))
  public var rate: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Lay out this many children, each --child long (default: no children).", valueName: "count"))
  public var children: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Each child's length in points, or 'page' for one container long (default: page).", valueName: "pt|page"))
  public var child: String?

  @Option(
    parsing: .unconditional, help: ArgumentHelp("The gap between children in points (default: 0).", valueName: "pt"))
  public var spacing: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Space before the first child and after the last, in points: PT for both or LEADING,TRAILING (default: 0).",
      valueName: "pt[,pt]"))
  public var padding: String?

  @Flag(help: "Lay the content out right to left (default: left to right).")
  public var rtl = false

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Children per container length, each as containerRelativeFrame(count:) sizes it, in place of --child.",
      valueName: "count"))
  public var perPage: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("The columns each child spans, as containerRelativeFrame(span:) (default: 1).", valueName: "n"))
  public var span: Int?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Content margins at the scrolling axis's start and end, as contentMargins(for: .scrollContent): PT or START,END (default: 0).",
      valueName: "pt[,pt]"))
  public var margins: String?

  @Option(
    name: .customLong("safe-area-padding"), parsing: .unconditional,
    help: ArgumentHelp(
      "Padding added to the safe area at the scrolling axis's start and end, as safeAreaPadding: PT or START,END (default: 0).",
      valueName: "pt[,pt]"))
  public var safeAreaPadding: String?

  @Option(
    help: ArgumentHelp(
      "What containerRelativeFrame divides: lessMargins (the container) or ignoringMargins (default: lessMargins).",
      valueName: "choice"))
  public var relativeFrames: String?

  @Option(
    name: .customLong("scene"),
    help: ArgumentHelp(
      "A .swift file of SwiftUI views (File.swift or File.swift:Type): its ScrollView, laid out on the screen (--device, --landscape, --container), is the scene; the behavior 'view' is its .scrollTargetBehavior. The file runs as trusted code, unsandboxed.",
      valueName: "file.swift"))
  public var viewFile: String?

  @Option(
    name: .customLong("view"),
    help: ArgumentHelp(
      "The view of the --scene file to lay out: a view type, or a #Preview by its name (#Preview(\"Dark\") is Dark; unnamed ones are Preview, Preview 2, …).",
      valueName: "name"))
  public var viewName: String?

  @Option(
    name: .customLong("scroll-view"),
    help: ArgumentHelp(
      "The scroll view of the --scene file to take, by the line of its ScrollView (default: the one with a .scrollTargetBehavior or .scrollTargetLayout).",
      valueName: "line"))
  public var scrollViewLine: Int?

  public init() {}

  /// Whether any option was given.
  public var isGiven: Bool {
    device != nil || landscape || bounds != nil || container != nil || content != nil || pages != nil || axis != nil
      || rate != nil
      || children != nil || child != nil || spacing != nil || padding != nil || rtl || perPage != nil || span != nil
      || margins != nil || safeAreaPadding != nil || relativeFrames != nil || viewFile != nil || viewName != nil
      || scrollViewLine != nil
  }

  public func validate() throws {
    do {
      _ = try scene()
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The scene the options describe, the defaults filling the rest.
  ///
  /// - Throws: ``InputError`` naming the option and what is wrong with it.
  public func scene() throws(InputError) -> Scene {
    var scene = Scene()
    try apply(to: &scene)
    return scene
  }

  /// Changes `scene` as the options given say, leaving the rest: the
  /// options are read into a ``SceneRequest``, whose rules make the scene.
  ///
  /// - Throws: ``InputError`` naming the option and what is wrong with it.
  public func apply(to scene: inout Scene) throws(InputError) {
    try checkViewFile()
    let request = try request()
    do {
      try request.apply(to: &scene)
    } catch {
      throw error.inputError
    }
  }

  /// The options read into a request: each text in its own syntax, nothing more.
  ///
  /// - Throws: ``InputError`` for an option whose text does not read.
  public func request() throws(InputError) -> SceneRequest {
    var request = SceneRequest()
    if let device {
      do {
        request.device = try DevicePreset.named(device)
      } catch {
        throw InputError("--device", error.description)
      }
    }
    request.landscape = landscape
    request.bounds = try bounds.map { text throws(InputError) in try Self.size(text, option: "--bounds", minimum: 1) }
    request.container = try container.map { text throws(InputError) in
      try Self.size(text, option: "--container", minimum: 1)
    }
    request.content = try content.map { text throws(InputError) in try Self.size(text, option: "--content") }
    request.pages = pages
    request.axes = axis.map { Axis.Set(axis: $0) }
    if let rate {
      guard let parsed = DecelerationRate(named: rate) else {
        throw InputError("--rate", "expected normal, fast or a number in (0, 1), got '\(rate)'")
      }
      request.rate = parsed
    }
    request.children = children
    switch child {
    case nil: break
    case "page": request.child = .page
    case let text?:
      guard let length = Double(text) else {
        throw InputError("--child", "expected a length in points or 'page', got '\(text)'")
      }
      request.child = .points(length)
    }
    request.spacing = spacing
    request.padding = try padding.map { text throws(InputError) in try Self.ends(text, option: "--padding") }
    request.rightToLeft = rtl
    request.perPage = perPage
    request.span = span
    request.margins = try margins.map { text throws(InputError) in .ends(try Self.ends(text, option: "--margins")) }
    request.safeAreaPadding = try safeAreaPadding.map { text throws(InputError) in
      .ends(try Self.ends(text, option: "--safe-area-padding"))
    }
    if let relativeFrames {
      guard let choice = Scene.RelativeFrames(rawValue: relativeFrames) else {
        throw InputError("--relative-frames", "expected lessMargins or ignoringMargins, got '\(relativeFrames)'")
      }
      request.relativeFrames = choice
    }
    return request
  }

  /// Parses a size written `WxH` or `W×H` in points (`390x844`, `390×844`),
  /// naming `option` and what is wrong, as every surface does (``CGSize/init(parsing:what:minimum:)``).
  public static func size(_ text: String, option: String, minimum: Double = 0) throws(InputError) -> CGSize {
    try CGSize(parsing: text, what: option, minimum: minimum)
  }

  /// Parses two ends: `16` for both, or `16,24` for the start (leading) and the end (trailing).
  public static func ends(_ text: String, option: String) throws(InputError) -> SceneRequest.Ends {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    switch parts.count {
    case 1: if let both = parts[0] { return SceneRequest.Ends(both, both) }
    case 2: if let start = parts[0], let end = parts[1] { return SceneRequest.Ends(start, end) }
    default: break
    }
    throw InputError(option, "expected PT or START,END in points, such as 16 or 16,24, got '\(text)'")
  }
}
