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
      "A .swift file of SwiftUI views (File.swift or File.swift:Type): its ScrollView, laid out on the screen (--device, --landscape, --container), is the scene; the behavior 'view' is its .scrollTargetBehavior.",
      valueName: "file.swift"))
  public var viewFile: String?

  public init() {}

  /// Whether any option was given.
  public var isGiven: Bool {
    device != nil || landscape || bounds != nil || container != nil || content != nil || pages != nil || axis != nil || rate != nil
      || children != nil || child != nil || spacing != nil || padding != nil || rtl || perPage != nil || span != nil
      || margins != nil || safeAreaPadding != nil || relativeFrames != nil || viewFile != nil
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

  /// Changes `scene` as the options given say, leaving the rest.
  ///
  /// - Throws: ``InputError`` naming the option and what is wrong with it.
  public func apply(to scene: inout Scene) throws(InputError) {
    if landscape, device == nil { throw InputError("--landscape", "needs --device") }
    try checkViewFile()
    if bounds != nil, container != nil { throw InputError("--container", "give --bounds or --container, not both") }
    if let device {
      guard container == nil else { throw InputError("--container", "give --container or --device, not both") }
      guard bounds == nil else { throw InputError("--bounds", "give --bounds or --device, not both") }
      let preset: DevicePreset
      do {
        preset = try DevicePreset.named(device)
      } catch {
        throw InputError("--device", error.description)
      }
      let orientation: Orientation = landscape ? .landscape : .portrait
      scene.screen = Screen(device: preset, orientation: orientation)
      let direction = scene.environment.layoutDirection
      scene.environment = preset.environment(orientation, layoutDirection: direction)
    }
    if let axis { scene.axes = Axis.Set(axis: axis) }
    if let bounds {
      scene.screen = Screen(bounds: try Self.size(bounds, option: "--bounds", minimum: 1))
    }
    try applyInsets(to: &scene)
    if let container {
      scene.setContainer(try Self.size(container, option: "--container", minimum: 1))
    }
    if let rate {
      guard let parsed = DecelerationRate(named: rate) else {
        throw InputError("--rate", "expected normal, fast or a number in (0, 1), got '\(rate)'")
      }
      scene.decelerationRate = parsed
    }
    if rtl { scene.environment.layoutDirection = .rightToLeft }
    if content != nil, pages != nil { throw InputError("--pages", "give --content or --pages, not both") }
    if let content {
      scene.content = .size(try Self.size(content, option: "--content"))
    }
    if let pages {
      guard pages.isFinite, pages > 0, pages <= 10_000 else {
        throw InputError("--pages", "expected a number of pages in (0, 10000], got \(pages)")
      }
      scene.content = .pages(pages)
    }
    try applyChildren(to: &scene)
  }

  /// `--children`, `--child`, `--spacing` and `--padding`: a row of children,
  /// which the content follows unless `--content` or `--pages` sets it.
  private func applyChildren(to scene: inout Scene) throws(InputError) {
    guard children != nil || child != nil || spacing != nil || padding != nil || perPage != nil || span != nil else {
      return
    }
    guard children != nil || child != nil || perPage != nil else {
      throw InputError(
        spacing != nil ? "--spacing" : padding != nil ? "--padding" : "--span",
        "lays out children: give --children, --child or --per-page too")
    }
    var layout = scene.children ?? Scene.ChildLayout(count: 10, perPage: 1)
    let lengths = Quantity.length.range.upperBound
    if let children {
      guard (0...Scenario.maximumChildren).contains(children) else {
        throw InputError("--children", "expected 0 to \(Scenario.maximumChildren) children, got \(children)")
      }
      layout.count = children
    }
    switch child {
    case nil: break
    case "page":
      layout.perPage = 1
    case let text?:
      guard let length = Double(text) else {
        throw InputError("--child", "expected a length in points or 'page', got '\(text)'")
      }
      try InputError.check(length, "--child", in: 1...lengths)
      layout.perPage = nil
      layout.length = length
    }
    try applyRelativeFrame(to: &layout)
    if let spacing {
      try InputError.check(spacing, "--spacing", in: 0...lengths)
      layout.spacing = spacing
    }
    if let padding {
      let ends = try Self.padding(padding)
      try InputError.check(ends.leading, "--padding (leading)", in: 0...lengths)
      try InputError.check(ends.trailing, "--padding (trailing)", in: 0...lengths)
      (layout.leadingPadding, layout.trailingPadding) = ends
    }
    if children == nil, layout.perPage == nil, content != nil, case .size(let size) = scene.content {
      // A given content and a child length: as many children as reach the content's end.
      layout.count = layout.countFilling(size[scene.primaryAxis])
      guard layout.count <= Scenario.maximumChildren else {
        throw InputError("--child", "makes \(layout.count) children, over the limit of \(Scenario.maximumChildren)")
      }
    }
    scene.children = layout
    if content == nil, pages == nil { scene.content = .children }
  }

  /// Parses a size written `WxH` or `W×H` in points (`390x844`, `390×844`),
  /// naming `option` and what is wrong, as every surface does (``CGSize/init(parsing:what:minimum:)``).
  public static func size(_ text: String, option: String, minimum: Double = 0) throws(InputError) -> CGSize {
    try CGSize(parsing: text, what: option, minimum: minimum)
  }

  /// Parses a padding: `16` for both ends, or `16,24` for leading and trailing.
  public static func padding(_ text: String, option: String = "--padding") throws(InputError) -> (
    leading: Double, trailing: Double
  ) {
    let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
    switch parts.count {
    case 1: if let both = parts[0] { return (both, both) }
    case 2: if let leading = parts[0], let trailing = parts[1] { return (leading, trailing) }
    default: break
    }
    throw InputError(option, "expected PT or LEADING,TRAILING in points, such as 16 or 16,24, got '\(text)'")
  }
}
