// The tool's own API, which SwiftUI does not have: compiled only with the
// flag SCROLLSCRIPT, which the package, the model's build and every file the
// tool compiles set, and Xcode does not. A file that conforms or calls
// `emit` under `#if SCROLLSCRIPT` builds in an app unchanged.
#if SCROLLSCRIPT
  /// A behavior in a `.swift` file that watches the scroll view's phases while
  /// `simulate`, the REPL or the playground runs it, as a Lua script's
  /// `onScrollPhaseChange(old, new)` does (docs/swift-files.md, "Hooks").
  ///
  /// The tool's own API, not SwiftUI's: a view file sees it, as it sees the
  /// whole model, but an app has no such protocol; the same code sits in a view's
  /// `.onScrollPhaseChange { old, new in … }`. Here the behavior conforms and
  /// calls ``emit(_:_:)`` to put events on the timeline. The hook is
  /// `mutating`: what it keeps is the behavior's state, which its
  /// `updateTarget` sees, until the helper that runs it is started again (after
  /// a call failed).
  public protocol ScrollPhaseObserving {
    /// Called at each change of phase, after the change.
    mutating func onScrollPhaseChange(_ oldPhase: ScrollPhase, _ newPhase: ScrollPhase)
  }

  /// A behavior in a `.swift` file that watches the scroll view's geometry, as
  /// a Lua script's `onScrollGeometryChange(old, new)` does: called when the
  /// offset, the content size or the container size changed since the last
  /// frame, with the geometry before and after.
  ///
  /// The tool's own API, not SwiftUI's: in an app the same code sits in a
  /// view's `.onScrollGeometryChange(for:of:action:)`.
  public protocol ScrollGeometryObserving {
    mutating func onScrollGeometryChange(_ oldGeometry: ScrollGeometry, _ newGeometry: ScrollGeometry)
  }

  /// Puts an event named `name` on the timeline, its value as `String(describing:)`
  /// gives it: from a hook of ``ScrollPhaseObserving`` or
  /// ``ScrollGeometryObserving``, as Lua's `emit(name, value)` does. Anywhere
  /// else it does nothing that lasts: the events are taken after each hook call.
  ///
  /// The tool's own API, not SwiftUI's: an app has no `emit`.
  public func emit(_ name: String, _ value: Any) {
    ScrollHookEvents.append(name: name, value: String(describing: value))
  }

  /// The events the running hook has emitted: kept in the helper process that
  /// runs a `.swift` behavior and taken after each hook call.
  ///
  /// One call keeps at most ``maximumEvents`` events and ``maximumBytes`` of
  /// their names and values; the rest are dropped here, and the tool, which
  /// bounds a whole run by the same figures, says that it cut them off.
  ///
  /// The tool's own API, not SwiftUI's.
  public enum ScrollHookEvents {
    /// The most events one hook call keeps: 10,000, a run's bound.
    public static let maximumEvents = 10_000
    /// The most bytes of names and values one hook call keeps: 4 MiB, a run's bound.
    public static let maximumBytes = 4 << 20

    // One hook runs at a time, on the helper's one thread.
    nonisolated(unsafe) private static var events: [(name: String, value: String)] = []
    nonisolated(unsafe) private static var bytes = 0

    static func append(name: String, value: String) {
      // Up to one event past each bound is kept, cut to a byte past it, so
      // that the tool sees the bound was passed and no answer outgrows it.
      guard events.count <= maximumEvents, bytes <= maximumBytes else { return }
      let room = maximumBytes + 1 - bytes
      let name = clipped(name, to: room)
      let value = clipped(value, to: room - name.utf8.count)
      bytes += name.utf8.count + value.utf8.count
      events.append((name, value))
    }

    /// `text`'s first `limit` bytes (none when `limit` is not positive), as text.
    private static func clipped(_ text: String, to limit: Int) -> String {
      text.utf8.count <= limit ? text : String(decoding: text.utf8.prefix(max(0, limit)), as: UTF8.self)
    }

    /// The events emitted since the last take, in order; none are kept.
    public static func take() -> [(name: String, value: String)] {
      defer {
        events = []
        bytes = 0
      }
      return events
    }
  }
#endif
