import Foundation
import ScrollSimulation
import ScrollTargets

/// A `.swift` file of SwiftUI views, compiled unchanged against the model
/// and laid out in a process of its own (docs/views.md, "View files").
///
/// The build picks the view (``SwiftViewChoice``: `--view NAME`,
/// `File.swift:NAME`, else the view type whose body holds the `ScrollView`,
/// or the `#Preview` that makes it), makes it with `Type()`, and lays it out
/// with ``ViewLayout`` on each screen asked, all in one run of the helper:
/// the file runs as trusted code, unsandboxed, but the run is bounded in
/// time (``seconds``) and in data (its `RLIMIT_DATA`, ``memoryBytes``), says
/// it is at work every 10 s, and ends with every process it started.
public struct SwiftViewFile: Sendable {
  /// The file as the user named it (`Carousel.swift`, or `Carousel.swift:Type`).
  public let spec: String
  /// The file's path, where its failures are located.
  public let path: String
  /// The built layout helper.
  public let product: SwiftBehaviorBuild.Product
  /// The wall-clock time a layout may take on each screen, in seconds:
  /// `SCROLLSCRIPT_LAYOUT_TIMEOUT`, else ``defaultLayoutSeconds``. A run of
  /// the helper lays out every screen asked and may take this times their
  /// number; past it, it is stopped and its processes killed.
  public var seconds: Double
  /// The cap on the helper's data (`RLIMIT_DATA`), in bytes. Default
  /// ``defaultMemoryBytes``.
  public var memoryBytes: Int
  private let build: SwiftBehaviorBuild

  /// Whether `spec` names a `.swift` file of views with a `ScrollView` (a
  /// light reading of its text, without compiling): what `play FILE.swift`
  /// takes as its scene rather than as a behavior. False for a file that
  /// cannot be read, or whose code holds no scroll view.
  public static func holdsScrollView(_ spec: String) -> Bool {
    let path = SwiftBehaviorBuild.split(spec).path
    guard path.hasSuffix(".swift"), let data = FileManager.default.contents(atPath: path), data.count <= 8 << 20
    else { return false }
    return !SwiftBehaviorSource(String(decoding: data, as: UTF8.self)).scrollViews.isEmpty
  }

  /// The default memory cap of a layout run: 256 MiB, room for
  /// ``ViewLayout/maximumForEachCount`` views and their frames.
  public static let defaultMemoryBytes = 256 << 20

  /// The default of ``seconds``: 5 s. A layout is a behavior call's work
  /// more than a compile's: 10,000 cards take a fifth of a second, the
  /// longest `ForEach` the model takes (100,000 cards) about three, and a
  /// body that never returns would otherwise hold the command for the
  /// build's 120 s.
  public static let defaultLayoutSeconds: Double = 5

  /// ``seconds`` as the environment sets it: `SCROLLSCRIPT_LAYOUT_TIMEOUT`
  /// (seconds, above 0), else ``defaultLayoutSeconds``.
  public static var layoutSeconds: Double {
    let limit = ProcessInfo.processInfo.environment["SCROLLSCRIPT_LAYOUT_TIMEOUT"].flatMap(Double.init)
    return limit.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? defaultLayoutSeconds
  }

  /// Builds the layout helper of `spec` (or finds it in the cache), the
  /// view and scroll view chosen as `pick` says.
  ///
  /// - Throws: ``SwiftBehaviorError`` when the file cannot be read, picks no
  ///   view, or does not compile (at the user's line and column).
  public init(
    _ spec: String, pick: ViewPick = ViewPick(), build: SwiftBehaviorBuild? = nil,
    memoryBytes: Int = SwiftViewFile.defaultMemoryBytes
  ) throws(SwiftBehaviorError) {
    self.spec = spec
    self.path = SwiftBehaviorBuild.split(spec).path
    let builder: SwiftBehaviorBuild
    if let build { builder = build } else { builder = try SwiftBehaviorBuild() }
    self.build = builder
    self.product = try builder.buildViewLayout(spec, pick: pick)
    self.seconds = Self.layoutSeconds
    self.memoryBytes = memoryBytes
  }

  /// The view laid out on each of `screens` (`ViewLayout`'s bounds, safe
  /// area, environment and relative-frame rule), in order.
  ///
  /// - Throws: ``SwiftBehaviorError``: the first screen's layout error at
  ///   the user's `path:line:column` (`frame has a length of -10.0: …`),
  ///   the behavior's fault as a compile error is; a helper that crashed,
  ///   went over its memory or time, or was interrupted.
  public func layout(
    _ screens: [Screen], relativeFrames: ViewLayout.RelativeFrames = .lessMargins,
    environment: EnvironmentValues = EnvironmentValues()
  ) throws(SwiftBehaviorError) -> [ViewFileLayout] {
    try ProcessGroups.building { () throws(SwiftBehaviorError) in
      try layoutNow(screens, relativeFrames: relativeFrames, environment: environment)
    }
  }

  private func layoutNow(
    _ screens: [Screen], relativeFrames: ViewLayout.RelativeFrames,
    environment: EnvironmentValues
  ) throws(SwiftBehaviorError) -> [ViewFileLayout] {
    guard !screens.isEmpty else { return [] }
    let replies: [LayoutExchange.Reply]
    do {
      let scratch = try build.cache.scratchFolder()
      defer { try? FileManager.default.removeItem(at: scratch) }
      let input = scratch.appending(path: "screens.json")
      let output = scratch.appending(path: "layouts.json")
      try LayoutExchange.encoder.encode(
        screens.map {
          Self.exchanged(
            $0, relativeFrames: relativeFrames, environment: environment, scrollViewLine: product.scrollViewLine)
        }
      ).write(to: input)
      let run = try CompilerRun(
        compiler: product.executable, seconds: seconds * Double(screens.count), progressSeconds: build.progressSeconds,
        progress: build.progress
      ).run([String(memoryBytes), input.path, output.path], task: "laying out \(path)")
      guard run.status == 0, let data = try? Data(contentsOf: output) else {
        throw failure(status: run.status, text: run.text)
      }
      do {
        replies = try LayoutExchange.decoder.decode([LayoutExchange.Reply].self, from: data)
      } catch {
        throw SwiftBehaviorError(location: path, "the layout helper's answer does not decode: \(error)")
      }
    } catch let error as SwiftBehaviorError {
      throw error
    } catch let stopped as CompilerRun.Stopped {
      throw stopped.layoutError(location: path, screens: screens.count)
    } catch {
      throw SwiftBehaviorError(location: path, "cannot lay out the view: \(error)")
    }
    guard replies.count == screens.count else {
      throw SwiftBehaviorError(
        location: path, "the layout helper answered \(replies.count) of \(screens.count) screens")
    }
    var layouts: [ViewFileLayout] = []
    for (reply, screen) in zip(replies, screens) {
      let layout: ViewFileLayout
      switch reply {
      case .failure(let error):
        let place = error.line.map { line in "\(path):\(line)" + (error.column.map { ":\($0)" } ?? "") } ?? path
        // A preview is named as the user wrote it, not by the type the tool made of it.
        let said = "\(error.view) \(error.issue): \(error.advice)"
        let named = product.viewName.map { said.replacingOccurrences(of: product.typeName, with: $0) } ?? said
        // Several scroll views to choose from, or none at the line asked, is for the user to settle: exit 2.
        let isChoice =
          error.kind == ViewLayoutError.Kind.severalScrollViews.rawValue
          || (error.kind == ViewLayoutError.Kind.noScrollView.rawValue && product.scrollViewLine != nil)
        throw SwiftBehaviorError(location: place, named, isInvalidBehavior: !isChoice)
      case .layout(let reported):
        guard let made = ViewFileLayout(reported, screen: screen, path: path) else {
          throw SwiftBehaviorError(location: path, "the layout helper's answer does not decode")
        }
        layout = made
      }
      if product.scrollViewLine == nil, layout.candidates.count > 1, !layout.candidates.contains(where: \.snaps) {
        throw SwiftBehaviorError(
          location: path,
          "several scroll views, and none has a .scrollTargetBehavior or .scrollTargetLayout: "
            + "pick one with --scroll-view LINE\n"
            + layout.candidates.map { "  \(path):\($0.line)" }.joined(separator: "\n"))
      }
      layouts.append(layout)
    }
    return layouts
  }

  /// A screen as the helper reads it, the line of the scroll view to report with it.
  static func exchanged(
    _ screen: Screen, relativeFrames: ViewLayout.RelativeFrames,
    environment: EnvironmentValues, scrollViewLine: Int?
  ) -> LayoutExchange.Screen {
    var layout = ViewLayout(
      bounds: screen.bounds, safeAreaInsets: screen.safeAreaInsets, layoutDirection: environment.layoutDirection,
      relativeFrames: relativeFrames)
    layout.environment.horizontalSizeClass = environment.horizontalSizeClass
    layout.environment.verticalSizeClass = environment.verticalSizeClass
    if let device = screen.device, let orientation = screen.orientation {
      layout.environment = device.environment(orientation, layoutDirection: environment.layoutDirection)
    }
    layout.scrollViewLine = scrollViewLine
    return LayoutExchange.Screen(layout)
  }

  /// Why a run gave no layouts: its memory, a crash (its last words), or an unreadable answer.
  private func failure(status: Int32, text: String) -> SwiftBehaviorError {
    let last = text.split(separator: "\n").last.map(String.init) ?? ""
    if SwiftFileBehavior.isAllocationFailure(text) {
      return SwiftBehaviorError.invalid(
        location: path,
        "its layout went over its memory cap of \(BehaviorLimits.describe(bytes: memoryBytes)) (--memory): \(last)")
    }
    let how = status > 128 ? "crashed on signal \(status - 128)" : "exited with status \(status)"
    return SwiftBehaviorError.invalid(
      location: path, "its layout \(how)" + (last.isEmpty ? "" : ": \(last)"))
  }
}

extension CompilerRun.Stopped {
  /// The error for a layout run of `screens` screens that was stopped.
  func layoutError(location: String, screens: Int) -> SwiftBehaviorError {
    switch self {
    case .timedOut(let seconds):
      SwiftBehaviorError(
        location: location,
        "its layout took longer than \(NumberWords.seconds(seconds))"
          + (screens > 1 ? " (\(NumberWords.seconds(seconds / Double(screens))) for each of \(screens) screens)" : "")
          + " and was stopped: a body that never returns, "
          + "or a layout too long (SCROLLSCRIPT_LAYOUT_TIMEOUT sets the limit)", isInvalidBehavior: true)
    case .interrupted:
      SwiftBehaviorError(location: location, "its layout was interrupted; nothing was kept")
    }
  }
}
