import Foundation

// Actions on a view's life (appearing, changes, tasks, refresh, submit)
// and the keyboard's settings.
// The model lays a view out once. Before it, as Xcode's canvas does before
// a preview is drawn, it runs `onAppear`'s actions and then starts the
// tasks, with 2 s to end; the other actions never run.

/// The key a text field's return key shows (`submitLabel(.search)`), as in SwiftUI.
public enum SubmitLabel: Sendable {
  case done
  case go
  case send
  case join
  case route
  case search
  case `return`
  case next
  case `continue`
}

/// What `onSubmit` listens to, as in SwiftUI.
public struct SubmitTriggers: ExpressibleByArrayLiteral, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The union of `elements`: `[.a, .b]`.
  public init(arrayLiteral elements: SubmitTriggers...) {
    self.init(rawValue: elements.reduce(0) { $0 | $1.rawValue })
  }
  public static var text: SubmitTriggers { SubmitTriggers(rawValue: 1) }
  public static var search: SubmitTriggers { SubmitTriggers(rawValue: 2) }
}

/// The keyboard a text field asks for, as UIKit's `UIKeyboardType`; the model has no keyboard.
public enum UIKeyboardType: Int, Hashable, Sendable {
  case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
  case decimalPad, twitter, webSearch, asciiCapableNumberPad
}

/// How typed text is capitalized, as in SwiftUI.
public enum TextInputAutocapitalization: Sendable {
  case never
  case words
  case sentences
  case characters
}

/// The `onAppear` actions met while a view's tree is made. The layout runs
/// them once, then makes the tree again, so that what they set (sample data
/// loaded into a model, a selection) is on the first screen, as SwiftUI runs
/// them before that screen is drawn. Actions met in the second making are
/// not run: views that appear because of the first ones, or on later screens.
final class AppearActions: @unchecked Sendable {
  /// The collector of the tree being made, if any.
  @TaskLocal static var current: AppearActions?
  private let lock = NSLock()
  private var actions: [() -> Void] = []
  private var tasks: [() async -> Void] = []

  func add(_ action: @escaping () -> Void) {
    lock.lock()
    defer { lock.unlock() }
    actions.append(action)
  }

  func addTask(_ task: @escaping () async -> Void) {
    lock.withLock { tasks.append(task) }
  }

  /// Starts the tasks met on the main actor, as Xcode's canvas starts a preview's, and runs the main run
  /// loop until every one has ended or `seconds` have passed, then cancels what is left; false when there
  /// were none, or when not on the main thread, whose run loop the main actor's work is done on.
  func runTasks(seconds: Double) -> Bool {
    guard Thread.isMainThread else { return false }
    let met = lock.withLock {
      defer { tasks = [] }
      return tasks
    }
    guard !met.isEmpty else { return false }
    let running = Running(count: met.count)
    let started = met.map { task in
      Task { @MainActor in
        await task()
        running.count -= 1
      }
    }
    let deadline = Date(timeIntervalSinceNow: seconds)
    while running.count > 0, Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
    }
    for task in started { task.cancel() }
    return true
  }

  /// How many tasks have not ended; read and written on the main thread only.
  private final class Running: @unchecked Sendable {
    var count: Int
    init(count: Int) { self.count = count }
  }

  /// Runs the work the actions queued on the main queue, as a completion handler's loading does
  /// (`DispatchQueue.main.async { self.items = … }`): turns the main run loop until a block queued after
  /// that work has run, twice, so that the work those blocks queue in turn runs too; within `seconds`,
  /// and on the main thread only, where the helper lays views out. Work queued for later
  /// (`asyncAfter`) is not waited for.
  func runQueuedWork(seconds: Double) {
    guard Thread.isMainThread else { return }
    let deadline = Date(timeIntervalSinceNow: seconds)
    for _ in 0..<2 {
      let reached = Running(count: 1)
      DispatchQueue.main.async { reached.count = 0 }
      while reached.count > 0, Date() < deadline {
        _ = RunLoop.main.run(mode: .default, before: min(deadline, Date(timeIntervalSinceNow: 0.01)))
      }
    }
  }

  /// Runs the actions met, in the order met; false when there were none.
  func runAll() -> Bool {
    lock.lock()
    let met = actions
    actions = []
    lock.unlock()
    for action in met { action() }
    return !met.isEmpty
  }
}

extension View {
  /// Run once before the layout, as SwiftUI runs it before the first screen is drawn (``AppearActions``).
  public func onAppear(perform action: (() -> Void)? = nil) -> Self {
    if let action { AppearActions.current?.add(action) }
    return self
  }
  /// Accepted and ignored: the action is not run.
  public func onDisappear(perform action: (() -> Void)? = nil) -> Self { self }
  /// Started before the layout, as Xcode's canvas starts it, and given ``ViewLayout/taskSeconds`` to end
  /// (``AppearActions``): sample data a task loads is on the screen laid out.
  public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> Self {
    AppearActions.current?.addTask(action)
    return self
  }
  /// As ``task(priority:_:)``: the first value's task.
  public func task<T: Equatable>(
    id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void
  ) -> Self {
    AppearActions.current?.addTask(action)
    return self
  }
  /// Accepted and ignored: the action is not run.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> Self {
    self
  }
  /// Accepted and ignored: the action is not run.
  public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> Self {
    self
  }
  /// Accepted and ignored: the action is not run (the form before iOS 17).
  public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> Self { self }
  /// Accepted and ignored: the publisher is not subscribed to.
  public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> Self { self }
  /// Accepted and ignored: the refresh action is not run.
  public func refreshable(action: @escaping () async -> Void) -> Self { self }
  /// Accepted and ignored: the action is not run.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> Self { self }
  /// Accepted and ignored.
  public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
  /// Accepted and ignored: the model has no keyboard.
  public func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
  /// Accepted and ignored: the model has no keyboard.
  public func keyboardType(_ type: UIKeyboardType) -> Self { self }
  /// Accepted and ignored: the model has no keyboard.
  public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> Self { self }
}
